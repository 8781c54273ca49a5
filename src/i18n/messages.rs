//! The messages of the status line, after a key, in English and French.

use super::choose::{count, plural};
use super::en::{moves, plies};
use super::fr::demi_coups;

/// What the App says after a key, on the status line.
pub struct Messages {
    /// (the first problem of the config file, its path and line included).
    pub config_problem: fn(&str) -> String,
    /// After the first problem on the message line: how many more the file has.
    pub config_more: fn(usize) -> String,
    /// (the name the unreadable results file was kept aside under).
    pub results_kept_aside: fn(&str) -> String,
    /// (the results file).
    pub results_not_written: fn(&str, &str) -> String,
    pub hints_off: &'static str,
    pub hints_for_you: &'static str,
    pub hints_for_the_player: &'static str,
    pub hints_on_your_turn: &'static str,
    pub nothing_to_undo: &'static str,
    pub nothing_to_undo_ai_first: &'static str,
    pub took_back_one: &'static str,
    pub took_back_two: &'static str,
    /// After the first take-back of a game that counted in the results (said after the above).
    pub now_apart: &'static str,
    pub nothing_to_redo: &'static str,
    pub played_again: fn(usize) -> String,
    pub digits_on_3x3_only: &'static str,
    /// (columns, the digit pressed).
    pub no_such_column: fn(u8, u8) -> String,
    pub too_many_digit: fn(u8) -> String,
    pub game_over: &'static str,
    pub wait_for_ai: &'static str,
    pub search_stopped: &'static str,
    pub impossible_move: &'static str,
    pub column_full: &'static str,
    pub cell_taken: &'static str,
    pub cell_off_board: &'static str,
    pub take_not: fn(usize) -> String,
    /// (take, bones left).
    pub cannot_take: fn(usize, u32) -> String,
    pub techniques_game_over: &'static str,
    pub pruning_on: &'static str,
    pub pruning_off: &'static str,
    /// (plies of the longest game, the deepest search).
    pub depth_limit_stays: fn(u32, usize) -> String,
    pub evaluation: fn(&str) -> String,
    pub move_order: fn(&str) -> String,
    /// `o` on the heap: every order tries its takes the same way.
    pub one_order_on_heap: &'static str,
    pub table_on: fn(u64) -> String,
    pub table_off: &'static str,
    /// Iterative deepening on: (the think time).
    pub deepening_on: fn(&str) -> String,
    /// Off: one search decides; or the position is too big for one, (the think time).
    pub deepening_off: &'static str,
    pub deepening_off_too_big: fn(&str) -> String,
    /// The same in at most 40 columns, so that with what follows it fits one row of 80.
    pub deepening_off_too_big_short: &'static str,
    /// Deepening on and off in at most 42 columns (the same where the whole one is as short).
    pub deepening_on_short: fn(&str) -> String,
    pub deepening_off_short: &'static str,
    pub esc_reanalysis: &'static str,
    /// Esc while one search decides: it goes to its end.
    pub esc_one_search: &'static str,
    pub esc_idle: &'static str,
    pub new_game: fn(u32) -> String,
    pub depth_at_minimum: &'static str,
    pub depth_at_most: fn(u32) -> String,
    pub depth_reaches_end: fn(u32) -> String,
    pub depth_limit: fn(u32) -> String,
    /// Depth limit off: one search to the end of every line; deepening (the player's choice) as
    /// far as the think time allows; or deepening where the tree is too big for one search (the
    /// think time).
    pub depth_limit_off: &'static str,
    pub depth_limit_off_deepening: fn(&str) -> String,
    pub depth_limit_off_too_big: fn(&str) -> String,
    /// Depth limit off, in at most 40 columns with the think time, so that with what follows
    /// it fits one row of 80: one search; deepening (chosen, or the tree too big for one).
    pub depth_limit_off_short: &'static str,
    pub depth_limit_off_deepening_short: fn(&str) -> String,
    /// A setting changed (said first), and what follows.
    pub search_restarts: fn(&str) -> String,
    pub searched_again: fn(&str) -> String,
    pub for_next_move: fn(&str) -> String,
    /// The same between two players: what the setting changes there.
    pub for_hints: fn(&str) -> String,
    pub you_start_now: &'static str,
    pub ai_starts_now: &'static str,
    pub you_start_next: &'static str,
    pub ai_starts_next: &'static str,
    pub mode_human_ai: &'static str,
    pub mode_ai_ai: &'static str,
    pub mode_humans: &'static str,
    pub autoplay_game_over: &'static str,
    pub pace: fn(&str) -> String,
    pub no_tree_humans: &'static str,
    pub no_tree_yet: &'static str,
    /// `t` or `w` when the AI's moves on the board came from a saved game, without searches.
    pub no_search_saved: &'static str,
    pub tree_too_big: fn(&str) -> String,
    /// The hints gave up: (their position budget).
    pub hints_too_big: fn(&str) -> String,
    /// The system refused the hints' solver a thread, or the memory for its table: the moves
    /// it has not solved keep their estimates.
    pub hints_no_thread: &'static str,
    pub hints_no_memory: &'static str,
    /// Step mode could not have the table its replay needs (its size in MiB); the AI keeps its own.
    pub replay_no_memory: fn(u64) -> String,
    /// The memory the tree's nodes or table needed (MiB), refused by the system.
    pub tree_no_memory: fn(usize) -> String,
    pub leaf: &'static str,
    pub searching_subtree: &'static str,
    /// (positions written, path).
    pub wrote_dot: fn(usize, &str) -> String,
    pub dot_failed: fn(&str) -> String,
    /// `x` or `f` in a class session over SSH, which writes no file on the server.
    pub no_files_here: &'static str,
    /// A paste (bracketed paste: one event, however long).
    pub paste_refused: &'static str,
    /// `x` again on the tree already written: (path).
    pub dot_already_written: fn(&str) -> String,
    /// The table had to be made smaller than asked: (MiB asked, MiB got).
    pub table_shrunk: fn(u64, u64) -> String,
}

pub const EN: Messages = Messages {
    config_problem: |problem| format!("Config file: {problem}"),
    config_more: |more| {
        format!(
            " · {}: morpion config names each",
            count(more, "more problem", "more problems")
        )
    },
    results_kept_aside: |path| {
        format!(
            "The results file could not be read: it was kept aside as {path}, and a new one started"
        )
    },
    results_not_written: |path, why| {
        format!("The result could not be written to {path} ({why}): it is not kept")
    },
    hints_off: "Hints off",
    hints_for_you: "Hints on: every move's value for you, on the board",
    hints_for_the_player: "Hints on: every move's value for the player to move",
    hints_on_your_turn: "Hints on: they show on your turn",
    nothing_to_undo: "Nothing to undo: no move was played yet",
    nothing_to_undo_ai_first: "Nothing to undo: the AI's first move is where your game starts",
    took_back_one: "Took back 1 move — r plays it again",
    took_back_two: "Took back 2 moves — r plays them again",
    now_apart: "now counted apart in your results",
    nothing_to_redo: "Nothing to redo",
    played_again: |n| format!("Played {} again", moves(n as u32)),
    digits_on_3x3_only: "Digits pick cells on the 3×3 board only: use the arrows and Enter, or click",
    no_such_column: |count, digit| {
        format!("Digits 1–{count} drop in a column: there is no column {digit}")
    },
    too_many_digit: |digit| format!("Take 1, 2 or 3 bones at a time: {digit} is too many"),
    game_over: "The game is over — press n for a new game",
    wait_for_ai: "Wait for the AI to move",
    search_stopped: "The AI's search stopped before it chose a move",
    impossible_move: "The AI chose an impossible move; please report this",
    column_full: "That column is full: choose another one",
    cell_taken: "That cell is already taken",
    cell_off_board: "That cell is not on the board",
    take_not: |take| format!("Take 1, 2 or 3 bones at a time, not {take}"),
    cannot_take: |take, left| {
        let only = plural(left, "is", "are");
        format!(
            "You cannot take {take}: only {} {only} left",
            count(left, "bone", "bones")
        )
    },
    techniques_game_over: "The game is over: the comparison needs a move to play (u takes one back)",
    pruning_on: "Alpha-beta pruning on",
    pruning_off: "Alpha-beta pruning off (plain minimax)",
    depth_limit_stays: |longest, most| {
        format!(
            "The depth limit stays on: a game of up to {longest} plies is deeper than the search can go ({most})"
        )
    },
    evaluation: |name| format!("Evaluation at the depth limit: {name}"),
    move_order: |name| format!("Move order: {name}"),
    one_order_on_heap: "A heap has one move order: every search tries take 1, then 2, then 3",
    table_on: |mib| format!("Transposition table on ({mib} MiB)"),
    table_off: "Transposition table off",
    deepening_on: |time| format!("Iterative deepening on, within {time}"),
    deepening_off: "Iterative deepening only where one search is too big: one search here",
    deepening_off_too_big: |time| {
        format!("Iterative deepening only where one search is too big, as here (within {time})")
    },
    deepening_off_too_big_short: "Deepening only where the tree is too big",
    deepening_on_short: |time| format!("Iterative deepening on, within {time}"),
    deepening_off_short: "Deepening only where needed",
    esc_reanalysis: "Esc hurries the AI's decisions; this is a re-analysis",
    esc_one_search: "One search decides here: the AI plays as soon as it ends",
    esc_idle: "Esc makes the AI play at once while it thinks; q quits",
    new_game: |n| format!("Game {n} — good luck"),
    depth_at_minimum: "The depth limit is already at its minimum, 1",
    depth_at_most: |most| {
        format!("The depth limit stops at {most} plies, the deepest the search goes")
    },
    depth_reaches_end: |most| {
        format!("A depth limit of {most} already reaches the end of every game")
    },
    depth_limit: |depth| format!("Depth limit {}", plies(depth)),
    depth_limit_off: "Depth limit off: one search to the end",
    depth_limit_off_deepening: |time| {
        format!("Depth limit off: the AI deepens as far as {time} allows")
    },
    depth_limit_off_too_big: |time| {
        format!(
            "Depth limit off: where one search is too big, the AI deepens as far as {time} allows"
        )
    },
    depth_limit_off_short: "No depth limit: one search to the end",
    depth_limit_off_deepening_short: |time| format!("No depth limit: deepening within {time}"),
    search_restarts: |what| format!("{what} — the AI starts its search again"),
    searched_again: |what| format!("{what} — the AI's last move is searched again"),
    for_next_move: |what| format!("{what} — for the AI's next move"),
    for_hints: |what| format!("{what} — for the hints and comparison (i, c)"),
    you_start_now: "You start this game",
    ai_starts_now: "The AI starts this game",
    you_start_next: "You start the next game (press n)",
    ai_starts_next: "The AI starts the next game (press n)",
    mode_human_ai: "You against the AI",
    mode_ai_ai: "The AI plays both sides",
    mode_humans: "Two players at one keyboard: the AI only shows its work (i, c)",
    autoplay_game_over: "The game is over — Space or n starts the next one",
    pace: |pause| format!("Pace: {pause} between the AI's moves"),
    no_tree_humans: "No AI search to explore: the AI has not moved in this game",
    no_tree_yet: "No AI search to explore yet: t shows the AI's last search once it has moved",
    no_search_saved: "The saved game's moves come without their searches: t and w show the AI's next one",
    tree_too_big: |n| {
        format!(
            "That search is too big to show: over {n} positions. A lower depth limit (-) gives a smaller tree"
        )
    },
    tree_no_memory: |mib| {
        format!(
            "Not enough memory to show that search's tree (the system refused {mib} MiB); the game goes on"
        )
    },
    replay_no_memory: |mib| {
        format!(
            "Not enough memory for the {mib} MiB table step mode replays the search with; the AI keeps its own"
        )
    },
    hints_too_big: |n| {
        format!("The hints gave up after {n} positions. A lower depth limit (-) makes them quicker")
    },
    hints_no_thread: "The system refused the hints' solver a thread: the moves it has not solved keep their estimates",
    hints_no_memory: "No memory for the hints' solver: the moves it has not solved keep their estimates",
    leaf: "A finished game or a position at the depth limit: nothing below it",
    searching_subtree: "Searching it again: the first search kept no more of the tree…",
    wrote_dot: |shown, path| {
        format!("Wrote the tree's first {shown} positions to {path} (dot -Tsvg draws it)")
    },
    dot_failed: |why| format!("Could not write the DOT file: {why}"),
    no_files_here: "A class session writes no file on the server: nothing was saved",
    paste_refused: "Pasted text ignored: the game takes keys one at a time",
    dot_already_written: |path| format!("This tree is already in {path}"),
    table_shrunk: |asked, got| {
        format!("Not enough memory for a {asked} MiB table: the AI uses {got} MiB")
    },
};

pub const FR: Messages = Messages {
    config_problem: |problem| format!("Fichier de réglages\u{a0}: {problem}"),
    config_more: |more| {
        format!(
            " · {}\u{a0}: morpion config nomme chacun",
            count(more, "autre problème", "autres problèmes")
        )
    },
    results_kept_aside: |path| {
        format!(
            "Le fichier des résultats était illisible\u{a0}: il est mis de côté sous le nom {path}, et un nouveau commence"
        )
    },
    results_not_written: |path, why| {
        format!("Le résultat n'a pas pu être écrit dans {path} ({why})\u{a0}: il n'est pas gardé")
    },
    hints_off: "Indices désactivés",
    hints_for_you: "Indices activés\u{a0}: la valeur de chaque coup pour vous, sur le plateau",
    hints_for_the_player: "Indices activés\u{a0}: la valeur de chaque coup pour le joueur qui a le trait",
    hints_on_your_turn: "Indices activés\u{a0}: ils s'affichent à votre tour",
    nothing_to_undo: "Rien à annuler\u{a0}: aucun coup n'a encore été joué",
    nothing_to_undo_ai_first: "Rien à annuler\u{a0}: votre partie commence après le premier coup de l'IA",
    took_back_one: "1 coup annulé — r le rejoue",
    took_back_two: "2 coups annulés — r les rejoue",
    now_apart: "comptée à part dans vos résultats désormais",
    nothing_to_redo: "Rien à rejouer",
    played_again: |n| plural(n, "1 coup rejoué".to_owned(), format!("{n} coups rejoués")),
    digits_on_3x3_only: "Les chiffres ne jouent que sur le 3×3\u{a0}: flèches et Entrée, ou clic",
    no_such_column: |count, digit| {
        format!(
            "Les chiffres 1 à {count} désignent une colonne\u{a0}: il n'y a pas de colonne {digit}"
        )
    },
    too_many_digit: |digit| format!("Ôtez 1, 2 ou 3 os à la fois\u{a0}: {digit}, c'est trop"),
    game_over: "La partie est finie — n pour une nouvelle partie",
    wait_for_ai: "Attendez que l'IA ait joué",
    search_stopped: "La recherche de l'IA s'est arrêtée avant de choisir un coup",
    impossible_move: "L'IA a choisi un coup impossible\u{a0}; merci de le signaler",
    column_full: "Cette colonne est pleine\u{a0}: choisissez-en une autre",
    cell_taken: "Cette case est déjà prise",
    cell_off_board: "Cette case n'est pas sur le plateau",
    take_not: |take| format!("Ôtez 1, 2 ou 3 os à la fois, pas {take}"),
    cannot_take: |take, left| format!("Impossible d'ôter {take}\u{a0}: il ne reste que {left} os"),
    techniques_game_over: "Partie finie\u{a0}: la comparaison veut un coup à jouer (u en annule un)",
    pruning_on: "Élagage alpha-bêta activé",
    pruning_off: "Alpha-bêta désactivé (minimax simple)",
    depth_limit_stays: |longest, most| {
        format!(
            "La profondeur maximale reste\u{a0}: une partie de {longest} demi-coups dépasse la recherche ({most} au plus)"
        )
    },
    evaluation: |name| format!("Évaluation à la limite\u{a0}: {name}"),
    move_order: |name| format!("Coups essayés\u{a0}: {name}"),
    one_order_on_heap: "Un tas n'a qu'un ordre de coups\u{a0}: toute recherche essaie ôter 1, puis 2, puis 3",
    table_on: |mib| format!("Table de transposition activée ({mib}\u{a0}Mio)"),
    table_off: "Table de transposition désactivée",
    deepening_on: |time| format!("Approfondissement itératif toujours, dans la limite de {time}"),
    deepening_off: "Approfondissement itératif seulement là où une recherche est trop grande\u{a0}: une seule ici",
    deepening_off_too_big: |time| {
        format!(
            "Approfondissement itératif seulement là où une recherche est trop grande, comme ici (dans la limite de {time})"
        )
    },
    deepening_off_too_big_short: "N'approfondit que sur un arbre trop grand",
    deepening_on_short: |time| format!("Approfondissement toujours (max. {time})"),
    deepening_off_short: "Approfondissement si nécessaire",
    esc_reanalysis: "Échap presse les décisions de l'IA\u{a0}; ceci est une nouvelle analyse",
    esc_one_search: "Une seule recherche décide ici\u{a0}: l'IA joue dès qu'elle finit",
    esc_idle: "Échap fait jouer l'IA tout de suite quand elle réfléchit\u{a0}; q quitte",
    new_game: |n| format!("Partie {n} — bonne chance"),
    depth_at_minimum: "La profondeur maximale est déjà à son minimum, 1",
    depth_at_most: |most| {
        format!(
            "La profondeur maximale s'arrête à {}, le plus loin que va la recherche",
            demi_coups(most)
        )
    },
    depth_reaches_end: |most| {
        format!("Une profondeur maximale de {most} atteint déjà la fin de toute partie")
    },
    depth_limit: |depth| format!("Profondeur maximale\u{a0}: {}", demi_coups(depth)),
    depth_limit_off: "Profondeur maximale\u{a0}: aucune, une recherche jusqu'au bout",
    depth_limit_off_deepening: |time| {
        format!("Profondeur maximale\u{a0}: aucune, l'IA approfondit autant que {time} le permet")
    },
    depth_limit_off_too_big: |time| {
        format!(
            "Profondeur maximale\u{a0}: aucune\u{a0}; là où une seule recherche serait trop grande, l'IA approfondit autant que {time} le permet"
        )
    },
    depth_limit_off_short: "Sans limite\u{a0}: une recherche jusqu'au bout",
    depth_limit_off_deepening_short: |time| {
        format!("Sans limite\u{a0}: l'IA approfondit en {time}")
    },
    search_restarts: |what| format!("{what} — l'IA reprend sa recherche"),
    searched_again: |what| format!("{what} — l'IA recherche à nouveau son coup"),
    for_next_move: |what| format!("{what} — pour le prochain coup de l'IA"),
    for_hints: |what| format!("{what} — pour indices et comparaison (i, c)"),
    you_start_now: "Vous commencez cette partie",
    ai_starts_now: "L'IA commence cette partie",
    you_start_next: "Vous commencerez la prochaine partie (touche n)",
    ai_starts_next: "L'IA commencera la prochaine partie (touche n)",
    mode_human_ai: "Vous contre l'IA",
    mode_ai_ai: "L'IA joue les deux camps",
    mode_humans: "Deux joueurs, un clavier\u{a0}: l'IA ne fait que montrer son travail (i, c)",
    autoplay_game_over: "La partie est finie — Espace ou n lance la suivante",
    pace: |pause| format!("Rythme\u{a0}: {pause} entre les coups de l'IA"),
    no_tree_humans: "Aucune recherche de l'IA à explorer\u{a0}: l'IA n'a pas joué dans cette partie",
    no_tree_yet: "Pas encore de recherche de l'IA à explorer\u{a0}: t la montre dès que l'IA a joué",
    no_search_saved: "Les coups de la partie enregistrée viennent sans leurs recherches\u{a0}: t et w montrent la prochaine de l'IA",
    tree_too_big: |n| {
        format!(
            "Arbre trop grand\u{a0}: plus de {n} positions\u{a0}; baissez la profondeur maximale (-)"
        )
    },
    tree_no_memory: |mib| {
        format!(
            "Pas assez de mémoire pour afficher l'arbre de cette recherche (le système a refusé {mib}\u{a0}Mio)\u{a0}; la partie continue"
        )
    },
    replay_no_memory: |mib| {
        format!(
            "Pas assez de mémoire pour la table de {mib}\u{a0}Mio avec laquelle le mode pas à pas rejoue la recherche\u{a0}; l'IA garde la sienne"
        )
    },
    hints_too_big: |n| {
        format!(
            "Indices abandonnés après {n} positions\u{a0}; baissez la profondeur maximale (-) pour les avoir plus vite"
        )
    },
    hints_no_thread: "Le système a refusé un fil d'exécution au solveur des indices\u{a0}: les coups qu'il n'a pas résolus gardent leur estimation",
    hints_no_memory: "Pas de mémoire pour le solveur des indices\u{a0}: les coups qu'il n'a pas résolus gardent leur estimation",
    leaf: "Partie finie ou position à la profondeur maximale\u{a0}: rien en dessous",
    searching_subtree: "Nouvelle recherche\u{a0}: la première n'a pas gardé cette partie de l'arbre…",
    wrote_dot: |shown, path| {
        format!(
            "Les {shown} premières positions de l'arbre sont dans {path} (dot -Tsvg le dessine)"
        )
    },
    dot_failed: |why| format!("Impossible d'écrire le fichier DOT\u{a0}: {why}"),
    no_files_here: "Une séance de classe n'écrit aucun fichier sur le serveur\u{a0}: rien n'a été enregistré",
    paste_refused: "Texte collé ignoré\u{a0}: le jeu prend les touches une à une",
    dot_already_written: |path| format!("Cet arbre est déjà dans {path}"),
    table_shrunk: |asked, got| {
        format!(
            "Pas assez de mémoire pour une table de {asked}\u{a0}Mio\u{a0}: l'IA en utilise {got}\u{a0}Mio"
        )
    },
};
