//! The key table per game: every game's rows answer each key once, its footer hints come from
//! its own rows, and what the rows say matches what the keys do in that game.

use morpion::app::keymap::{Controls, Key, MOST_BINDINGS, Trigger, action_for_key};
use morpion::app::{Action, Direction};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const GAMES: [Controls; 3] = [Controls::Cells, Controls::Columns(7), Controls::Takes];

fn press(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

#[test]
fn no_key_is_bound_twice_within_a_game() {
    for controls in GAMES {
        let keys: Vec<Key> = controls.bindings().flat_map(|b| b.keys.to_vec()).collect();
        for (i, key) in keys.iter().enumerate() {
            assert!(!keys[i + 1..].contains(key), "{controls:?}: {key:?} twice");
        }
    }
}

#[test]
fn each_game_has_its_own_move_keys_and_shares_the_rest() {
    let rows = |c: Controls| c.bindings().count();
    assert_eq!(
        [
            rows(Controls::Cells),
            rows(Controls::Columns(7)),
            rows(Controls::Takes)
        ],
        [18, 16, 16]
    );
    assert_eq!(
        MOST_BINDINGS, 15,
        "the help popup makes room for the longest"
    );
    let digit_rows = |c: Controls| {
        c.bindings()
            .filter(|b| b.trigger == Trigger::Digit)
            .map(|b| {
                (
                    c.text(b.label).into_owned(),
                    c.text(b.description).into_owned(),
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        digit_rows(Controls::Columns(5)),
        [(
            "1 … 5".to_owned(),
            "drop a piece in that column: 1 leftmost, 5 rightmost".to_owned()
        )]
    );
    assert_eq!(
        digit_rows(Controls::Takes),
        [(
            "1 2 3".to_owned(),
            "take that many bones at once".to_owned()
        )]
    );
}

#[test]
fn footers_name_the_keys_of_their_game() {
    let footer = |c: Controls| c.hints().collect::<Vec<_>>().join("  ");
    let shared = "p pruning  d depth  +/- limit  e eval  n new  s swap  ? help  q quit";
    assert_eq!(
        footer(Controls::Cells),
        format!("←↓↑→ move  Enter/1-9 play  {shared}")
    );
    assert_eq!(
        footer(Controls::Columns(7)),
        format!("←→ column  Enter/1-7 drop  {shared}")
    );
    assert_eq!(
        footer(Controls::Columns(3)),
        format!("←→ column  Enter/1-3 drop  {shared}")
    );
    assert_eq!(
        footer(Controls::Takes),
        format!("←→ choose  Enter/1-3 take  {shared}")
    );
}

#[test]
fn up_and_down_move_only_over_cells_and_the_rest_is_common() {
    for controls in GAMES {
        let action = |code| action_for_key(&press(code), false, controls);
        let vertical = controls == Controls::Cells;
        assert_eq!(
            action(KeyCode::Up),
            vertical.then_some(Action::MoveCursor(Direction::Up)),
            "{controls:?}"
        );
        assert_eq!(
            action(KeyCode::Char('j')),
            vertical.then_some(Action::MoveCursor(Direction::Down)),
            "{controls:?}"
        );
        assert_eq!(
            action(KeyCode::Left),
            Some(Action::MoveCursor(Direction::Left))
        );
        assert_eq!(
            action(KeyCode::Char('l')),
            Some(Action::MoveCursor(Direction::Right))
        );
        assert_eq!(action(KeyCode::Enter), Some(Action::PlayCursor));
        assert_eq!(action(KeyCode::Char('7')), Some(Action::PlayDigit(7)));
        assert_eq!(action(KeyCode::Char('p')), Some(Action::TogglePruning));
        assert_eq!(action(KeyCode::Char('s')), Some(Action::SwapStarter));
        assert_eq!(action(KeyCode::Char('x')), None);
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(action_for_key(&ctrl_c, true, controls), Some(Action::Quit));
    }
}
