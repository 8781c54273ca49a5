//! The rows of the key table: every key the game knows, for which games and contexts, with the
//! words the help and the footer give it.

use ratatui::crossterm::event::KeyCode;

use super::*;
use crate::games::mnk::Mark;
use crate::tui::{
    Action, AutoplayAction, ChromeAction, Direction, Edit, ExplorerAction, GameAction, HintsAction,
    LessonsAction, PracticeAction, PredictAction, ResultsAction, SavingAction, SettingsAction,
    SetupAction, StepsAction, TechniquesAction,
};

/// A practice action.
const fn practice(action: PracticeAction) -> Action {
    Action::Practice(action)
}

/// A lessons action.
const fn lesson(action: LessonsAction) -> Action {
    Action::Lessons(action)
}

/// An edit of the entry typed in practice.
const fn edit(edit: Edit) -> Action {
    Action::Practice(PracticeAction::Edit(edit))
}

/// A row of `keys` doing `trigger`, with `text`'s words (none: unlisted, the row above stands
/// for it), in every game and context while playing until `.only` and `.within` narrow it.
const fn row(
    keys: &'static [Key],
    text: Option<fn(&KeyWords) -> KeyText>,
    trigger: Trigger,
) -> Binding {
    Binding {
        keys,
        text,
        listed: text.is_some(),
        page: HelpPage::Keys,
        footer: PLAYING,
        trigger,
        games: EVERY_GAME,
        contexts: PLAYING,
    }
}

/// A row of `keys` doing `action`.
const fn fixed(
    keys: &'static [Key],
    text: Option<fn(&KeyWords) -> KeyText>,
    action: Action,
) -> Binding {
    row(keys, text, Trigger::Fixed(action))
}

/// The row of the digit keys 1–9, each going to `to` with its digit.
const fn digits(text: Option<fn(&KeyWords) -> KeyText>, to: DigitFor) -> Binding {
    row(&[Key::Digit], text, Trigger::Digit(to))
}

use Key::{Ctrl, Plain};
use lessons::LESSON_ROWS;
use practice::PRACTICE_ROWS;
use setup::{SETUP_AND_RESULTS, SETUP_CURSOR};
use steps::STEP_ROWS;

mod lessons;
mod practice;
mod setup;
mod steps;

/// Every key the game knows, in the order the help popup lists them; a game sees its own rows.
pub const BINDINGS: &[Binding] = &joined::<{ ROWS }, 8>([
    &BOARD_CURSOR,
    MOVES_TO_EXPLORER,
    STEP_ROWS,
    &SETUP_CURSOR,
    SETUP_AND_RESULTS,
    PRACTICE_ROWS,
    LESSON_ROWS,
    THE_REST,
]);

/// How many rows the table has.
const ROWS: usize = BOARD_CURSOR.len()
    + MOVES_TO_EXPLORER.len()
    + STEP_ROWS.len()
    + SETUP_CURSOR.len()
    + SETUP_AND_RESULTS.len()
    + PRACTICE_ROWS.len()
    + LESSON_ROWS.len()
    + THE_REST.len();

/// The four rows that move a cursor over a board's cells, within `contexts`: ← or h, ↓ or j,
/// ↑ or k, → or l, to the actions `[left, down, up, right]`. The first row carries the help's
/// words for all four.
const fn cursor_rows(
    text: fn(&KeyWords) -> KeyText,
    actions: [Action; 4],
    contexts: u16,
) -> [Binding; 4] {
    let [left, down, up, right] = actions;
    [
        fixed(
            &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
            Some(text),
            left,
        )
        .only(BOARDS)
        .within(contexts),
        fixed(
            &[Plain(KeyCode::Down), Plain(KeyCode::Char('j'))],
            None,
            down,
        )
        .only(BOARDS)
        .within(contexts),
        fixed(&[Plain(KeyCode::Up), Plain(KeyCode::Char('k'))], None, up)
            .only(BOARDS)
            .within(contexts),
        fixed(
            &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
            None,
            right,
        )
        .only(BOARDS)
        .within(contexts),
    ]
}

/// Boards: a cursor over the cells, for whoever plays.
const BOARD_CURSOR: [Binding; 4] = cursor_rows(
    |k| k.move_cursor,
    [
        Action::Game(GameAction::MoveCursor(Direction::Left)),
        Action::Game(GameAction::MoveCursor(Direction::Down)),
        Action::Game(GameAction::MoveCursor(Direction::Up)),
        Action::Game(GameAction::MoveCursor(Direction::Right)),
    ],
    PEOPLE,
);

/// The parts of the table one after another, as one array (made once, at compile time).
const fn joined<const N: usize, const P: usize>(parts: [&[Binding]; P]) -> [Binding; N] {
    let mut rows = [parts[0][0]; N];
    let (mut part, mut row, mut at) = (0, 0, 0);
    while part < parts.len() {
        while row < parts[part].len() {
            rows[at] = parts[part][row];
            row += 1;
            at += 1;
        }
        part += 1;
        row = 0;
    }
    assert!(at == N, "ROWS counts every row");
    rows
}

/// The moves', the autoplay's and the explorer's rows.
const MOVES_TO_EXPLORER: &[Binding] = &[
    fixed(
        &[Plain(KeyCode::Enter), Plain(KeyCode::Char(' '))],
        Some(|k| k.play_keypad),
        Action::Game(GameAction::PlayCursor),
    )
    .only(KEYPAD)
    .within(PEOPLE),
    digits(Some(|k| k.play_digit), DigitFor::Game)
        .only(KEYPAD)
        .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Enter), Plain(KeyCode::Char(' '))],
        Some(|k| k.play_cell),
        Action::Game(GameAction::PlayCursor),
    )
    .only(CELLS)
    .within(PEOPLE),
    // Digits on other boards: no row of the help nor hint of the footer, only the message
    // that says why they play nothing there.
    digits(None, DigitFor::Game)
        .only(CELLS)
        .within(PEOPLE)
        .off_footer(),
    // Boards with gravity: a cursor over the columns; up and down mean nothing there.
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        Some(|k| k.choose_column),
        Action::Game(GameAction::MoveCursor(Direction::Left)),
    )
    .only(COLUMNS)
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
        None,
        Action::Game(GameAction::MoveCursor(Direction::Right)),
    )
    .only(COLUMNS)
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Enter), Plain(KeyCode::Char(' '))],
        Some(|k| k.drop),
        Action::Game(GameAction::PlayCursor),
    )
    .only(COLUMNS)
    .within(PEOPLE),
    digits(Some(|k| k.drop_digit), DigitFor::Game)
        .only(COLUMNS)
        .within(PEOPLE),
    // The Game of Bones: a choice of take 1, 2 or 3.
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        Some(|k| k.choose_take),
        Action::Game(GameAction::MoveCursor(Direction::Left)),
    )
    .only(TAKES)
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
        None,
        Action::Game(GameAction::MoveCursor(Direction::Right)),
    )
    .only(TAKES)
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Enter), Plain(KeyCode::Char(' '))],
        Some(|k| k.take),
        Action::Game(GameAction::PlayCursor),
    )
    .only(TAKES)
    .within(PEOPLE),
    digits(Some(|k| k.take_digit), DigitFor::Game)
        .only(TAKES)
        .within(PEOPLE),
    // The AI against itself: the move keys give way to the autoplay's.
    fixed(
        &[Plain(KeyCode::Char(' ')), Plain(KeyCode::Enter)],
        Some(|k| k.pause),
        Action::Autoplay(AutoplayAction::TogglePause),
    )
    .within(WATCH),
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('.'))],
        Some(|k| k.step),
        Action::Autoplay(AutoplayAction::StepOnce),
    )
    .within(WATCH),
    fixed(
        &[Plain(KeyCode::Char('['))],
        Some(|k| k.pace),
        Action::Autoplay(AutoplayAction::Slower),
    )
    .within(WATCH),
    fixed(
        &[Plain(KeyCode::Char(']'))],
        None,
        Action::Autoplay(AutoplayAction::Faster),
    )
    .within(WATCH),
    // The search tree explorer.
    fixed(
        &[Plain(KeyCode::Up), Plain(KeyCode::Char('k'))],
        Some(|k| k.tree_select),
        Action::Explorer(ExplorerAction::Up),
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::Down), Plain(KeyCode::Char('j'))],
        None,
        Action::Explorer(ExplorerAction::Down),
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::PageUp)],
        Some(|k| k.tree_page),
        Action::Explorer(ExplorerAction::PageUp),
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::PageDown)],
        None,
        Action::Explorer(ExplorerAction::PageDown),
    )
    .within(EXPLORER),
    fixed(
        &[
            Plain(KeyCode::Enter),
            Plain(KeyCode::Right),
            Plain(KeyCode::Char('l')),
            Plain(KeyCode::Char(' ')),
        ],
        Some(|k| k.tree_open),
        Action::Explorer(ExplorerAction::Expand),
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        Some(|k| k.tree_close),
        Action::Explorer(ExplorerAction::Collapse),
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::Char('x'))],
        Some(|k| k.tree_export),
        Action::Explorer(ExplorerAction::ExportDot),
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::Char('t')), Plain(KeyCode::Esc)],
        Some(|k| k.tree_leave),
        Action::Explorer(ExplorerAction::Close),
    )
    .within(EXPLORER),
];

/// The technique comparison's rows, then those of every game and context.
const THE_REST: &[Binding] = &[
    // The technique comparison.
    fixed(
        &[Plain(KeyCode::Char('c')), Plain(KeyCode::Esc)],
        Some(|k| k.techniques_close),
        Action::Techniques(TechniquesAction::Close),
    )
    .within(TECHNIQUES),
    // Every game, whoever chooses the moves.
    fixed(
        &[Plain(KeyCode::Char('p'))],
        Some(|k| k.pruning),
        Action::Settings(SettingsAction::TogglePruning),
    )
    .quiet_between_players()
    .in_lessons(),
    fixed(
        &[Plain(KeyCode::Char('d'))],
        Some(|k| k.depth),
        Action::Settings(SettingsAction::ToggleDepthLimit),
    )
    // A lesson has its own row for `d` (its footer names `+` and `-` too).
    .quiet_between_players(),
    // The help gives `+` and `-` on the row of `d`, the depth limit's.
    fixed(
        &[Plain(KeyCode::Char('+')), Plain(KeyCode::Char('='))],
        None,
        Action::Settings(SettingsAction::DeeperLimit),
    )
    .unlisted()
    .in_lessons(),
    fixed(
        &[Plain(KeyCode::Char('-'))],
        None,
        Action::Settings(SettingsAction::ShallowerLimit),
    )
    .in_lessons(),
    fixed(
        &[Plain(KeyCode::Char('t'))],
        Some(|k| k.tree),
        Action::Explorer(ExplorerAction::Open),
    )
    .quiet_between_players(),
    fixed(
        &[Plain(KeyCode::Char('w'))],
        Some(|k| k.steps.open),
        Action::Steps(StepsAction::Open),
    )
    .within(PLAY | WATCH)
    .off_footer()
    .unlisted(),
    fixed(
        &[Plain(KeyCode::Char('w'))],
        Some(|k| k.steps.from_tree),
        Action::Steps(StepsAction::Open),
    )
    .within(EXPLORER),
    fixed(
        &[Plain(KeyCode::Char('g'))],
        Some(|k| k.steps.guess),
        Action::Predict(PredictAction::Toggle),
    )
    .within(PLAY)
    .off_footer()
    .unlisted(),
    // What a learner looks for first, right after the search's keys: practice, the lessons
    // and the glossary of the panel's words (the first screen's panel names their keys, the
    // footer has no room for them).
    fixed(
        &[Plain(KeyCode::Char('x'))],
        Some(|k| k.practice.open),
        practice(PracticeAction::Open),
    )
    .off_footer(),
    fixed(
        &[Plain(KeyCode::Char('L'))],
        Some(|k| k.lessons.open),
        lesson(LessonsAction::Open),
    )
    .off_footer(),
    fixed(
        &[Plain(KeyCode::Char('a'))],
        Some(|k| k.glossary),
        Action::Chrome(ChromeAction::ShowGlossary),
    )
    .off_footer(),
    fixed(
        &[Plain(KeyCode::Char('i'))],
        Some(|k| k.hints),
        Action::Hints(HintsAction::Toggle),
    )
    .within(PEOPLE),
    fixed(
        &[Plain(KeyCode::Char('c'))],
        Some(|k| k.techniques),
        Action::Techniques(TechniquesAction::Show),
    ),
    fixed(
        &[Plain(KeyCode::Char('u'))],
        Some(|k| k.undo),
        Action::Game(GameAction::Undo),
    ),
    fixed(
        &[Plain(KeyCode::Char('r'))],
        None,
        Action::Game(GameAction::Redo),
    ),
    fixed(
        &[Plain(KeyCode::Char('e'))],
        Some(|k| k.eval),
        Action::Settings(SettingsAction::ToggleEvaluation),
    )
    .only(BOARDS | COLUMNS)
    .quiet_between_players()
    .in_lessons(),
    // A heap's evaluation is the rule of 4, and its takes come in one order (o says so).
    fixed(
        &[Plain(KeyCode::Char('e'))],
        Some(|k| k.eval_heap),
        Action::Settings(SettingsAction::ToggleEvaluation),
    )
    .only(TAKES)
    .quiet_between_players()
    .in_lessons(),
    fixed(
        &[Plain(KeyCode::Char('o'))],
        Some(|k| k.order),
        Action::Settings(SettingsAction::CycleMoveOrder),
    )
    .only(BOARDS | COLUMNS)
    .in_lessons(),
    fixed(
        &[Plain(KeyCode::Char('o'))],
        None,
        Action::Settings(SettingsAction::CycleMoveOrder),
    )
    .only(TAKES)
    .in_lessons(),
    fixed(
        &[Plain(KeyCode::Char('m'))],
        Some(|k| k.table),
        Action::Settings(SettingsAction::ToggleTable),
    )
    .in_lessons(),
    fixed(
        &[Plain(KeyCode::Char('D'))],
        Some(|k| k.deepening),
        Action::Settings(SettingsAction::ToggleDeepening),
    ),
    fixed(
        &[Plain(KeyCode::Char('v'))],
        Some(|k| k.mode),
        Action::Game(GameAction::CycleMode),
    )
    .within(PEOPLE)
    // Who plays, and Esc: on the help's second page, which leaves room on the first, at the
    // smallest screen, for practice, the lessons and the glossary.
    .on_more_page(),
    // Watching the AI play itself, the footer says what v does: who plays.
    fixed(
        &[Plain(KeyCode::Char('v'))],
        Some(|k| k.mode_watching),
        Action::Game(GameAction::CycleMode),
    )
    .within(WATCH)
    .on_more_page(),
    fixed(
        &[Plain(KeyCode::Char('n'))],
        Some(|k| k.new_game),
        Action::Game(GameAction::NewGame),
    ),
    // The new game's row of the help stands for this one too (its hint is the footer's).
    fixed(
        &[Plain(KeyCode::Char('s'))],
        Some(|k| k.swap),
        Action::Game(GameAction::SwapStarter),
    )
    .unlisted(),
    fixed(
        &[Plain(KeyCode::Esc)],
        Some(|k| k.play_now),
        Action::Game(GameAction::PlayNow),
    )
    .on_more_page(),
    // The player's files and the setup screen: on the help's second page too, no hint of the
    // footer; docs/playing.md gives them.
    fixed(
        &[Plain(KeyCode::Char('b'))],
        Some(|k| k.home.setup),
        Action::Setup(SetupAction::Open),
    )
    .off_footer()
    .on_more_page(),
    fixed(
        &[Plain(KeyCode::Char('f'))],
        Some(|k| k.home.save_game),
        Action::Saving(SavingAction::Game),
    )
    .off_footer()
    .on_more_page(),
    fixed(
        &[Plain(KeyCode::Char('S'))],
        Some(|k| k.home.save_settings),
        Action::Saving(SavingAction::Settings),
    )
    .off_footer()
    .on_more_page(),
    fixed(
        &[Plain(KeyCode::Char('R'))],
        Some(|k| k.home.results),
        Action::Results(ResultsAction::Toggle),
    )
    .off_footer()
    .on_more_page(),
    // Everywhere. The help popup does not list itself: its title says what it is.
    fixed(
        &[Plain(KeyCode::Char('?'))],
        Some(|k| k.help),
        Action::Chrome(ChromeAction::ShowHelp),
    )
    .unlisted()
    .within(EVERYWHERE),
    // Everywhere, as in every terminal program; docs/playing.md says so.
    fixed(&[Ctrl('z')], None, Action::Chrome(ChromeAction::Suspend)).within(EVERYWHERE),
    fixed(
        &[Plain(KeyCode::Char('q')), Ctrl('c')],
        Some(|k| k.quit),
        Action::Chrome(ChromeAction::Quit),
    )
    .within(EVERYWHERE),
];
