//! Key and click edge cases: a press with its release and repeats plays once, and refused
//! moves (taken cell, finished game, AI thinking, double Enter) change nothing but the message.

use morpion::analysis::First;
use morpion::analysis::SearchOutcome;
use morpion::cli::play::PlayArgs;
use morpion::engine::SearchSettings;
use morpion::games::mnk::{Mark, Mnk};
use morpion::games::playable::Playable;
use morpion::tui::layout::Areas;
use morpion::tui::{App, Pending, Seat, Tally};
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use crate::common::session::{SCREEN, Session};

/// The game `morpion --first human --seed 5` starts, the human to move.
fn session() -> Session {
    let args = PlayArgs {
        first: First::Human,
        seed: Some(5),
        ..PlayArgs::default()
    };
    let session = Session::from_config(morpion::cli::play::config_of_board(&args).unwrap());
    assert!(session.request.is_none(), "the human starts");
    session
}

/// Moves the cursor to `cell` with the arrow keys.
fn walk_to(h: &mut Session, cell: usize) {
    let (row, col) = (cell / 3, cell % 3);
    while h.app.cursor() / 3 < row {
        h.key(KeyCode::Down);
    }
    while h.app.cursor() / 3 > row {
        h.key(KeyCode::Up);
    }
    while h.app.cursor() % 3 < col {
        h.key(KeyCode::Right);
    }
    while h.app.cursor() % 3 > col {
        h.key(KeyCode::Left);
    }
    assert_eq!(h.app.cursor(), cell);
}

fn free_cells(h: &Session) -> Vec<usize> {
    (0..9)
        .filter(|&c| h.app.board().unwrap().mark_at(c).is_none())
        .collect()
}

fn key(code: KeyCode, kind: KeyEventKind) -> Event {
    Event::Key(KeyEvent::new_with_kind(code, KeyModifiers::NONE, kind))
}

fn press(code: KeyCode) -> Event {
    key(code, KeyEventKind::Press)
}

fn digit(cell: usize) -> KeyCode {
    KeyCode::Char(char::from(b'1' + cell as u8))
}

fn mouse(kind: MouseEventKind, cell: usize) -> Event {
    let tic_tac_toe = Playable::from(Mnk::tic_tac_toe());
    let grid = *Areas::compute(SCREEN, &tic_tac_toe)
        .unwrap()
        .grid()
        .unwrap();
    let rect = grid.cell_rect(cell);
    Event::Mouse(MouseEvent {
        kind,
        column: rect.x + rect.width / 2,
        row: rect.y + rect.height / 2,
        modifiers: KeyModifiers::NONE,
    })
}

fn click(cell: usize) -> Event {
    mouse(MouseEventKind::Down(MouseButton::Left), cell)
}

/// Everything a refused move must leave alone (all but the message).
#[derive(Debug, PartialEq)]
struct State {
    game: Playable,
    history: Vec<usize>,
    cursor: usize,
    tally: Tally,
    games_started: u32,
    generation: u64,
    pending: Option<Pending>,
    analysis: Option<(Playable, usize, SearchOutcome, bool)>,
    settings: SearchSettings,
    starter: Seat,
    first: First,
    help_open: bool,
    quit: bool,
}

impl State {
    fn of(app: &App) -> Self {
        Self {
            game: app.position().clone(),
            history: app.history().to_vec(),
            cursor: app.cursor(),
            tally: app.tally(),
            games_started: app.games_started(),
            generation: app.generation(),
            pending: app.pending(),
            analysis: app
                .analysis()
                .map(|a| (a.position.clone(), a.played, a.outcome.clone(), a.rerun)),
            settings: *app.settings(),
            starter: app.starter(),
            first: app.first(),
            help_open: app.help_open(),
            quit: app.should_quit(),
        }
    }
}

/// Sends `event` and checks it was refused with `message`: no search, nothing else changed.
fn assert_refused(h: &mut Session, event: Event, message: &str) {
    let before = State::of(&h.app);
    let requests = h.requests.len();
    h.event(event.clone());
    assert_eq!(h.app.message(), Some(message), "{event:?}");
    assert_eq!(State::of(&h.app), before, "{event:?}");
    assert_eq!(h.requests.len(), requests, "{event:?} started a search");
}

// ---- a press, its release and repeats: one move ----

#[test]
fn every_play_key_plays_once_through_its_release_and_repeats() {
    let play_keys = (0..9)
        .map(|cell| (digit(cell), cell))
        .chain([(KeyCode::Enter, 4), (KeyCode::Char(' '), 4)]);
    for (code, cell) in play_keys {
        let mut h = session();
        for kind in [
            KeyEventKind::Press,
            KeyEventKind::Repeat,
            KeyEventKind::Repeat,
            KeyEventKind::Release,
        ] {
            h.event(key(code, kind));
        }
        assert_eq!(h.app.history(), [cell], "{code:?}");
        assert_eq!(
            h.app.board().unwrap().mark_at(cell),
            Some(Mark::X),
            "{code:?}"
        );
        assert_eq!(h.requests.len(), 1, "{code:?} asked for one AI move");
        assert_eq!(h.app.message(), None, "{code:?}");
    }
}

#[test]
fn releases_and_repeats_alone_play_nothing() {
    let mut h = session();
    let before = State::of(&h.app);
    for code in (0..9)
        .map(digit)
        .chain([KeyCode::Enter, KeyCode::Char(' ')])
    {
        for kind in [KeyEventKind::Release, KeyEventKind::Repeat] {
            h.event(key(code, kind));
        }
    }
    for cell in 0..9 {
        for button in [MouseButton::Left, MouseButton::Right, MouseButton::Middle] {
            h.event(mouse(MouseEventKind::Up(button), cell));
            h.event(mouse(MouseEventKind::Drag(button), cell));
        }
        h.event(mouse(MouseEventKind::Moved, cell));
    }
    assert_eq!(State::of(&h.app), before);
    assert!(h.requests.is_empty());
    assert_eq!(h.app.message(), None);
}

#[test]
fn a_click_its_release_and_a_drag_over_the_cell_play_once() {
    let mut h = session();
    h.event(click(2));
    h.event(mouse(MouseEventKind::Drag(MouseButton::Left), 2));
    h.event(mouse(MouseEventKind::Up(MouseButton::Left), 2));
    assert_eq!(h.app.board().unwrap().to_board(), "..X/.../...");
    assert_eq!(h.app.history(), [2]);
    assert_eq!(h.requests.len(), 1);
}

// ---- refused moves: a message, and nothing else changes ----

#[test]
fn a_taken_cell_is_refused_by_digit_enter_space_and_click() {
    let mut h = session();
    h.key(digit(4));
    h.finish_search();
    let ai_cell = h.app.last_move().unwrap();
    assert_eq!(
        h.app.cursor(),
        4,
        "the cursor stays on the human's last move"
    );
    let taken = "That cell is already taken";
    for cell in [4, ai_cell] {
        assert_refused(&mut h, press(digit(cell)), taken);
        assert_refused(&mut h, click(cell), taken);
    }
    assert_refused(&mut h, press(KeyCode::Enter), taken);
    assert_refused(&mut h, press(KeyCode::Char(' ')), taken);
}

#[test]
fn a_move_while_the_ai_thinks_is_refused_by_every_input() {
    let mut h = session();
    h.key(digit(0));
    assert!(h.app.is_busy());
    let wait = "Wait for the AI to move";
    for cell in [1, 4, 8] {
        assert_refused(&mut h, press(digit(cell)), wait);
        assert_refused(&mut h, click(cell), wait);
    }
    h.key(KeyCode::Right);
    assert_refused(&mut h, press(KeyCode::Enter), wait);
    assert_refused(&mut h, press(KeyCode::Char(' ')), wait);
    // The AI's answer still arrives and is played.
    h.finish_search();
    assert_eq!(h.app.history().len(), 2);
    assert!(!h.app.is_busy());
}

#[test]
fn a_double_enter_plays_once_and_the_second_is_refused() {
    let mut h = session();
    h.key(KeyCode::Enter);
    assert_eq!(h.app.board().unwrap().to_board(), ".../.X./...");
    let first = h.app.pending().expect("the AI thinks");
    assert_refused(&mut h, press(KeyCode::Enter), "Wait for the AI to move");
    assert_eq!(
        h.app.pending(),
        Some(first),
        "the AI's search is not restarted"
    );
    h.finish_search();
    // The cursor is still on the cell just played: a late second Enter finds it taken.
    assert_refused(&mut h, press(KeyCode::Enter), "That cell is already taken");
    assert_eq!(h.app.history().len(), 2);
}

#[test]
fn a_finished_game_refuses_every_input_until_a_new_game() {
    let mut h = session();
    while !h.app.board().unwrap().is_over() {
        let free = free_cells(&h)[0];
        h.key(digit(free));
        if h.app.is_busy() {
            h.finish_search();
        }
    }
    // Playing the first free cell every time loses to the AI, before the board is full.
    assert_eq!(
        h.app.tally(),
        Tally {
            wins: 0,
            draws: 0,
            losses: 1
        }
    );
    let over = "The game is over — press n for a new game";
    let free = free_cells(&h);
    assert!(!free.is_empty(), "the AI won before the board filled");
    for &cell in &free {
        assert_refused(&mut h, press(digit(cell)), over);
        assert_refused(&mut h, click(cell), over);
    }
    walk_to(&mut h, free[0]);
    assert_refused(&mut h, press(KeyCode::Enter), over);
    assert_refused(&mut h, press(KeyCode::Char(' ')), over);
    h.key(KeyCode::Char('n'));
    h.key(digit(free[0]));
    assert_eq!(h.app.history(), [free[0]]);
}
