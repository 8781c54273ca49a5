### Why a text is not a tree in the bracket form, ((3 12 8) (2 4 6)): what the command line
### (`morpion practice --tree`, `morpion trace --tree`, a practice file) and the teacher's view say,
### followed by where (the character, counted from 1).

NoTree = no tree: write one like ((3 12 8) (2 4 6))
RootIsLeaf = the root is a leaf: write its children in brackets, e.g. (3 12 8)
CloseBeforeTree = '{ $bracket }' before the tree
# A second max or min ($side).
SideBeforeTree = { $side } before the tree
MoreAfterEnd = more after the end of the tree
ClosesNothing = '{ $bracket }' closes nothing
WrongClose = '{ $bracket }' closes a '{ $opened }': close it with '{ $closing }'
EmptyBrackets = empty brackets: an inner node needs children
SideAgain = max or min comes once, before the tree
# The text ended with $more brackets open, the innermost an $opened.
NeverClosed = '{ $opened }' is never closed: { $more } more '{ $closing }' needed
TooManyNodes = more than { $most } nodes
TooDeep = deeper than { $most } levels below the root
NotAWord = "{ $word }" is not a number, a bracket, max or min
NoDigits = "{ $word }" has no digits
TooLarge = { $word } is too large: leaves go from -{ $most } to { $most }
