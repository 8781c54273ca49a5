//! The words of the player's files on the screen (the config file's problems, settings and games saved, the results screen) and of the setup screen, in English and French.

use super::KeyText;
use super::choose::{count, plural, plural_from_two};

/// Moves in French, a no-break space before the word: `1` → "1 coup", `3` → "3 coups".
fn coups(n: usize) -> String {
    format!("{n}\u{a0}{}", plural(n, "coup", "coups"))
}
use super::words::key;

/// The player's files and the setup screen in words. Paths, keys, values and errors of the
/// system arrive already written.
pub struct HomeWords {
    /// A config file's problem, as stderr says it too: (path, the problem, its consequence).
    pub problem: fn(&str, &str, &str) -> String,
    /// (line, the problem).
    pub at_line: fn(usize, &str) -> String,
    /// What becomes of the key (`ignored`) or the file (`file_unused`).
    pub ignored: &'static str,
    pub file_unused: &'static str,
    /// (the TOML parser's words).
    pub not_toml: fn(&str) -> String,
    /// (the system's words).
    pub unreadable: fn(&str) -> String,
    /// (the key, every key).
    pub unknown_key: fn(&str, &str) -> String,
    pub section: fn(&str) -> String,
    /// A table not named after a ready-made game: (its name, the games' tables).
    pub unknown_table: fn(&str, &str) -> String,
    /// A key a game's table cannot hold: (the key, the table, the keys it can hold).
    pub not_in_table: fn(&str, &str, &str) -> String,
    /// A table inside a game's table: (the table, the one inside).
    pub nested_table: fn(&str, &str) -> String,
    /// (key, why its value is refused).
    pub bad_value: fn(&str, &str) -> String,
    /// (value, the choices).
    pub not_one_of: fn(&str, &str) -> String,
    /// (value, min, max).
    pub not_in_range: fn(&str, u64, u64) -> String,
    pub not_whole: fn(&str, u64, u64) -> String,
    pub not_switch: fn(&str) -> String,
    /// A depth limit neither plies nor "none": (the value, the fewest plies, the most).
    pub not_depth: fn(&str, u64, u64) -> String,
    /// (key, the key it contradicts, the key `game`).
    pub contradicts: fn(&str, &str, &str) -> String,
    pub not_here: fn(&str) -> String,

    /// `S`: (the config file).
    pub settings_saved: fn(&str) -> String,
    /// (the config file, the parser's words).
    pub settings_not_toml: fn(&str, &str) -> String,
    /// (the config file or its folder, why).
    pub settings_not_saved: fn(&str, &str) -> String,
    /// `f`: (the file).
    pub game_saved: fn(&str) -> String,
    /// (the folder, why).
    pub game_not_saved: fn(&str, &str) -> String,
    /// Neither a home folder nor `MORPION_CONFIG`: nowhere to save the settings.
    pub no_home: &'static str,
    /// Why a file could not be written, where the system's words say it in English.
    pub permission_denied: &'static str,
    pub disk_full: &'static str,
    pub read_only: &'static str,
    /// A write past the file-size limit the session runs under.
    pub too_large: &'static str,
    /// Any other refusal of the system, its own words (in English) quoted.
    pub system_error: fn(&str) -> String,

    /// The session starts after a saved game's moves (this many), or from a position given.
    pub resumed: fn(usize) -> String,
    /// A saved game taken up again that had ended (after this many moves).
    pub resumed_over: fn(usize) -> String,
    pub from_position: &'static str,
    /// The same where no game is kept (two players, the AI against itself, `--no-save`).
    pub resumed_uncounted: fn(usize) -> String,
    pub from_position_uncounted: &'static str,
    /// `s` on a set-up position.
    pub start_decides: &'static str,
    /// The move list's first line where the game starts from a set-up position, as `analyze`
    /// takes it: the columns dropped where pieces fall (`--moves`), else the board (`--board`).
    pub set_up_from: fn(&str) -> String,

    /// The results screen: its title, where the file is, and why it shows none.
    pub results_title: &'static str,
    /// The title when the lines are more than the screen holds.
    pub results_title_scroll: &'static str,
    pub results_file: fn(&str) -> String,
    pub results_none_yet: &'static str,
    pub results_not_kept: &'static str,
    pub results_unreadable: fn(&str) -> String,
    /// The results file or its folder cannot be read at all (its path, the system's reason):
    /// nothing is kept aside, the results are not kept until it can be.
    pub results_inaccessible: fn(&str, &str) -> String,
    /// A board: (columns, rows, k); with gravity; a heap of bones.
    pub board: fn(usize, usize, usize) -> String,
    pub board_falling: fn(usize, usize, usize) -> String,
    pub bones: fn(u32) -> String,
    /// A row's game and the side the player played: (the game).
    pub moved_first: fn(&str) -> String,
    pub moved_second: fn(&str) -> String,
    /// Games won, drawn and lost: counted, and apart.
    pub tally: fn(u64, u64, u64) -> String,
    pub apart: fn(u64, u64, u64) -> String,
    /// Games won and lost where there is no draw (the Game of Bones): counted, and apart.
    pub tally_no_draws: fn(u64, u64) -> String,
    pub apart_no_draws: fn(u64, u64) -> String,
    /// (the AI's move right, its worth right, predictions made).
    pub predictions: fn(u64, u64, u64) -> String,
    /// (right, made).
    pub guesses: fn(u64, u64) -> String,
    /// What is counted where.
    pub results_legend: &'static str,

    /// What the help says the setup screen and the results screen show, two lines each
    /// (never wrapped, even at the smallest screen width).
    pub setup_help: [&'static str; 2],
    pub results_help: [&'static str; 2],
    /// The setup screen's panel: its title, and what the position is.
    pub setup_title: &'static str,
    /// (the mark that moved first, the mark to move); the first alone, where no one can be
    /// to move (the position is refused).
    pub setup_board: fn(char, char) -> String,
    pub setup_started: fn(char) -> String,
    /// Where pieces fall: (pieces dropped, the next piece's mark).
    pub setup_drops: fn(usize, char) -> String,
    /// The columns dropped, in order, as `analyze --moves` takes them.
    /// The columns dropped, and the command that reads them: (columns, the board's flags).
    pub setup_order: fn(&str, &str) -> String,
    /// (bones on the heap).
    pub setup_heap: fn(u32) -> String,
    /// Who takes first from the heap: the seat's name (see `HomeWords::begins`).
    pub setup_you_begin: &'static str,
    pub setup_begins: fn(&str) -> String,
    /// How the games from here are counted.
    pub setup_counted_apart: &'static str,
    /// No game counts in this mode (two players, the AI against itself).
    pub setup_not_counted: &'static str,
    pub setup_counts: &'static str,
    /// The position is one play can reach / is refused: (the reason).
    pub setup_legal: &'static str,
    pub setup_refused: fn(&str) -> String,
    /// A piece that could not be dropped (the position set up stays as it was).
    pub setup_drop_refused: fn(&str) -> String,
    /// Pieces dropped up to a won game: no piece comes next.
    pub setup_drops_over: fn(usize) -> String,
    /// The position set up is now the start.
    pub setup_done: &'static str,
    pub setup_cleared: &'static str,

    /// Why a position is not one play can reach, as `analyze` says it.
    /// (X's marks with their word, O's count, the mark that moved first, the other).
    pub counts: fn(&str, u32, char, char) -> String,
    /// "3 marks".
    pub marks: fn(u32) -> String,
    pub both_won: &'static str,
    /// (the mark with a line).
    pub has_line: fn(char) -> String,
    pub full: &'static str,
    /// (row, column).
    pub floating: fn(usize, usize) -> String,
    pub empty_board: &'static str,
    /// (character, row, column).
    pub bad_character: fn(char, usize, usize) -> String,
    /// (row, its cells with their word, row 1's count).
    pub ragged: fn(usize, &str, usize) -> String,
    /// "3 cells".
    pub cells: fn(usize) -> String,
    /// A column sequence: (move, column); (move, the mark that had won); the game over.
    pub column_full: fn(usize, usize) -> String,
    /// (character, move).
    pub bad_move: fn(char, usize) -> String,
    /// (move, column, columns).
    pub no_such_column: fn(usize, usize, usize) -> String,
    pub no_gravity: &'static str,
    pub after_win: fn(usize, char) -> String,
    pub sequence_over: &'static str,
    /// After a refusal of mark counts that the other mark moving first explains.
    pub if_o_started: &'static str,
    pub if_x_started: &'static str,
}

/// The keys of the player's files and of the setup screen.
pub struct HomeKeyWords {
    pub save_settings: KeyText,
    pub save_game: KeyText,
    pub results: KeyText,
    pub setup: KeyText,
    pub results_close: KeyText,
    pub setup_move: KeyText,
    pub setup_put: KeyText,
    pub setup_cycle: KeyText,
    pub setup_clear: KeyText,
    pub setup_first: KeyText,
    pub setup_column: KeyText,
    pub setup_drop: KeyText,
    pub setup_undrop: KeyText,
    pub setup_heap: KeyText,
    pub setup_begins: KeyText,
    pub setup_empty: KeyText,
    pub setup_play: KeyText,
    pub setup_leave: KeyText,
}

pub const EN: HomeWords = HomeWords {
    problem: |path, problem, consequence| format!("{path}: {problem} ({consequence})"),
    at_line: |line, problem| format!("line {line}: {problem}"),
    ignored: "ignored",
    file_unused: "the file is not used",
    not_toml: |why| format!("not TOML: {why}"),
    unreadable: |why| format!("cannot be read: {why}"),
    unknown_key: |name, keys| format!("unknown key {name:?}: the keys are {keys}"),
    section: |name| {
        format!("unknown section [{name}]: the keys stand at the top of the file, in no section")
    },
    unknown_table: |name, tables| {
        format!("unknown section [{name}]: the sections are {tables}, one for each ready-made game")
    },
    not_in_table: |key, table, keys| {
        format!(
            "{key} cannot stand in [{table}]: a game's section holds the AI's settings only: {keys}"
        )
    },
    nested_table: |table, name| {
        format!("[{table}.{name}]: a game's section holds keys, not sections")
    },
    bad_value: |key, why| format!("{key}: {why}"),
    not_one_of: |value, choices| format!("{value} is not one of {choices}"),
    not_in_range: |value, min, max| format!("{value} is not in {min}..={max}"),
    not_whole: |value, min, max| {
        format!("{value} is not a whole number: give one in {min}..={max}")
    },
    not_switch: |value| format!("{value} is not true or false"),
    not_depth: |value, min, max| {
        format!("{value} is not a depth limit: give one in {min}..={max}, or \"none\" for no limit")
    },
    contradicts: |key, with, game| {
        format!(
            "{key} cannot be used with {with}: {game} sets the whole board, and rows, cols and k make a board of your own"
        )
    },
    not_here: |key| format!("{key} does not belong in this file"),

    settings_saved: |path| format!("Settings saved in {path}"),
    settings_not_toml: |path, why| {
        format!("Settings not saved: {path} is not TOML ({why}), so it was left as it is")
    },
    settings_not_saved: |path, why| format!("Settings not saved: {path}: {why}"),
    game_saved: |path| format!("Game saved as {path}"),
    game_not_saved: |folder, why| format!("Game not saved: {folder}: {why}"),
    no_home: "Not saved: there is no home folder to keep the settings in (MORPION_CONFIG names a file)",
    permission_denied: "permission denied",
    disk_full: "the disk is full",
    read_only: "the file system is read-only",
    too_large: "the file-size limit (ulimit -f) is reached",
    system_error: |why| why.to_owned(),

    resumed: |moves| {
        format!(
            "The saved game goes on after its {} (counted apart from your results)",
            count(moves, "move", "moves")
        )
    },
    resumed_over: |moves| {
        format!(
            "The saved game ended after its {}: n starts a new one",
            count(moves, "move", "moves")
        )
    },
    from_position: "The games start from the position given (counted apart from your results)",
    resumed_uncounted: |moves| {
        format!(
            "The saved game goes on after its {}",
            count(moves, "move", "moves")
        )
    },
    from_position_uncounted: "The games start from the position given",
    start_decides: "The position set up decides who started: b changes it",
    set_up_from: |position| format!("set up: {position}"),

    results_title: " Your results ",
    results_title_scroll: " Your results · ↑↓ scroll ",
    results_file: |path| format!("Kept in {path}"),
    results_none_yet: "No game kept yet: the games you play against the AI count here.",
    results_not_kept: "This session keeps no results (--no-save, save = false in the config file, or no home folder); morpion stats shows those kept.",
    results_unreadable: |path| {
        format!("{path} cannot be read: the next result keeps it aside and starts a new one.")
    },
    results_inaccessible: |path, why| {
        format!("{path} cannot be read ({why}): no result is kept until it can be.")
    },
    board: |cols, rows, k| format!("{cols}×{rows}, {k} in a row"),
    board_falling: |cols, rows, k| format!("{cols}×{rows}, {k} in a row, pieces fall"),
    bones: |heap| format!("Bones, a heap of {heap}"),
    moved_first: |game| format!("{game} · you moved first"),
    moved_second: |game| format!("{game} · you moved second"),
    tally: |won, drawn, lost| format!("won {won}, drawn {drawn}, lost {lost}"),
    apart: |won, drawn, lost| format!("apart: won {won}, drawn {drawn}, lost {lost}"),
    tally_no_draws: |won, lost| format!("won {won}, lost {lost}"),
    apart_no_draws: |won, lost| format!("apart: won {won}, lost {lost}"),
    predictions: |moves, worths, made| {
        format!("predicted the AI's move {moves} of {made}, its worth {worths} of {made}")
    },
    guesses: |right, made| format!("guessed {right} of {made} values in step mode"),
    results_legend: "Won, drawn, lost: games against the AI from the start, no move taken back; apart: from a set-up or saved position, or with a move taken back.",

    setup_help: [
        "Set up: the board shows the position being set up, the panel",
        "whether play can reach it (checked as analyze checks a position).",
    ],
    results_help: [
        "Your results, per game and side, as the results file keeps them",
        "(morpion stats prints the same).",
    ],
    setup_title: " Set up a position ",
    setup_board: |first, to_move| format!("{first} started · {to_move} to move"),
    setup_started: |first| format!("{first} started"),
    setup_drops: |count, next| format!("Pieces dropped: {count}, X first · next: {next}"),
    setup_order: |columns, board| {
        format!("In order: {columns} (analyze {board} --moves {columns})")
    },
    setup_heap: |heap| format!("A heap of {}", count(heap, "bone", "bones")),
    setup_you_begin: "You take first",
    setup_begins: |name| format!("{name} takes first"),
    setup_counted_apart: "Games from a set-up position are counted apart from your results.",
    setup_not_counted: "Only games against the AI count in your results: none in this mode.",
    setup_counts: "A new game from the start: it counts in your results.",
    setup_legal: "A position play can reach: Enter plays on from it.",
    setup_refused: |why| format!("Not playable: {why}"),
    setup_drop_refused: |why| format!("Not dropped: {why}"),
    setup_drops_over: |count| format!("Pieces dropped: {count}, X first · the game is won"),
    setup_done: "Playing on from the position set up (n plays it again)",
    setup_cleared: "Back to the game's own start",

    counts: |x, o, first, other| {
        format!(
            "impossible position: X has {x} and O has {o}; {first} moves first, so {first} must have as many marks as {other} or one more"
        )
    },
    marks: |n| count(n, "mark", "marks"),
    both_won: "impossible position: both X and O have a line",
    has_line: |mark| format!("the game on this board is already over: {mark} has a line"),
    full: "the game on this board is already over: the board is full (a draw)",
    floating: |row, col| {
        format!("pieces fall, but the piece at row {row}, column {col} has an empty cell below it")
    },
    empty_board: "the board is empty: give rows of X, O and . joined by /",
    bad_character: |character, row, col| {
        format!("unexpected character {character:?} at row {row}, column {col}: use X, O or .")
    },
    ragged: |row, cells, expected| {
        format!("row {row} has {cells} but row 1 has {expected}: every row must be as long")
    },
    cells: |n| count(n, "cell", "cells"),
    bad_move: |character, position| {
        format!(
            "unexpected character {character:?} at move {position}: give the columns played, as digits from 1"
        )
    },
    no_such_column: |position, column, cols| {
        format!("move {position} plays column {column}, but the columns are numbered 1 to {cols}")
    },
    no_gravity: "a column sequence only describes a board with gravity (such as connect4)",
    column_full: |position, column| {
        format!("move {position} plays column {column}, which is already full")
    },
    after_win: |position, winner| {
        format!("move {position} comes after the game is over: {winner} had already won")
    },
    sequence_over: "the game is already over",
    if_o_started: "; if O started, press f",
    if_x_started: "; if X started, press f",
};

pub const FR: HomeWords = HomeWords {
    problem: |path, problem, consequence| format!("{path}\u{a0}: {problem} ({consequence})"),
    at_line: |line, problem| format!("ligne {line}\u{a0}: {problem}"),
    ignored: "ignorée",
    file_unused: "le fichier n'est pas utilisé",
    not_toml: |why| format!("pas du TOML valide, l'analyseur dit\u{a0}: «\u{a0}{why}\u{a0}»"),
    unreadable: |why| format!("illisible, le système dit\u{a0}: «\u{a0}{why}\u{a0}»"),
    unknown_key: |name, keys| format!("clé inconnue {name:?}\u{a0}: les clés sont {keys}"),
    section: |name| {
        format!(
            "section inconnue [{name}]\u{a0}: les clés se placent en haut du fichier, hors de toute section"
        )
    },
    unknown_table: |name, tables| {
        format!(
            "section inconnue [{name}]\u{a0}: les sections sont {tables}, une par jeu tout prêt"
        )
    },
    not_in_table: |key, table, keys| {
        format!(
            "{key} n'a pas sa place dans [{table}]\u{a0}: la section d'un jeu ne tient que les réglages de l'IA\u{a0}: {keys}"
        )
    },
    nested_table: |table, name| {
        format!("[{table}.{name}]\u{a0}: la section d'un jeu tient des clés, pas des sections")
    },
    bad_value: |key, why| format!("{key}\u{a0}: {why}"),
    not_one_of: |value, choices| format!("{value} n'est pas parmi {choices}"),
    not_in_range: |value, min, max| format!("{value} n'est pas dans {min}..={max}"),
    not_whole: |value, min, max| {
        format!("{value} n'est pas un nombre entier\u{a0}: donnez-en un dans {min}..={max}")
    },
    not_switch: |value| format!("{value} n'est ni true ni false"),
    not_depth: |value, min, max| {
        format!(
            "{value} n'est pas une limite de profondeur\u{a0}: donnez-en une dans {min}..={max}, ou \"none\" pour aucune limite"
        )
    },
    contradicts: |key, with, game| {
        format!(
            "{key} ne va pas avec {with}\u{a0}: {game} fixe tout le plateau, et rows, cols et k décrivent un plateau à vous"
        )
    },
    not_here: |key| format!("{key} n'a pas sa place dans ce fichier"),

    settings_saved: |path| format!("Réglages enregistrés dans {path}"),
    settings_not_toml: |path, why| {
        format!(
            "Réglages non enregistrés\u{a0}: {path} n'est pas du TOML valide (l'analyseur dit\u{a0}: «\u{a0}{why}\u{a0}»)\u{a0}; il est resté tel quel"
        )
    },
    settings_not_saved: |path, why| format!("Réglages non enregistrés\u{a0}: {path}\u{a0}: {why}"),
    game_saved: |path| format!("Partie enregistrée dans {path}"),
    game_not_saved: |folder, why| format!("Partie non enregistrée\u{a0}: {folder}\u{a0}: {why}"),
    no_home: "Rien d'enregistré\u{a0}: pas de dossier personnel où garder les réglages (MORPION_CONFIG nomme un fichier)",
    permission_denied: "permission refusée",
    disk_full: "le disque est plein",
    read_only: "le système de fichiers est en lecture seule",
    too_large: "la limite de taille des fichiers (ulimit -f) est atteinte",
    system_error: |why| {
        format!("le système refuse, en ses propres mots\u{a0}: «\u{a0}{why}\u{a0}»")
    },

    resumed: |moves| {
        format!(
            "La partie enregistrée reprend après {} (comptée à part de vos résultats)",
            coups(moves)
        )
    },
    resumed_over: |moves| {
        format!(
            "La partie enregistrée s'est terminée après {}\u{a0}: n en commence une nouvelle",
            coups(moves)
        )
    },
    from_position: "Les parties partent de la position donnée (comptées à part de vos résultats)",
    resumed_uncounted: |moves| format!("La partie enregistrée reprend après {}", coups(moves)),
    from_position_uncounted: "Les parties partent de la position donnée",
    start_decides: "La position posée décide qui a commencé\u{a0}: b la change",
    set_up_from: |position| format!("mise en place\u{a0}: {position}"),

    results_title: " Vos résultats ",
    results_title_scroll: " Vos résultats · ↑↓ défiler ",
    results_file: |path| format!("Gardés dans {path}"),
    results_none_yet: "Aucune partie gardée pour l'instant\u{a0}: vos parties contre l'IA comptent ici.",
    results_not_kept: "Cette session ne garde pas de résultats (--no-save, save = false dans le fichier de réglages, ou pas de dossier personnel)\u{a0}; morpion stats montre ceux gardés.",
    results_unreadable: |path| {
        format!(
            "{path} est illisible\u{a0}: le prochain résultat le met de côté et en commence un autre."
        )
    },
    results_inaccessible: |path, why| {
        format!(
            "{path} est illisible ({why})\u{a0}: aucun résultat n'est gardé tant qu'il le reste."
        )
    },
    board: |cols, rows, k| format!("{cols}×{rows}, {k}\u{a0}alignés"),
    board_falling: |cols, rows, k| format!("{cols}×{rows}, {k}\u{a0}alignés, les pions tombent"),
    bones: |heap| format!("Os, un tas de {heap}"),
    moved_first: |game| format!("{game} · vous jouiez en premier"),
    moved_second: |game| format!("{game} · vous jouiez en second"),
    tally: |won, drawn, lost| format!("gagnées {won}, nulles {drawn}, perdues {lost}"),
    apart: |won, drawn, lost| {
        format!("à\u{a0}part\u{a0}: gagnées {won}, nulles {drawn}, perdues {lost}")
    },
    tally_no_draws: |won, lost| format!("gagnées {won}, perdues {lost}"),
    apart_no_draws: |won, lost| format!("à\u{a0}part\u{a0}: gagnées {won}, perdues {lost}"),
    predictions: |moves, worths, made| {
        format!(
            "pronostics\u{a0}: le coup de l'IA {moves} sur {made}, sa valeur {worths} sur {made}"
        )
    },
    guesses: |right, made| format!("valeurs devinées en pas à pas\u{a0}: {right} sur {made}"),
    results_legend: "Gagnées, nulles, perdues\u{a0}: contre l'IA depuis le début, sans coup repris\u{a0}; à\u{a0}part\u{a0}: depuis une position posée ou enregistrée, ou avec un coup repris.",

    setup_help: [
        "Poser\u{a0}: le plateau montre la position posée, le panneau si le",
        "jeu peut l'atteindre (vérifiée comme analyze vérifie une position).",
    ],
    results_help: [
        "Vos résultats, par jeu et par côté, tels que le fichier les garde",
        "(morpion stats affiche les mêmes).",
    ],
    setup_title: " Poser une position ",
    setup_board: |first, to_move| format!("{first} a commencé · {to_move} joue"),
    setup_started: |first| format!("{first} a commencé"),
    setup_drops: |count, next| {
        format!("Pions lâchés\u{a0}: {count}, X d'abord · suivant\u{a0}: {next}")
    },
    setup_order: |columns, board| {
        format!("Dans l'ordre\u{a0}: {columns} (analyze {board} --moves {columns})")
    },
    setup_heap: |heap| format!("Un tas de {heap}\u{a0}os"),
    setup_you_begin: "Vous prenez en premier",
    setup_begins: |name| format!("{name} prend en premier"),
    setup_counted_apart: "Les parties depuis une position posée sont comptées à part de vos résultats.",
    setup_not_counted: "Seules les parties contre l'IA comptent dans vos résultats\u{a0}: aucune dans ce mode.",
    setup_counts: "Une nouvelle partie depuis le début\u{a0}: elle compte dans vos résultats.",
    setup_legal: "Une position que le jeu peut atteindre\u{a0}: Entrée joue à partir d'elle.",
    setup_refused: |why| format!("Injouable\u{a0}: {why}"),
    setup_drop_refused: |why| format!("Pion refusé\u{a0}: {why}"),
    setup_drops_over: |count| {
        format!("Pions lâchés\u{a0}: {count}, X d'abord · la partie est gagnée")
    },
    setup_done: "La partie reprend de la position posée (n la rejoue)",
    setup_cleared: "Retour au début du jeu",

    counts: |x, o, first, other| {
        format!(
            "position impossible\u{a0}: X a {x} et O {o}\u{a0}; {first} commence, donc {first} doit avoir autant de marques que {other} ou une de plus"
        )
    },
    marks: |n| format!("{n} {}", plural_from_two(n, "marque", "marques")),
    both_won: "position impossible\u{a0}: X et O ont tous deux une ligne",
    has_line: |mark| format!("la partie sur ce plateau est déjà finie\u{a0}: {mark} a une ligne"),
    full: "la partie sur ce plateau est déjà finie\u{a0}: le plateau est plein (partie nulle)",
    floating: |row, col| {
        format!(
            "les pions tombent, mais celui de la ligne {row}, colonne {col} a une case vide sous lui"
        )
    },
    empty_board: "le plateau est vide\u{a0}: donnez des lignes de X, O et . jointes par /",
    bad_character: |character, row, col| {
        format!(
            "caractère inattendu {character:?} ligne {row}, colonne {col}\u{a0}: utilisez X, O ou ."
        )
    },
    ragged: |row, cells, expected| {
        format!(
            "la ligne {row} a {cells} mais la ligne 1 en a {expected}\u{a0}: toutes doivent être aussi longues"
        )
    },
    cells: |n| format!("{n} {}", plural_from_two(n, "case", "cases")),
    bad_move: |character, position| {
        format!(
            "caractère inattendu {character:?} au coup {position}\u{a0}: donnez les colonnes jouées, en chiffres à partir de 1"
        )
    },
    no_such_column: |position, column, cols| {
        format!("le coup {position} joue la colonne {column}, mais les colonnes vont de 1 à {cols}")
    },
    no_gravity: "une suite de colonnes ne décrit qu'un plateau où les pions tombent (comme connect4)",
    column_full: |position, column| {
        format!("le coup {position} joue la colonne {column}, déjà pleine")
    },
    after_win: |position, winner| {
        format!(
            "le coup {position} vient après la fin de la partie\u{a0}: {winner} avait déjà gagné"
        )
    },
    sequence_over: "la partie est déjà finie",
    if_o_started: "\u{a0}; si O a commencé, appuyez sur f",
    if_x_started: "\u{a0}; si X a commencé, appuyez sur f",
};

#[rustfmt::skip]
pub const EN_KEYS: HomeKeyWords = HomeKeyWords {
    save_settings: key("S", "save the settings in force in the config file", None),
    save_game: key("f", "save this game to a file (never over one)", None),
    results: key("R", "your results, kept between sessions", None),
    setup: key("b", "set up a position, then play on from it", None),
    results_close: key("R Esc", "back to the game", Some("Esc back")),
    setup_move: key("←↓↑→ hjkl", "move the cursor", Some("←↓↑→ move")),
    setup_put: key("x o", "put an X / an O on the cell", Some("x/o put")),
    setup_cycle: key("Space", "the cell: empty, X, O in turn", None),
    setup_clear: key(". Backspace", "empty the cell", Some(". empty")),
    setup_first: key("f", "who started: X or O (it decides who is to move)", Some("f who started")),
    setup_column: key("← → h l", "column to the left / right", Some("←→ column")),
    setup_drop: key("Space 1 … {last}", "drop the next piece (X, then O, in turn)", Some("Space/1-{last} drop")),
    setup_undrop: key("u Backspace", "take the last piece back", Some("u take back")),
    setup_heap: key("← → h l", "one bone fewer / more", Some("←→ bones")),
    setup_begins: key("f", "who takes first", Some("f who first")),
    setup_empty: key("n", "empty the board (the game's own start)", None),
    setup_play: key("Enter", "check the position and play on from it", Some("Enter play")),
    setup_leave: key("Esc b", "back to the game, nothing changed", Some("Esc back")),
};

#[rustfmt::skip]
pub const FR_KEYS: HomeKeyWords = HomeKeyWords {
    save_settings: key("S", "enregistrer les réglages dans le fichier de réglages", None),
    save_game: key("f", "enregistrer la partie dans un nouveau fichier", None),
    results: key("R", "vos résultats, gardés d'une session à l'autre", None),
    setup: key("b", "poser une position, puis jouer à partir d'elle", None),
    results_close: key("R Échap", "retour à la partie", Some("Échap retour")),
    setup_move: key("←↓↑→ hjkl", "déplacer le curseur", Some("←↓↑→ bouger")),
    setup_put: key("x o", "poser un X / un O sur la case", Some("x/o poser")),
    setup_cycle: key("Espace", "la case\u{a0}: vide, X, O tour à tour", None),
    setup_clear: key(". Retour arrière", "vider la case", Some(". vider")),
    setup_first: key("f", "qui a commencé\u{a0}: X ou O (cela décide qui joue)", Some("f qui a commencé")),
    setup_column: key("← → h l", "colonne à gauche / à droite", Some("←→ colonne")),
    setup_drop: key("Espace 1 … {last}", "lâcher le pion suivant (X, puis O, tour à tour)", Some("Espace/1-{last} lâcher")),
    setup_undrop: key("u Retour arrière", "reprendre le dernier pion", Some("u reprendre")),
    setup_heap: key("← → h l", "un os de moins / de plus", Some("←→ os")),
    setup_begins: key("f", "qui prend en premier", Some("f qui commence")),
    setup_empty: key("n", "vider le plateau (le début du jeu)", None),
    setup_play: key("Entrée", "vérifier la position et jouer à partir d'elle", Some("Entrée jouer")),
    setup_leave: key("Échap b", "retour à la partie, rien de changé", Some("Échap retour")),
};
