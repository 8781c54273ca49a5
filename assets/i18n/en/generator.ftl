### Why the generator of the teacher's view gave no tree with the cuts asked.

cuts-count = { $cuts ->
    [1] 1 cut
   *[other] { $cuts } cuts
    }
most-cuts-count = { $most_cuts ->
    [1] 1 cut
   *[other] { $most_cuts } cuts
    }

MoreAbove = { $above_leaves } above the leaves cannot be among { cuts-count } in all
BeyondTheShape = a tree of depth { $depth } and branching { $branching } has at most { most-cuts-count }, { $most_above_leaves } above the leaves (the leftmost path never cuts, and a cut above the leaves needs inner children; 30 leaves at most)
NotFound = none of the { $tried } seeds from { $from } gives it; the generator gave up: ask fewer cuts or a larger tree
