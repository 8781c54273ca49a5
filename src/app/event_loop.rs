//! The one loop: draw when something changed, wait for the next event (never spinning), update.

use std::time::{Duration, Instant};

use anyhow::Context;
use ratatui::crossterm::event;
use ratatui::layout::Rect;
use ratatui::{DefaultTerminal, Frame};

use super::signals::Received;
use super::study_worker::StudyWorker;
use super::terminal::{self, Input};
use super::worker::Worker;
use super::{App, AppEvent, Ending, TestPanic};
use crate::analysis::Config;

/// How often the screen refreshes while the AI thinks (spinner, elapsed time, result pick-up).
const BUSY_TICK: Duration = Duration::from_millis(50);
/// How long to wait for input when nothing else can happen. Only a signal can arrive unseen
/// meanwhile, so this bounds how long a `kill` takes to be noticed; waking ten times a second
/// to find nothing to do costs next to no CPU and writes nothing.
const IDLE_WAIT: Duration = Duration::from_millis(100);

/// Runs the game until the player quits or a signal arrives.
pub fn run(
    terminal: &mut DefaultTerminal,
    config: Config,
    color: bool,
    draw: impl Fn(&App, &mut Frame),
    signal: &Received,
    test_panic: Option<TestPanic>,
) -> anyhow::Result<Ending> {
    let mut worker = Worker::spawn(test_panic == Some(TestPanic::Worker));
    let mut study = StudyWorker::spawn();
    let (app, first_search) = App::new(config);
    let mut app = app.with_color(color);
    if let Some(request) = first_search {
        worker.submit(request);
    }
    let mut changed = true;
    loop {
        if let Some(number) = signal.get() {
            return Ok(Ending::Signal(number));
        }
        if app.should_quit() {
            return Ok(Ending::Quit);
        }
        if changed {
            terminal.draw(|frame| draw(&app, frame))?;
            changed = false;
            if test_panic == Some(TestPanic::Main) {
                panic!("test hook: the main thread panics after the first screen");
            }
        }
        let wait = if app.is_busy() { BUSY_TICK } else { IDLE_WAIT };
        // Events crossterm has already parsed come first; otherwise wait on the terminal itself,
        // which also notices a terminal that went away (crossterm would retry its read forever).
        if !event::poll(Duration::ZERO).context("could not read the terminal")? {
            let input = terminal::wait_for_input(wait).context("could not read the terminal")?;
            if input == Input::HungUp {
                // What a hangup means, whether or not its SIGHUP has arrived yet.
                return Ok(Ending::Signal(signal_hook::consts::SIGHUP));
            }
        }
        while event::poll(Duration::ZERO).context("could not read the terminal")? {
            let terminal_event = event::read().context("could not read the terminal")?;
            let size = terminal.size()?;
            let screen = Rect::new(0, 0, size.width, size.height);
            if let Some(request) = app.handle_event(&terminal_event, screen) {
                worker.submit(request);
            }
            changed = true;
        }
        while let Some(done) = worker.try_result()? {
            if let Some(request) = app.update(done) {
                worker.submit(request);
            }
            changed = true;
        }
        while let Some(done) = study.try_result()? {
            if let Some(request) = app.update(done) {
                worker.submit(request);
            }
            changed = true;
        }
        if app.is_busy() {
            if let Some(live) = worker.live() {
                app.update(AppEvent::Progress(live));
            }
            if let Some(live) = study.live() {
                app.update(AppEvent::StudyProgress(live));
            }
            if let Some(request) = app.update(AppEvent::Tick(Instant::now())) {
                worker.submit(request);
            }
            changed = true;
        }
        // The App says which searches it still wants; the threads drop the others.
        worker.keep_only(app.wanted_search());
        study.follow(&app);
        if let Some(pending) = app.pending()
            && pending.play_now
        {
            worker.play_now(pending.generation);
        }
    }
}
