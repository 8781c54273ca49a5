//! What the player can ask for, independent of the key or click that asked.

/// A cursor direction: on a board; only left and right choose a column or a take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Left,
    Right,
    Up,
    Down,
}

/// One request from the player; `App::update` is the only code that acts on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    MoveCursor(Direction),
    /// Play what the cursor is on: a cell, a column (gravity) or a take (bones).
    PlayCursor,
    /// Play by digit: a 3×3 cell 1–9 in reading order (1 top-left, 9 bottom-right), a column
    /// under gravity (1 leftmost), or a number of bones to take.
    PlayDigit(u8),
    /// Play a cell by index (a mouse click).
    PlayCell(usize),
    TogglePruning,
    ToggleDepthLimit,
    DeeperLimit,
    ShallowerLimit,
    ToggleEvaluation,
    /// The next move order: reading, centre-first, threats.
    CycleMoveOrder,
    /// The transposition table on / off.
    ToggleTable,
    NewGame,
    SwapStarter,
    ShowHelp,
    CloseHelp,
    /// The AI stops thinking and plays the best move of its deepest completed search.
    PlayNow,
    Quit,
}
