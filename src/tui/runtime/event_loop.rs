//! The one loop: draw when something changed, wait for the next event (never spinning), update.

use std::time::Duration;

use anyhow::Context;
use ratatui::backend::Backend;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use ratatui::{Frame, Terminal};

use crate::analysis::{Config, GameSolver, GameTable, Made, play_clock};
use crate::tui::runtime::console::Console;
use crate::tui::runtime::hints_worker::HintsWorker;
use crate::tui::runtime::split_sequence::{ESC_GRACE, SplitSequences};
use crate::tui::runtime::study_worker::StudyWorker;
use crate::tui::runtime::work::{Work, WorkOrders};
use crate::tui::runtime::worker::Worker;
use crate::tui::{App, AppEvent, Ending, TestPanic};

/// How often the screen refreshes while the AI thinks (spinner, elapsed time, result pick-up).
const BUSY_TICK: Duration = Duration::from_millis(50);
/// How long to wait for input when nothing else can happen. Only a signal can arrive unseen
/// meanwhile, so this bounds how long a `kill` takes to be noticed; waking ten times a second
/// to find nothing to do costs next to no CPU and writes nothing.
const IDLE_WAIT: Duration = Duration::from_millis(100);
/// How long the loop asks whether another event is waiting once it has one. Not zero: with the
/// poll(2) reader (see Cargo.toml), crossterm's `poll(Duration::ZERO)` returns at once without
/// looking at the terminal or at the events it has already parsed, so it would leave them for
/// the next wait. An event already there returns at once; only the last look waits this long.
const DRAIN_WAIT: Duration = Duration::from_millis(1);
/// A flood that never pauses (mouse motion, a terminal gone mad) still gets the screen drawn
/// and the signals looked at after this many events; the rest follow without any wait.
const MOST_EVENTS_PER_DRAW: usize = 1000;

/// Runs the game until the player quits or a signal arrives.
pub fn run<C: Console>(
    console: &mut C,
    config: Config,
    // The look and the player's files, put on the App once it is made.
    dress: impl FnOnce(App) -> App,
    draw: impl Fn(&App, &mut Frame),
    test_panic: Option<TestPanic>,
    table: (GameTable, Made),
) -> anyhow::Result<Ending> {
    let (table, made) = table;
    let config = config.with_table_size(made.got);
    // The exact solver of the AI's perfect play and of the hints, one table for both, growing
    // with the work up to the game's table memory.
    let solver = GameSolver::growing(made.got);
    let worker = Worker::spawn(
        test_panic == Some(TestPanic::Worker),
        table.clone(),
        solver.clone(),
    )
    .context("could not start the AI's search thread")?;
    let study = StudyWorker::spawn(table).context("could not start the study thread")?;
    let hints = HintsWorker::spawn(solver).context("could not start the hints' thread")?;
    let (app, first_orders) = App::new(config);
    let mut app = dress(app);
    if made.got.bytes < made.asked.bytes {
        app.table_shrunk(
            (made.asked.bytes >> 20) as u64,
            (made.got.bytes >> 20) as u64,
        );
    }
    let mut threads = Threads {
        worker,
        study,
        hints,
        later: Vec::new(),
    };
    threads.carry_out(first_orders);
    threads.end_of_turn();
    let mut changed = true;
    let mut split = SplitSequences::default();
    loop {
        // Running now: a stop from here on is counted from here (see play_clock).
        play_clock::running();
        if let Some(ending) = console.ended() {
            return Ok(ending);
        }
        if app.should_quit() {
            return Ok(Ending::Quit);
        }
        if !console.hold_the_foreground(&mut changed)? {
            continue;
        }
        if console.suspend_and_resume(app.take_suspend())? {
            changed = true;
        }
        // A class session: the teacher's exercise of the day, read again when it changed.
        if app.refresh_classroom() {
            changed = true;
        }
        if changed {
            console.terminal().draw(|frame| draw(&app, frame))?;
            changed = false;
            match test_panic {
                Some(TestPanic::Main) => {
                    panic!("test hook: the main thread panics after the first screen")
                }
                Some(TestPanic::Alloc) => {
                    let size = 29_360_128; // the size of the explorer's failed allocation in #29
                    let layout = std::alloc::Layout::from_size_align(size, 8)?;
                    std::alloc::handle_alloc_error(layout)
                }
                Some(TestPanic::Worker) | None => {}
            }
        }
        let mut wait = if app.is_busy() { BUSY_TICK } else { IDLE_WAIT };
        if split.holding() {
            wait = wait.min(ESC_GRACE);
        }
        play_clock::running();
        if console.poll(wait)? {
            // Everything already typed, pasted or reported is handled before the next draw
            // and the next wait: a burst costs one draw, and nothing is left behind.
            let mut handled = 0;
            loop {
                let terminal_event = console.read()?;
                for event in split.take(terminal_event).into_iter().flatten() {
                    handle(&mut app, &mut threads, console.terminal(), &event)?;
                }
                changed = true;
                handled += 1;
                if handled == MOST_EVENTS_PER_DRAW {
                    break;
                }
                // A held Esc waits a little longer for the rest of a sequence cut after it.
                let next = if split.holding() {
                    ESC_GRACE
                } else {
                    DRAIN_WAIT
                };
                if !console.poll(next)? {
                    if let Some(esc) = split.settle() {
                        handle(&mut app, &mut threads, console.terminal(), &esc)?;
                    }
                    break;
                }
            }
        } else if let Some(esc) = split.settle() {
            handle(&mut app, &mut threads, console.terminal(), &esc)?;
            changed = true;
        } else if console.hung_up()? {
            // What a hangup means, whether or not its SIGHUP has arrived yet.
            return Ok(Ending::Signal(signal_hook::consts::SIGHUP));
        }
        while let Some(done) = threads.worker.try_result()? {
            threads.carry_out(app.update(done));
            changed = true;
        }
        while let Some(done) = threads.study.try_result()? {
            threads.carry_out(app.update(done));
            changed = true;
        }
        while let Some(solved) = threads.hints.try_result()? {
            threads.carry_out(app.update(solved));
            changed = true;
        }
        if app.is_busy() {
            if let Some(live) = threads.worker.live() {
                threads.carry_out(app.update(AppEvent::Progress(live)));
            }
            if let Some(live) = threads.study.live() {
                threads.carry_out(app.update(AppEvent::StudyProgress(live)));
            }
            if let Some(progress) = threads.hints.live() {
                threads.carry_out(app.update(progress));
            }
            threads.carry_out(app.update(AppEvent::Tick(play_clock::now())));
            changed = true;
        }
        threads.end_of_turn();
    }
}

/// Handles one terminal event on the screen as it is now, and carries out the work it asks for.
fn handle<B: Backend<Error = std::io::Error>>(
    app: &mut App,
    threads: &mut Threads,
    terminal: &Terminal<B>,
    event: &Event,
) -> anyhow::Result<()> {
    let size = terminal.size()?;
    let screen = Rect::new(0, 0, size.width, size.height);
    threads.carry_out(app.handle_event(event, screen));
    Ok(())
}

/// The background threads, which carry out the App's work orders.
struct Threads {
    worker: Worker,
    study: StudyWorker,
    hints: HintsWorker,
    /// The orders kept for the end of the loop's turn, in order.
    later: Vec<Work>,
}

impl Threads {
    /// Starts the searches at once; keeps the other orders for the end of the turn, so a burst
    /// of events handled in one turn starts (and drops) each study only once.
    fn carry_out(&mut self, orders: WorkOrders) {
        for work in orders {
            match work {
                Work::Search(request) => self.worker.submit(request),
                other => self.later.push(other),
            }
        }
    }

    /// Carries out the orders kept during the turn: the last study (and hints' solve) asked
    /// for, if it is still wanted, then the jobs to keep as the last order says, then Esc.
    fn end_of_turn(&mut self) {
        let orders = std::mem::take(&mut self.later);
        let kept = orders.iter().rev().find_map(|work| match work {
            Work::KeepOnly { search, study } => Some((*search, *study)),
            _ => None,
        });
        let wanted_study = kept.map(|(_, study)| study);
        let study = orders.iter().rev().find_map(|work| match work {
            Work::Study(request) => Some(request),
            _ => None,
        });
        if let Some(request) = study
            && wanted_study.is_none_or(|wanted| wanted == Some(request.id))
        {
            self.study.submit(request.clone());
        }
        if let Some((search, study)) = kept {
            self.worker.keep_only(search);
            self.study.keep_only(study);
        }
        let kept_solve = orders.iter().rev().find_map(|work| match work {
            Work::KeepSolve(solve) => Some(*solve),
            _ => None,
        });
        let solve = orders.iter().rev().find_map(|work| match work {
            Work::Solve(request) => Some(request),
            _ => None,
        });
        if let Some(request) = solve
            && kept_solve.is_none_or(|wanted| wanted == Some(request.id))
        {
            self.hints.submit(request.clone());
        }
        if let Some(solve) = kept_solve {
            self.hints.keep_only(solve);
        }
        for work in &orders {
            if let Work::PlayNow(generation) = work {
                self.worker.play_now(*generation);
            }
        }
    }
}
