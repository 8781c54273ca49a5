### The tree in step mode (key t): the search as it has grown so far, drawn top-down where it
### fits, else as an indented list. A message's value is its longest form; its attributes are
### shorter forms, longest first, for a narrow screen. Moves arrive named ("b2 c2").

# The list's column heads: the move, its value (or the best so far), the positions of its
# subtree, the window (α, β) of an open position.
HeadMove = move
HeadValue = value
HeadPositions = positions
HeadWindow = (α, β) now
# What the list's marks mean.
Legend = ▾ open: best so far, ≥ at least (MAX) ≤ at most (MIN) until finished · ▸ finished: value (exact, or ≤ ≥ a bound) · ✂ cut
    .shorter = ▾ open: ≥ ≤ best so far · ▸ finished: value (exact, or ≤ ≥ a bound) · ✂ cut
    .short = ▾ open  ▸ finished  ≤ ≥ bound, else exact  ✂ cut
    .shortest = ▾ open ▸ finished ≤ ≥ bound, else exact ✂ cut
# What the figure's labels mean.
FigureLegend = open: best so far, ≥ at least (MAX) ≤ at most (MIN) until finished, (α, β) · finished: value, positions (≤ ≥ a bound) · ✂ cut: plain minimax's positions there
    .shorter = open: best so far (≥ at MAX, ≤ at MIN) (α, β) · finished: value, positions (≤ ≥ a bound) · ✂ cut: plain minimax's count
    .short = open: ≥ ≤ best so far (α, β) · finished: value, positions · ✂ cut
    .shortest = open: best (α, β) · finished: value, positions · ✂ cut
# After a move the table answered for: in the list, in the figure.
Table = table
TableShort = T
# Moves alpha-beta cut ($moves), with the positions plain minimax searches under them.
NotSearched = ✂ { $moves }: { GROUPED($positions) } { $positions ->
        [one] position
       *[other] positions
    } not searched
    .short = ✂ { $moves }: { GROUPED($positions) } not searched
# The same when plain minimax's count passed the limit it is counted to ($positions).
NotSearchedOver = ✂ { $moves }: over { GROUPED($positions) } positions not searched
    .short = ✂ { $moves }: > { GROUPED($positions) } not searched
# The same in the figure, without the moves (they are on the edge).
CutFigure = ✂ { GROUPED($positions) }
CutFigureOver = ✂ > { GROUPED($positions) }
# An open position's best so far where it bounds nothing yet ($value written, "-3").
SoFar = { $value } so far
# At the end of the search, why the whole tree is not browsed here.
TooBigToBrowse = The whole tree has { GROUPED($positions) } positions, too many to browse here (at most { GROUPED($most) }): t in the game records it
# The help's two lines at the end of step mode, where the whole tree is browsed (each short
# enough never to wrap, even at the smallest screen width).
Help =
    The search's whole tree, browsed as with t in the game (scores are
    MAX's, ≤ ≥ bounds). t shows the stack, Home the first step again.
# Rows of the list left out above and below the ones shown.
RowsAbove = ↑ { $rows } more
RowsBelow = ↓ { $rows } more
