//! The key table's rows of practice (x): a tree worked out by hand, and the search replayed over it.

use ratatui::crossterm::event::KeyCode;

use super::*;

/// Practice's rows, in the help's order.
pub(super) const PRACTICE_ROWS: &[Binding] = &[
    // Practice: moving between the nodes, typing the answers, the check.
    fixed(
        &[Plain(KeyCode::Up), Plain(KeyCode::Char('k'))],
        Some(|k| k.practice.select),
        practice(PracticeAction::Parent),
    )
    .within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Down), Plain(KeyCode::Char('j'))],
        None,
        practice(PracticeAction::FirstChild),
    )
    .within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        None,
        practice(PracticeAction::Left),
    )
    .within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
        None,
        practice(PracticeAction::Right),
    )
    .within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Char('x'))],
        Some(|k| k.practice.cut),
        edit(Edit::Cut),
    )
    .within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Enter)],
        Some(|k| k.practice.check),
        practice(PracticeAction::Check),
    )
    .within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Esc)],
        Some(|k| k.practice.leave),
        practice(PracticeAction::Close),
    )
    .within(PRACTICE),
    digits(Some(|k| k.practice.digits), DigitFor::Practice)
        .within(PRACTICE)
        .off_footer(),
    fixed(&[Plain(KeyCode::Char('0'))], None, edit(Edit::Digit(0))).within(PRACTICE),
    fixed(&[Plain(KeyCode::Char('-'))], None, edit(Edit::Minus)).within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Char('<'))],
        Some(|k| k.practice.bound),
        edit(Edit::AtMost),
    )
    .within(PRACTICE),
    fixed(&[Plain(KeyCode::Char('>'))], None, edit(Edit::AtLeast)).within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Tab)],
        Some(|k| k.practice.field),
        practice(PracticeAction::NextField),
    )
    .within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Char('i'))],
        Some(|k| k.practice.infinity),
        edit(Edit::Infinity),
    )
    .within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Backspace), Plain(KeyCode::Delete)],
        Some(|k| k.practice.erase),
        edit(Edit::Erase),
    )
    .within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Char('a'))],
        Some(|k| k.practice.replay),
        practice(PracticeAction::Replay),
    )
    .within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Char('n'))],
        Some(|k| k.practice.next),
        practice(PracticeAction::Next),
    )
    .within(PRACTICE),
    fixed(
        &[Plain(KeyCode::Char('w'))],
        Some(|k| k.practice.task),
        practice(PracticeAction::SwitchTask),
    )
    .within(PRACTICE),
    // Practice: the search replayed over the tree.
    fixed(
        &[
            Plain(KeyCode::Right),
            Plain(KeyCode::Char('l')),
            Plain(KeyCode::Char(' ')),
        ],
        Some(|k| k.practice.replay_step),
        practice(PracticeAction::ReplayForward),
    )
    .within(PRACTICE_REPLAY),
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        None,
        practice(PracticeAction::ReplayBack),
    )
    .within(PRACTICE_REPLAY),
    fixed(
        &[Plain(KeyCode::Home)],
        Some(|k| k.practice.replay_ends),
        practice(PracticeAction::ReplayStart),
    )
    .within(PRACTICE_REPLAY),
    fixed(
        &[Plain(KeyCode::End)],
        None,
        practice(PracticeAction::ReplayEnd),
    )
    .within(PRACTICE_REPLAY),
    fixed(
        &[Plain(KeyCode::Char('a')), Plain(KeyCode::Esc)],
        Some(|k| k.practice.replay_leave),
        practice(PracticeAction::ReplayClose),
    )
    .within(PRACTICE_REPLAY),
];
