### The teacher's view of the class (`morpion serve --teacher`): the title, the exercise of the
### day, the class's table, the line where an exercise is typed and why one is refused, the keys.

# A piece: "1 cut", "3 cuts".
cuts-count = { $cuts ->
    [1] 1 cut
   *[other] { $cuts } cuts
    }
# A piece: the seed a generation started from, and whether it was drawn at random.
from-seed = { $fresh ->
    [true] { $from } (drawn at random)
   *[other] { $from }
    }

Title = { $students ->
    [1] The class: 1 student, { $connected } connected
   *[other] The class: { $students } students, { $connected } connected
    }
Shown = students { $first }–{ $last } of { $of }
ExerciseNone = Exercise of the day: none
Exercise = Exercise of the day: { $text }
# $tree: the random tree's seed, depth and branching as the practice's title says them.
ExerciseRandom = Exercise of the day: { $text } · { $tree }
ExerciseGenerated = Exercise of the day: { $text } · { $tree } · at least { cuts-count }, { $above } above the leaves
RecordsFailed = The records could not write: { $why }
ReadFailed = The records could not be read: { $why }
StudentHeading = Student
NowHeading = Now
PracticeHeading = Practice (first check)
LessonsHeading = Lessons
GamesHeading = W-D-L
Playing = game { $game }
InStepMode = step mode
InTheTree = tree
Practising = practice
InLesson = lesson { $number }
AtHome = home
NotConnected = not connected
NoStudents = No student has come in yet.
Details = { $exercises ->
    [0] { $name }: no practice yet
    [1] { $name }: 1 exercise, scored at the first check
   *[other] { $name }: { $exercises } exercises, scored at the first check
    }
Prompt = New exercise:{" "}
# Each form's words are joined by no-break spaces, so a narrow screen wraps between forms only.
Forms = One of: practice SEED DEPTH BRANCHING (each node 2 to BRANCHING children) · generate DEPTH BRANCHING cuts N above K from SEED (above, from: if wanted) · tree ((3 12 8) (2 4 6)) · endgame XOX/.O./..X · lesson N
# $reason: one of the Refused messages below.
NotAnExercise = Not an exercise: { $reason }
RefusedPracticeWords = practice takes a seed, a depth and a branching
RefusedGenerateWords = generate takes a depth, a branching and cuts N, then above K and from SEED if wanted
RefusedCutsNotThere = seed { $seed }'s tree has { cuts-count }, { $above_leaves } above the leaves: generate finds one with the cuts asked
# $figure: the seed (0), the depth (1), the branching (2), the cuts (3), those above the leaves (4).
RefusedNotANumber = { $figure ->
    [0] the seed
    [1] the depth
    [2] the branching
    [3] the cuts
   *[other] the cuts above the leaves
    } must be a whole number, not "{ $word }"
RefusedOutOfRange = the depth and the branching are each 2 to 4
RefusedNothingAfter = { $kind } needs what follows it
RefusedLessonNumber = a lesson is numbered 1 to 5
RefusedKind = "{ $kind }" is not a kind of exercise
# $trouble: what was wrong (bracket.ftl); $at counts in the line typed.
RefusedTree = the tree does not read in the bracket form: { $trouble } (at character { $at } of the line)
# $error: why the board does not read, as the home screen's board line says it.
RefusedBoard = { $error }
RefusedGameOver = the game is over on that board: nothing to search
RefusedTooBig = too big a tree: give a board with at most { $empty } empty cells
Generating = Generating: seeds from { from-seed }, { $tried } of at most { $most } tried…
# $reason: why (generator.ftl).
NotGenerated = No tree generated: { $reason }
OpenedNotChecked = today's: opened, not checked
Legend = Practice: right/asked at each first check (* the exercise of the day) · Lessons: finished · W-D-L: games won, drawn, lost
Setting = Setting the exercise…
Set = The exercise of the day is now: { $exercise }
SetGenerated = Seed { $seed }, the first from { from-seed } with the cuts asked: the exercise of the day is now: { $exercise }
Cleared = The exercise of the day is cleared.
NotWritten = Not written: { $why }
Keys = ↑↓ a student · e set the exercise of the day · d clear it · q quit
    .short = ↑↓ · e exercise · d clear · q quit
InputKeys = Enter sets it · Esc leaves it · Ctrl-U empties the line
GeneratingKeys = Esc stops the generator and leaves the line
RefusedKeys = Mend the line, then Enter · Ctrl-U empties it · Esc leaves it
