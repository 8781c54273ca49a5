### Ce que `morpion serve` répond au client dont il refuse la demande, sur la sortie d'erreur du
### client, avant que celui-ci ne s'arrête avec le code 1. Une ligne chacune, le nom du programme
### d'abord.

NotSignedIn = morpion serve : pas de connexion identifiée
NeedsTerminal = morpion serve : le jeu a besoin d'un terminal : connectez-vous avec `ssh -t -p PORT NOM@HÔTE`
Stopping = morpion serve : le serveur s'arrête
ClassFull = { $max ->
    [1] morpion serve : la classe est complète (1 séance) : réessayez plus tard
   *[other] morpion serve : la classe est complète ({ $max } séances) : réessayez plus tard
    }
CouldNotStart = morpion serve : le serveur n'a pas pu ouvrir de séance
OnlyTheGame = morpion serve : seul le jeu est servi ici (ni shell, ni commande, ni transfert de fichiers, ni redirection, ni agent) : connectez-vous avec un terminal, `ssh -p PORT NOM@HÔTE`
