//! The words of the tree explorer and of the comparison of techniques, in English and French.

use super::choose::{plural, plural_from_two};
use super::en::plies;
use super::fr::demi_coups;

/// The search tree explorer.
pub struct ExplorerWords {
    pub recording_title: &'static str,
    /// What the tree is of: the search behind a move, or the AI's search.
    pub behind: fn(&str) -> String,
    pub ai_search: &'static str,
    /// Titles, longest first: (what, technique, positions, how many).
    pub titles: fn(&str, &str, &str, u64) -> [String; 3],
    /// Shorter titles of the search behind a move, longest first, between the second and the
    /// third of `titles`: (the move, technique, positions, how many).
    pub titles_behind: fn(&str, &str, &str, u64) -> [String; 2],
    /// The search's name in the title of a tree searched with the transposition table.
    pub with_table: fn(&str) -> String,
    /// What a row the table answered ends with.
    pub from_table: &'static str,
    pub recording_behind: fn(&str) -> String,
    pub recording: &'static str,
    pub recording_text: &'static str,
    pub leave: &'static str,
    pub move_heading: &'static str,
    pub score_heading: &'static str,
    pub window_heading: &'static str,
    pub positions_heading: &'static str,
    /// The same two, short, where the panel is narrow: the α/β window before the levels of
    /// the rows shown would not fit beside it.
    pub window_heading_short: &'static str,
    pub positions_heading_short: &'static str,
    pub depth_limit: &'static str,
    pub wins: fn(&str) -> String,
    pub draw: &'static str,
    /// A game that ends with a plain score (an abstract tree's leaf): who scores it, how much.
    pub scores: fn(&str, &str) -> String,
    /// A cut row: (the moves skipped, how many, why).
    pub cut_row: fn(&str, usize, &str) -> String,
    /// Why in short: (MAX, MIN, reached, beta, the side whose choice it cannot change after
    /// "of") for a cut of MAX, and of MIN.
    pub max_cut_short: fn(&str, &str, &str, &str, &str) -> String,
    pub min_cut_short: fn(&str, &str, &str, &str, &str) -> String,
    /// Why in full, the same way.
    pub max_cut: fn(&str, &str, &str, &str, &str) -> String,
    pub min_cut: fn(&str, &str, &str, &str, &str) -> String,
    /// The details of a cut: why.
    pub cut_details: fn(&str) -> String,
    /// Who is to move: MAX by name, MIN by name, as a sentence starts with it (see
    /// `Words::max_to_move`).
    pub max_to_move: fn(&str) -> String,
    pub min_to_move: fn(&str) -> String,
    pub exact: &'static str,
    /// Exact for the search's depth limit, but an estimate of the evaluation there.
    pub exact_estimate: &'static str,
    /// The same on a heap, whose evaluation is the rule of 4: a proven rule, so exact.
    pub exact_rule: &'static str,
    /// A 0 under a depth limit: a draw, or nothing decided within reach.
    pub exact_even_limited: &'static str,
    /// A bound, by the rule: (what was skipped below, α) for at most, (the same, β) for at
    /// least.
    pub upper_bound: fn(&str, &str) -> String,
    pub lower_bound: fn(&str, &str) -> String,
    /// Exact although outside the window, since nothing below it was skipped: ("≤ α +3").
    pub exact_nothing_skipped: fn(&str) -> String,
    /// (score, MAX, what bound).
    pub score_for: fn(&str, &str, &str) -> String,
    /// What bound a root move's score is when alpha-beta only bounded it (the bound it found,
    /// "≤ 0") and the tie check then proved it as good as the best: exact.
    pub tie_checked: fn(&str) -> String,
    /// (α, β, positions, how many, and at the root `below_it`; see `Words::searched_with`).
    pub searched_with: fn(&str, &str, &str, u64, &str) -> String,
    /// A position the table answered, not searched: (α, β) it was looked up with.
    pub looked_up_with: fn(&str, &str) -> String,
    pub below_it: &'static str,
    pub not_kept: &'static str,
}

/// The technique comparison popup.
pub struct TechniqueWords {
    pub title: &'static str,
    /// (the seat to move's `to_move` phrase, how deep every search goes).
    pub heading: fn(&str, &str) -> String,
    /// To this depth, then positions scored by the evaluation (see `Words::to_depth`).
    pub to_depth_draw: fn(u32) -> String,
    pub to_depth_heuristic: fn(u32) -> String,
    pub to_depth_heap: fn(u32) -> String,
    pub to_the_end: &'static str,
    pub technique: &'static str,
    pub positions: &'static str,
    pub time: &'static str,
    pub value: &'static str,
    pub mv: &'static str,
    pub searching: &'static str,
    pub stopped: &'static str,
    pub waiting: &'static str,
    pub gave_up: &'static str,
    /// The deepening row with its depth, longest form first.
    pub deepened: fn(u32) -> [String; 2],
    /// A technique with its table's hit rate.
    pub hits: fn(&str, &str) -> String,
    pub fill_in: &'static str,
    /// All values agree on this one.
    pub agree: fn(&str) -> String,
    pub differ: &'static str,
    pub too_few: &'static str,
    /// The budget of each row.
    pub budget: fn(&str) -> String,
    pub equal_moves: &'static str,
    /// A row that visited more positions than the row above (its technique, the row above's).
    pub more_than_above: fn(&str, &str) -> String,
    /// The same, for the move order's row: the order tried weaker moves first here.
    pub order_more_than_above: fn(&str, &str) -> String,
}

pub const EN_EXPLORER: ExplorerWords = ExplorerWords {
    recording_title: " Search tree ",
    behind: |mv| format!("the search behind {mv}"),
    ai_search: "the AI's search",
    titles: |what, kind, positions, count| {
        let unit = plural(count, "position", "positions");
        [
            format!(" Tree of {what} · {kind} · {positions} {unit} "),
            format!(" Tree of {what} · {kind} · {positions} "),
            format!(" {kind} · {positions} {unit} "),
        ]
    },
    titles_behind: |mv, kind, positions, count| {
        let unit = plural(count, "position", "positions");
        [
            format!(" Behind {mv} · {kind} · {positions} {unit} "),
            format!(" {mv} · {kind} · {positions} "),
        ]
    },
    with_table: |kind| format!("{kind} + table"),
    from_table: "table",
    recording_behind: |mv| format!("Recording the search behind {mv}…"),
    recording: "Recording the search…",
    recording_text: "The tree shows every position the AI searched: its score and α/β window on entry (from the side of the player to move at the start, MAX), the positions below it, and the moves alpha-beta cut off, with why.",
    leave: "t or Esc leaves",
    move_heading: "move",
    score_heading: "score",
    window_heading: "α/β on entry",
    positions_heading: "positions",
    window_heading_short: "entry α/β",
    positions_heading_short: "pos.",
    depth_limit: "depth limit",
    wins: |name| format!("{name} wins"),
    draw: "draw",
    scores: |name, score| format!("{name} scores {score}"),
    cut_row: |moves, _, why| format!("✂ {moves} cut: {why}"),
    max_cut_short: |max, min, reached, beta, _| {
        format!("{max} has ≥ {reached} here, {min} holds {max} to ≤ {beta} elsewhere")
    },
    min_cut_short: |max, min, reached, beta, _| {
        format!("{min} holds {max} to ≤ {reached} here, {max} has ≥ {beta} elsewhere")
    },
    max_cut: |max, min, reached, beta, of_min| {
        format!(
            "{max} already has ≥ {reached} here, but {min} can hold {max} to ≤ {beta} elsewhere: this cannot change {of_min}'s choice"
        )
    },
    min_cut: |max, min, reached, beta, of_max| {
        format!(
            "{min} already holds {max} to ≤ {reached} here, but {max} can get ≥ {beta} elsewhere: this cannot change {of_max}'s choice"
        )
    },
    cut_details: |why| {
        format!(
            "Cut: {why}. A cut is not a losing move: the opponent simply has no reason to allow it."
        )
    },
    max_to_move: |name| format!("{name} (MAX) to move"),
    min_to_move: |name| format!("{name} (MIN) to move"),
    exact: "exact",
    exact_estimate: "an estimate: the evaluation scored the leaves at this depth limit, minimax backed them up",
    exact_rule: "exact: the rule of 4 scores the positions at the depth limit, and it is proven (a multiple of 4 loses for the player to move), so ±100 is a sure win or loss",
    exact_even_limited: "exact for this depth limit only: 0 is a draw, or a position the depth limit left undecided",
    upper_bound: |skipped, alpha| {
        format!("at most this: {skipped} below it, and it is ≤ α {alpha}, a fail low")
    },
    lower_bound: |skipped, beta| {
        format!("at least this: {skipped} below it, and it is ≥ β {beta}, a fail high")
    },
    exact_nothing_skipped: |outside| {
        format!("exact: nothing below it was skipped, so it is exact though {outside}")
    },
    score_for: |score, max, bound| format!("score {score} for {max} ({bound})"),
    tie_checked: |searched| {
        format!(
            "exact: alpha-beta first only bounded it, {searched}, then the tie check proved it as good as the best"
        )
    },
    searched_with: |alpha, beta, positions, count, below| {
        let unit = plural(count, "position", "positions");
        format!("searched with α {alpha} β {beta} on entry · {positions} {unit}{below}")
    },
    looked_up_with: |alpha, beta| {
        format!("looked up: α\u{a0}{alpha} β\u{a0}{beta} · 1\u{a0}position")
    },
    below_it: " below it",
    not_kept: "Not kept in memory: Enter searches it again to show its moves",
};

pub const EN_TECHNIQUES: TechniqueWords = TechniqueWords {
    title: " Techniques compared on this position · c or Esc closes ",
    heading: |to_move, depth| format!("{to_move} · every search {depth}"),
    to_depth_draw: |depth| format!("to depth {depth}, then score 0"),
    to_depth_heuristic: |depth| format!("to depth {depth}, then a heuristic score"),
    to_depth_heap: |depth| format!("to depth {depth}, then the rule of 4"),
    to_the_end: "to the end",
    technique: "technique",
    positions: "positions",
    time: "time",
    value: "value",
    mv: "move",
    searching: "searching…",
    stopped: "stopped",
    waiting: "waiting",
    gave_up: "gave up",
    deepened: |depth| {
        let row = format!("+ deepening, {}", plies(depth));
        [row.clone(), row]
    },
    hits: |name, rate| format!("{name}, {rate} % hits"),
    fill_in: "The rows fill in as each search ends.",
    agree: |value| format!("✓ All values agree ({value}): the techniques only save work."),
    differ: "✗ The values differ: that is a bug, please report it.",
    too_few: "Too few searches finished to compare values.",
    budget: |n| {
        format!("Each row adds a technique to the row above; each gives up past {n} positions.")
    },
    equal_moves: "Values are for the player to move; equally good moves may differ from row to row.",
    more_than_above: |row, above| {
        format!("{row} visited more positions than {above} on this position.")
    },
    order_more_than_above: |row, above| {
        format!(
            "{row} visited more positions than {above}: an order only changes what alpha-beta skips, and here reading order skipped more."
        )
    },
};

pub const FR_EXPLORER: ExplorerWords = ExplorerWords {
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
    recording_text: "L'arbre montre chaque position examinée par l'IA\u{a0}: son score et sa fenêtre α/β à l'entrée (du point de vue du joueur qui a le trait au départ, MAX), les positions en dessous, et les coups que l'alpha-bêta a coupés, avec la raison.",
    leave: "t ou Échap pour sortir",
    move_heading: "coup",
    score_heading: "score",
    window_heading: "α/β à l'entrée",
    positions_heading: "positions",
    window_heading_short: "α/β entrée",
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
    exact_estimate: "une estimation\u{a0}: l'évaluation a noté les feuilles à cette profondeur, le minimax les a remontées",
    exact_rule: "exacte\u{a0}: la règle des multiples de 4 note les positions à la profondeur max., et elle est prouvée (un multiple de 4 perd pour le joueur au trait)\u{a0}: ±100 est une victoire ou une défaite sûre",
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
        format!("exact\u{a0}: rien n'a été écarté en dessous, il est donc exact bien que {outside}")
    },
    score_for: |score, max, bound| format!("score {score} pour {max} ({bound})"),
    tie_checked: |searched| {
        format!(
            "exact\u{a0}: l'alpha-bêta l'avait d'abord seulement borné, {searched}, puis le test des ex\u{a0}æquo l'a prouvé aussi bon que le meilleur"
        )
    },
    searched_with: |alpha, beta, positions, count, below| {
        let unit = plural_from_two(count, "position", "positions");
        format!("cherché avec α {alpha} β {beta} à l'entrée · {positions} {unit}{below}")
    },
    looked_up_with: |alpha, beta| {
        format!("lue\u{a0}: α\u{a0}{alpha} β\u{a0}{beta} · 1\u{a0}position")
    },
    below_it: " en dessous",
    not_kept: "Pas gardé en mémoire\u{a0}: Entrée le cherche à nouveau pour montrer ses coups",
};

pub const FR_TECHNIQUES: TechniqueWords = TechniqueWords {
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
};
