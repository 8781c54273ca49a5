### La vue de la classe de l'enseignant (`morpion serve --teacher`).

# Un morceau : « 1 coupure », « 3 coupures » (le singulier jusqu'à 1).
cuts-count = { $cuts ->
    [0] 0 coupure
    [1] 1 coupure
   *[other] { $cuts } coupures
    }
from-seed = { $fresh ->
    [true] { $from } (tirée au hasard)
   *[other] { $from }
    }

Title = La classe : { $students ->
    [0] 0 élève
    [1] 1 élève
   *[other] { $students } élèves
    }, { $connected ->
    [0] 0 connecté
    [1] 1 connecté
   *[other] { $connected } connectés
    }
Shown = élèves { $first } à { $last } sur { $of }
ExerciseNone = Exercice du jour : aucun
Exercise = Exercice du jour : { $text }
ExerciseRandom = Exercice du jour : { $text } · { $tree }
ExerciseGenerated = Exercice du jour : { $text } · { $tree } · au moins { cuts-count }, dont { $above } au-dessus des feuilles
RecordsFailed = Les résultats de la classe n'ont pas pu être écrits : { $why }
ReadFailed = Les résultats de la classe n'ont pas pu être lus : { $why }
StudentHeading = Élève
NowHeading = En ce moment
PracticeHeading = Exercices (1re correction)
LessonsHeading = Leçons
GamesHeading = G-N-P
Playing = partie { $game }
InStepMode = pas à pas
InTheTree = arbre
Practising = exercice
InLesson = leçon { $number }
AtHome = accueil
NotConnected = non connecté
NoStudents = Aucun élève n'est encore venu.
Details = { $exercises ->
    [0] { $name } : pas encore d'exercice
    [1] { $name } : 1 exercice, noté à la première correction
   *[other] { $name } : { $exercises } exercices, notés à la première correction
    }
Prompt = Nouvel exercice :{" "}
Forms = Au choix : practice GRAINE PROFONDEUR LARGEUR (2 à LARGEUR enfants par nœud) · generate PROFONDEUR LARGEUR cuts N above K from GRAINE (above, from au choix) · tree ((3 12 8) (2 4 6)) · endgame XOX/.O./..X · lesson N
NotAnExercise = Ce n'est pas un exercice : { $reason }
RefusedPracticeWords = practice prend une graine, une profondeur et une largeur
RefusedGenerateWords = generate prend une profondeur, une largeur et cuts N, puis above K et from GRAINE au choix
RefusedCutsNotThere = l'arbre de la graine { $seed } a { cuts-count }, dont { $above_leaves } au-dessus des feuilles : generate en trouve un qui a les coupures demandées
RefusedNotANumber = { $figure ->
    [0] la graine
    [1] la profondeur
    [2] la largeur
    [3] le nombre de coupures
   *[other] le nombre de coupures au-dessus des feuilles
    } doit être un nombre entier, pas « { $word } »
RefusedOutOfRange = la profondeur et la largeur vont chacune de 2 à 4
RefusedNothingAfter = { $kind } attend ce qui le suit
RefusedLessonNumber = les leçons sont numérotées de 1 à 5
RefusedKind = « { $kind } » n'est pas une sorte d'exercice
RefusedTree = l'arbre ne se lit pas entre parenthèses : { $trouble } (au caractère { $at } de la ligne)
RefusedBoard = { $error }
RefusedGameOver = la partie est finie sur ce plateau : rien à chercher
RefusedTooBig = arbre trop grand : donnez un plateau d'au plus { $empty } cases vides
Generating = Génération : graines depuis { from-seed }, { $tried } essayées sur { $most } au plus…
NotGenerated = Aucun arbre généré : { $reason }
OpenedNotChecked = du jour : ouvert, pas corrigé
Legend = Exercices : justes/demandées à chaque 1re correction (* l'exercice du jour) · Leçons : terminées · G-N-P : parties gagnées, nulles, perdues
Setting = Enregistrement de l'exercice…
Set = L'exercice du jour est maintenant : { $exercise }
SetGenerated = Graine { $seed }, la première depuis { from-seed } avec les coupures demandées ; l'exercice du jour est maintenant : { $exercise }
Cleared = L'exercice du jour est effacé.
NotWritten = Non enregistré : { $why }
Keys = ↑↓ un élève · e fixer l'exercice du jour · d l'effacer · q quitter
    .short = ↑↓ · e exercice · d effacer · q quitter
InputKeys = Entrée le fixe · Échap abandonne · Ctrl-U vide la ligne
GeneratingKeys = Échap arrête le générateur et abandonne la ligne
RefusedKeys = Corrigez la ligne, puis Entrée · Ctrl-U la vide · Échap abandonne
