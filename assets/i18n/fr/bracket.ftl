### Pourquoi un texte n'est pas un arbre entre parenthèses, ((3 12 8) (2 4 6)) : ce que disent la
### ligne de commande et la vue de l'enseignant, suivi de l'endroit (le caractère, compté depuis 1).

NoTree = pas d'arbre : écrivez-en un comme ((3 12 8) (2 4 6))
RootIsLeaf = la racine est une feuille : écrivez ses enfants entre parenthèses, par exemple (3 12 8)
CloseBeforeTree = « { $bracket } » avant l'arbre
SideBeforeTree = { $side } avant l'arbre
MoreAfterEnd = du texte après la fin de l'arbre
ClosesNothing = « { $bracket } » ne ferme rien
WrongClose = « { $bracket } » ferme un « { $opened } » : fermez-le avec « { $closing } »
EmptyBrackets = parenthèses vides : un nœud intérieur a besoin d'enfants
SideAgain = max ou min ne vient qu'une fois, avant l'arbre
NeverClosed = { $more ->
    [1] « { $opened } » n'est jamais fermé : il manque 1 « { $closing } »
   *[other] « { $opened } » n'est jamais fermé : il manque { $more } « { $closing } »
    }
TooManyNodes = plus de { $most } nœuds
TooDeep = plus de { $most } niveaux sous la racine
NotAWord = « { $word } » n'est ni un nombre, ni une parenthèse, ni max ou min
NoDigits = « { $word } » n'a pas de chiffres
TooLarge = { $word } est trop grand : les feuilles vont de -{ $most } à { $most }
