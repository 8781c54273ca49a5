//! The French table: every word of the full-screen game in French, as a teacher would write
//! it ("élagage alpha-bêta", "profondeur maximale", "nulle"). A "coup" is a move; a ply, one
//! player's move counted as half of a move of both, is a "demi-coup", as French chess books and
//! game-search texts say: "gagne en 3 demi-coups", "profondeur maximale 4 demi-coups".
//! `\u{a0}` is the no-break space French puts before `:`, `;`, `!`, `?` and `%`.

use super::choose::{count, plural, plural_from_two, plural_or_none};
use super::words::key;
use super::{
    Chart, ExplorerWords, Glossary, Grammar, HeapWords, Help, Info, KeyWords, Messages, MoveList,
    Names, Outcomes, Panel, Seats, StatusLine, TechniqueWords, Title, Values, Words, Worse,
};

/// Plies: `1` → "1 demi-coup", `3` → "3 demi-coups".
fn demi_coups(n: u32) -> String {
    count(n, "demi-coup", "demi-coups")
}

/// Moves: `1` → "1 coup", `3` → "3 coups".
fn coups(n: u32) -> String {
    count(n, "coup", "coups")
}

pub const FR: Words = Words {
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
        start: "départ",
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
    board: super::board::FR,
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
        ai_estimate: |score| format!("{score:+} pour l'IA (estimé sur ±500)"),
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
    panel: Panel {
        intro_title: " La réflexion de l'IA ",
        two_players: "Deux joueurs, un seul clavier.",
        two_players_text: "L'IA ne fait qu'observer\u{a0}: i montre la valeur de chaque coup pour le joueur qui a le trait, c compare les techniques de recherche sur la position, v donne un camp à l'IA.",
        intro_heading: "Jouez un coup\u{a0}: l'IA répond, et ce panneau montre comment elle a choisi\u{a0}:",
        intro_now: |settings| format!("Réglages\u{a0}: {settings}"),
        intro_points: [
            "combien de positions elle a examinées, avec alpha-bêta et avec le minimax simple",
            "le score de chaque coup pour l'IA, et ce qu'il prouve",
            "la suite de coups qu'elle prévoit",
        ],
        intro_change: "Changez un réglage (p d e o m D) après son coup\u{a0}: l'IA refait le même choix avec ce réglage. a explique chaque mot.",
        settings_no_limit: |search, order, table| {
            [
                format!("{search} · sans profondeur max. · {order} · {table}"),
                format!("{search} · sans limite · {order} · {table}"),
                format!("{search} · sans limite · {order} · {table}"),
            ]
        },
        settings_limit: |search, d, at_limit, at_limit_short, order, table| {
            [
                format!(
                    "{search} · profondeur max. {}, puis {at_limit} · {order} · {table}",
                    demi_coups(d)
                ),
                format!("{search} · limite {d}, puis {at_limit_short} · {order} · {table}"),
                format!("{search} · limite {d}, puis {at_limit_short} · {order} · {table}"),
            ]
        },
        settings_deepening: |search, time, at_limit, at_limit_short, order, table| {
            [
                format!(
                    "{search} · approfondissement itératif, aussi loin que {time} le permet, puis {at_limit} · {order} · {table}"
                ),
                format!(
                    "{search} · approfondie pendant {time}, puis {at_limit_short} · {order} · {table}"
                ),
                format!(
                    "{search} · approfondie pendant {time}, puis {at_limit_short} · {order} · {table}"
                ),
            ]
        },
        settings_deepening_limit: |search, d, time, at_limit, at_limit_short, order, table| {
            [
                format!(
                    "{search} · approfondissement itératif jusqu'à {} en {time}, puis {at_limit} · {order} · {table}",
                    demi_coups(d)
                ),
                format!(
                    "{search} · approfondie jusqu'à {d} en {time}, puis {at_limit_short} · {order} · {table}"
                ),
                format!(
                    "{search} · approfondie jusqu'à {d} en {time}, puis {at_limit_short} · {order} · {table}"
                ),
            ]
        },
        at_limit_draw: ["score 0", "score 0"],
        at_limit_heuristic: ["score heuristique", "heuristique"],
        at_limit_heap: ["la règle des multiples de 4", "multiples de 4"],
        table_hits: |mib, rate| format!("table {mib}\u{a0}Mio, {rate}\u{a0}% de succès"),
        table_size: |mib| format!("table {mib}\u{a0}Mio"),
        no_table: "sans table",
        table_bare: "table",
        plus_order: |name, order| format!("{name} + {order}"),
        plus_table: |name| format!("{name} + table"),
        ai_search: "rech. IA",
        deepening: |depth, ran, why, nodes, time| {
            plural(
                depth,
                format!(
                    "1 recherche, à 1 demi-coup{ran}, {why}\u{a0}: {nodes} positions avec ses vérifications d'ex\u{a0}æquo, {time}"
                ),
                format!(
                    "{depth} recherches, de 1 à {depth} demi-coups{ran}, {why}\u{a0}: {nodes} positions en tout, vérifications d'ex\u{a0}æquo comprises, {time}"
                ),
            )
        },
        solved: "la dernière a atteint le bout de chaque ligne",
        proven: "arrêt dès qu'un gain ou une perte forcés a été trouvé",
        depth_limit_reached: "jusqu'à la profondeur maximale",
        time_up: "arrêt à la fin du temps imparti",
        esc_pressed: "arrêt par Échap",
        deepening_too_big: |most| {
            format!(" (une seule recherche pourrait voir plus de {most} positions)")
        },
        not_counted: "non compté",
        played: |mv| format!(" L'IA a joué {mv} "),
        played_again: |mv| format!(" L'IA a joué {mv} · nouvelle recherche "),
        rerun_note: [
            "Nouveaux réglages, même position\u{a0}; le coup joué et les chiffres de la liste restent.",
            "Réglages changés\u{a0}; la liste garde ses chiffres.",
        ],
        positions_searched: "Positions examinées, temps de chacune",
        positions_searched_deep: |depth| {
            format!("Positions vues à {}, temps de chacune", demi_coups(depth))
        },
        count_time: |n, time| format!("{n} en {time}"),
        tie_checks: |n| {
            [
                format!("+{n} de plus pour vérifier les ex\u{a0}æquo, comptées à part des lignes"),
                format!("+{n} pour les ex\u{a0}æquo (hors lignes)"),
            ]
        },
        tie_checks_more: |n, moves| {
            [
                plural(
                    moves,
                    format!(
                        "+{n} de plus pour vérifier si 1 coup est ex\u{a0}æquo, plus que la recherche\u{a0}: prouver un ex\u{a0}æquo examine chaque réponse qu'alpha-bêta a sautée sous le coup"
                    ),
                    format!(
                        "+{n} de plus pour vérifier si {moves} coups sont ex\u{a0}æquo, plus que la recherche\u{a0}: prouver un ex\u{a0}æquo examine chaque réponse qu'alpha-bêta a sautée sous le coup"
                    ),
                ),
                format!(
                    "+{n} pour les ex\u{a0}æquo, plus que la recherche\u{a0}: un ex\u{a0}æquo demande chaque réponse sautée par alpha-bêta"
                ),
            ]
        },
        still_counting: |what| format!("{what} compte encore pour la comparaison"),
        order_searched_more: |n, order, before, before_order| {
            format!(
                "{n}\u{a0}positions avec {order}, plus que {before} avec {before_order}\u{a0}: un ordre ne change que ce qu'alpha-bêta saute"
            )
        },
        recount_stopped: "la comparaison a été arrêtée par une recherche plus récente",
        deepening_label: "Itérations",
        exact_label: "Exact",
        search_value: "Recherche",
        exact_book: |value| format!("coup du livre d'ouvertures, {value}"),
        exact_solved: |n, time, value| {
            let noun = plural_from_two(n, "position", "positions");
            format!("résolu ({n}\u{a0}{noun}, {time}), {value}")
        },
        exact_solved_short: |time, value| format!("résolu en {time}, {value}"),
        exact_out_of_time: |time| {
            format!("non résolu en {time}\u{a0}: la recherche ci-dessous a choisi")
        },
        source_book: "coup du livre",
        source_solved: "résolu",
        source_unsolved: "non résolu",
        exact_no_memory: "pas de mémoire pour le solveur\u{a0}: la recherche ci-dessous a choisi",
        exact_no_thread: "le système a refusé un fil d'exécution au solveur\u{a0}: la recherche ci-dessous a choisi",
        value: "Valeur",
        value_line: |score, meaning| format!("{score}\u{a0}: {meaning}"),
        expected: "Attendu",
        legend_played: "▶ joué",
        legend_choice: "◆ choix actuel",
        legend_search_choice: "◆ choix de la recherche",
        by_the_search: |mv| format!("si l'IA avait joué {mv}\u{a0}: "),
        legend_tied: "= aussi bon",
        legend_bound: "≤ ≥ borne",
        terms_key: "a\u{a0}: lexique",
        move_heading: "  coup",
        score_heading: "score",
        outcome_heading: "pour l'IA",
        more_moves: |n| {
            let others = plural(n, "autre coup", "autres coups");
            format!("  … {n} {others}\u{a0}: voir l'arbre (t)")
        },
    },
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
    explorer: ExplorerWords {
        recording_title: " Arbre de recherche ",
        behind: |mv| format!("la recherche du coup {mv}"),
        ai_search: "la recherche de l'IA",
        titles: |what, kind, positions, count| {
            let unit = plural_from_two(count, "position", "positions");
            [
                format!(" Arbre de {what} · {kind} · {positions} {unit} "),
                format!(" Arbre de {what} · {kind} · {positions} "),
                format!(" {kind} · {positions} {unit} "),
            ]
        },
        titles_behind: |mv, kind, positions, count| {
            let unit = plural_from_two(count, "position", "positions");
            [
                format!(" Recherche du coup {mv} · {kind} · {positions} {unit} "),
                format!(" Coup {mv} · {kind} · {positions} "),
            ]
        },
        with_table: |kind| format!("{kind} + table"),
        from_table: "table",
        recording_behind: |mv| format!("Enregistrement de la recherche du coup {mv}…"),
        recording: "Enregistrement de la recherche…",
        recording_text: "L'arbre montre chaque position examinée par l'IA\u{a0}: son score et sa fenêtre α/β (du point de vue du joueur qui a le trait au départ, MAX), les positions en dessous, et les coups que l'alpha-bêta a coupés, avec la raison.",
        leave: "t ou Échap pour sortir",
        move_heading: "coup",
        score_heading: "score",
        window_heading: "fenêtre α/β",
        positions_heading: "positions",
        window_heading_short: "α/β",
        positions_heading_short: "pos.",
        depth_limit: "profondeur max.",
        wins: |name| format!("{name} gagne"),
        draw: "nulle",
        scores: |name, score| format!("{name} marque {score}"),
        cut_row: |moves, count, why| {
            format!(
                "✂ {moves} {}\u{a0}: {why}",
                plural(count, "coupé", "coupés")
            )
        },
        max_cut_short: |max, min, reached, beta, _| {
            format!("{max} a ≥ {reached} ici, {min} limite {max} à ≤ {beta} ailleurs")
        },
        min_cut_short: |max, min, reached, beta, _| {
            format!("{min} limite {max} à ≤ {reached} ici, {max} a ≥ {beta} ailleurs")
        },
        max_cut: |max, min, reached, beta, of_min| {
            format!(
                "{max} a déjà ≥ {reached} ici, mais {min} peut limiter {max} à ≤ {beta} ailleurs\u{a0}: cela ne peut pas changer le choix {of_min}"
            )
        },
        min_cut: |max, min, reached, beta, of_max| {
            format!(
                "{min} limite déjà {max} à ≤ {reached} ici, mais {max} peut obtenir ≥ {beta} ailleurs\u{a0}: cela ne peut pas changer le choix {of_max}"
            )
        },
        cut_details: |why| {
            format!(
                "Coupure\u{a0}: {why}. Une coupure n'est pas un coup perdant\u{a0}: l'adversaire n'a simplement aucune raison de la permettre."
            )
        },
        max_to_move: |name| format!("{name} (MAX) a le trait"),
        min_to_move: |name| format!("{name} (MIN) a le trait"),
        exact: "exact",
        exact_estimate: "la valeur minimax exacte de l'arbre coupé à cette profondeur, dont l'évaluation note les feuilles\u{a0}: une estimation",
        exact_even_limited: "exacte pour cette profondeur seulement\u{a0}: 0 est une nulle, ou une position que la profondeur max. a laissée indécise",
        upper_bound: |skipped, alpha| {
            format!(
                "au plus cela\u{a0}: en dessous, {skipped}, et le score est ≤ α {alpha}, un échec bas"
            )
        },
        lower_bound: |skipped, beta| {
            format!(
                "au moins cela\u{a0}: en dessous, {skipped}, et le score est ≥ β {beta}, un échec haut"
            )
        },
        exact_nothing_skipped: |outside| {
            format!(
                "exact\u{a0}: rien n'a été écarté en dessous, il est donc exact bien que {outside}"
            )
        },
        score_for: |score, max, bound| format!("score {score} pour {max} ({bound})"),
        tie_checked: |searched| {
            format!(
                "exact\u{a0}: l'alpha-bêta l'avait d'abord seulement borné, {searched}, puis le test des ex\u{a0}æquo l'a prouvé aussi bon que le meilleur"
            )
        },
        searched_with: |alpha, beta, positions, count, below| {
            let unit = plural_from_two(count, "position", "positions");
            format!("cherché avec α {alpha} β {beta} · {positions} {unit}{below}")
        },
        below_it: " en dessous",
        not_kept: "Pas gardé en mémoire\u{a0}: Entrée le cherche à nouveau pour montrer ses coups",
    },
    techniques: TechniqueWords {
        title: " Techniques comparées sur cette position · c ou Échap ferme ",
        heading: |to_move, depth| format!("{to_move} · chaque recherche {depth}"),
        to_depth_draw: |depth| format!("à la profondeur {depth}, puis score 0"),
        to_depth_heuristic: |depth| format!("à la profondeur {depth}, puis score heuristique"),
        to_depth_heap: |depth| format!("à la profondeur {depth}, puis les multiples de 4"),
        to_the_end: "jusqu'à la fin",
        technique: "technique",
        positions: "positions",
        time: "temps",
        value: "valeur",
        mv: "coup",
        searching: "recherche…",
        stopped: "arrêtée",
        waiting: "en attente",
        gave_up: "abandon",
        deepened: |depth| {
            [
                format!("+ approfondi à {}", demi_coups(depth)),
                format!("+ approfondi à {depth}"),
            ]
        },
        hits: |name, rate| format!("{name}, {rate}\u{a0}% succès"),
        fill_in: "Les lignes se remplissent à mesure que chaque recherche se termine.",
        agree: |value| {
            format!(
                "✓ Toutes les valeurs concordent ({value})\u{a0}: les techniques ne font qu'économiser du travail."
            )
        },
        differ: "✗ Les valeurs diffèrent\u{a0}: c'est un bogue, merci de le signaler.",
        too_few: "Trop peu de recherches terminées pour comparer les valeurs.",
        budget: |n| {
            format!(
                "Chaque ligne ajoute une technique à celle du dessus\u{a0}; chacune abandonne au-delà de {n} positions."
            )
        },
        equal_moves: "Valeurs pour le joueur au trait\u{a0}; des coups aussi bons peuvent différer d'une ligne à l'autre.",
        more_than_above: |row, above| {
            format!("{row} a examiné plus de positions que {above} sur cette position.")
        },
        order_more_than_above: |row, above| {
            format!(
                "{row} a examiné plus de positions que {above}\u{a0}: un ordre ne change que ce qu'alpha-bêta saute, et ici l'ordre de lecture en a sauté plus."
            )
        },
    },
    help: Help {
        title: " Aide — appuyez sur une touche pour fermer ",
        panel: [
            "Le panneau\u{a0}: positions examinées avec et sans alpha-bêta, le score",
            "de chaque coup (≤ ≥\u{a0}: bornes), la suite attendue. a\u{a0}: le lexique.",
        ],
        tree: [
            "Scores et fenêtres α/β de MAX, qui joue d'abord\u{a0}; ≤ ≥\u{a0}: des bornes.",
            "Ligne ✂\u{a0}: une coupure, que l'adversaire refuserait. Pas une défaite.",
        ],
        techniques: [
            "Chaque ligne cherche la même position à la même profondeur avec",
            "une technique de plus\u{a0}: le travail baisse, la valeur ne change pas.",
        ],
    },
    keys: KEYS,
    messages: Messages {
        config_problem: |problem| format!("Fichier de réglages\u{a0}: {problem}"),
        results_kept_aside: |path| {
            format!(
                "Le fichier des résultats était illisible\u{a0}: il est mis de côté sous le nom {path}, et un nouveau commence"
            )
        },
        results_not_written: |path| {
            format!("Le résultat n'a pas pu être écrit dans {path}\u{a0}: il n'est pas gardé")
        },
        hints_off: "Indices désactivés",
        hints_for_you: "Indices activés\u{a0}: la valeur de chaque coup pour vous, sur le plateau",
        hints_for_the_player: "Indices activés\u{a0}: la valeur de chaque coup pour le joueur qui a le trait",
        hints_on_your_turn: "Indices activés\u{a0}: ils s'affichent à votre tour",
        nothing_to_undo: "Rien à annuler\u{a0}: aucun coup n'a encore été joué",
        nothing_to_undo_ai_first: "Rien à annuler\u{a0}: votre partie commence après le premier coup de l'IA",
        took_back_one: "1 coup annulé — r le rejoue",
        took_back_two: "2 coups annulés — r les rejoue",
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
        cannot_take: |take, left| {
            format!("Impossible d'ôter {take}\u{a0}: il ne reste que {left} os")
        },
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
        deepening_on: |time| format!("Approfondissement itératif activé, en {time}"),
        deepening_off: "Approfondissement itératif désactivé\u{a0}: une seule recherche",
        deepening_off_too_big: |time| {
            format!(
                "Approfondissement itératif désactivé, sauf où une seule recherche serait trop grande (en {time})"
            )
        },
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
            format!(
                "Profondeur maximale\u{a0}: aucune, l'IA approfondit autant que {time} le permet"
            )
        },
        depth_limit_off_too_big: |time| {
            format!(
                "Profondeur maximale\u{a0}: aucune\u{a0}; là où une seule recherche serait trop grande, l'IA approfondit autant que {time} le permet"
            )
        },
        search_restarts: |what| format!("{what} — l'IA reprend sa recherche"),
        searched_again: |what| format!("{what} — l'IA refait son dernier choix"),
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
        paste_refused: "Texte collé ignoré\u{a0}: le jeu prend les touches une à une",
        dot_already_written: |path| format!("Cet arbre est déjà dans {path}"),
        table_shrunk: |asked, got| {
            format!(
                "Pas assez de mémoire pour une table de {asked}\u{a0}Mio\u{a0}: l'IA en utilise {got}\u{a0}Mio"
            )
        },
    },
    steps: super::steps::FR,
    home: super::home::FR,
    answers: super::answers::FR,
    practice: super::practice::FR,
    tree: super::tree::FR,
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
    deepening: key("D", "approfondissement itératif oui / non\u{a0}: 1, 2, 3… coups", None),
    mode: key("v", "qui joue\u{a0}: vous contre l'IA / l'IA seule / à deux", Some("v mode")),
    mode_watching: key("v", "qui joue\u{a0}: vous contre l'IA / l'IA seule / à deux", Some("v qui joue")),
    new_game: key("n s", "nouvelle partie / changer qui commence", Some("n partie")),
    swap: key("s", "changer qui commence (tout de suite ou à la suivante)", Some("s échange")),
    play_now: key("Échap", "pendant que l'IA réfléchit\u{a0}: jouer son meilleur coup", None),
    help: key("?", "cette aide", Some("? aide")),
    glossary: key("a", "ce que veulent dire les mots et symboles du panneau", None),
    quit: key("q Ctrl-C", "quitter", Some("q quitter")),
    steps: super::steps::FR_KEYS,
    home: super::home::FR_KEYS,
    practice: super::practice::FR_KEYS,
};

/// The glossary's entries, (term, what it means), one a line.
#[rustfmt::skip]
const GLOSSARY: &[(&str, &str)] = &[
    ("minimax", "essaie chaque coup jusqu'à la profondeur max. ou la fin\u{a0}; MAX (au trait) remonte le score le plus haut, MIN le plus bas"),
    ("alpha-bêta", "un minimax qui garde α (score assuré de MAX) et β (celui de MIN)\u{a0}; dès que α ≥ β, les coups restants sont coupés"),
    ("positions", "examinées sous la position de l'IA, comptées comme un cours les compte (les premiers chiffres du panneau, ceux de la liste des coups)\u{a0}; chaque recherche chronométrée seule\u{a0}; rech. IA\u{a0}: celle de l'IA, avec ses techniques"),
    ("demi-coup", "le coup d'un seul joueur\u{a0}: le vôtre et la réponse de l'IA font 2\u{a0}demi-coups. Profondeurs, victoires, défaites se comptent en demi-coups"),
    ("profondeur max.", "demi-coups regardés en avant\u{a0}; là, une position vaut 0 (comme une nulle\u{a0}; un coup à 0 se lit «\u{a0}indécis\u{a0}» quand rien n'a été décidé à portée) ou une estimation heuristique"),
    ("ordre, table", "l'ordre d'essai des coups (il ne change que ce qu'alpha-bêta saute)\u{a0}: ordre de lecture (ligne par ligne), centre d'abord, ou menaces d'abord (victoires, puis parades, puis les coups sur le plus de lignes ouvertes)\u{a0}; une table retient les positions vues, succès\u{a0}: la part des consultations qui en ont trouvé une"),
    ("table\u{a0}: b2 en miroir", "la table a répondu pour la position de ce coup\u{a0}: elle tenait la valeur de la position après b2, son image miroir (ou tournée), explorée avant\u{a0}; une position symétrique vaut autant, donc 1\u{a0}position est comptée et rien n'est cherché dessous"),
    ("itérations", "l'approfondissement itératif (D)\u{a0}: une recherche à 1 demi-coup, puis 2, 3… (au plus la profondeur max.), jusqu'à un gain ou une perte forcés ou la fin du temps\u{a0}; l'IA joue le coup de la plus profonde, les lignes comptent ses positions, la ligne Itérations toutes. Sans D, une seule recherche décide là où l'arbre en dessous tient au plus 1\u{a0}000\u{a0}000 positions (comptées large)\u{a0}; l'IA n'approfondit que là où il peut en tenir plus"),
    ("score", "pour l'IA\u{a0}: 1000 moins les demi-coups jusqu'à sa victoire (997\u{a0}: gagne en 3), -1000 plus les demi-coups jusqu'à sa défaite, 0 nulle"),
    ("estimation", "un score qu'aucune recherche n'a prouvé (arrêtée à la profondeur max. ou faute de temps)\u{a0}: la supposition de l'évaluation, dans ±500 pour ne jamais passer pour une victoire\u{a0}; sur un plateau, les lignes encore ouvertes de l'IA moins les vôtres, chacune valant 1, 10, 100… pour 1, 2, 3… pions (×4 pour une ligne que le joueur au trait complète au coup suivant)\u{a0}; sur un tas, +100 ou -100 par la règle des multiples de 4 (un tas multiple de 4 est perdu pour le joueur au trait)"),
    ("≤ ≥ borne", "un score qu'alpha-bêta n'a pu que borner\u{a0}: des coups ont été écartés en dessous (coupés, ou réglés par une borne de la table) et il est sorti de sa fenêtre\u{a0}: ≤ à α ou moins, au plus cela (un échec bas\u{a0}: rien là n'atteignait ce que MAX avait déjà ailleurs)\u{a0}; ≥ à β ou plus, au moins cela (un échec haut). Sans rien d'écarté en dessous, un score est exact, quelle que soit la fenêtre\u{a0}; < la meilleure valeur\u{a0}: le test des ex\u{a0}æquo l'a prouvé pire"),
    ("coupure sur une égalité", "une coupure où le meilleur égale α (chez MIN) ou β (chez MAX)\u{a0}: le joueur qui choisirait cette position ne peut pas faire mieux ici qu'ailleurs. Avec une profondeur maximale, toute position non finie à la limite vaut 0\u{a0}: les égalités sont fréquentes et alpha-bêta coupe davantage. Depuis le plateau 3×3 vide, 572 de ses 781\u{a0}coupures sont sur des égalités à 6\u{a0}demi-coups, 2\u{a0}185 sur 4\u{a0}856 sans limite"),
    ("ex\u{a0}æquo", "recherches qui prouvent d'autres coups aussi bons que le meilleur, comptées à part\u{a0}; elles peuvent dépasser la recherche\u{a0}: prouver un ex\u{a0}æquo examine chaque réponse qu'alpha-bêta a sautée sous le coup"),
    ("▶ ◆ =", "le coup joué\u{a0}; le coup des nouveaux réglages (ou le choix de la recherche, là où le livre ou le solveur a choisi)\u{a0}; un coup aussi bon"),
    ("attendu", "les coups où mène le meilleur jeu des deux camps"),
    ("indices (i)", "la valeur de chaque coup sur le plateau, pour le joueur au trait\u{a0}: G3 / P2 gagne / perd en 3 / 2 demi-coups, = nulle (chacun prouvé jusqu'à la fin de la partie), ≈ estimation, là où la profondeur maximale a coupé la recherche\u{a0}; ÷10 ou ÷100 dans le titre\u{a0}: estimations écrites en dizaines ou centaines pour tenir dans les cases. Au Puissance 4 sans profondeur maximale\u{a0}: valeurs exactes tirées du livre d'ouvertures, ou du solveur, qui calcule une colonne après l'autre pendant que vous réfléchissez (la ligne sous le plateau dit laquelle)"),
];
