//! Connect Four in the App (`--game connect4`): digits and Enter drop in a column, the piece
//! lands at the bottom, history and the cursor hold the landing cell, a missing column is refused.

use clap::Parser;
use morpion::app::{App, Config};
use morpion::cli::args::Cli;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

const SCREEN: Rect = Rect::new(0, 0, 120, 40);

fn connect_four_app() -> App {
    let cli = Cli::try_parse_from([
        "morpion", "--game", "connect4", "--first", "human", "--seed", "1",
    ])
    .expect("valid arguments");
    let (app, request) = App::new(Config::from_cli(&cli.play, &cli.game).expect("valid"));
    assert!(request.is_none(), "the human starts");
    app
}

fn key(app: &mut App, code: KeyCode) -> bool {
    app.handle_event(&Event::Key(KeyEvent::new(code, KeyModifiers::NONE)), SCREEN)
        .is_some()
}

#[test]
fn a_digit_drops_in_that_column_and_the_ai_is_asked_to_answer() {
    let mut app = connect_four_app();
    assert!(key(&mut app, KeyCode::Char('4')));
    assert_eq!(app.history(), &[38]);
    assert_eq!(app.last_move(), Some(38));
    assert_eq!(app.cursor(), 38);
    assert_eq!(
        app.game().to_board(),
        "......./......./......./......./......./...X..."
    );
}

#[test]
fn enter_drops_in_the_cursors_column_whatever_its_row() {
    let mut app = connect_four_app();
    for _ in 0..6 {
        key(&mut app, KeyCode::Up);
    }
    key(&mut app, KeyCode::Right);
    let (row, col) = app.geometry().row_col(app.cursor());
    assert_eq!(row, 0, "the cursor is on the top row");
    assert!(key(&mut app, KeyCode::Enter));
    let landed = 5 * 7 + col;
    assert_eq!(app.history(), &[landed]);
    assert_eq!(app.game().mark_at(landed).map(|m| m.symbol()), Some('X'));
}

#[test]
fn digits_beyond_the_last_column_play_nothing() {
    let mut app = connect_four_app();
    assert!(!key(&mut app, KeyCode::Char('8')));
    assert_eq!(app.history(), &[] as &[usize]);
    assert_eq!(
        app.message(),
        Some("Digits 1–7 drop in a column: there is no column 8")
    );
}
