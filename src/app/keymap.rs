//! The one key table: input handling, the footer's hints and the help popup all read it.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::{Action, Direction};

/// A key (or family of keys) a binding answers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// A key pressed without Ctrl or Alt (Shift is ignored, so `+` works on every layout).
    Plain(KeyCode),
    /// A letter pressed with Ctrl.
    Ctrl(char),
    /// Any digit 1–9; the digit becomes part of the action.
    Digit,
}

/// What a binding does when one of its keys is pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    Fixed(Action),
    /// `Action::PlayDigit` with the digit pressed.
    Digit,
}

/// One row of the key table.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    pub keys: &'static [Key],
    /// The keys as the help popup writes them; empty when the row above already stands for this
    /// one (the four arrows, `+` and `-`), so the help stays short enough for small screens.
    pub label: &'static str,
    /// What the help popup says the keys do.
    pub description: &'static str,
    /// The footer's short hint, if this binding has one (one hint can stand for several rows).
    pub hint: Option<&'static str>,
    pub trigger: Trigger,
}

const fn fixed(
    keys: &'static [Key],
    label: &'static str,
    description: &'static str,
    hint: Option<&'static str>,
    action: Action,
) -> Binding {
    Binding {
        keys,
        label,
        description,
        hint,
        trigger: Trigger::Fixed(action),
    }
}

use Key::{Ctrl, Plain};

/// Every key the game knows, in the order the help popup lists them.
pub const BINDINGS: &[Binding] = &[
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        "←↓↑→ hjkl",
        "move the cursor",
        Some("←↓↑→ move"),
        Action::MoveCursor(Direction::Left),
    ),
    fixed(
        &[Plain(KeyCode::Down), Plain(KeyCode::Char('j'))],
        "",
        "cursor down",
        None,
        Action::MoveCursor(Direction::Down),
    ),
    fixed(
        &[Plain(KeyCode::Up), Plain(KeyCode::Char('k'))],
        "",
        "cursor up",
        None,
        Action::MoveCursor(Direction::Up),
    ),
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
        "",
        "cursor right",
        None,
        Action::MoveCursor(Direction::Right),
    ),
    fixed(
        &[Plain(KeyCode::Enter), Plain(KeyCode::Char(' '))],
        "Enter Space",
        "play the cell under the cursor (or click a cell)",
        Some("Enter/1-9 play"),
        Action::PlayCursor,
    ),
    Binding {
        keys: &[Key::Digit],
        label: "1 … 9",
        description: "play a 3×3 cell: 1 top-left, 5 centre, 9 bottom-right",
        hint: None,
        trigger: Trigger::Digit,
    },
    fixed(
        &[Plain(KeyCode::Char('p'))],
        "p",
        "alpha-beta pruning on / off",
        Some("p pruning"),
        Action::TogglePruning,
    ),
    fixed(
        &[Plain(KeyCode::Char('d'))],
        "d",
        "depth limit on / off (remembers the last limit)",
        Some("d depth"),
        Action::ToggleDepthLimit,
    ),
    fixed(
        &[Plain(KeyCode::Char('+')), Plain(KeyCode::Char('='))],
        "+ -",
        "deeper / shallower depth limit (at least 1)",
        Some("+/- limit"),
        Action::DeeperLimit,
    ),
    fixed(
        &[Plain(KeyCode::Char('-'))],
        "",
        "shallower depth limit (at least 1)",
        None,
        Action::ShallowerLimit,
    ),
    fixed(
        &[Plain(KeyCode::Char('e'))],
        "e",
        "evaluation at the depth limit: draw / heuristic",
        Some("e eval"),
        Action::ToggleEvaluation,
    ),
    fixed(
        &[Plain(KeyCode::Char('o'))],
        "o",
        "move order: reading / centre-first / threats",
        None,
        Action::CycleMoveOrder,
    ),
    fixed(
        &[Plain(KeyCode::Char('m'))],
        "m",
        "memory of positions (transposition table) on / off",
        None,
        Action::ToggleTable,
    ),
    fixed(
        &[Plain(KeyCode::Char('n'))],
        "n",
        "new game",
        Some("n new"),
        Action::NewGame,
    ),
    fixed(
        &[Plain(KeyCode::Char('s'))],
        "s",
        "swap who starts (now, or else from the next game)",
        Some("s swap"),
        Action::SwapStarter,
    ),
    fixed(
        &[Plain(KeyCode::Char('?'))],
        "?",
        "this help",
        Some("? help"),
        Action::ShowHelp,
    ),
    fixed(
        &[Plain(KeyCode::Esc)],
        "Esc",
        "while the AI thinks: it plays its best move so far",
        None,
        Action::PlayNow,
    ),
    fixed(
        &[Plain(KeyCode::Char('q')), Ctrl('c')],
        "q Ctrl-C",
        "quit",
        Some("q quit"),
        Action::Quit,
    ),
];

/// The action a key event asks for, if any.
///
/// Only presses count: some platforms (Windows, terminals with the kitty keyboard protocol)
/// also report releases and repeats, and a press followed by its release must play one move.
/// While the help popup is open any key closes it, except Ctrl-C, which always quits.
pub fn action_for_key(key: &KeyEvent, help_open: bool) -> Option<Action> {
    if key.kind != KeyEventKind::Press {
        return None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && let KeyCode::Char(c) = key.code {
        let found = find(|k| *k == Ctrl(c.to_ascii_lowercase()));
        if found.is_some() {
            return found.map(|b| resolve(b, key.code));
        }
    }
    if help_open {
        return Some(Action::CloseHelp);
    }
    if ctrl || key.modifiers.contains(KeyModifiers::ALT) {
        return None;
    }
    let binding = find(|k| match k {
        Plain(code) => *code == key.code,
        Key::Digit => matches!(key.code, KeyCode::Char('1'..='9')),
        Ctrl(_) => false,
    })?;
    Some(resolve(binding, key.code))
}

fn find(matches: impl Fn(&Key) -> bool) -> Option<&'static Binding> {
    BINDINGS.iter().find(|b| b.keys.iter().any(&matches))
}

fn resolve(binding: &Binding, code: KeyCode) -> Action {
    match (binding.trigger, code) {
        (Trigger::Fixed(action), _) => action,
        (Trigger::Digit, KeyCode::Char(c)) => Action::PlayDigit(c as u8 - b'0'),
        (Trigger::Digit, _) => unreachable!("digit bindings only match digit keys"),
    }
}

/// The rows the help popup lists: those with a label of their own.
pub fn help_rows() -> impl Iterator<Item = &'static Binding> {
    BINDINGS.iter().filter(|b| !b.label.is_empty())
}

/// How many rows [`help_rows`] gives, for sizing the screen at compile time.
pub const HELP_ROWS: usize = {
    let mut count = 0;
    let mut i = 0;
    while i < BINDINGS.len() {
        if !BINDINGS[i].label.is_empty() {
            count += 1;
        }
        i += 1;
    }
    count
};

/// The footer's hints, in table order.
pub fn hints() -> impl Iterator<Item = &'static str> {
    BINDINGS.iter().filter_map(|b| b.hint)
}
