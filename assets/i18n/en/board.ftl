### The board's box (the heap's box takes its hints' titles from here too): its title, the hints'
### titles (what the values are, or why none show) and the solver's progress under the box. A
### message's value is its longest form; its attributes are shorter forms, longest first, for a
### narrow box. The screen draws each title with a space either side.

# A piece of the messages below (a name in lower case): the depth limit in plies.
depth-plies = { $depth ->
    [1] 1 ply
   *[other] { $depth } plies
    }

Title = Board
# While hints are on: the other side is to move.
HintsIdle = Hints: on a player's turn
    .short = Hints
# The game is over: no move to give a hint for.
HintsOver = Hints: none, the game is over
    .shorter = Hints: game over
    .short = Hints
HintsWorking = Hints: searching…
    .short = Hints
# The hints gave up: their searches passed their position budget.
HintsTooBig = Hints: too big to work out
    .short = Hints
# Every value shown is exact (proven to the end of the game).
HintsExact = Hints: exact values
    .short = Hints
# Estimates within $depth plies, written divided by $scale (1, 10, 100, …) where the cells are
# too narrow; every form says the scale.
HintsEstimate = { $scale ->
    [1] Hints: { $depth }-ply estimates
   *[other] Hints: { $depth }-ply estimates ÷{ $scale }
    }
    .shorter = { $scale ->
        [1] Hints: { $depth }-ply estimates
       *[other] Hints: { depth-plies } ÷{ $scale }
    }
    .short = { $scale ->
        [1] Hints
       *[other] Hints ÷{ $scale }
    }
# Some values exact, the others (marked ≈) estimates within $depth plies, divided by $scale;
# every form says which is which, and the scale.
HintsMixed = { $scale ->
    [1] Hints: exact, or ≈ { $depth }-ply estimates
   *[other] Hints: exact, or ≈ { $depth }-ply estimates ÷{ $scale }
    }
    .shorter = { $scale ->
        [1] Hints: exact, or ≈ { $depth }-ply
       *[other] Hints: exact, or ≈ { $depth }-ply ÷{ $scale }
    }
    .short = { $scale ->
        [1] Hints: exact, ≈ { $depth }-ply
       *[other] Hints: exact, ≈ { $depth }-ply ÷{ $scale }
    }
    .shortest = { $scale ->
        [1] Exact, ≈ { $depth }-ply
       *[other] Exact, ≈ { $depth }-ply ÷{ $scale }
    }
# On a heap, values past $depth plies decided by the rule of 4, which is exact (a multiple of 4
# loses for the player to move): wins and losses, not estimates.
HintsRule = Hints: { depth-plies }, then rule of 4
    .shorter = Hints: rule of 4
    .short = Hints
# A take's hint the rule of 4 decided, for the player choosing it, with no distance (it lies
# past the depth limit).
RuleWin = win
RuleLoss = loss
# While the solver works out the exact values: the move it is solving ($move, named) and the
# positions searched so far.
# The word a hint is split before, to go over two lines in a tall cell ("loss" over "in 2").
HintSplit = in
Solving = solving { $move_name }: { GROUPED($positions) } { $positions ->
    [1] position
   *[other] positions
    }
    .shorter = solving { $move_name }: { GROUPED($positions) }
    .short = solving { $move_name }
