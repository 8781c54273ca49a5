### Where a value the transposition table gave came from: the same position reached by other
### moves, or its image turned or mirrored ($symmetry: Same, MirrorLeftRight, MirrorTopBottom,
### MirrorDiagonal, HalfTurn, QuarterTurn), in the panel, the explorer and step mode.

# Pieces: how a position is related to another of its class, completing "its …"; the same in a
# word, after a move's name in the panel's move table.
image = { $symmetry ->
    [MirrorLeftRight] mirror image (left to right)
    [MirrorTopBottom] mirror image (top to bottom)
    [MirrorDiagonal] mirror image across a diagonal
    [HalfTurn] image turned half a turn
   *[QuarterTurn] image turned a quarter turn
    }
image-short = { $symmetry ->
    [HalfTurn] turned
    [QuarterTurn] turned
   *[other] mirrored
    }

# A move-table cell's end where the table answered for the position after a move: the move
# whose position it held and how it is related; the shorter forms keep how it is related (the
# panel's legend then says the "·" ending is the table's).
Row = { $symmetry ->
    [Same] · table: { $move_name }
   *[other] · table: { $move_name } { image-short }
    }
    .shorter = { $symmetry ->
        [Same] · table: { $move_name }
       *[other] · { $move_name } { image-short }
    }
    .short = { $symmetry ->
        [Same] · table
       *[other] · { image-short }
    }
RowUnknown = · table
# Step mode, where the table answers: the position searched after $path, and the $value it held.
Step = { $symmetry ->
    [Same] The table already holds this very position, searched after { $path } (the same moves in another order): { $value }.
   *[other] The table holds this position's { image }, searched after { $path }: a symmetric position is worth the same, { $value }.
    }
# A source not found: its number in the search.
StepUnknown = The table holds what position { GROUPED($number) } of this search was worth, this one or its image turned or mirrored: { $value }.
# The explorer's details of a table answer: the value held, then as in step mode.
Tree = { $symmetry ->
    [Same] From the table ({ $held }): this very position came up earlier, after { $path }; nothing below was searched.
   *[other] From the table ({ $held }): its { image } came up earlier, after { $path }; nothing below was searched.
    }
TreeUnknown = From the table ({ $held }): position { GROUPED($number) } of the search, this one or its image turned or mirrored (not kept in memory); nothing below was searched.
