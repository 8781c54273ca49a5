//! The board's box's phrases (its title, the hints' titles, the solver's progress under it), worded in `assets/i18n/*/board.ftl`.

crate::phrases! {
    /// A phrase of the board's box; the heap's box takes its hints' titles from here too. Every
    /// title but [`BoardPhrase::RuleWin`] and [`BoardPhrase::RuleLoss`] (a cell's text) is drawn
    /// with a space either side.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum BoardPhrase in "board" {
        /// The box's title.
        Title,
        /// The title while hints are on: the other side is to move.
        HintsIdle,
        /// The game is over: no move to give a hint for.
        HintsOver,
        /// The hints are being searched.
        HintsWorking,
        /// The hints gave up: their searches passed their position budget.
        HintsTooBig,
        /// Every value shown is exact (proven to the end of the game).
        HintsExact,
        /// Estimates within `depth` plies, written divided by `scale` (1 where they fit whole).
        HintsEstimate { depth: u32, scale: u32 },
        /// Some values exact, the others (marked ≈) estimates within `depth` plies, divided by
        /// `scale`.
        HintsMixed { depth: u32, scale: u32 },
        /// On a heap, values past `depth` plies decided by the rule of 4, which is exact.
        HintsRule { depth: u32 },
        /// A take's hint the rule of 4 decided, a win for the player choosing it (no distance:
        /// it lies past the depth limit).
        RuleWin,
        /// The same, a loss.
        RuleLoss,
        /// The word a hint is split before to go over two lines in a tall cell ("loss" over
        /// "in 2").
        HintSplit,
        /// While the solver works out the exact values: the move it is solving (named) and the
        /// positions searched so far.
        Solving { move_name: String, positions: u64 },
    }
}
