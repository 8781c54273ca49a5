//! The French table: every word of the full-screen game in French, as a teacher would write
//! it ("élagage alpha-bêta", "profondeur maximale", "nulle"). A "coup" is a move; a ply, one
//! player's move counted as half of a move of both, is a "demi-coup", as French chess books and
//! game-search texts say: "gagne en 3 demi-coups", "profondeur maximale 4 demi-coups".
//! `\u{a0}` is the no-break space French puts before `:`, `;`, `!`, `?` and `%`.

use super::choose::{count, plural, plural_from_two, plural_or_none};
use super::words::key;
use super::{
    Chart, Glossary, Grammar, HeapWords, Help, Info, KeyWords, MoveList, Names, Outcomes, Seats,
    StatusLine, Title, Values, Words, Worse,
};

/// Plies: `1` → "1 demi-coup", `3` → "3 demi-coups".
pub(super) fn demi_coups(n: u32) -> String {
    count(n, "demi-coup", "demi-coups")
}

/// Moves: `1` → "1 coup", `3` → "3 coups".
pub(super) fn coups(n: u32) -> String {
    count(n, "coup", "coups")
}

pub const FR: Words = Words {
    lang: super::Lang::Fr,
    thousands: "\u{a0}",
    decimal: ',',
    unit_space: "\u{a0}",
    grammar: Grammar {
        // The seats by name: "IA", "IA X", "Joueur 1".
        article: &[("IA", "l'IA"), ("Joueur ", "le joueur ")],
        // After "de", a seat ("le joueur 1", "l'IA", "X") or a search ("alpha-bêta", "minimax").
        of: &[
            ("le ", "du "),
            ("a", "d'a"),
            ("e", "d'e"),
            ("i", "d'i"),
            ("o", "d'o"),
            ("u", "d'u"),
            ("", "de "),
        ],
        capital: &[("l'", "L'"), ("le ", "Le ")],
    },
    names: Names {
        // A no-break space: a move's name never wraps in two.
        take: |n| format!("ôter\u{a0}{n}"),
        column: |n| format!("col\u{a0}{n}"),
        start: "racine",
        eval_draw: "nulle",
        eval_heuristic: "heuristique",
        eval_heap: "multiples de 4",
        order_reading: "ordre de lecture",
        order_centre_first: "centre d'abord",
        order_threats: "menaces d'abord",
        order_takes: "ordre 1-2-3",
        minimax: "minimax",
        alpha_beta: "alpha-bêta",
        alpha_beta_short: "α-β",
        plus_order: |order| format!("+ {order}"),
        table: "+ table",
        deepening: "+ approfondissement",
        on: "oui",
        off: "non",
        no_pause: "sans pause",
    },
    seats: Seats {
        you: "Vous",
        ai: "IA",
        ai_mark: |mark| format!("IA {mark}"),
        ai_number: |n| format!("IA {n}"),
        player: |n| format!("Joueur {n}"),
        player_short: |n| format!("J{n}"),
        human: "le joueur",
    },
    title: Title {
        your_move_mark: |mark| format!("À vous de jouer ({mark})"),
        your_move: "À vous de jouer",
        ai_thinking: |spinner| format!("L'IA réfléchit… {spinner}"),
        you_win: "Vous avez gagné\u{a0}!",
        ai_wins: "L'IA a gagné",
        draw: "Partie nulle",
        wins: |name| format!("{name} a gagné"),
        thinking: |name, spinner| format!("{name} réfléchit… {spinner}"),
        to_move_paused: |to_move| format!("{to_move} · en pause"),
        to_move: |name| format!("Au tour {name}"),
        you_to_move: "À vous de jouer",
        tally: |you, wins, draws, ai, losses| {
            format!("{you} {wins} · Nulles {draws} · {ai} {losses} ")
        },
        tally_no_draws: |you, wins, ai, losses| format!("{you} {wins} · {ai} {losses} "),
    },
    heap: HeapWords {
        title: " Tas ",
        no_bones_left: "Il ne reste aucun os",
        bones_left: |left, start| format!("Il reste {left} os sur {start}"),
        bones_left_short: |left, start| format!("{left} os sur {start}"),
        you_took: |n| format!("Vous avez ôté {n}"),
        ai_took: |n| format!("L'IA a ôté {n}"),
        player_took: |who, n| format!("{who} a ôté {n}"),
        rule: "1, 2 ou 3 os par tour",
        more_above: |n| format!("+ {n} os plus haut"),
        small_heap: |n| {
            let many = format!("{n} os restants");
            plural_or_none(n, "Aucun os".to_owned(), "1 os restant".to_owned(), many)
        },
    },
    info: Info {
        game: |n, started| format!(" Partie {n} · {started} "),
        game_short: |n| format!(" Partie {n} "),
        you_started: "vous commencez",
        started: |name| format!("{name} commence"),
        in_a_row: |k| format!("{k} à aligner"),
        last_bone_wins: "prendre le dernier os",
        versus: |a, b| format!("{a} contre {b}"),
        versus_short: |a, b| format!("{a}–{b}"),
    },
    move_list: MoveList {
        no_move_yet: "Aucun coup joué",
        undone: |n| {
            let many = format!("↷ {n} coups annulés · r rejoue");
            plural(n, "↷ 1 coup annulé · r le rejoue".to_owned(), many)
        },
        number: "#",
        by: "par",
        mv: "coup",
        both_counts: "alpha-bêta/minimax",
        one_count: ["positions", "pos."],
    },
    values: Values {
        ai_wins_in: |p, own| {
            let many = format!("L'IA gagne en {} ({} à elle)", demi_coups(p), coups(own));
            plural(p, "L'IA gagne en 1 demi-coup".to_owned(), many)
        },
        ai_loses_in: |p, own| {
            let many = format!("L'IA perd en {} ({} à elle)", demi_coups(p), coups(own));
            plural(p, "L'IA perd en 1 demi-coup".to_owned(), many)
        },
        draw_with_perfect_play: "nulle en jeu parfait",
        no_forced_result: |depth| format!("aucun résultat forcé en {}", demi_coups(depth)),
        even_estimate: "équilibré (estimation)",
        ai_estimate: |score| format!("{score:+} pour l'IA (estimée, ±500 max.)"),
        heap_wins: |score| format!("{score:+}\u{a0}: l'IA gagne (multiples de 4)"),
        heap_loses: |score| format!("{score:+}\u{a0}: l'IA perd (multiples de 4)"),
        win: |p| {
            [
                format!("gagne en {p}"),
                format!("gagne {p}"),
                format!("G{p}"),
                "G".to_owned(),
            ]
        },
        loss: |p| {
            [
                format!("perd en {p}"),
                format!("perd {p}"),
                format!("P{p}"),
                "P".to_owned(),
            ]
        },
        draw: ["nulle", "="],
        worse_than_best: Worse {
            than_a_win: ["gagne plus tard, ou pire", "pire", "pire"],
            than_a_loss: ["perd plus tôt", "perd plus tôt", "pire"],
            than_a_draw: ["perd (test des ex\u{a0}æquo)", "perd", "pire"],
            than_undecided: [
                "pire que le meilleur (test des ex\u{a0}æquo)",
                "pire que le meilleur",
                "pire",
            ],
        },
        exact: Outcomes {
            win: [
                |p| format!("gagne en {}", demi_coups(p)),
                |p| format!("gagne en {p}"),
                |p| format!("G{p}"),
            ],
            loss: [
                |p| format!("perd en {}", demi_coups(p)),
                |p| format!("perd en {p}"),
                |p| format!("P{p}"),
            ],
            draw: ["nulle", "nulle", "="],
            undecided: ["indécis à la limite", "indécis", "?"],
            estimate: ["estimation", "estimation", "≈"],
            rule_win: [
                "gagne\u{a0}: multiples de 4 à la limite",
                "gagne (multiples de 4)",
                "gagne",
            ],
            rule_loss: [
                "perd\u{a0}: multiples de 4 à la limite",
                "perd (multiples de 4)",
                "perd",
            ],
        },
        at_most: Outcomes {
            win: [
                |p| format!("au mieux gagne en {}", demi_coups(p)),
                |_| "au mieux gagne".to_owned(),
                |p| format!("≤ G{p}"),
            ],
            loss: [
                |p| format!("perd en {} ou moins", demi_coups(p)),
                |p| format!("perd en ≤\u{a0}{p}"),
                |p| format!("P ≤\u{a0}{p}"),
            ],
            draw: ["nulle ou pire", "nulle ou pire", "≤ nulle"],
            undecided: ["au plus 0", "au plus 0", "≤ 0"],
            estimate: ["au plus ce score", "au plus ceci", "≤"],
            rule_win: [
                "au mieux gagne (multiples de 4)",
                "au mieux gagne",
                "≤ gagne",
            ],
            rule_loss: ["perd (multiples de 4) ou plus tôt", "perd", "perd"],
        },
        at_least: Outcomes {
            win: [
                |p| format!("gagne en {} ou moins", demi_coups(p)),
                |p| format!("gagne en ≤\u{a0}{p}"),
                |p| format!("G ≤\u{a0}{p}"),
            ],
            loss: [
                |p| format!("au pire perd en {}", demi_coups(p)),
                |_| "au pire perd".to_owned(),
                |p| format!("≥ P{p}"),
            ],
            draw: ["nulle ou mieux", "nulle ou mieux", "≥ nulle"],
            undecided: ["au moins 0", "au moins 0", "≥ 0"],
            estimate: ["au moins ce score", "au moins ceci", "≥"],
            rule_win: ["gagne (multiples de 4) ou plus tôt", "gagne", "gagne"],
            rule_loss: ["au pire perd (multiples de 4)", "au pire perd", "≥ perd"],
        },
        cut_below: |text, n| {
            format!(
                "{text} · {n}\u{a0}{} en dessous",
                plural_from_two(n, "coup écarté", "coups écartés")
            )
        },
        table_bound_below: |text| format!("{text} · une borne de la table en dessous"),
        cuts_skipped: |cuts, moves| {
            format!(
                "{cuts}\u{a0}{} {moves}\u{a0}{}",
                plural_from_two(cuts, "coupure a écarté", "coupures ont écarté"),
                plural_from_two(moves, "coup", "coups")
            )
        },
        table_bounds: |n| {
            format!(
                "{n}\u{a0}{}",
                plural_from_two(
                    n,
                    "réponse de la table n'était qu'une borne",
                    "réponses de la table n'étaient que des bornes"
                )
            )
        },
        skipped_and: |cuts, table| format!("{cuts} et {table}"),
        stopped: |n| format!("> {n} (arrêtée)"),
        alpha_beta_gave_up: |name| format!("{name} a abandonné avant la fin"),
        nothing_to_recount: "rien à comparer\u{a0}: la recherche n'a examiné aucune position",
        minimax_gave_up: |name, n| {
            format!("{name} a abandonné après {n} positions\u{a0}: pas de rapport")
        },
        saving_bound: |with, share, factor, without| {
            format!(
                "{with} a examiné moins de {share}\u{a0}% des positions {without} (plus de {factor}\u{a0}fois\u{a0}moins)"
            )
        },
        pruned_nothing: |with, without| {
            format!("{with} et {without} ont examiné autant de positions")
        },
        saving: |with, share, factor, without| {
            format!(
                "{with} a examiné {share}\u{a0}% des positions {without} ({factor}\u{a0}fois\u{a0}moins)"
            )
        },
        more_positions: |with, factor, without| {
            format!("{with} a examiné {factor}\u{a0}fois plus de positions que {without}")
        },
    },
    panel: super::panel::FR,
    glossary: Glossary {
        title: " Les mots du panneau · une touche ferme ",
        title_scroll: " Les mots du panneau · ↑↓ défiler · autre touche : fermer ",
        more_below: " ↓ suite ",
        separator: "\u{a0}: ",
        entries: GLOSSARY,
        perfect_entry: (
            "exact, livre",
            "Puissance 4\u{a0}: l'IA joue un coup parfait, tiré de son livre d'ouvertures (positions résolues d'avance, livrées avec le jeu) ou résolu sur le moment jusqu'à la fin de la partie\u{a0}; la recherche ci-dessous tourne aussi, pour comparer",
        ),
    },
    chart: Chart {
        heading: "Positions par coup de l'IA",
        scale: "  (échelle log, ancien → récent)",
    },
    status: StatusLine {
        ai_searching: "L'IA cherche",
        searching_again: "Nouvelle recherche de la dernière décision de l'IA",
        esc_plays_now: " · Échap joue tout de suite",
        playing_best: " · elle joue son meilleur coup trouvé",
        live_best: |depth, mv| format!(" · profondeur {depth} finie, meilleur {mv}"),
        live_positions: |n| format!(" · {n} {}", plural_from_two(n, "position", "positions")),
        paused: " En pause · Espace reprend, → joue un coup",
        autoplay: |pace| format!(" {pace} entre les coups de l'IA · Espace met en pause"),
        press_n: " Appuyez sur n pour une nouvelle partie",
        too_small: |width, height, need_width, need_height| {
            format!(
                "Terminal trop petit\u{a0}: {width}×{height}\nCe jeu demande au moins {need_width}×{need_height} (colonnes × lignes)\u{a0}:\nagrandissez la fenêtre ou réduisez la police"
            )
        },
    },
    explorer: super::explorer::FR_EXPLORER,
    techniques: super::explorer::FR_TECHNIQUES,
    help: Help {
        title: " Aide — appuyez sur une touche pour fermer ",
        paged_titles: [
            " Aide 1/2 — ? autres touches, toute autre touche ferme ",
            " Aide 2/2 — ? première page, toute autre touche ferme ",
        ],
        files: [
            "morpion config montre le fichier de réglages, morpion stats les",
            "résultats, morpion --load FICHIER reprend une partie enregistrée.",
        ],
        panel: [
            "Le panneau\u{a0}: positions examinées avec et sans alpha-bêta, le score",
            "de chaque coup (≤ ≥\u{a0}: bornes), la suite attendue. a\u{a0}: le lexique.",
        ],
        tree: [
            "Scores, α/β vus par MAX, qui joue à la racine\u{a0}; ≤ ≥\u{a0}: bornes.",
            "Ligne ✂\u{a0}: une coupure, que l'adversaire refuserait. Pas une défaite.",
        ],
        techniques: [
            "Chaque ligne cherche la même position à la même profondeur avec",
            "une technique de plus\u{a0}: le travail baisse, la valeur ne change pas.",
        ],
    },
    keys: KEYS,
    messages: super::messages::FR,
    steps: super::steps::FR,
    home: super::home::FR,
    practice: super::practice::FR,
    lessons: super::lessons::FR,
};

/// The key table's rows in words, one a line as the help lists them: the keys, what they do, the
/// footer's hint.
#[rustfmt::skip]
const KEYS: KeyWords = KeyWords {
    move_cursor: key("←↓↑→ hjkl", "déplacer le curseur", Some("←↓↑→ case")),
    play_keypad: key("Entrée Espace", "jouer la case du curseur (ou cliquer sur une case)", Some("Entrée/1-9 jouer")),
    play_cell: key("Entrée Espace", "jouer la case du curseur (ou cliquer sur une case)", Some("Entrée jouer")),
    play_digit: key("1 … 9", "1 en haut à gauche, 5 au centre, 9 en bas à droite", None),
    choose_column: key("← → h l", "colonne de gauche / de droite", Some("←→ col.")),
    drop: key("Entrée Espace", "jouer dans la colonne choisie (ou cliquer dessus)", Some("Entrée/1-{last} jouer")),
    drop_digit: key("1 … {last}", "jouer dans cette colonne\u{a0}: 1 à gauche, {last} à droite", None),
    choose_take: key("← → h l", "choisir d'ôter un os de moins / de plus", Some("←→ choix")),
    take: key("Entrée Espace", "ôter le nombre d'os choisi (ou cliquer «\u{a0}ôter N\u{a0}»)", Some("Entrée/1-3 ôter")),
    take_digit: key("1 2 3", "ôter autant d'os d'un coup", None),
    pause: key("Espace Entrée", "pause / reprise (partie finie\u{a0}: la suivante)", Some("Espace pause")),
    step: key("→ .", "un coup de l'IA, puis de nouveau en pause", Some("→ 1 coup")),
    pace: key("[ ]", "plus lent / plus vite\u{a0}: la pause entre deux coups", Some("[/] rythme")),
    tree_select: key("↑↓ kj", "choisir la ligne du dessus / du dessous", Some("↑↓ choisir")),
    tree_page: key("PgPréc PgSuiv", "une page plus haut / plus bas", None),
    tree_open: key("Entrée → l", "ouvrir la position choisie\u{a0}: ses coups examinés", Some("Entrée/→ ouvrir")),
    tree_close: key("← h", "la refermer, ou remonter à la position d'avant", Some("← fermer")),
    tree_export: key("x", "écrire l'arbre en fichier DOT Graphviz (nom en bas)", Some("x écrire .dot")),
    tree_leave: key("t Échap", "quitter l'arbre", Some("t/Échap sortir")),
    techniques_close: key("c Échap", "fermer la comparaison (arrête la recherche en cours)", Some("c/Échap fermer")),
    pruning: key("p", "élagage alpha-bêta oui / non", Some("p élagage")),
    depth: key("d + -", "profondeur max.\u{a0}: d oui / non, + plus, - moins", Some("d prof.")),
    tree: key("t w g", "l'IA\u{a0}: t son arbre, w pas à pas, g deviner son coup", Some("t arbre")),
    hints: key("i", "indices oui / non\u{a0}: la valeur de chaque coup", Some("i indices")),
    techniques: key("c", "comparer minimax, alpha-bêta, ordre, table ici", Some("c comparer")),
    undo: key("u r", "annuler un coup / le rejouer (jusqu'au début)", Some("u/r annuler")),
    eval: key("e", "évaluation à la profondeur max.\u{a0}: nulle / heuristique", Some("e éval.")),
    eval_heap: key("e", "évaluation à la limite\u{a0}: nulle / multiples de 4", Some("e éval.")),
    order: key("o", "ordre de lecture / centre d'abord / menaces d'abord", None),
    table: key("m", "table de transposition oui / non", None),
    deepening: key("D", "approfondissement\u{a0}: toujours / si nécessaire", None),
    mode: key("v", "qui joue\u{a0}: vous contre l'IA / l'IA seule / à deux", Some("v mode")),
    mode_watching: key("v", "qui joue\u{a0}: vous contre l'IA / l'IA seule / à deux", Some("v qui joue")),
    new_game: key("n s", "nouvelle partie / changer qui commence", Some("n partie")),
    swap: key("s", "changer qui commence (tout de suite ou à la suivante)", Some("s échange")),
    play_now: key("Échap", "pendant que l'IA réfléchit\u{a0}: jouer son meilleur coup", None),
    help: key("?", "cette aide", Some("? aide")),
    glossary: key("a", "ce que veulent dire les mots et symboles du panneau", None),
    quit: key("q Ctrl-C", "quitter", Some("q quitter")),
    steps: super::step_keys::FR_KEYS,
    home: super::home::FR_KEYS,
    practice: super::practice::FR_KEYS,
    lessons: super::lessons::FR_KEYS,
};

/// The glossary's entries, (term, what it means), one a line.
#[rustfmt::skip]
const GLOSSARY: &[(&str, &str)] = &[
    ("minimax", "essaie chaque coup jusqu'à la profondeur max. ou la fin\u{a0}; MAX (au trait) remonte le score le plus haut, MIN le plus bas"),
    ("alpha-bêta", "un minimax qui garde α (le score que MAX s'est déjà assuré ailleurs sur le chemin) et β (le score auquel MIN tient déjà MAX)\u{a0}; dès que α ≥ β, les coups restants sont coupés, et la racine reçoit la même valeur qu'avec le minimax simple"),
    ("fenêtre α β", "les scores entre α et β avec lesquels une position est cherchée. Un score strictement dedans est exact\u{a0}; un score au bord ou au-delà n'est qu'une borne (≤ ≥) là où des coups ont été écartés en dessous. En fail-soft, comme ici, une borne peut dépasser le bord (≤\u{a0}-994 avec α\u{a0}-992), plus près de la vraie valeur que α ou β"),
    ("coupure ✂", "les coups restants d'une position laissés sans recherche\u{a0}: un coup a atteint β (chez MAX) ou est tombé à α (chez MIN), donc le joueur qui choisirait cette position a aussi bien ou mieux ailleurs. «\u{a0}3\u{a0}coups coupés\u{a0}» compte les coups écartés\u{a0}; le minimax simple les cherche tous"),
    ("positions", "examinées sous la position de l'IA, celle-ci non comptée (comme les cours les comptent\u{a0}: 549\u{a0}945 sous le plateau 3×3 vide)\u{a0}; les premiers chiffres du panneau, ceux de la liste des coups\u{a0}; chaque recherche chronométrée seule\u{a0}; rech. IA\u{a0}: celle de l'IA, avec ses techniques"),
    ("demi-coup", "le coup d'un seul joueur\u{a0}: le vôtre et la réponse de l'IA font 2\u{a0}demi-coups. Profondeurs, victoires, défaites se comptent en demi-coups"),
    ("profondeur max.", "demi-coups regardés en avant\u{a0}; là, une position vaut 0 (comme une nulle\u{a0}; un coup à 0 se lit «\u{a0}indécis\u{a0}» quand rien n'a été décidé à portée) ou une estimation heuristique"),
    ("ordre des coups (o)", "l'ordre d'essai des coups\u{a0}; il ne change que ce qu'alpha-bêta saute, jamais une valeur\u{a0}: ordre de lecture (ligne par ligne depuis le coin en haut à gauche, cases 1 … 9 en 3×3), centre d'abord, ou menaces d'abord (victoires, puis parades, puis les coups sur le plus de lignes ouvertes)\u{a0}; ordre 1-2-3 sur un tas"),
    ("table (m)", "la table de transposition, seule à s'appeler table ici\u{a0}: une mémoire des positions déjà explorées, avec leurs valeurs (exactes, ou bornes). Une position retrouvée, par d'autres coups ou en image miroir, y est lue au lieu d'être explorée\u{a0}: «\u{a0}table\u{a0}: b2 en miroir\u{a0}» à côté d'un coup dans le panneau, «\u{a0}table\u{a0}» dans l'explorateur et le pas à pas. Sans table\u{a0}: chaque position est explorée chaque fois qu'elle revient. Succès\u{a0}: la part des consultations qui en ont trouvé une"),
    ("table\u{a0}: b2 en miroir", "la table a répondu pour la position de ce coup\u{a0}: elle tenait la valeur de la position après b2, son image miroir (ou tournée), explorée avant\u{a0}; une position symétrique vaut autant, donc 1\u{a0}position est comptée et rien n'est cherché dessous"),
    ("itérations", "l'approfondissement itératif (D)\u{a0}: une recherche à 1 demi-coup, puis 2, 3… (au plus la profondeur max.), jusqu'à un gain ou une perte forcés ou la fin du temps\u{a0}; l'IA joue le coup de la plus profonde, les lignes comptent ses positions, la ligne Itérations (sur un écran assez haut) toutes. Seulement si nécessaire (D à nouveau), une seule recherche décide là où l'arbre en dessous tient au plus 1\u{a0}000\u{a0}000 positions (comptées large)\u{a0}; l'IA n'approfondit que là où il peut en tenir plus"),
    ("score", "pour l'IA\u{a0}: 1000 moins les demi-coups jusqu'à sa victoire (997\u{a0}: gagne en 3), -1000 plus les demi-coups jusqu'à sa défaite, 0 nulle"),
    ("estimation", "un score qu'aucune recherche n'a prouvé (arrêtée à la profondeur max. ou faute de temps)\u{a0}: la supposition de l'évaluation, dans ±500 pour ne jamais passer pour une victoire\u{a0}; sur un plateau, les lignes encore ouvertes de l'IA moins les vôtres, chacune valant 1, 10, 100… pour 1, 2, 3… pions (×4 pour une ligne que le joueur au trait complète au coup suivant)"),
    ("≤ ≥ borne", "un score qu'alpha-bêta n'a pu que borner\u{a0}: des coups ont été écartés en dessous (coupés, ou réglés par une borne de la table) et il est sorti de sa fenêtre\u{a0}: ≤ à α ou moins, au plus cela (un échec bas, «\u{a0}fail-low\u{a0}»\u{a0}: rien là ne battait ce que MAX avait déjà ailleurs)\u{a0}; ≥ à β ou plus, au moins cela (un échec haut, «\u{a0}fail-high\u{a0}»\u{a0}: plus que MIN n'en laisse à MAX, puisqu'il le tient déjà à β ailleurs). Sans rien d'écarté en dessous, un score est exact, quelle que soit la fenêtre\u{a0}; < la meilleure valeur\u{a0}: le test des ex\u{a0}æquo l'a prouvé pire"),
    ("coupure sur une égalité", "une coupure où le meilleur égale α (chez MIN) ou β (chez MAX)\u{a0}: le joueur qui choisirait cette position ne peut pas faire mieux ici qu'ailleurs. Avec une profondeur maximale, toute position non finie à la limite vaut 0\u{a0}: les égalités sont fréquentes et alpha-bêta coupe davantage. Depuis le plateau 3×3 vide, 572 de ses 781\u{a0}coupures sont sur des égalités à 6\u{a0}demi-coups, 2\u{a0}185 sur 4\u{a0}856 sans limite"),
    ("ex\u{a0}æquo", "recherches qui prouvent d'autres coups aussi bons que le meilleur, comptées à part\u{a0}; elles peuvent dépasser la recherche\u{a0}: prouver un ex\u{a0}æquo examine chaque réponse qu'alpha-bêta a sautée sous le coup"),
    ("▶ ◆ =", "le coup joué (l'IA le tire au sort parmi les coups que sa recherche a trouvés meilleurs)\u{a0}; le coup des nouveaux réglages (ou le choix de la recherche, là où le livre ou le solveur a choisi)\u{a0}; un coup aussi bon que celui joué. Le signe = compare deux coups et ne dit rien de l'exactitude d'une valeur\u{a0}: le pas à pas écrit une valeur exacte sans signe, une borne avec ≤ ou ≥"),
    ("attendu", "les coups où mène le meilleur jeu des deux camps"),
    ("indices (i)", "la valeur de chaque coup sur le plateau, pour le joueur au trait\u{a0}: «\u{a0}gagne en 3\u{a0}» / «\u{a0}perd en 2\u{a0}» (G3 / P2 dans les petites cases) gagne / perd en 3 / 2 demi-coups, «\u{a0}nulle\u{a0}» (=) une nulle (chacun prouvé jusqu'à la fin de la partie), ≈ estimation, là où la profondeur maximale a coupé la recherche\u{a0}; ÷10 ou ÷100 dans le titre\u{a0}: estimations écrites en dizaines ou centaines pour tenir dans les cases. Au Puissance 4 sans profondeur maximale\u{a0}: valeurs exactes tirées du livre d'ouvertures, ou du solveur, qui calcule une colonne après l'autre pendant que vous réfléchissez (la ligne sous le plateau dit laquelle). Sur un tas d'os, la valeur de chaque prise est au-dessus de son «\u{a0}ôter\u{a0}N\u{a0}», pour le joueur au trait\u{a0}: gagne 5 / perd 6, une victoire ou une défaite en 5 / 6\u{a0}demi-coups, prouvée\u{a0}; le titre dit s'il s'agit de valeurs exactes ou d'estimations, et à quelle profondeur"),
    ("multiples de 4", "sur un tas d'os, l'évaluation à la profondeur max.\u{a0}: un tas multiple de 4 est perdu pour le joueur au trait (quoi qu'il ôte, l'autre ôte le reste de 4), tout autre tas gagné. Une règle prouvée, pas une estimation\u{a0}: +100 ou -100 est une victoire ou une défaite sûre, plus loin que la recherche n'est allée"),
];
