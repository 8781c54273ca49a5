//! Floods of random terminal events into the App, with the game's invariants checked and the
//! screen rendered after every single one (proptest shrinks a failure to a minimal sequence):
//! moves, undo and redo, the three play modes, the explorer, hints and the comparison.

use morpion::engine::Table;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use morpion::analysis::{First, Mode};
use morpion::analysis::{
    SearchKind, SearchOutcome, SearchRequest, StudyJob, StudyResult, run_study,
};
use morpion::cli::GameKind;
use morpion::cli::play::{Depth, GameArgs, HumanMark, PlayArgs, SearchFlags};
use morpion::engine::{Evaluation, Game};
use morpion::games::bones::Bones;
use morpion::games::mnk::{Geometry, Mnk};
use morpion::games::playable::Playable;
use morpion::tui::layout::Areas;
use morpion::tui::{App, AppEvent, Seat, Tally};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config as ProptestConfig, TestRng, TestRunner};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyEventState, KeyModifiers, MediaKeyCode,
    ModifierKeyCode, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// Searches whose plain-minimax tree could exceed this many positions are left running (the
/// flood goes on around them, as a player's keys would): a debug build stays within seconds.
/// The full 3×3 tree (at most 986,409 positions) is within it.
const SEARCH_BUDGET: u64 = 1_000_000;

/// Screens are rendered after every step; extreme shapes are kept to this many cells.
const MAX_SCREEN_CELLS: u32 = 20_000;

/// One thing that happens to the App.
#[derive(Clone, Debug)]
enum Step {
    /// A terminal event, through `App::handle_event` like the real loop.
    Terminal(Event),
    /// The worker finishes the newest search and hands its result back.
    FinishNewest,
    /// The result of an earlier search arrives late (usually stale by now), or a second time.
    DeliverEarlier(usize),
    /// The clock moves on (the spinner and elapsed time).
    Tick,
    /// Much later: the autoplay's pause between moves is over.
    TickLater,
    /// The study thread finishes the study the App wants (explorer, hints, comparison).
    FinishStudy,
}

fn modifiers() -> impl Strategy<Value = KeyModifiers> {
    prop_oneof![
        4 => Just(KeyModifiers::NONE),
        1 => Just(KeyModifiers::SHIFT),
        1 => Just(KeyModifiers::CONTROL),
        1 => Just(KeyModifiers::ALT),
        2 => (0u8..64).prop_map(KeyModifiers::from_bits_truncate),
    ]
}

fn kinds() -> impl Strategy<Value = KeyEventKind> {
    prop_oneof![
        6 => Just(KeyEventKind::Press),
        2 => Just(KeyEventKind::Release),
        1 => Just(KeyEventKind::Repeat),
    ]
}

/// Any key crossterm can report: function keys, media and modifier keys, any character.
fn any_key_code() -> impl Strategy<Value = KeyCode> {
    let simple = [
        KeyCode::Backspace,
        KeyCode::Enter,
        KeyCode::Left,
        KeyCode::Right,
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::Home,
        KeyCode::End,
        KeyCode::PageUp,
        KeyCode::PageDown,
        KeyCode::Tab,
        KeyCode::BackTab,
        KeyCode::Delete,
        KeyCode::Insert,
        KeyCode::Null,
        KeyCode::Esc,
        KeyCode::CapsLock,
        KeyCode::ScrollLock,
        KeyCode::NumLock,
        KeyCode::PrintScreen,
        KeyCode::Pause,
        KeyCode::Menu,
        KeyCode::KeypadBegin,
        KeyCode::Media(MediaKeyCode::PlayPause),
        KeyCode::Media(MediaKeyCode::LowerVolume),
        KeyCode::Modifier(ModifierKeyCode::LeftShift),
        KeyCode::Modifier(ModifierKeyCode::RightControl),
        KeyCode::Modifier(ModifierKeyCode::IsoLevel3Shift),
    ];
    prop_oneof![
        3 => prop::sample::select(simple.to_vec()),
        1 => any::<u8>().prop_map(KeyCode::F),
        3 => any::<char>().prop_map(KeyCode::Char),
        // Letters, digits and signs, where the keymap's own keys are.
        3 => (0x20u8..0x7f).prop_map(|b| KeyCode::Char(char::from(b))),
        1 => prop::sample::select(vec!['é', 'ß', 'Ω', '中', '🙂', '\u{301}', '\u{200b}', '\0'])
            .prop_map(KeyCode::Char),
    ]
}

fn any_key() -> impl Strategy<Value = Event> {
    (any_key_code(), modifiers(), kinds(), 0u8..8).prop_map(|(code, modifiers, kind, state)| {
        Event::Key(KeyEvent {
            code,
            modifiers,
            kind,
            state: KeyEventState::from_bits_truncate(state),
        })
    })
}

/// Presses of the keys the game knows, so that games are really played, won and lost.
fn game_key() -> impl Strategy<Value = Event> {
    let codes: Vec<KeyCode> = "123456789123456789123456789hjkl pde+-=ns?tcuivrx[].tjkhlom"
        .chars()
        .map(KeyCode::Char)
        .chain([
            KeyCode::Enter,
            KeyCode::Enter,
            KeyCode::Left,
            KeyCode::Right,
            KeyCode::Up,
            KeyCode::Down,
            KeyCode::Esc,
            KeyCode::PageUp,
            KeyCode::PageDown,
        ])
        .collect();
    prop::sample::select(codes).prop_map(|code| Event::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

fn quit_key() -> impl Strategy<Value = Event> {
    prop_oneof![
        Just(KeyEvent::new(KeyCode::Char('q'), KeyModifiers::NONE)),
        Just(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE)),
        Just(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
    ]
    .prop_map(Event::Key)
}

fn mouse() -> impl Strategy<Value = Event> {
    let button = prop_oneof![
        Just(MouseButton::Left),
        Just(MouseButton::Right),
        Just(MouseButton::Middle)
    ];
    let kind = prop_oneof![
        3 => Just(MouseEventKind::Down(MouseButton::Left)),
        1 => button.clone().prop_map(MouseEventKind::Down),
        1 => button.clone().prop_map(MouseEventKind::Up),
        1 => button.prop_map(MouseEventKind::Drag),
        1 => Just(MouseEventKind::Moved),
        1 => Just(MouseEventKind::ScrollDown),
        1 => Just(MouseEventKind::ScrollUp),
        1 => Just(MouseEventKind::ScrollLeft),
        1 => Just(MouseEventKind::ScrollRight),
    ];
    // Mostly where a board is drawn on ordinary screens, sometimes anywhere at all.
    let coordinate = prop_oneof![4 => 0u16..120, 1 => any::<u16>()];
    (kind, coordinate.clone(), coordinate, modifiers()).prop_map(
        |(kind, column, row, modifiers)| {
            Event::Mouse(MouseEvent {
                kind,
                column,
                row,
                modifiers,
            })
        },
    )
}

fn resize() -> impl Strategy<Value = Event> {
    prop_oneof![
        // Nothing, a single cell, and other tiny screens.
        1 => (0u16..4, 0u16..4),
        // Just below and above the minimum (72×17 for 3×3).
        2 => (62u16..84, 12u16..24),
        // The usual sizes, and anything up to a very large terminal.
        6 => (72u16..140, 17u16..45),
        1 => (0u16..320, 0u16..110),
        // Very wide or very tall (area capped so every step can still be rendered).
        1 => any::<u16>().prop_flat_map(|w| {
            let most = (MAX_SCREEN_CELLS / u32::from(w.max(1))).min(u32::from(u16::MAX)) as u16;
            (Just(w), 0..=most)
        }),
    ]
    .prop_map(|(w, h)| Event::Resize(w, h))
}

fn step() -> impl Strategy<Value = Step> {
    // Weighted so that a session lasts a couple of hundred steps before a quit key ends it.
    prop_oneof![
        90 => game_key().prop_map(Step::Terminal),
        2 => quit_key().prop_map(Step::Terminal),
        36 => any_key().prop_map(Step::Terminal),
        36 => mouse().prop_map(Step::Terminal),
        6 => prop_oneof![Just(Event::FocusGained), Just(Event::FocusLost)].prop_map(Step::Terminal),
        6 => ".{0,12}".prop_map(|text| Step::Terminal(Event::Paste(text))),
        15 => resize().prop_map(Step::Terminal),
        75 => Just(Step::FinishNewest),
        12 => any::<usize>().prop_map(Step::DeliverEarlier),
        6 => Just(Step::Tick),
        6 => Just(Step::TickLater),
        30 => Just(Step::FinishStudy),
    ]
}

/// How many kinds of session `session` picks from.
const SESSIONS: usize = 9;

/// The sessions the flood runs in: the default 3×3 game (both starters, both marks),
/// smaller, depth-limited searches on bigger boards, Connect Four, and the Game of Bones
/// (heaps from 1 bone, which ends at once, to 1000, drawn only in part).
fn session(pick: usize, seed: u64) -> (PlayArgs, GameArgs) {
    let ready_made = |game, heap| GameArgs {
        game: Some(game),
        heap,
        ..GameArgs::default()
    };
    match pick % SESSIONS {
        6 => (
            PlayArgs {
                depth: Some(Depth::Plies(2)),
                ..play_args(0, seed)
            },
            ready_made(GameKind::Connect4, None),
        ),
        7 | 8 => {
            let heap = [10, 1, 7, 21, 1000][(seed % 5) as usize];
            let first = if pick % SESSIONS == 7 {
                First::Human
            } else {
                First::Random
            };
            (
                PlayArgs {
                    first,
                    ..play_args(0, seed)
                },
                ready_made(GameKind::Bones, Some(heap)),
            )
        }
        board => (play_args(board, seed), GameArgs::default()),
    }
}

/// The board sessions, on boards of the player's own (`--rows/--cols/--k`).
fn play_args(pick: usize, seed: u64) -> PlayArgs {
    let base = PlayArgs {
        first: First::Human,
        seed: Some(seed),
        ..PlayArgs::default()
    };
    match pick % 6 {
        0 => base,
        1 => PlayArgs {
            first: First::Ai,
            ..base
        },
        2 => PlayArgs {
            first: First::Random,
            human: HumanMark::O,
            ..base
        },
        3 => PlayArgs {
            depth: Some(Depth::Plies(2)),
            search: SearchFlags {
                eval: Some(Evaluation::Heuristic),
                no_pruning: true,
                ..SearchFlags::default()
            },
            ..base
        },
        4 => PlayArgs {
            rows: 4,
            cols: 4,
            k: Some(3),
            depth: Some(Depth::Plies(2)),
            first: First::Random,
            ..base
        },
        _ => PlayArgs {
            rows: 7,
            cols: 5,
            k: Some(4),
            depth: Some(Depth::Plies(1)),
            ..base
        },
    }
}

/// Plain minimax positions below `position` under a depth limit, if no game ended early
/// (a heap's positions have at most three moves each).
fn tree_bound(position: &Playable, depth_limit: Option<u32>) -> u64 {
    let left = u64::from(position.plies_left());
    let depth = depth_limit.map_or(left, |d| u64::from(d).min(left));
    let (mut level, mut total) = (1u64, 0u64);
    for taken in 0..depth {
        let branching = match position {
            Playable::Board(_) => left - taken,
            Playable::Heap(_) => 3,
        };
        level = level.saturating_mul(branching);
        total = total.saturating_add(level);
    }
    total
}

/// What the invariants compare from one step to the next.
#[derive(Clone, Debug)]
struct Seen {
    game: Playable,
    history: Vec<usize>,
    tally: Tally,
    games_started: u32,
    generation: u64,
    /// A lesson is open: its own games stand in for the player's, set aside until it closes.
    lesson: bool,
}

impl Seen {
    fn of(app: &App) -> Self {
        Self {
            game: app.position().clone(),
            history: app.history().to_vec(),
            tally: app.tally(),
            games_started: app.games_started(),
            generation: app.generation(),
            lesson: app.lesson().is_some(),
        }
    }
}

/// One App under a flood: the searches it asked for, run synchronously on demand.
struct Flood {
    args: (PlayArgs, GameArgs),
    /// Who plays at the start (the v key changes it during the flood).
    mode: Mode,
    app: App,
    screen: Rect,
    /// Every search this App asked for, oldest first.
    requests: Vec<SearchRequest>,
    /// Finished searches by generation, so a late or repeated delivery costs nothing.
    outcomes: HashMap<u64, SearchOutcome>,
    seen: Seen,
    sessions: u64,
    games_finished: u32,
    /// Results handed back after the App had moved on (dropped by it).
    stale_deliveries: u32,
    /// Steps drawn on a screen too small for the game (the size notice instead).
    too_small_renders: u32,
    /// Studies finished and handed back (explorer recordings, hints, comparisons).
    studies: u32,
    /// Reused from step to step (only its size changes).
    buffer: Buffer,
    /// Each mode's score, as the App should count it (see [`mode_slot`]).
    scores: [Tally; 3],
    /// The mode whose score counted the finished game on the board.
    scored_in: Option<Mode>,
}

/// Where a mode's score is in [`Flood::scores`].
fn mode_slot(mode: Mode) -> usize {
    match mode {
        Mode::HumanAi => 0,
        Mode::AiAi => 1,
        Mode::Humans => 2,
    }
}

impl Flood {
    fn new(args: (PlayArgs, GameArgs), mode: Mode, screen: Rect) -> Self {
        // DOT files go to the temporary folder, never into the source tree.
        let config = morpion::cli::play::config(&args.0, &args.1)
            .expect("valid arguments")
            .with_mode(mode)
            .with_export_dir(std::env::temp_dir().join("morpion-fuzz-nowhere"));
        let (app, request) = App::new(config);
        let seen = Seen::of(&app);
        let mut flood = Self {
            args,
            mode,
            app,
            screen,
            requests: Vec::new(),
            outcomes: HashMap::new(),
            seen,
            sessions: 1,
            games_finished: 0,
            stale_deliveries: 0,
            too_small_renders: 0,
            studies: 0,
            buffer: Buffer::empty(Rect::ZERO),
            scores: [Tally::default(); 3],
            scored_in: None,
        };
        flood.requests.extend(request.into_search());
        flood.check("the start");
        flood
    }

    fn run(&mut self, steps: &[Step]) {
        for (index, step) in steps.iter().enumerate() {
            self.step(step);
            self.check(&format!("step {index} ({step:?})"));
            if self.app.should_quit() {
                // The real loop ends here; the flood goes on in a new session.
                self.sessions += 1;
                let (play, game) = self.args.clone();
                let args = (
                    PlayArgs {
                        seed: play.seed.map(|s| s.wrapping_add(self.sessions)),
                        ..play
                    },
                    game,
                );
                *self = Self {
                    sessions: self.sessions,
                    games_finished: self.games_finished,
                    stale_deliveries: self.stale_deliveries,
                    too_small_renders: self.too_small_renders,
                    studies: self.studies,
                    ..Self::new(args, self.mode, self.screen)
                };
            }
        }
    }

    fn step(&mut self, step: &Step) {
        match step {
            Step::Terminal(event) => {
                if let Event::Resize(width, height) = *event {
                    self.screen = Rect::new(0, 0, width, height);
                }
                let request = self.app.handle_event(event, self.screen).into_search();
                self.requests.extend(request);
            }
            Step::FinishNewest => {
                if let Some(request) = self.requests.last().cloned() {
                    self.deliver(&request);
                }
            }
            Step::DeliverEarlier(pick) => {
                if !self.requests.is_empty() {
                    let request = self.requests[pick % self.requests.len()].clone();
                    self.deliver(&request);
                }
            }
            Step::Tick => {
                let request = self
                    .app
                    .update(AppEvent::Tick(Instant::now()))
                    .into_search();
                self.requests.extend(request);
            }
            Step::TickLater => {
                let later = self.app.clock() + Duration::from_secs(60);
                let request = self.app.update(AppEvent::Tick(later)).into_search();
                self.requests.extend(request);
            }
            Step::FinishStudy => self.finish_study(),
        }
    }

    /// Runs `request` as the worker would (unless it is too big to wait for) and hands the result back.
    fn deliver(&mut self, request: &SearchRequest) {
        if tree_bound(&request.position, request.settings.depth_limit) > SEARCH_BUDGET {
            return; // still thinking
        }
        if request.kind == SearchKind::Recount {
            // A comparison counted again: its report alone, as the worker sends it.
            let recount = morpion::analysis::recount(
                request,
                &request.settings,
                None,
                None,
                &mut Table::for_one_search(&request.settings),
            );
            let next = self
                .app
                .update(AppEvent::Recounted {
                    generation: request.generation,
                    recount: Box::new(recount),
                })
                .into_search();
            self.requests.extend(next);
            return;
        }
        let outcome = self
            .outcomes
            .entry(request.generation)
            .or_insert_with(|| {
                morpion::analysis::run_search(request, None).expect("the position is not over")
            })
            .clone();
        if self.app.pending().map(|p| p.generation) != Some(request.generation) {
            self.stale_deliveries += 1;
        }
        let next = self
            .app
            .update(AppEvent::SearchDone {
                generation: request.generation,
                outcome: Box::new(outcome),
            })
            .into_search();
        self.requests.extend(next);
    }

    /// Runs the study the App wants (unless it is too big to wait for) and hands it back.
    fn finish_study(&mut self) {
        let Some(request) = self.app.study().cloned() else {
            return;
        };
        let (position, depth) = match &request.job {
            // Regrowing searches part of a tree already recorded: never bigger than it.
            StudyJob::Regrow { root, .. } => (root, None),
            StudyJob::Record {
                position, settings, ..
            }
            | StudyJob::Hints { position, settings }
            | StudyJob::Techniques {
                position, settings, ..
            } => (position, settings.depth_limit),
            // A seek walks at most SEEK_POSITIONS positions, more than a flood can wait for.
            StudyJob::Seek(job) => (job.walker.game(), job.walker.settings().depth_limit),
        };
        if tree_bound(position, depth) > SEARCH_BUDGET {
            return; // still working
        }
        let result = run_study(&request, None, None, &request.own_table());
        if let StudyResult::Recorded(Ok(explorer)) = &result {
            assert_eq!(
                explorer.root(),
                position,
                "the tree of the position asked for"
            );
        }
        self.studies += 1;
        let next = self
            .app
            .update(AppEvent::Studied {
                id: request.id,
                result: Box::new(result),
            })
            .into_search();
        self.requests.extend(next);
    }

    /// The game's invariants, and a render at the current size; `when` names the step.
    fn check(&mut self, when: &str) {
        let app = &self.app;
        let before = &self.seen;
        let now = Seen::of(app);
        let game = app.position();
        let context = match game {
            Playable::Board(board) => format!("after {when}: board {}", board.to_board()),
            Playable::Heap(heap) => format!("after {when}: heap {heap:?}"),
        };
        // A legal position that the history replays to, move by move under the rules.
        match game {
            Playable::Board(board) => check_board(app, board, &now.history, &context),
            Playable::Heap(heap) => check_heap(heap, &now.history, &context),
        }

        // The history grows by a move at a time, shrinks by an undo (back to a player's turn:
        // at most two plies), grows back by a redo, or starts over with a new game.
        // (A game restarted before its first move, `s`, is not counted again: a new generation
        // on a board that stays empty. A redo from the empty board is no new game.)
        // Into a lesson, within one, or back out of it: another game (the lessons' tests check
        // that the player's comes back whole).
        let other_game = before.lesson || now.lesson;
        let new_game = other_game
            || now.games_started != before.games_started
            || (before.history.is_empty()
                && now.history.is_empty()
                && now.generation != before.generation);
        let (shorter, longer) = if now.history.len() <= before.history.len() {
            (&now.history, &before.history)
        } else {
            (&before.history, &now.history)
        };
        let one_line = longer.starts_with(shorter) && longer.len() - shorter.len() <= 2;
        assert!(
            one_line || (new_game && now.history.is_empty()) || other_game,
            "history {:?} became {:?} {context}",
            before.history,
            now.history
        );
        let undone = now.history.len() < before.history.len() && !new_game;
        assert!(
            other_game || now.games_started >= before.games_started,
            "{context}"
        );
        assert!(
            other_game || now.generation >= before.generation,
            "{context}"
        );
        // The moves undo took back are the ones redo would play again, the next one last.
        let redo: Vec<usize> = app.redo_moves().iter().rev().map(|r| r.mv).collect();
        if undone {
            assert!(
                redo.starts_with(&before.history[now.history.len()..]),
                "undo keeps what it took back for redo {context}"
            );
        }
        assert_eq!(app.moves().len(), now.history.len(), "{context}");
        for (record, &mv) in app.moves().iter().zip(&now.history) {
            assert_eq!(record.mv, mv, "{context}");
            if let Some(analysis) = &record.analysis {
                assert_eq!(analysis.played, mv, "{context}");
            }
        }

        // A finished game stays finished, untouched, until a new one starts or a move is undone.
        if before.game.is_over() && !new_game && !undone {
            assert_eq!(&now.game, &before.game, "a finished game changed {context}");
            assert_eq!(now.history, before.history, "{context}");
        }

        // The score changes exactly when a game ends, by one, in the right column of the score
        // of the mode played then, and an undo of the move that ended it takes that point back
        // there; each mode keeps its own score, the one shown.
        let ended = !before.game.is_over() && game.is_over() && !new_game;
        let reopened = before.game.is_over() && !game.is_over() && !new_game;
        if ended {
            self.games_finished += 1;
            let tally = &mut self.scores[mode_slot(app.mode())];
            match winner_of(app, game, now.history.len()) {
                Some(Seat::Home) => tally.wins += 1,
                Some(Seat::Away) => tally.losses += 1,
                None => tally.draws += 1,
            }
            self.scored_in = Some(app.mode());
        }
        if reopened {
            let mode = self.scored_in.take().unwrap_or(app.mode());
            let tally = &mut self.scores[mode_slot(mode)];
            match winner_of(app, &before.game, before.history.len()) {
                Some(Seat::Home) => tally.wins -= 1,
                Some(Seat::Away) => tally.losses -= 1,
                None => tally.draws -= 1,
            }
        }
        let expected = self.scores[mode_slot(app.mode())];
        if !now.lesson {
            assert_eq!(now.tally, expected, "the score {context}");
        }

        // The AI is never forgotten: on the turn of a side it plays, its decision is pending
        // (against itself it may be paused, or waiting out the pause between moves); on a
        // player's turn only a re-analysis of its last decision may run.
        let pending = app.pending();
        let autoplay = app.autoplay();
        if app.should_quit() {
            assert_eq!(pending, None, "quitting forgets the search {context}");
        } else if !game.is_over() && app.ai_plays(app.seat_to_move()) {
            // (A re-analysis of its last decision may run while it waits.)
            let waiting = app.mode() == Mode::AiAi
                && (autoplay.paused || autoplay.next_at.is_some())
                && pending.is_none_or(|p| p.kind == SearchKind::Reanalyse);
            // (In predict mode its decision may be held until the player has predicted it.)
            let held = app.predict().holds_decision() && pending.is_none();
            assert!(
                waiting || held || pending.map(|p| p.kind) == Some(SearchKind::Decide),
                "{pending:?} {autoplay:?} {context}"
            );
        } else if let Some(pending) = pending {
            assert_eq!(pending.kind, SearchKind::Reanalyse, "{context}");
            assert!(app.analysis().is_some(), "{context}");
        }
        // The keys' context follows what is open.
        match app.context() {
            morpion::tui::keymap::Context::Explorer => {
                assert_ne!(
                    app.explorer_view(),
                    morpion::tui::ExplorerView::Closed,
                    "{context}"
                );
            }
            morpion::tui::keymap::Context::Techniques => {
                assert!(app.techniques().is_some(), "{context}");
            }
            morpion::tui::keymap::Context::Watch => {
                assert_eq!(app.mode(), Mode::AiAi, "{context}");
            }
            morpion::tui::keymap::Context::Play => {
                assert_eq!(app.mode(), Mode::HumanAi, "{context}");
            }
            morpion::tui::keymap::Context::TwoPlayers => {
                assert_eq!(app.mode(), Mode::Humans, "{context}");
            }
            morpion::tui::keymap::Context::Steps => {
                let steps = app.steps().expect("step mode is open");
                assert!(!steps.asking, "{context}");
            }
            morpion::tui::keymap::Context::StepsTree => {
                // The whole tree at the end of the replay: the same search, the same count.
                let steps = app.steps().expect("step mode is open");
                assert!(steps.tree && steps.replay.at_end(), "{context}");
                let explorer = steps.browsing().expect("the whole tree");
                assert_eq!(
                    explorer.tree().positions(),
                    steps.replay.current().positions,
                    "{context}"
                );
            }
            morpion::tui::keymap::Context::Guessing => {
                let steps = app.steps().expect("step mode is open");
                assert!(steps.asking && steps.can_guess(), "{context}");
            }
            morpion::tui::keymap::Context::Setup => {
                assert!(app.setup().is_some(), "{context}");
            }
            morpion::tui::keymap::Context::Results => {
                assert!(app.results_screen().is_some(), "{context}");
            }
            morpion::tui::keymap::Context::Practice => {
                let practice = app.practice().expect("practice is open");
                assert!(practice.replay.is_none(), "{context}");
            }
            morpion::tui::keymap::Context::PracticeReplay => {
                let practice = app.practice().expect("practice is open");
                assert!(practice.replay.is_some(), "{context}");
            }
            morpion::tui::keymap::Context::Lesson => {
                assert!(app.lesson().is_some_and(|l| !l.on_exercise()), "{context}");
            }
            morpion::tui::keymap::Context::LessonExercise
            | morpion::tui::keymap::Context::LessonDepthExercise => {
                assert!(app.lesson().is_some_and(|l| l.on_exercise()), "{context}");
            }
        }
        // Hints shown are for the position on the board, one per legal move.
        if let Some(hints) = app.hints() {
            assert_eq!(&hints.position, game, "{context}");
            let mut legal = Vec::new();
            game.legal_moves(&mut legal);
            let moves: Vec<usize> = hints.values.iter().map(|v| v.mv).collect();
            assert_eq!(moves, legal, "{context}");
        }
        // The cursor is on the game: a cell, a column under gravity, a take of 1 to 3.
        let cursor_places = match game {
            Playable::Board(board) if board.geometry().gravity() => 0..board.geometry().cols(),
            Playable::Board(board) => 0..board.geometry().cells(),
            Playable::Heap(_) => 1..4,
        };
        assert!(cursor_places.contains(&app.cursor()), "{context}");
        if let Some(analysis) = app.analysis() {
            assert!(
                analysis.position.is_legal(analysis.played),
                "the AI's move {} {context}",
                analysis.played
            );
        }

        // Drawing never panics, whatever the size.
        if Areas::compute(self.screen, game).is_err() {
            self.too_small_renders += 1;
        }
        self.buffer.resize(self.screen);
        self.buffer.reset();
        app.render(self.screen, &mut self.buffer);

        self.seen = now;
    }
}

/// The seat that won `game`, a finished game of `app`'s after `plies` moves (`None`: a draw).
fn winner_of(app: &App, game: &Playable, plies: usize) -> Option<Seat> {
    match game {
        // On boards the mark with a line won; on the heap whoever took the last bone.
        Playable::Board(board) => board.winner().map(|mark| {
            if mark == app.human() {
                Seat::Home
            } else {
                Seat::Away
            }
        }),
        Playable::Heap(_) if plies % 2 == 1 => Some(app.starter()),
        Playable::Heap(_) => Some(app.starter().other()),
    }
}

/// A board: marks alternate from the starter's, one mark per cell at most, and the history
/// replays to exactly this board from the game's start (the empty board, or the position set
/// up).
fn check_board(app: &App, game: &Mnk, history: &[usize], context: &str) {
    let geometry = game.geometry();
    let first = match app.starter() {
        Seat::Home => app.human(),
        Seat::Away => app.ai(),
    };
    let (firsts, seconds) = (game.count(first), game.count(first.other()));
    assert!(
        firsts == seconds || firsts == seconds + 1,
        "mark counts {firsts}/{seconds} {context}"
    );
    let marked = (0..geometry.cells())
        .filter(|&c| game.mark_at(c).is_some())
        .count();
    assert_eq!(
        marked as u32,
        firsts + seconds,
        "a doubly marked cell {context}"
    );
    if !game.is_over() {
        let expected = if firsts == seconds {
            first
        } else {
            first.other()
        };
        assert_eq!(game.to_move(), expected, "turns do not alternate {context}");
    }

    let shape = Geometry::new(geometry.rows(), geometry.cols(), geometry.k()).unwrap();
    let mut replay = match app.start_position() {
        Some(start) => {
            assert_eq!(start.geometry(), geometry, "{context}");
            start.clone()
        }
        None => Mnk::new(Arc::new(shape.with_gravity(geometry.gravity())), first),
    };
    let before = replay.plies() as usize;
    for (ply, &cell) in history.iter().enumerate() {
        let mover = replay.to_move();
        assert_eq!(
            replay.play(cell),
            Ok(()),
            "history move {ply} ({cell}) {context}"
        );
        let expected = if (before + ply).is_multiple_of(2) {
            first
        } else {
            first.other()
        };
        assert_eq!(mover, expected, "history move {ply} {context}");
    }
    assert_eq!(
        &replay, game,
        "the history does not give the board {context}"
    );
}

/// A heap: every take was 1 to 3 bones and no more than were left, and the history replays
/// from the full heap to exactly this one.
fn check_heap(heap: &Bones, history: &[usize], context: &str) {
    let mut replay = Bones::new(heap.start());
    for (ply, &take) in history.iter().enumerate() {
        let mut legal = Vec::new();
        replay.legal_moves(&mut legal);
        assert!(
            legal.iter().any(|&t| usize::from(t) == take),
            "history move {ply} (take {take}) {context}"
        );
        replay.apply(take as u8);
    }
    assert_eq!(
        &replay, heap,
        "the history does not give the heap {context}"
    );
}

/// Steps of the long seeded flood: one session carried through many games (each step is
/// rendered, about a millisecond in a debug build: with the 64 × 128 proptest steps, over
/// 11,000 events are checked in all).
const LONG_FLOOD: usize = 3_000;

/// A flood case: the session, the starting screen and the steps.
fn flood_case(steps: usize) -> impl Strategy<Value = (usize, u64, (u16, u16), Vec<Step>)> {
    (
        0usize..SESSIONS,
        any::<u64>(),
        prop_oneof![3 => Just((100, 30)), 1 => (0u16..200, 0u16..70)],
        prop::collection::vec(step(), steps),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// 64 floods of 128 steps, with the invariants checked and the screen drawn after each.
    #[test]
    #[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
    fn random_event_floods_keep_every_game_invariant(
        (session, seed, (width, height), steps) in flood_case(128)
    ) {
        // The play mode from the seed: you against the AI, the AI against itself, two players.
        let mode = [Mode::HumanAi, Mode::AiAi, Mode::Humans][(seed % 3) as usize];
        let mut flood = Flood::new(self::session(session, seed), mode, Rect::new(0, 0, width, height));
        flood.run(&steps);
    }
}

/// `steps` seeded steps of one session (`session` picks it as in the random floods).
fn long_flood(session: (PlayArgs, GameArgs), steps: usize) -> Flood {
    let mut runner = TestRunner::new_with_rng(
        ProptestConfig::default(),
        TestRng::deterministic_rng(proptest::test_runner::RngAlgorithm::ChaCha),
    );
    let steps = prop::collection::vec(step(), steps)
        .new_tree(&mut runner)
        .unwrap()
        .current();
    let mut flood = Flood::new(session, Mode::HumanAi, Rect::new(0, 0, 100, 30));
    flood.run(&steps);
    flood
}

/// One long flood of the default 3×3 game from a fixed seed, which must reach what the
/// invariants are about: finished games, quits, stale results and too-small screens.
#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn a_long_seeded_flood_plays_whole_games_and_keeps_every_invariant() {
    let flood = long_flood(session(0, 11), LONG_FLOOD);
    assert!(
        flood.games_finished >= 10,
        "{} games finished",
        flood.games_finished
    );
    assert!(flood.sessions >= 5, "{} sessions", flood.sessions);
    assert!(
        flood.stale_deliveries >= 10,
        "{} stale results",
        flood.stale_deliveries
    );
    assert!(
        flood.too_small_renders >= 10,
        "{} too-small screens",
        flood.too_small_renders
    );
    assert!(flood.studies >= 20, "{} studies", flood.studies);
}

/// The same flood on Connect Four (depth 2) and on heaps of 10 and 7 bones: whole games are
/// played and every invariant holds there too.
#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn long_seeded_floods_of_connect_four_and_bones_keep_every_invariant() {
    // (Undo, redo, the other play modes and the explorer take steps from the moves: fewer
    // games end than when moves were all there was.)
    for (pick, seed, games) in [(6, 11, 2), (7, 10, 4), (8, 12, 4)] {
        let flood = long_flood(session(pick, seed), LONG_FLOOD / 2);
        let kind = &flood.args.1.game;
        assert!(
            flood.games_finished >= games,
            "{kind:?}: {} games finished",
            flood.games_finished
        );
        assert!(flood.sessions >= 3, "{kind:?}: {} sessions", flood.sessions);
        assert!(flood.studies >= 5, "{kind:?}: {} studies", flood.studies);
        assert!(
            flood.stale_deliveries >= 10,
            "{kind:?}: {} stale results",
            flood.stale_deliveries
        );
    }
}
