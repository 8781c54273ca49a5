### L'arbre du pas à pas (touche t) : la recherche telle qu'elle a poussé, dessinée de haut en
### bas où elle tient, sinon en liste indentée. La valeur d'un message est sa forme la plus
### longue ; ses attributs, des formes plus courtes, de la plus longue à la plus courte.

HeadMove = coup
HeadValue = valeur
HeadPositions = positions
HeadWindow = (α, β) actuel
Legend = ▾ ouverte : meilleur jusqu'ici, ≥ au moins (MAX) ≤ au plus (MIN) tant qu'elle n'est pas finie · ▸ finie : valeur (exacte, ou ≤ ≥ une borne) · ✂ coupure
    .shorter = ▾ ouverte : ≥ ≤ meilleur jusqu'ici · ▸ finie : valeur (exacte, ou ≤ ≥ une borne) · ✂ coupure
    .short = ▾ ouverte ▸ finie ≤ ≥ borne, sinon exacte ✂ coupure
    .shortest = ▾ ouverte ▸ finie ≤ ≥ borne ✂ coupure
FigureLegend = ouverte : meilleur jusqu'ici, ≥ au moins (MAX) ≤ au plus (MIN) tant qu'elle n'est pas finie, (α, β) · finie : valeur, positions (≤ ≥ une borne) · ✂ coupure : positions du minimax simple
    .shorter = ouverte : meilleur (≥ à MAX, ≤ à MIN) (α, β) · finie : valeur, positions (≤ ≥ borne) · ✂ coupure : minimax simple
    .short = ouverte : ≥ ≤ meilleur (α, β) · finie : valeur, positions · ✂ coupure
    .shortest = ouverte : meilleur (α, β) · finie : valeur, positions · ✂ coupure
Table = table
TableShort = T
# Aucune et une position prennent le singulier.
NotSearched = ✂ { $moves } : { GROUPED($positions) } { $positions ->
        [one] position non examinée
       *[other] positions non examinées
    }
    .short = ✂ { $moves } : { GROUPED($positions) } { $positions ->
        [one] non examinée
       *[other] non examinées
    }
NotSearchedOver = ✂ { $moves } : plus de { GROUPED($positions) } positions non examinées
    .short = ✂ { $moves } : > { GROUPED($positions) } non examinées
CutFigure = ✂ { GROUPED($positions) }
CutFigureOver = ✂ > { GROUPED($positions) }
SoFar = { $value } jusqu'ici
TooBigToBrowse = L'arbre entier a { GROUPED($positions) } positions, trop pour le parcourir ici (au plus { GROUPED($most) }) : t dans la partie l'enregistre
Help =
    L'arbre entier de la recherche, parcouru comme avec t dans la partie
    (scores de MAX, ≤ ≥ bornes). t montre la pile, Début la 1re étape.
RowsAbove = ↑ { $rows } de plus
RowsBelow = ↓ { $rows } de plus
