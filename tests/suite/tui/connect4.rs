//! Connect Four in the App (`--game connect4`): the cursor is a column (left/right, clamped; up
//! and down mean nothing), Enter and digits drop, the piece lands at the bottom, history holds
//! the landing cell, a missing or full column is refused, and keys, footer and help say 1-7.

use clap::Parser;
use morpion::analysis::{SearchRequest, run_search};
use morpion::cli::args::Cli;
use morpion::tui::Seat;
use morpion::tui::keymap::Controls;
use morpion::tui::{Action, App, AppEvent, Direction, GameAction};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

const SCREEN: Rect = Rect::new(0, 0, 120, 40);

fn app_with(args: &[&str]) -> (App, Option<SearchRequest>) {
    let cli = Cli::try_parse_from(["morpion"].iter().chain(args)).expect("valid arguments");
    let (app, orders) = App::new(morpion::cli::play::config(&cli.play, &cli.game).expect("valid"));
    (app, orders.into_search())
}

fn connect_four_app() -> App {
    let (app, request) = app_with(&["--game", "connect4", "--first", "human", "--seed", "1"]);
    assert!(request.is_none(), "the human starts");
    app
}

fn press(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn key(app: &mut App, code: KeyCode) -> Option<SearchRequest> {
    app.handle_event(&press(code), SCREEN).into_search()
}

fn board(app: &App) -> String {
    app.board().expect("a board game").to_board()
}

/// The AI answers `request` by dropping in `column` (0-based) instead of its own choice (the
/// textbook search's or the perfect player's), so a test can fill a column; the rest of the
/// search's report stays as it was.
fn answer_in(app: &mut App, request: &SearchRequest, column: usize) -> Option<SearchRequest> {
    let mut outcome = run_search(request, None).expect("the position is not over");
    outcome.selected.best_move = app.board().unwrap().landing_cell(column);
    // The book's or the solver's move would be played instead: the test chooses.
    outcome.perfect = None;
    app.update(AppEvent::SearchDone {
        generation: request.generation,
        outcome: Box::new(outcome),
    })
    .into_search()
}

#[test]
fn a_digit_drops_in_that_column_and_the_ai_is_asked_to_answer() {
    let mut app = connect_four_app();
    let request = key(&mut app, KeyCode::Char('4')).expect("the AI answers");
    assert_eq!(request.position.board().unwrap().to_board(), board(&app));
    assert_eq!(app.history(), &[38]);
    assert_eq!(app.last_move(), Some(38));
    assert_eq!(app.cursor(), 3, "the cursor is on the column played");
    assert_eq!(
        board(&app),
        "......./......./......./......./......./...X..."
    );
}

#[test]
fn the_cursor_is_a_column_starting_in_the_middle_and_clamped_at_the_edges() {
    let mut app = connect_four_app();
    assert_eq!(app.controls(), Controls::Columns(7));
    assert_eq!(app.cursor(), 3);
    for expected in [2, 1, 0, 0, 0] {
        assert!(key(&mut app, KeyCode::Left).is_none());
        assert_eq!(app.cursor(), expected);
    }
    for expected in [1, 2, 3, 4, 5, 6, 6, 6] {
        assert!(key(&mut app, KeyCode::Char('l')).is_none());
        assert_eq!(app.cursor(), expected);
    }
    assert_eq!(
        board(&app),
        "......./......./......./......./......./......."
    );
    assert_eq!(app.message(), None);
}

#[test]
fn up_and_down_are_not_keys_of_connect_four() {
    let mut app = connect_four_app();
    for code in [
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::Char('j'),
        KeyCode::Char('k'),
    ] {
        assert_eq!(app.action_for_event(&press(code), SCREEN), None, "{code:?}");
    }
    // Even if such an action arrived, the column would stay.
    app.update(AppEvent::Action(Action::Game(GameAction::MoveCursor(
        Direction::Up,
    ))));
    app.update(AppEvent::Action(Action::Game(GameAction::MoveCursor(
        Direction::Down,
    ))));
    assert_eq!(app.cursor(), 3);
}

#[test]
fn enter_drops_in_the_cursors_column() {
    let mut app = connect_four_app();
    key(&mut app, KeyCode::Right);
    assert!(key(&mut app, KeyCode::Enter).is_some());
    assert_eq!(app.history(), &[5 * 7 + 4]);
    assert_eq!(
        board(&app),
        "......./......./......./......./......./....X.."
    );
    assert_eq!(app.cursor(), 4);
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn pieces_stack_up_and_a_full_column_is_refused() {
    let mut app = connect_four_app();
    // X and O take turns in the first column until it is full: X O X O X O, no four in a row.
    for _ in 0..3 {
        let request = key(&mut app, KeyCode::Char('1')).expect("the AI answers");
        assert!(answer_in(&mut app, &request, 0).is_none());
    }
    assert_eq!(
        board(&app),
        "O....../X....../O....../X....../O....../X......"
    );
    assert_eq!(app.history(), &[35, 28, 21, 14, 7, 0]);
    assert_eq!(app.seat_to_move(), Seat::Home);

    let history = app.history().to_vec();
    assert!(key(&mut app, KeyCode::Char('1')).is_none());
    assert_eq!(
        app.message(),
        Some("That column is full: choose another one")
    );
    for _ in 0..6 {
        key(&mut app, KeyCode::Left);
    }
    assert_eq!(app.cursor(), 0);
    assert!(key(&mut app, KeyCode::Enter).is_none());
    assert_eq!(
        app.message(),
        Some("That column is full: choose another one")
    );
    assert_eq!(app.history(), history.as_slice(), "nothing was played");
    // Another column still takes a piece.
    assert!(key(&mut app, KeyCode::Char('2')).is_some());
    assert_eq!(app.last_move(), Some(36));
}

#[test]
fn digits_beyond_the_last_column_play_nothing() {
    let mut app = connect_four_app();
    assert!(key(&mut app, KeyCode::Char('8')).is_none());
    assert_eq!(app.history(), &[] as &[usize]);
    assert_eq!(
        app.message(),
        Some("Digits 1–7 drop in a column: there is no column 8")
    );
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn the_ais_answer_is_named_by_its_column_in_the_panel_and_the_game_info() {
    let mut app = connect_four_app();
    let request = key(&mut app, KeyCode::Char('4')).unwrap();
    answer_in(&mut app, &request, 2);
    let text = screen(&app, 120, 40);
    assert!(text.contains("AI played col 3"), "{text}");
    assert!(text.contains(" 2 AI  col 3 "), "the move list: {text}");
    for column in 1..=7 {
        assert!(
            text.contains(&format!("col {column} ")),
            "col {column}: {text}"
        );
    }
}

#[test]
fn footer_and_help_give_the_keys_of_the_board_being_played() {
    let mut app = connect_four_app();
    let footer = screen(&app, 120, 40);
    assert!(
        footer.contains("←→ column  Enter/1-7 drop  p pruning"),
        "{footer}"
    );
    assert!(!footer.contains("←↓↑→"), "{footer}");
    key(&mut app, KeyCode::Char('?'));
    let help = screen(&app, 120, 40);
    assert!(help.contains("1 … 7  drop a piece in that column: 1 leftmost, 7 rightmost"));
    assert!(
        help.contains("← → h l  column to the left / right"),
        "{help}"
    );
    assert!(!help.contains("cursor up"), "{help}");

    // A 3×3 board with gravity has three columns, and says so.
    let (small, _) = app_with(&["--gravity", "--first", "human"]);
    assert_eq!(small.controls(), Controls::Columns(3));
    assert!(screen(&small, 100, 30).contains("Enter/1-3 drop"));
}

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    terminal.backend().to_string()
}
