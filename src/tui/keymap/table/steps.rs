//! The key table's rows of step mode (w), and of its tree browsed at the end of the search.

use ratatui::crossterm::event::KeyCode;

use super::*;

/// Step mode's rows, in the help's order: the tree at the end first, then the steps.
pub(super) const STEP_ROWS: &[Binding] = &[
    // Step mode at the end with the tree shown: the whole tree, browsed with the explorer's
    // keys (its rows and words), and step mode's own keys to leave it.
    fixed(
        &[Plain(KeyCode::Up), Plain(KeyCode::Char('k'))],
        Some(|k| k.tree_select),
        Action::Steps(StepsAction::Browse(ExplorerAction::Up)),
    )
    .within(STEPS_TREE),
    fixed(
        &[Plain(KeyCode::Down), Plain(KeyCode::Char('j'))],
        None,
        Action::Steps(StepsAction::Browse(ExplorerAction::Down)),
    )
    .within(STEPS_TREE),
    fixed(
        &[Plain(KeyCode::PageUp)],
        Some(|k| k.tree_page),
        Action::Steps(StepsAction::Browse(ExplorerAction::PageUp)),
    )
    .within(STEPS_TREE),
    fixed(
        &[Plain(KeyCode::PageDown)],
        None,
        Action::Steps(StepsAction::Browse(ExplorerAction::PageDown)),
    )
    .within(STEPS_TREE),
    fixed(
        &[
            Plain(KeyCode::Enter),
            Plain(KeyCode::Right),
            Plain(KeyCode::Char('l')),
            Plain(KeyCode::Char(' ')),
        ],
        Some(|k| k.tree_open),
        Action::Steps(StepsAction::Browse(ExplorerAction::Expand)),
    )
    .within(STEPS_TREE),
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        Some(|k| k.tree_close),
        Action::Steps(StepsAction::Browse(ExplorerAction::Collapse)),
    )
    .within(STEPS_TREE),
    // Step mode.
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
        Some(|k| k.steps.forward),
        Action::Steps(StepsAction::Forward),
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        Some(|k| k.steps.back),
        Action::Steps(StepsAction::Back),
    )
    .within(STEPS)
    .unlisted(),
    fixed(
        &[Plain(KeyCode::Char('g'))],
        Some(|k| k.steps.guess),
        Action::Steps(StepsAction::GuessAsk),
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Char('w')), Plain(KeyCode::Esc)],
        Some(|k| k.steps.leave),
        Action::Steps(StepsAction::Close),
    )
    .within(STEPS | STEPS_TREE),
    fixed(
        &[Plain(KeyCode::Down), Plain(KeyCode::Char('j'))],
        Some(|k| k.steps.over),
        Action::Steps(StepsAction::Over),
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Up), Plain(KeyCode::Char('k'))],
        Some(|k| k.steps.out),
        Action::Steps(StepsAction::Out),
    )
    .within(STEPS)
    .unlisted(),
    fixed(
        &[Plain(KeyCode::Char('c'))],
        Some(|k| k.steps.cut),
        Action::Steps(StepsAction::NextCut),
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Home)],
        Some(|k| k.steps.ends),
        Action::Steps(StepsAction::Start),
    )
    .within(STEPS | STEPS_TREE),
    fixed(
        &[Plain(KeyCode::End)],
        None,
        Action::Steps(StepsAction::End),
    )
    .within(STEPS | STEPS_TREE),
    fixed(
        &[Plain(KeyCode::Char(' '))],
        Some(|k| k.steps.play),
        Action::Steps(StepsAction::Play),
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Char('['))],
        Some(|k| k.steps.pace),
        Action::Steps(StepsAction::Slower),
    )
    .within(STEPS)
    .unlisted(),
    fixed(
        &[Plain(KeyCode::Char(']'))],
        None,
        Action::Steps(StepsAction::Faster),
    )
    .within(STEPS),
    digits(Some(|k| k.steps.jump), DigitFor::Steps)
        .within(STEPS)
        .off_footer(),
    digits(Some(|k| k.steps.answer), DigitFor::Steps).within(GUESSING),
    fixed(
        &[Plain(KeyCode::Char('0'))],
        None,
        Action::Steps(StepsAction::Digit(0)),
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Enter)],
        None,
        Action::Steps(StepsAction::GoTo),
    )
    .within(STEPS),
    fixed(
        &[Plain(KeyCode::Char('p'))],
        Some(|k| k.steps.pruning),
        Action::Steps(StepsAction::Pruning),
    )
    .within(STEPS | STEPS_TREE),
    fixed(
        &[Plain(KeyCode::Char('t'))],
        Some(|k| k.steps.tree),
        Action::Steps(StepsAction::Tree),
    )
    .within(STEPS | STEPS_TREE),
    fixed(
        &[Plain(KeyCode::Esc)],
        Some(|k| k.steps.cancel),
        Action::Steps(StepsAction::GuessCancel),
    )
    .within(GUESSING),
];
