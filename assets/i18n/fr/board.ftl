### Le cadre du plateau (celui du tas y prend aussi les titres de ses indices). La valeur d'un
### message est sa forme la plus longue ; ses attributs, des formes plus courtes, de la plus
### longue à la plus courte. L'écran met une espace de chaque côté d'un titre.

# Un morceau des messages ci-dessous (un nom en minuscules) : la limite de profondeur.
depth-plies = { $depth ->
    [1] 1 demi-coup
   *[other] { $depth } demi-coups
    }

Title = Plateau
HintsIdle = Indices : au tour d'un joueur
    .short = Indices
HintsOver = Indices : aucun, la partie est finie
    .shorter = Indices : partie finie
    .short = Indices
HintsWorking = Indices : recherche…
    .short = Indices
HintsTooBig = Indices : trop longs à calculer
    .short = Indices
HintsExact = Indices : valeurs exactes
    .short = Indices
HintsEstimate = { $scale ->
    [1] Indices : estimés sur { depth-plies }
   *[other] Indices : estimés sur { depth-plies }, ÷{ $scale }
    }
    .shorter = { $scale ->
        [1] Indices sur { depth-plies }
       *[other] Indices sur { depth-plies }, ÷{ $scale }
    }
    .short = { $scale ->
        [1] Indices
       *[other] Indices ÷{ $scale }
    }
HintsMixed = { $scale ->
    [1] Indices : exacts, ou ≈ estimés sur { depth-plies }
   *[other] Indices : exacts, ou ≈ estimés sur { depth-plies }, ÷{ $scale }
    }
    .shorter = { $scale ->
        [1] Indices : exacts, ou ≈ sur { depth-plies }
       *[other] Indices : exacts, ou ≈ sur { depth-plies }, ÷{ $scale }
    }
    .short = { $scale ->
        [1] Exacts, ou ≈ sur { depth-plies }
       *[other] Exacts, ou ≈ sur { depth-plies }, ÷{ $scale }
    }
    .shortest = { $scale ->
        [1] Exacts, ≈ sur { depth-plies }
       *[other] Exacts, ≈ { depth-plies } ÷{ $scale }
    }
# (La profondeur est dans la ligne des réglages ; le cadre du tas est trop étroit pour la dire.)
HintsRule = Indices : multiples de 4
    .short = Indices
RuleWin = gagne
RuleLoss = perd
HintSplit = en
Solving = solveur, { $move_name } : { GROUPED($positions) } positions
    .shorter = solveur, { $move_name } : { GROUPED($positions) }
    .short = solveur, { $move_name }
