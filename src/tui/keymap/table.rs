//! The rows of the key table: every key the game knows, for which games and contexts, with the
//! words the help and the footer give it.

use ratatui::crossterm::event::KeyCode;

use super::*;
use crate::tui::{Action, Direction};

const fn fixed(
    keys: &'static [Key],
    text: Option<fn(&KeyWords) -> KeyText>,
    action: Action,
) -> Binding {
    Binding {
        keys,
        text,
        listed: text.is_some(),
        footer: PLAYING,
        trigger: Trigger::Fixed(action),
        games: EVERY_GAME,
        contexts: PLAYING,
    }
}

use Key::{Ctrl, Plain};

/// Every key the game knows, in the order the help popup lists them; a game sees its own rows.
pub const BINDINGS: &[Binding] = &[
    // Boards: a cursor over the cells.
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        Some(|k| k.move_cursor),
        Action::MoveCursor(Direction::Left),
    )
    .only(BOARDS)
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Down), Plain(KeyCode::Char('j'))],
        None,
        Action::MoveCursor(Direction::Down),
    )
    .only(BOARDS)
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Up), Plain(KeyCode::Char('k'))],
        None,
        Action::MoveCursor(Direction::Up),
    )
    .only(BOARDS)
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
        None,
        Action::MoveCursor(Direction::Right),
    )
    .only(BOARDS)
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Enter), Plain(KeyCode::Char(' '))],
        Some(|k| k.play_keypad),
        Action::PlayCursor,
    )
    .only(KEYPAD)
    .within(PEOPLE),
    Binding {
        keys: &[Key::Digit],
        text: Some(|k| k.play_digit),
        listed: true,
        footer: PEOPLE,
        trigger: Trigger::Digit,
        games: KEYPAD,
        contexts: PEOPLE,
    },
    fixed(
        &[Plain(KeyCode::Enter), Plain(KeyCode::Char(' '))],
        Some(|k| k.play_cell),
        Action::PlayCursor,
    )
    .only(CELLS)
    .within(PEOPLE),
    // Digits on other boards: no row of the help nor hint of the footer, only the message
    // that says why they play nothing there.
    Binding {
        keys: &[Key::Digit],
        text: None,
        listed: false,
        footer: 0,
        trigger: Trigger::Digit,
        games: CELLS,
        contexts: PEOPLE,
    },
    // Boards with gravity: a cursor over the columns; up and down mean nothing there.
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        Some(|k| k.choose_column),
        Action::MoveCursor(Direction::Left),
    )
    .only(COLUMNS)
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
        None,
        Action::MoveCursor(Direction::Right),
    )
    .only(COLUMNS)
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Enter), Plain(KeyCode::Char(' '))],
        Some(|k| k.drop),
        Action::PlayCursor,
    )
    .only(COLUMNS)
    .within(PEOPLE),
    Binding {
        keys: &[Key::Digit],
        text: Some(|k| k.drop_digit),
        listed: true,
        footer: PEOPLE,
        trigger: Trigger::Digit,
        games: COLUMNS,
        contexts: PEOPLE,
    },
    // The Game of Bones: a choice of take 1, 2 or 3.
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        Some(|k| k.choose_take),
        Action::MoveCursor(Direction::Left),
    )
    .only(TAKES)
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
        None,
        Action::MoveCursor(Direction::Right),
    )
    .only(TAKES)
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Enter), Plain(KeyCode::Char(' '))],
        Some(|k| k.take),
        Action::PlayCursor,
    )
    .only(TAKES)
    .within(PEOPLE),
    Binding {
        keys: &[Key::Digit],
        text: Some(|k| k.take_digit),
        listed: true,
        footer: PEOPLE,
        trigger: Trigger::Digit,
        games: TAKES,
        contexts: PEOPLE,
    },
    // The AI against itself: the move keys give way to the autoplay's.
    fixed(
        &[Plain(KeyCode::Char(' ')), Plain(KeyCode::Enter)],
        Some(|k| k.pause),
        Action::TogglePause,
    )
    .within(WATCH),
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('.'))],
        Some(|k| k.step),
        Action::StepOnce,
    )
    .within(WATCH),
    fixed(
        &[Plain(KeyCode::Char('['))],
        Some(|k| k.pace),
        Action::Slower,
    )
    .within(WATCH),
    fixed(&[Plain(KeyCode::Char(']'))], None, Action::Faster).within(WATCH),
    // The search tree explorer.
    fixed(
        &[Plain(KeyCode::Up), Plain(KeyCode::Char('k'))],
        Some(|k| k.tree_select),
        Action::ExplorerUp,
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::Down), Plain(KeyCode::Char('j'))],
        None,
        Action::ExplorerDown,
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::PageUp)],
        Some(|k| k.tree_page),
        Action::ExplorerPageUp,
    )
    .within(EXPLORER),
    fixed(&[Plain(KeyCode::PageDown)], None, Action::ExplorerPageDown).within(EXPLORER),
    fixed(
        &[
            Plain(KeyCode::Enter),
            Plain(KeyCode::Right),
            Plain(KeyCode::Char('l')),
            Plain(KeyCode::Char(' ')),
        ],
        Some(|k| k.tree_open),
        Action::ExplorerExpand,
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        Some(|k| k.tree_close),
        Action::ExplorerCollapse,
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::Char('x'))],
        Some(|k| k.tree_export),
        Action::ExportDot,
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::Char('t')), Plain(KeyCode::Esc)],
        Some(|k| k.tree_leave),
        Action::CloseExplorer,
    )
    .within(EXPLORER),
    // Step mode.
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
        Some(|k| k.steps.forward),
        Action::StepForward,
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        Some(|k| k.steps.back),
        Action::StepBack,
    )
    .within(STEPS)
    .unlisted(),
    fixed(
        &[Plain(KeyCode::Char('g'))],
        Some(|k| k.steps.guess),
        Action::GuessAsk,
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Char('w')), Plain(KeyCode::Esc)],
        Some(|k| k.steps.leave),
        Action::CloseSteps,
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Down), Plain(KeyCode::Char('j'))],
        Some(|k| k.steps.over),
        Action::StepOver,
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Up), Plain(KeyCode::Char('k'))],
        Some(|k| k.steps.out),
        Action::StepOut,
    )
    .within(STEPS)
    .unlisted(),
    fixed(
        &[Plain(KeyCode::Char('c'))],
        Some(|k| k.steps.cut),
        Action::NextCut,
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Home)],
        Some(|k| k.steps.ends),
        Action::StepsStart,
    )
    .within(STEPS),
    fixed(&[Plain(KeyCode::End)], None, Action::StepsEnd).within(STEPS),
    fixed(
        &[Plain(KeyCode::Char(' '))],
        Some(|k| k.steps.play),
        Action::StepsPlay,
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Char('['))],
        Some(|k| k.steps.pace),
        Action::Slower,
    )
    .within(STEPS)
    .unlisted(),
    fixed(&[Plain(KeyCode::Char(']'))], None, Action::Faster).within(STEPS),
    Binding {
        keys: &[Key::Digit],
        text: Some(|k| k.steps.jump),
        listed: true,
        footer: 0,
        trigger: Trigger::Digit,
        games: EVERY_GAME,
        contexts: STEPS,
    },
    Binding {
        keys: &[Key::Digit],
        text: Some(|k| k.steps.answer),
        listed: true,
        footer: GUESSING,
        trigger: Trigger::Digit,
        games: EVERY_GAME,
        contexts: GUESSING,
    },
    fixed(&[Plain(KeyCode::Char('0'))], None, Action::PlayDigit(0)).within(STEPS),
    fixed(&[Plain(KeyCode::Enter)], None, Action::StepsGoTo).within(STEPS),
    fixed(
        &[Plain(KeyCode::Char('p'))],
        Some(|k| k.steps.pruning),
        Action::StepsPruning,
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Esc)],
        Some(|k| k.steps.cancel),
        Action::GuessCancel,
    )
    .within(GUESSING),
    // The technique comparison.
    fixed(
        &[Plain(KeyCode::Char('c')), Plain(KeyCode::Esc)],
        Some(|k| k.techniques_close),
        Action::CloseTechniques,
    )
    .within(TECHNIQUES),
    // Every game, whoever chooses the moves.
    fixed(
        &[Plain(KeyCode::Char('p'))],
        Some(|k| k.pruning),
        Action::TogglePruning,
    )
    .quiet_between_players(),
    fixed(
        &[Plain(KeyCode::Char('d'))],
        Some(|k| k.depth),
        Action::ToggleDepthLimit,
    )
    .quiet_between_players(),
    fixed(
        &[Plain(KeyCode::Char('+')), Plain(KeyCode::Char('='))],
        Some(|k| k.deeper),
        Action::DeeperLimit,
    ),
    fixed(&[Plain(KeyCode::Char('-'))], None, Action::ShallowerLimit),
    fixed(
        &[Plain(KeyCode::Char('t'))],
        Some(|k| k.tree),
        Action::OpenExplorer,
    )
    .quiet_between_players(),
    fixed(
        &[Plain(KeyCode::Char('w'))],
        Some(|k| k.steps.open),
        Action::OpenSteps,
    )
    .within(PLAY | WATCH)
    .off_footer()
    .unlisted(),
    fixed(
        &[Plain(KeyCode::Char('w'))],
        Some(|k| k.steps.from_tree),
        Action::OpenSteps,
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::Char('g'))],
        Some(|k| k.steps.guess),
        Action::TogglePredict,
    )
    .within(PLAY)
    .off_footer()
    .unlisted(),
    fixed(
        &[Plain(KeyCode::Char('i'))],
        Some(|k| k.hints),
        Action::ToggleHints,
    )
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Char('c'))],
        Some(|k| k.techniques),
        Action::ShowTechniques,
    ),
    fixed(&[Plain(KeyCode::Char('u'))], Some(|k| k.undo), Action::Undo),
    fixed(&[Plain(KeyCode::Char('r'))], None, Action::Redo),
    fixed(
        &[Plain(KeyCode::Char('e'))],
        Some(|k| k.eval),
        Action::ToggleEvaluation,
    )
    .quiet_between_players(),
    fixed(
        &[Plain(KeyCode::Char('o'))],
        Some(|k| k.order),
        Action::CycleMoveOrder,
    ),
    fixed(
        &[Plain(KeyCode::Char('m'))],
        Some(|k| k.table),
        Action::ToggleTable,
    ),
    fixed(
        &[Plain(KeyCode::Char('v'))],
        Some(|k| k.mode),
        Action::CycleMode,
    ),
    fixed(
        &[Plain(KeyCode::Char('n'))],
        Some(|k| k.new_game),
        Action::NewGame,
    ),
    fixed(
        &[Plain(KeyCode::Char('s'))],
        Some(|k| k.swap),
        Action::SwapStarter,
    ),
    fixed(
        &[Plain(KeyCode::Esc)],
        Some(|k| k.play_now),
        Action::PlayNow,
    ),
    // The glossary of the panel's words: the panel's legend shows its key, the footer has
    // no room for it (and the help popup none to spare at the smallest screen).
    fixed(
        &[Plain(KeyCode::Char('a'))],
        Some(|k| k.glossary),
        Action::ShowGlossary,
    )
    .unlisted()
    .off_footer(),
    // Everywhere. The help popup does not list itself: its title says what it is.
    fixed(
        &[Plain(KeyCode::Char('?'))],
        Some(|k| k.help),
        Action::ShowHelp,
    )
    .unlisted()
    .within(EVERYWHERE),
    // Everywhere, as in every terminal program; docs/playing.md says so.
    fixed(&[Ctrl('z')], None, Action::Suspend).within(EVERYWHERE),
    fixed(
        &[Plain(KeyCode::Char('q')), Ctrl('c')],
        Some(|k| k.quit),
        Action::Quit,
    )
    .within(EVERYWHERE),
];
