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
    /// The glossary of the panel's terms and symbols.
    ShowGlossary,
    /// Closes the popup open (the help or the glossary).
    CloseHelp,
    /// Shows the glossary from this entry on (the scrolling keys, see `keymap::glossary_key`).
    ScrollGlossary(usize),
    /// The AI stops thinking and plays the best move of its deepest completed search.
    PlayNow,
    /// Hints on / off: the value of every move for the player to move, on the board.
    ToggleHints,
    /// The technique comparison for the current position.
    ShowTechniques,
    CloseTechniques,
    /// The search tree explorer of the AI's last search.
    OpenExplorer,
    CloseExplorer,
    ExplorerUp,
    ExplorerDown,
    ExplorerPageUp,
    ExplorerPageDown,
    /// Open the selected position of the tree (its searched moves).
    ExplorerExpand,
    /// Close the selected position, or go to its parent.
    ExplorerCollapse,
    /// Write the explored tree as a Graphviz DOT file.
    ExportDot,
    /// Take back a move (in a game against the AI: back to the player's previous turn).
    Undo,
    Redo,
    /// The next play mode: you against the AI, the AI against itself, two players.
    CycleMode,
    /// AI against AI: pause or go on.
    TogglePause,
    /// AI against AI: play one move, then pause.
    StepOnce,
    /// AI against AI: a longer / shorter pause between moves.
    Slower,
    Faster,
    /// Predict mode on / off: before each AI move, say which move it will play and its worth.
    TogglePredict,
    /// Step mode (`w`): the AI's last search replayed one step at a time.
    OpenSteps,
    CloseSteps,
    StepForward,
    StepBack,
    /// On to the value of the position the step is about.
    StepOver,
    /// On to the position above receiving this one's value.
    StepOut,
    NextCut,
    StepsStart,
    StepsEnd,
    /// Play the steps on their own / pause.
    StepsPlay,
    /// Go to the step number typed (its digits come as `PlayDigit`).
    StepsGoTo,
    /// The same search with pruning switched.
    StepsPruning,
    /// Ask for a guess at the current position (its answer comes as `PlayDigit`).
    GuessAsk,
    GuessCancel,
    /// Ctrl-Z: back to the shell until `fg` (the event loop does it).
    Suspend,
    /// Text pasted into the game: refused, it takes keys one at a time.
    Paste,
    Quit,
}
