//! A session of the App driven by keys, with its searches and studies run synchronously (and
//! their times fixed, so screens repeat), for the flows of the explorer, hints, comparison,
//! undo/redo and the play modes.

use morpion::engine::Table;
use std::path::Path;
use std::time::{Duration, Instant};

use clap::Parser;
use morpion::analysis::exact_hints::HintSolver;
use morpion::analysis::{
    Config, SearchKind, SearchRequest, StudyJob, StudyResult, Technique, decide, recount,
    run_search, run_study,
};
use morpion::cli::args::Cli;
use morpion::engine::TableSize;
use morpion::tui::{App, AppEvent, PlayerFiles, WorkOrders};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

pub const SCREEN: Rect = Rect::new(0, 0, 100, 30);

pub struct Session {
    pub app: App,
    /// The AI search the App asked for last and has not been run yet.
    pub request: Option<SearchRequest>,
    /// Every AI search the App asked for, oldest first.
    pub requests: Vec<SearchRequest>,
}

impl Session {
    /// `morpion ARGS`, as the command line would start it.
    pub fn new(args: &[&str]) -> Self {
        Self::from_config(config(args))
    }

    /// The same, writing DOT files into `dir`.
    pub fn exporting(args: &[&str], dir: &Path) -> Self {
        Self::from_config(config(args).with_export_dir(dir))
    }

    /// `morpion ARGS` keeping its results and telling its config file's problems as `player`
    /// says.
    pub fn keeping(args: &[&str], player: PlayerFiles) -> Self {
        Self::keeping_from(config(args), player)
    }

    /// The session `config` starts, keeping its results and telling its config file's
    /// problems as `player` says.
    pub fn keeping_from(config: Config, player: PlayerFiles) -> Self {
        let (app, orders) = App::new(config);
        let mut session = Self {
            app: app.with_player(player),
            request: None,
            requests: Vec::new(),
        };
        session.asked(orders);
        session
    }

    /// The session `config` starts (a saved game's, a position's).
    pub fn from_config(config: Config) -> Self {
        let (app, request) = App::new(config);
        let mut session = Self {
            app,
            request: None,
            requests: Vec::new(),
        };
        session.asked(request);
        session
    }

    fn asked(&mut self, orders: WorkOrders) {
        if let Some(request) = orders.into_search() {
            self.requests.push(request.clone());
            self.request = Some(request);
        }
    }

    pub fn event(&mut self, event: Event) {
        let request = self.app.handle_event(&event, SCREEN);
        self.asked(request);
    }

    /// A key pressed on a screen of `width`×`height` (where what it does depends on the room,
    /// as scrolling the glossary does).
    pub fn key_on(&mut self, code: KeyCode, width: u16, height: u16) {
        let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        let request = self
            .app
            .handle_event(&event, Rect::new(0, 0, width, height));
        self.asked(request);
    }

    pub fn key(&mut self, code: KeyCode) {
        self.event(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    }

    /// Presses each character of `text`.
    pub fn keys(&mut self, text: &str) {
        for c in text.chars() {
            self.key(KeyCode::Char(c));
        }
    }

    pub fn update(&mut self, event: AppEvent) {
        let request = self.app.update(event);
        self.asked(request);
    }

    /// Runs the awaited AI search to the end (both searches, fixed times) and hands it back.
    pub fn finish_search(&mut self) {
        let request = self.request.take().expect("a search is pending");
        self.deliver(&request);
    }

    /// Hands `request`'s result to the App (stale or not).
    pub fn deliver(&mut self, request: &SearchRequest) {
        if request.kind == SearchKind::Recount {
            let mut recount = recount(
                request,
                &request.settings,
                None,
                None,
                &mut Table::for_one_search(&request.settings),
            );
            recount.elapsed = Duration::from_micros(21_300);
            self.update(AppEvent::Recounted {
                generation: request.generation,
                recount: Box::new(recount),
            });
            return;
        }
        let mut outcome = run_search(request, None).expect("the position is not over");
        if let Some(deepening) = outcome.deepening.as_mut() {
            deepening.elapsed = Duration::from_micros(530);
        }
        let recount = outcome.recount.as_mut().expect("recounted");
        for report in [&mut outcome.selected, recount] {
            report.elapsed = if report.settings.pruning {
                Duration::from_micros(412)
            } else {
                Duration::from_micros(21_300)
            };
        }
        self.update(AppEvent::SearchDone {
            generation: request.generation,
            outcome: Box::new(outcome),
        });
    }

    /// Hands the awaited decision to the App without its comparison, as the worker does before
    /// it counts the comparison (fixed times): the comparison is then still counting.
    pub fn decide_only(&mut self) {
        let request = self.request.take().expect("a search is pending");
        let mut outcome = decide(
            &request,
            None,
            None,
            &mut Table::for_one_search(&request.settings),
        )
        .expect("the position is not over");
        if let Some(deepening) = outcome.deepening.as_mut() {
            deepening.elapsed = Duration::from_micros(530);
        }
        outcome.selected.elapsed = Duration::from_micros(412);
        self.update(AppEvent::SearchDone {
            generation: request.generation,
            outcome: Box::new(outcome),
        });
    }

    /// Runs every AI search the App waits for, until none is left.
    pub fn settle(&mut self) {
        while self.request.is_some() {
            self.finish_search();
        }
    }

    /// The time the App's clock shows, moved on by `by` (the autoplay's pauses pass).
    pub fn tick(&mut self, by: Duration) {
        let now = self.app.clock() + by;
        self.update(AppEvent::Tick(now));
    }

    /// Runs the study the App wants (fixed times) and hands its result back; false if none.
    pub fn finish_study(&mut self) -> bool {
        let Some(request) = self.app.study().cloned() else {
            return false;
        };
        let mut result = run_study(&request, None, None, &request.own_table());
        if let StudyResult::Techniques(table) = &mut result {
            for row in &mut table.rows {
                row.elapsed = Duration::from_micros(match row.technique {
                    Technique::Minimax => 9_100,
                    Technique::AlphaBeta => 380,
                    Technique::Ordering => 150,
                    Technique::Table => 120,
                    Technique::Deepening => 300,
                });
            }
        }
        self.update(AppEvent::Studied {
            id: request.id,
            result: Box::new(result),
        });
        true
    }

    /// Runs the hints' solve the App wants, as the hints' thread does, handing back each move's
    /// value, then the end (at most `moves` moves: fewer leaves the solve under way, as a
    /// solver still working would); false if none is wanted.
    pub fn finish_solve(&mut self, moves: usize) -> bool {
        let Some(request) = self.app.hints_solve().cloned() else {
            return false;
        };
        let mut solver = HintSolver::new(TableSize::mib(16), 1);
        let mut found = Vec::new();
        let asked = &request.moves[..moves.min(request.moves.len())];
        let end = solver.solve(&request.position, asked, None, None, |mv, score| {
            found.push((mv, score));
        });
        for (mv, score) in found {
            self.update(AppEvent::HintSolved {
                id: request.id,
                mv,
                score,
            });
        }
        if asked.len() == request.moves.len() {
            self.update(AppEvent::HintSolveEnded {
                id: request.id,
                end,
            });
        }
        true
    }

    /// The kind of study the App wants now.
    pub fn study_kind(&self) -> Option<&'static str> {
        self.app.study().map(|s| match s.job {
            StudyJob::Record { .. } => "record",
            StudyJob::Regrow { .. } => "regrow",
            StudyJob::Hints { .. } => "hints",
            StudyJob::Techniques { .. } => "techniques",
            StudyJob::Seek(_) => "seek",
        })
    }

    pub fn board(&self) -> String {
        self.app.board().expect("a board game").to_board()
    }

    /// The screen at 100×30, as text.
    pub fn screen(&self) -> String {
        self.draw(SCREEN.width, SCREEN.height).backend().to_string()
    }

    /// The screen at `width`×`height`, as text.
    pub fn text(&self, width: u16, height: u16) -> String {
        self.draw(width, height).backend().to_string()
    }

    /// The panel's text at `width`×`height` in one line: the rows inside its border, joined by
    /// spaces (a sentence wrapped over rows reads whole).
    pub fn panel_text(&self, width: u16, height: u16) -> String {
        let screen = self.text(width, height);
        let rows: Vec<Vec<char>> = screen
            .lines()
            .map(|row| row.trim_matches('"').chars().collect())
            .collect();
        // The panel's box is the second on the title's row: its left border's column.
        let left = rows[1]
            .iter()
            .enumerate()
            .filter(|(_, c)| **c == '┌')
            .nth(1)
            .map(|(x, _)| x)
            .expect("the panel's box");
        let inner: Vec<String> = rows[2..rows.len() - 3]
            .iter()
            .map(|row| {
                let inside: String = row[left + 1..row.len() - 1].iter().collect();
                inside.trim().to_owned()
            })
            .collect();
        inner.join(" ")
    }

    pub fn draw(&self, width: u16, height: u16) -> Terminal<TestBackend> {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal
            .draw(|frame| frame.render_widget(&self.app, frame.area()))
            .unwrap();
        terminal
    }

    /// The screen of `width`×`height`, row by row, as text.
    pub fn rows(&self, width: u16, height: u16) -> Vec<String> {
        let terminal = self.draw(width, height);
        let buffer = terminal.backend().buffer();
        (0..height)
            .map(|y| {
                (0..width)
                    .map(|x| buffer[(x, y)].symbol().to_owned())
                    .collect::<String>()
            })
            .collect()
    }
}

/// The session `morpion ARGS` starts (`--mode` and `--lang` included; without `--lang`,
/// English, whatever the environment of the tests).
pub fn config(args: &[&str]) -> Config {
    let cli = Cli::try_parse_from(std::iter::once("morpion").chain(args.iter().copied()))
        .expect("valid arguments");
    morpion::cli::play::config(&cli.play, &cli.game)
        .expect("valid")
        .with_mode(cli.session.mode)
        .with_lang(cli.session.lang.unwrap_or_default())
}

/// The session `morpion --load PATH ARGS` starts: the saved game's board and settings with
/// `ARGS` over them, at its last move.
pub fn loaded(path: &Path, args: &[&str]) -> Config {
    let game = morpion::cli::play::load(path).expect("a saved game");
    let cli = Cli::try_parse_from(std::iter::once("morpion").chain(args.iter().copied()))
        .expect("valid arguments");
    let settled = game.preferences();
    let (play, game_args, session) = morpion::cli::play::args_of(&settled);
    morpion::cli::play::config(&play, &game_args)
        .expect("valid")
        .with_mode(session.mode)
        .with_lang(cli.session.lang.unwrap_or_default())
        .with_resume(morpion::cli::play::resume_saved(&game))
}

/// The session `morpion ARGS` starts, `--board` and `--moves` included.
pub fn from_position(args: &[&str]) -> Config {
    let cli = Cli::try_parse_from(std::iter::once("morpion").chain(args.iter().copied()))
        .expect("valid arguments");
    let config = config(args);
    let resume = morpion::cli::play::resume(
        cli.start.board.as_deref(),
        cli.start.moves.as_deref(),
        &config,
    )
    .expect("a position play can reach");
    config.with_resume(resume)
}

/// A moment well after `start`, for ticks.
pub fn later(start: Instant) -> Instant {
    start + Duration::from_secs(60)
}

/// `text`'s words on one line, every run of spaces (line breaks, the French non-breaking and
/// narrow ones) one space: a sentence reads the same however the screen wrapped it.
pub fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
