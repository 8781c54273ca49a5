### D'où vient une valeur que la table de transposition a donnée : la même position atteinte
### par d'autres coups, ou son image tournée ou en miroir, dans le panneau, l'explorateur et le
### pas à pas.

image = { $symmetry ->
    [MirrorLeftRight] image miroir (gauche-droite)
    [MirrorTopBottom] image miroir (haut-bas)
    [MirrorDiagonal] image miroir par une diagonale
    [HalfTurn] image tournée d'un demi-tour
   *[QuarterTurn] image tournée d'un quart de tour
    }
image-short = { $symmetry ->
    [HalfTurn] tourné
    [QuarterTurn] tourné
   *[other] en miroir
    }

Row = { $symmetry ->
    [Same] · table : { $move_name }
   *[other] · table : { $move_name } { image-short }
    }
    .shorter = { $symmetry ->
        [Same] · table : { $move_name }
       *[other] · { $move_name } { image-short }
    }
    .short = { $symmetry ->
        [Same] · table
       *[other] · { image-short }
    }
RowUnknown = · table
Step = { $symmetry ->
    [Same] La table connaît déjà cette position même, explorée après { $path } (les mêmes coups dans un autre ordre) : { $value }.
   *[other] La table connaît l'{ image } de cette position, explorée après { $path } : une position symétrique vaut autant, { $value }.
    }
StepUnknown = La table connaît la valeur de la position { GROUPED($number) } de cette recherche, celle-ci ou son image tournée ou en miroir : { $value }.
Tree = { $symmetry ->
    [Same] Table ({ $held }) : cette position même, vue plus tôt après { $path } ; rien cherché dessous.
   *[other] Table ({ $held }) : son { image }, vue plus tôt après { $path } ; rien cherché dessous.
    }
TreeUnknown = Table ({ $held }) : la position { GROUPED($number) } de la recherche, celle-ci ou son image tournée ou en miroir (pas gardée en mémoire) ; rien cherché dessous.
