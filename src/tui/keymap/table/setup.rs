//! The key table's rows of the setup screen (b) and the results screen (R).

use ratatui::crossterm::event::KeyCode;

use super::*;

/// The setup screen: a cursor over the cells, where marks are placed freely.
pub(super) const SETUP_CURSOR: [Binding; 4] = cursor_rows(
    |k| k.home.setup_move,
    [
        Action::Setup(SetupAction::Move(Direction::Left)),
        Action::Setup(SetupAction::Move(Direction::Down)),
        Action::Setup(SetupAction::Move(Direction::Up)),
        Action::Setup(SetupAction::Move(Direction::Right)),
    ],
    SETUP,
);

/// The setup screen's other rows, then the results screen's, in the help's order.
pub(super) const SETUP_AND_RESULTS: &[Binding] = &[
    // The setup screen: marks placed freely.
    fixed(
        &[Plain(KeyCode::Char('x'))],
        Some(|k| k.home.setup_put),
        Action::Setup(SetupAction::Put(Some(Mark::X))),
    )
    .only(BOARDS)
    .within(SETUP),
    fixed(
        &[Plain(KeyCode::Char('o'))],
        None,
        Action::Setup(SetupAction::Put(Some(Mark::O))),
    )
    .only(BOARDS)
    .within(SETUP),
    fixed(
        &[Plain(KeyCode::Char(' '))],
        Some(|k| k.home.setup_cycle),
        Action::Setup(SetupAction::Cycle),
    )
    .only(BOARDS)
    .within(SETUP),
    fixed(
        &[
            Plain(KeyCode::Char('.')),
            Plain(KeyCode::Backspace),
            Plain(KeyCode::Delete),
        ],
        Some(|k| k.home.setup_clear),
        Action::Setup(SetupAction::Put(None)),
    )
    .only(BOARDS)
    .within(SETUP),
    fixed(
        &[Plain(KeyCode::Char('f'))],
        Some(|k| k.home.setup_first),
        Action::Setup(SetupAction::SwapFirst),
    )
    .only(BOARDS)
    .within(SETUP),
    // The setup screen where pieces fall: pieces dropped in turn.
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        Some(|k| k.home.setup_column),
        Action::Setup(SetupAction::Move(Direction::Left)),
    )
    .only(COLUMNS)
    .within(SETUP),
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
        None,
        Action::Setup(SetupAction::Move(Direction::Right)),
    )
    .only(COLUMNS)
    .within(SETUP),
    fixed(
        &[Plain(KeyCode::Char(' '))],
        Some(|k| k.home.setup_drop),
        Action::Setup(SetupAction::Drop),
    )
    .only(COLUMNS)
    .within(SETUP),
    digits(None, DigitFor::Setup)
        .only(COLUMNS)
        .within(SETUP)
        .off_footer(),
    fixed(
        &[Plain(KeyCode::Char('u')), Plain(KeyCode::Backspace)],
        Some(|k| k.home.setup_undrop),
        Action::Setup(SetupAction::TakeBack),
    )
    .only(COLUMNS)
    .within(SETUP),
    // The setup screen of the Game of Bones: the heap's size, who takes first.
    fixed(
        &[Plain(KeyCode::Left), Plain(KeyCode::Char('h'))],
        Some(|k| k.home.setup_heap),
        Action::Setup(SetupAction::Move(Direction::Left)),
    )
    .only(TAKES)
    .within(SETUP),
    fixed(
        &[Plain(KeyCode::Right), Plain(KeyCode::Char('l'))],
        None,
        Action::Setup(SetupAction::Move(Direction::Right)),
    )
    .only(TAKES)
    .within(SETUP),
    fixed(
        &[Plain(KeyCode::Char('f'))],
        Some(|k| k.home.setup_begins),
        Action::Setup(SetupAction::SwapFirst),
    )
    .only(TAKES)
    .within(SETUP),
    // The setup screen, every game.
    fixed(
        &[Plain(KeyCode::Char('n'))],
        Some(|k| k.home.setup_empty),
        Action::Setup(SetupAction::Empty),
    )
    .only(BOARDS | COLUMNS)
    .within(SETUP),
    fixed(
        &[Plain(KeyCode::Enter)],
        Some(|k| k.home.setup_play),
        Action::Setup(SetupAction::Play),
    )
    .within(SETUP),
    fixed(
        &[Plain(KeyCode::Esc), Plain(KeyCode::Char('b'))],
        Some(|k| k.home.setup_leave),
        Action::Setup(SetupAction::Close),
    )
    .within(SETUP),
    // The results screen.
    fixed(
        &[Plain(KeyCode::Char('R')), Plain(KeyCode::Esc)],
        Some(|k| k.home.results_close),
        Action::Results(ResultsAction::Close),
    )
    .within(RESULTS),
];
