### What `morpion serve` tells a client whose request it refuses, on the client's error output,
### before the client exits with status 1. One line each, the program's name first.

NotSignedIn = morpion serve: not signed in
NeedsTerminal = morpion serve: the game needs a terminal: connect with `ssh -t -p PORT NAME@HOST`
Stopping = morpion serve: the server is stopping
# Every place of the class is taken ($max, the server's --max-sessions).
ClassFull = { $max ->
    [1] morpion serve: the class is full (1 session): try again later
   *[other] morpion serve: the class is full ({ $max } sessions): try again later
    }
CouldNotStart = morpion serve: the server could not start a session
OnlyTheGame = morpion serve: only the game is served here (no shell, commands, file transfer, forwarding or agent): connect with a terminal, `ssh -p PORT NAME@HOST`
