### Pourquoi le générateur de la vue de l'enseignant n'a donné aucun arbre avec les coupures demandées.

cuts-count = { $cuts ->
    [0] 0 coupure
    [1] 1 coupure
   *[other] { $cuts } coupures
    }
most-cuts-count = { $most_cuts ->
    [0] 0 coupure
    [1] 1 coupure
   *[other] { $most_cuts } coupures
    }

MoreAbove = { $above_leaves } au-dessus des feuilles ne peuvent être parmi { cuts-count } en tout
BeyondTheShape = un arbre de profondeur { $depth } et de largeur { $branching } a au plus { most-cuts-count }, dont { $most_above_leaves } au-dessus des feuilles (le chemin le plus à gauche ne coupe jamais, une coupure au-dessus des feuilles demande des enfants internes ; 30 feuilles au plus)
NotFound = aucune des { $tried } graines depuis { $from } ne le donne ; le générateur abandonne : demandez moins de coupures ou un arbre plus grand
