//! The words of the panel of the AI's thinking (counts, depth limit, scores, bounds), in English and French.

use super::choose::{count, plural, plural_from_two};
use super::en::plies;
use super::fr::demi_coups;

/// The statistics panel.
pub struct Panel {
    pub intro_title: &'static str,
    pub two_players: &'static str,
    pub two_players_text: &'static str,
    pub intro_heading: &'static str,
    /// The settings now.
    pub intro_now: fn(&str) -> String,
    pub intro_points: [&'static str; 3],
    pub intro_change: &'static str,
    /// The first screen's last line: the keys of practice, the lessons and the glossary.
    pub intro_learn: &'static str,
    /// Under the settings on the first screen, what the move order's and the table's words
    /// mean: the order (reading, centre-first, threats, a heap's 1-2-3), then the table (off,
    /// on), joined by `intro_terms`.
    pub intro_orders: [&'static str; 4],
    pub intro_table_off: &'static str,
    pub intro_table_on: &'static str,
    pub intro_terms: fn(&str, &str) -> String,
    /// The settings line, longest form first, by how the AI searches (see `Words::settings`):
    /// one search to the end, (search, move order, table); one search to a depth limit,
    /// (search, plies, what scores the positions there, the same short, move order, table);
    /// iterative deepening within a time, (search, time, what scores the last depth, the same
    /// short, move order, table), and the same up to a depth limit (search, plies, time, …).
    pub settings_no_limit: fn(&str, &str, &str) -> [String; 3],
    pub settings_limit: fn(&str, u32, &str, &str, &str, &str) -> [String; 3],
    pub settings_deepening: fn(&str, &str, &str, &str, &str, &str) -> [String; 3],
    pub settings_deepening_limit: fn(&str, u32, &str, &str, &str, &str, &str) -> [String; 3],
    /// What scores the positions at a depth limit, by evaluation, long and short.
    pub at_limit_draw: [&'static str; 2],
    pub at_limit_heuristic: [&'static str; 2],
    /// The heap's evaluation at the limit, longest form first.
    pub at_limit_heap: [&'static str; 2],
    /// The table: (MiB, hit rate), (MiB), none.
    pub table_hits: fn(u64, &str) -> String,
    pub table_size: fn(u64) -> String,
    pub no_table: &'static str,
    /// The table with neither size nor hit rate, for the narrowest settings line.
    pub table_bare: &'static str,
    /// A search's name with a technique more: (name, move order), (name).
    pub plus_order: fn(&str, &str) -> String,
    pub plus_table: fn(&str) -> String,
    /// The move table's column of the AI's search when it used more than one technique.
    pub ai_search: &'static str,
    /// Deepening: (depth reached, why it ran where the player did not ask for it, or nothing,
    /// why it stopped, positions of all its searches, time).
    pub deepening: fn(u32, &str, &str, &str, &str) -> String,
    /// Why deepening stopped where it did.
    pub solved: &'static str,
    pub proven: &'static str,
    pub depth_limit_reached: &'static str,
    pub time_up: &'static str,
    pub esc_pressed: &'static str,
    /// In the deepening line, where the player did not turn deepening on: why it ran.
    pub deepening_too_big: fn(&str) -> String,
    pub not_counted: &'static str,
    /// The panel's title: the AI's move, and the same searched again.
    pub played: fn(&str) -> String,
    pub played_again: fn(&str) -> String,
    /// The note over a decision searched again with new settings, longest form first.
    pub rerun_note: [&'static str; 2],
    pub positions_searched: &'static str,
    /// The same heading for searches that stopped this many plies deep.
    pub positions_searched_deep: fn(u32) -> String,
    /// A search's positions and the time it took alone: (positions, time).
    pub count_time: fn(&str, &str) -> String,
    /// Positions the tie checks visited besides, outside the moves' counts: (positions); and
    /// where they are more than the search they follow, (positions, moves checked), which says
    /// why.
    /// Longest form first.
    pub tie_checks: fn(&str) -> [String; 2],
    pub tie_checks_more: fn(&str, usize) -> [String; 2],
    /// The same checks where the AI searched with plain minimax: alpha-beta's, beside its
    /// count, which the AI's exact scores did not need: (positions).
    pub tie_checks_of_alpha_beta: fn(&str) -> [String; 2],
    /// The other search (named) still counts.
    pub still_counting: fn(&str) -> String,
    /// A decision searched again with another move order alone, which searched more than the
    /// order it was played with: (positions, the new order's name, positions, the old one's).
    pub order_searched_more: fn(&str, &str, &str, &str) -> String,
    pub recount_stopped: &'static str,
    pub deepening_label: &'static str,
    /// Connect Four played perfectly: the label of the line that says where the move came from.
    pub exact_label: &'static str,
    /// The label of the search's value where an exact value is shown above it.
    pub search_value: &'static str,
    /// The opening book's move: (its value and what it means).
    pub exact_book: fn(&str) -> String,
    /// The solver's move: (positions, time, value and what it means).
    pub exact_solved: fn(&str, &str, &str) -> String,
    /// The same, shorter: (time, value).
    pub exact_solved_short: fn(&str, &str) -> String,
    /// The solver ran out of time: (the think time).
    pub exact_out_of_time: fn(&str) -> String,
    pub exact_no_memory: &'static str,
    /// The system would not start a thread for the solver.
    pub exact_no_thread: &'static str,
    /// Where a perfect move came from, in the panel's title: the book, the solver, neither.
    pub source_book: &'static str,
    pub source_solved: &'static str,
    pub source_unsolved: &'static str,
    pub value: &'static str,
    /// The value line: (score, what it means).
    pub value_line: fn(&str, &str) -> String,
    pub expected: &'static str,
    /// The legend's entries, each shown only when the table has its symbol.
    pub legend_played: &'static str,
    pub legend_choice: &'static str,
    /// ◆ where the book or the solver chose another move than the search's.
    pub legend_search_choice: &'static str,
    /// Before the expected line where it starts with another move than the one played (the
    /// book or the solver chose): the search's own first move.
    pub by_the_search: fn(&str) -> String,
    pub legend_tied: &'static str,
    /// The same, where the move played was the AI's random pick among them.
    pub legend_tied_random: &'static str,
    /// A row the tie check proved worse than the best ("< 0").
    pub legend_worse: &'static str,
    pub legend_bound: &'static str,
    /// Where a move's row ends "· b2 mirrored" (its table answer, in short): what "·" ends.
    pub legend_answer: &'static str,
    /// The key of the glossary, at the end of the legend.
    pub terms_key: &'static str,
    pub move_heading: &'static str,
    pub score_heading: &'static str,
    pub outcome_heading: &'static str,
    /// Rows left out of the move table.
    pub more_moves: fn(usize) -> String,
}

/// How the AI searches, as the settings line says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach<'a> {
    /// One search without a depth limit: to the end of every line.
    NoLimit,
    /// One search, depth-limited to this many plies.
    Limit(u32),
    /// Iterative deepening within the think time (written out), up to the depth limit if any:
    /// the positions at its last depth are scored by the evaluation.
    Deepening { limit: Option<u32>, time: &'a str },
}

pub const EN: Panel = Panel {
    intro_title: " The AI's thinking ",
    two_players: "Two players at one keyboard.",
    two_players_text: "The AI only watches: i shows every move's value for the player to move, c compares the search techniques on the position, v gives the AI a side.",
    intro_heading: "Play a move: the AI answers, and this panel shows how it chose:",
    intro_now: |settings| format!("Now: {settings}"),
    intro_points: [
        "how many positions it searched, with alpha-beta and with plain minimax",
        "each move's score for the AI, and what it proves",
        "the line of play it expects",
    ],
    intro_change: "Change a setting (p d e o m D) after its move: the same choice is searched again.",
    intro_learn: "x:\u{a0}alpha-beta by hand · L:\u{a0}lessons · a:\u{a0}terms",
    intro_orders: [
        "reading: moves tried in reading order, row by row from the top left",
        "centre-first: moves nearer the centre tried first",
        "threats: wins, then blocks, then moves on the most open lines",
        "1-2-3: take 1 tried first, then 2, then 3",
    ],
    intro_table_off: "no table: no transposition table, so a position reached again is searched again (m)",
    intro_table_on: "table: the transposition table remembers positions searched; one reached again is looked up (m)",
    intro_terms: |order, table| format!("{order}; {table}."),
    settings_no_limit: |search, order, table| {
        [
            format!("{search} · no depth limit · {order} order · {table}"),
            format!("{search} · no limit · {order} order · {table}"),
            format!("{search} · no limit · {order} · {table}"),
        ]
    },
    settings_limit: |search, d, at_limit, at_limit_short, order, table| {
        [
            format!(
                "{search} · depth limit {}, then {at_limit} · {order} order · {table}",
                plies(d)
            ),
            format!("{search} · limit {d}, then {at_limit_short} · {order} order · {table}"),
            format!("{search} · limit {d}, then {at_limit_short} · {order} · {table}"),
        ]
    },
    settings_deepening: |search, time, at_limit, at_limit_short, order, table| {
        [
            format!(
                "{search} · iterative deepening, as deep as {time} allows, then {at_limit} · {order} order · {table}"
            ),
            format!(
                "{search} · deepening for {time}, then {at_limit_short} · {order} order · {table}"
            ),
            format!("{search} · deepening for {time}, then {at_limit_short} · {order} · {table}"),
        ]
    },
    settings_deepening_limit: |search, d, time, at_limit, at_limit_short, order, table| {
        [
            format!(
                "{search} · iterative deepening to {} within {time}, then {at_limit} · {order} order · {table}",
                plies(d)
            ),
            format!(
                "{search} · deepening to {d} within {time}, then {at_limit_short} · {order} order · {table}"
            ),
            format!(
                "{search} · deepening to {d}, max {time}, then {at_limit_short} · {order} · {table}"
            ),
        ]
    },
    at_limit_draw: ["score 0", "score 0"],
    at_limit_heuristic: ["a heuristic score", "heuristic"],
    at_limit_heap: ["the rule of 4", "rule of 4"],
    table_hits: |mib, rate| format!("table {mib}\u{a0}MiB, {rate}\u{a0}% hits"),
    table_size: |mib| format!("table {mib}\u{a0}MiB"),
    no_table: "no table",
    table_bare: "table",
    plus_order: |name, order| format!("{name} + {order} order"),
    plus_table: |name| format!("{name} + table"),
    ai_search: "AI search",
    deepening: |depth, ran, why, nodes, time| {
        plural(
            depth,
            format!(
                "1 search, 1 ply deep{ran}, {why}: {nodes} positions with its tie checks, {time}"
            ),
            format!(
                "{depth} searches, 1 to {depth} plies deep{ran}, {why}: {nodes} positions in all, tie checks included, {time}"
            ),
        )
    },
    solved: "the last reached the end of every line",
    proven: "stopped once a forced win or loss was found",
    depth_limit_reached: "up to the depth limit",
    time_up: "stopped when time was up",
    esc_pressed: "stopped by Esc",
    deepening_too_big: |most| format!(" (one search could visit over {most} positions)"),
    not_counted: "not counted",
    played: |mv| format!(" AI played {mv} "),
    played_again: |mv| format!(" AI played {mv} · searched again "),
    rerun_note: [
        "New settings, same position; the move played and the move list's counts stay.",
        "New settings; the move list keeps its counts.",
    ],
    positions_searched: "Positions searched, time of each",
    positions_searched_deep: |depth| {
        format!("Positions searched to {}, time of each", plies(depth))
    },
    count_time: |n, time| format!("{n} in {time}"),
    tie_checks: |n| {
        [
            format!("+{n} more to check ties, counted apart from the rows"),
            format!("+{n} more to check ties (not in the rows)"),
        ]
    },
    tie_checks_of_alpha_beta: |n| {
        [
            format!("+{n} more for alpha-beta's tie checks; the AI's minimax needs none"),
            format!("+{n} alpha-beta tie checks (not the AI's)"),
        ]
    },
    tie_checks_more: |n, moves| {
        [
            plural(
                moves,
                format!(
                    "+{n} more to check 1 move for a tie, more than the search: proving a tie searches every reply alpha-beta skipped under the move"
                ),
                format!(
                    "+{n} more to check {moves} moves for ties, more than the search: proving a tie searches every reply alpha-beta skipped under the move"
                ),
            ),
            format!(
                "+{n} to check ties, more than the search: a tie needs every reply alpha-beta skipped"
            ),
        ]
    },
    still_counting: |what| format!("{what} is still counting for the comparison"),
    order_searched_more: |n, order, before, before_order| {
        format!(
            "{n} positions with {order} order, more than {before} with {before_order} order: an order only changes what alpha-beta skips"
        )
    },
    recount_stopped: "the comparison was stopped by a newer search",
    deepening_label: "Deepening",
    exact_label: "Exact",
    search_value: "Search",
    exact_book: |value| format!("book move, {value}"),
    exact_solved: |n, time, value| {
        format!(
            "solved ({}, {time}), {value}",
            count(n, "position", "positions")
        )
    },
    exact_solved_short: |time, value| format!("solved in {time}, {value}"),
    exact_out_of_time: |time| format!("not solved in {time}: the search below chose"),
    exact_no_memory: "no memory for the solver: the search below chose",
    exact_no_thread: "the system refused the solver a thread: the search below chose",
    source_book: "book move",
    source_solved: "solved",
    source_unsolved: "not solved",
    value: "Value",
    value_line: |score, meaning| format!("{score}: {meaning}"),
    expected: "Expected",
    legend_played: "▶ played",
    legend_choice: "◆ choice now",
    legend_search_choice: "◆ the search's choice",
    by_the_search: |mv| format!("had the AI played {mv}: "),
    legend_tied: "= as good",
    legend_tied_random: "= as good, ▶ picked at random",
    legend_worse: "< worse",
    legend_bound: "≤ ≥ bound",
    legend_answer: "· from the table",
    terms_key: "a: terms",
    move_heading: "  move",
    score_heading: "score",
    outcome_heading: "for the AI",
    more_moves: |n| {
        format!(
            "  … {n} more {}: see the tree (t)",
            plural(n, "move", "moves")
        )
    },
};

pub const FR: Panel = Panel {
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
    intro_change: "Un réglage changé (p d e o m D) après son coup relance la recherche sur la même position.",
    intro_learn: "x\u{a0}: exercices · L\u{a0}: leçons · a\u{a0}: lexique",
    intro_orders: [
        "ordre de lecture\u{a0}: ligne par ligne, du haut à gauche",
        "centre d'abord\u{a0}: les coups près du centre d'abord",
        "menaces d'abord\u{a0}: victoires, parades, puis lignes ouvertes",
        "ordre 1-2-3\u{a0}: ôter 1 d'abord, puis 2, puis 3",
    ],
    intro_table_off: "sans table\u{a0}: sans table de transposition, une position revue est recherchée (m)",
    intro_table_on: "table\u{a0}: la table de transposition retient les positions vues, une position revue y est lue (m)",
    intro_terms: |order, table| format!("{order}\u{a0}; {table}."),
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
                "{search} · approfondissement itératif jusqu'à {} dans la limite de {time}, puis {at_limit} · {order} · {table}",
                demi_coups(d)
            ),
            format!(
                "{search} · approfondie à {d}, max. {time}, puis {at_limit_short} · {order} · {table}"
            ),
            format!(
                "{search} · approfondie à {d}, max. {time}, puis {at_limit_short} · {order} · {table}"
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
    positions_searched: "Recherches\u{a0}: positions examinées, durée",
    positions_searched_deep: |depth| {
        format!("Recherches à {}\u{a0}: positions, durée", demi_coups(depth))
    },
    count_time: |n, time| format!("{n} en {time}"),
    tie_checks: |n| {
        [
            format!("+{n} de plus pour vérifier les ex\u{a0}æquo, comptées à part du tableau"),
            format!("+{n} pour les ex\u{a0}æquo (hors tableau)"),
        ]
    },
    tie_checks_of_alpha_beta: |n| {
        [
            format!(
                "+{n} de plus pour les ex\u{a0}æquo de l'alpha-bêta\u{a0}; le minimax de l'IA n'en a pas besoin"
            ),
            format!("+{n} pour les ex\u{a0}æquo d'alpha-bêta"),
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
    legend_tied_random: "= aussi bon, ▶ tiré au sort",
    legend_worse: "< moins bon",
    legend_bound: "≤ ≥ borne",
    legend_answer: "· de la table",
    terms_key: "a\u{a0}: lexique",
    move_heading: "  coup",
    score_heading: "score",
    outcome_heading: "pour l'IA",
    more_moves: |n| {
        let others = plural(n, "autre coup", "autres coups");
        format!("  … {n} {others}\u{a0}: voir l'arbre (t)")
    },
};
