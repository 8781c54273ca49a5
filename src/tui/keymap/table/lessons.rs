//! The key table's rows of a lesson (L): its screens, its lessons, the panel, the depth limit, the answer typed.

use ratatui::crossterm::event::KeyCode;

use super::*;

/// A lesson's rows, in the help's order.
pub(super) const LESSON_ROWS: &[Binding] = &[
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
        Some(|k| k.lessons.screens),
        lesson(LessonsAction::NextScreen),
    )
    .within(LESSON),
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        None,
        lesson(LessonsAction::PreviousScreen),
    )
    .within(LESSON),
    fixed(
        &[Plain(KeyCode::Down), Plain(KeyCode::Char('j'))],
        Some(|k| k.lessons.lessons),
        lesson(LessonsAction::NextLesson),
    )
    .within(LESSON),
    fixed(
        &[Plain(KeyCode::Up), Plain(KeyCode::Char('k'))],
        None,
        lesson(LessonsAction::PreviousLesson),
    )
    .within(LESSON),
    fixed(
        &[Plain(KeyCode::Tab)],
        Some(|k| k.lessons.panel),
        lesson(LessonsAction::TogglePanel),
    )
    .within(LESSON),
    // The depth limit's key, in a lesson: the same as in the game, with `+` and `-` in its hint
    // where the exercise is found with them (lesson 2's count, lesson 3's safe depth).
    fixed(
        &[Plain(KeyCode::Char('d'))],
        Some(|k| k.lessons.depth),
        Action::Settings(SettingsAction::ToggleDepthLimit),
    )
    .within(LESSON)
    .hinted_in(LESSON_DEPTH_EXERCISE),
    digits(Some(|k| k.lessons.digits), DigitFor::Lesson)
        .within(LESSON)
        .off_footer(),
    fixed(
        &[Plain(KeyCode::Char('0'))],
        None,
        lesson(LessonsAction::Digit(0)),
    )
    .within(LESSON),
    fixed(
        &[Plain(KeyCode::Backspace), Plain(KeyCode::Delete)],
        Some(|k| k.lessons.erase),
        lesson(LessonsAction::Erase),
    )
    .within(LESSON)
    .off_footer(),
    // What Enter does differs by screen, and so do its words: the next screen, or the check.
    fixed(
        &[Plain(KeyCode::Enter)],
        Some(|k| k.lessons.next),
        lesson(LessonsAction::Check),
    )
    .within(LESSON_READING),
    fixed(
        &[Plain(KeyCode::Enter)],
        Some(|k| k.lessons.check),
        lesson(LessonsAction::Check),
    )
    .within(LESSON_EXERCISES),
    fixed(
        &[Plain(KeyCode::Esc)],
        Some(|k| k.lessons.leave),
        lesson(LessonsAction::Close),
    )
    .within(LESSON),
];
