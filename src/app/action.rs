//! What the player can ask for, independent of the key or click that asked.

/// A cursor direction on the board.
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
    /// Play the cell under the cursor.
    PlayCursor,
    /// Play a 3×3 cell by its digit 1–9 in reading order (1 top-left, 9 bottom-right).
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
