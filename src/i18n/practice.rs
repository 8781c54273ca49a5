//! The words of practice (a game tree worked out by hand, graded node by node), in English and French.
//!
//! Values, windows and node names arrive already written ("3", "≤ 2", "−∞", "2.1", "MIN at
//! 2"); which phrase a mistake calls for is decided in `analysis::practice::explain`.

use super::KeyText;
use super::choose::{count, plural, plural_from_two};
use super::words::key;

/// Everything practice says: the reasons a grade gives, and the exercise's screen.
pub struct PracticeWords {
    /// The root, in a sentence ("MAX at the root").
    pub at_root: fn(&str) -> String,
    /// A side at a node: "MIN at 2".
    pub at_node: fn(&str, &str) -> String,
    /// A node never visited, as a value.
    pub cut: &'static str,
    /// The entry is right.
    pub right: &'static str,
    /// Nothing was written where an answer is expected.
    pub no_answer: &'static str,
    /// Nothing written at a node the search never visits: why it is never visited.
    pub no_answer_cut: fn(&str) -> String,
    /// Not graded: below a branch the search never visits (the branch), or one the learner
    /// marked ✂ though the search visits it.
    pub below_search_cut: fn(&str) -> String,
    pub below_marked_cut: fn(&str) -> String,
    /// A leaf left read, as the exercise gives it, where the search reads it: not graded.
    pub leaf_given: &'static str,
    /// Marked cut, but the root: the search starts there.
    pub root_searched: &'static str,
    /// Marked cut, but searched: the first child (the parent, "MIN at 2").
    pub first_child: fn(&str) -> String,
    /// Marked cut, but searched: the parent at MIN (parent, best, through, α) and at MAX
    /// (parent, best, through, β) had not reached its bound.
    pub not_yet_min: fn(&str, &str, &str, &str) -> String,
    pub not_yet_max: fn(&str, &str, &str, &str) -> String,
    /// Given a value, but never searched: a cut at MAX (β, who set it, through which child,
    /// the node that cut, its best, through which child) and at MIN (the same with α).
    pub cut_at_max: fn(&str, &str, &str, &str, &str, &str) -> String,
    pub cut_at_min: fn(&str, &str, &str, &str, &str, &str) -> String,
    /// Given a value, but it lies below a cut node.
    pub inside_cut: fn(&str) -> String,
    /// A leaf returns its own value.
    pub leaf: fn(&str) -> String,
    /// The value is the best of the children, exact (the value, the child it comes from).
    pub best_max: fn(&str, &str) -> String,
    pub best_min: fn(&str, &str) -> String,
    /// The same, when the learner wrote it as a bound: exact although outside the window
    /// (the value, the comparison that put it outside, "2 ≤ α = 3").
    pub exact_although: fn(&str, &str) -> String,
    /// The same, inside its window: nothing below it was cut (the value); a cut below it (the
    /// value, where, α, β) skipped moves that cannot change a value inside the window.
    pub exact_nothing_cut: fn(&str) -> String,
    pub exact_inside: fn(&str, &str, &str, &str) -> String,
    /// A wrong number written as a bound: why that number (first), then why it is exact.
    pub best_and_exact: fn(&str, &str) -> String,
    /// A cut here: MAX stopped at ≥ β (child, its value, β, the answer "≥ 5"); MIN at ≤ α.
    pub cut_here_max: fn(&str, &str, &str, &str) -> String,
    pub cut_here_min: fn(&str, &str, &str, &str) -> String,
    /// Nothing cut here, but a cut below (where) left moves unsearched and the value (the
    /// value, the comparison that puts it outside the window) is only a bound (the answer).
    pub skipped_below: fn(&str, &str, &str, &str) -> String,
    /// The learner's number is fail-hard's (the learner's, the answer).
    pub fail_hard: fn(&str, &str) -> String,
    /// α on entering: set by an ancestor (α, "MAX at the root", through), or none yet.
    pub alpha_from: fn(&str, &str, &str) -> String,
    pub alpha_none: &'static str,
    /// β on entering: set by an ancestor (β, "MIN at 2", through), or none yet.
    pub beta_from: fn(&str, &str, &str) -> String,
    pub beta_none: &'static str,

    // ---- the exercise's screen ----
    /// The title: what the exercise is (see the `what_*` phrases) and what it asks; the same
    /// short, where the long one does not fit.
    pub title: fn(&str, &str) -> String,
    pub title_short: fn(&str, &str) -> String,
    /// A random tree (seed, depth, branching); a tree given; the 2×2 board; a heap of bones;
    /// a tic-tac-toe position (rows joined by /).
    /// A random tree: its seed, its depth, and its inner nodes' children ("2–3", or "2").
    pub what_random: fn(u64, usize, &str) -> String,
    pub what_given: &'static str,
    pub what_two_by_two: &'static str,
    pub what_bones: fn(u32) -> String,
    /// A tic-tac-toe position (rows joined by /) and the mark MAX plays there.
    pub what_endgame: fn(&str, char) -> String,
    /// Under the end game's board, drawn beside the tree: the mark MAX plays.
    pub board_max: fn(char) -> String,
    /// The task: values and cuts, or windows too.
    pub task_values: &'static str,
    pub task_windows: &'static str,
    /// One line on what to do, above the tree.
    pub instructions: &'static str,
    /// What fail-soft means, under the instructions: longest form first.
    pub fail_soft: [&'static str; 2],
    /// The root's name on screen (answer files write `root`).
    pub root: &'static str,
    /// The selected node: its name; a leaf's value; the move that leads there.
    pub node: fn(&str) -> String,
    pub leaf_value: fn(&str) -> String,
    pub after_move: fn(&str) -> String,
    /// The entries' names: the value, α, β.
    pub value: &'static str,
    pub alpha: &'static str,
    pub beta: &'static str,
    /// Before the learner's entries.
    pub yours: &'static str,
    /// After them, where α and β are asked for: which window they are.
    pub window_on_entry: &'static str,
    /// What to type, before the first check: at an inner node, at a leaf.
    pub how_to_answer: &'static str,
    pub how_to_answer_leaf: &'static str,
    /// A wrong entry: what it should be (already written), then the reason.
    pub should_be: fn(&str, &str, &str) -> String,
    /// Every entry of the node is right.
    pub node_right: &'static str,
    /// This exercise's score (right, entries) and the session's (exercises, right, entries at
    /// each exercise's first check).
    pub exercise_score: fn(usize, usize) -> String,
    pub unchecked: &'static str,
    pub session_score: fn(u32, usize, usize) -> String,
    /// Said after a check: all right, or how many right of how many.
    pub all_right: fn(usize) -> String,
    pub checked: fn(usize, usize) -> String,
    /// The search replayed over the tree: step i of n.
    pub replay_title: fn(usize, usize) -> String,
    /// The steps in words (nodes, sides and values already written).
    pub step_root: fn(&str) -> String,
    pub step_enter: fn(&str, &str, &str, &str) -> String,
    /// A leaf entered: (node, its value, α, β); then scored (node, value).
    pub step_enter_leaf: fn(&str, &str, &str, &str) -> String,
    pub step_leaf: fn(&str, &str) -> String,
    pub step_best: fn(&str, &str, &str) -> String,
    pub step_not_best: fn(&str, &str, &str, &str) -> String,
    pub step_alpha: fn(&str) -> String,
    pub step_beta: fn(&str) -> String,
    /// A cut at MAX (node, best, β, the skipped nodes, how many) and at MIN (the same with
    /// α); then the same on a tie (the best only equals β at MAX, α at MIN).
    pub step_cut_max: fn(&str, &str, &str, &str, usize) -> String,
    pub step_cut_min: fn(&str, &str, &str, &str, usize) -> String,
    pub step_cut_max_tie: fn(&str, &str, &str, &str, usize) -> String,
    pub step_cut_min_tie: fn(&str, &str, &str, &str, usize) -> String,
    pub step_exit: fn(&str, &str) -> String,
    pub step_exit_bound: fn(&str, &str) -> String,
    /// The replay's positions so far against the search's (alpha-beta's, minimax's).
    pub replay_count: fn(u64, u64, u64) -> String,
    /// The help popup's two lines on what the screen shows.
    pub help: [&'static str; 2],
}

/// The words of practice's keys.
pub struct PracticeKeyWords {
    pub open: KeyText,
    pub select: KeyText,
    pub field: KeyText,
    pub digits: KeyText,
    pub bound: KeyText,
    pub cut: KeyText,
    pub infinity: KeyText,
    pub erase: KeyText,
    pub check: KeyText,
    pub next: KeyText,
    pub task: KeyText,
    pub replay: KeyText,
    pub leave: KeyText,
    pub replay_step: KeyText,
    pub replay_ends: KeyText,
    pub replay_leave: KeyText,
}

pub const EN: PracticeWords = PracticeWords {
    at_root: |side| format!("{side} at the root"),
    at_node: |side, node| format!("{side} at {node}"),
    cut: "cut",
    right: "right",
    no_answer: "no answer",
    no_answer_cut: |why| format!("no answer; {why}"),
    below_search_cut: |branch| {
        format!(
            "not graded: it lies below {branch}, which the search never visits; ✂ at {branch} answers for the whole branch"
        )
    },
    below_marked_cut: |branch| {
        format!(
            "not graded: it lies below {branch}, which you marked ✂; that one mark is graded at {branch}"
        )
    },
    leaf_given: "not graded: a leaf read, as the exercise gives it (the search reads it too)",
    root_searched: "searched: the search starts at the root",
    first_child: |parent| format!("searched: the first child of {parent} is always searched"),
    not_yet_min: |parent, best, through, alpha| {
        format!(
            "searched: {parent} holds MAX to {best} so far (through {through}), still above α = {alpha}, so the search goes on"
        )
    },
    not_yet_max: |parent, best, through, beta| {
        format!(
            "searched: {parent} has {best} so far (through {through}), still below β = {beta}, so the search goes on"
        )
    },
    cut_at_max: |beta, by, by_through, at, best, through| {
        format!(
            "never searched: β = {beta} there, since {by} already holds MAX to {beta} through {by_through}; so once {at} reached {best} through {through}, the rest are cut"
        )
    },
    cut_at_min: |alpha, by, by_through, at, best, through| {
        format!(
            "never searched: α = {alpha} there, since {by} is already sure of {alpha} through {by_through}; so once {at} fell to {best} through {through}, the rest are cut"
        )
    },
    inside_cut: |branch| format!("never searched: it lies below {branch}, which is cut"),
    leaf: |value| format!("a leaf returns its own value, {value}"),
    best_max: |value, through| {
        format!("MAX returns the largest value its children returned: {value}, from {through}")
    },
    best_min: |value, through| {
        format!("MIN returns the smallest value its children returned: {value}, from {through}")
    },
    exact_although: |value, outside| {
        format!("{value} is exact even though {outside}: nothing below it was cut")
    },
    exact_nothing_cut: |value| {
        format!(
            "{value} is exact, not a bound: nothing below it was cut, so every child's value is exact"
        )
    },
    exact_inside: |value, at, alpha, beta| {
        format!(
            "{value} is exact, not a bound: the cut at {at} skipped moves below it, but {value} lies inside the window it was entered with (α = {alpha}, β = {beta}), and a fail-soft value inside its window is exact"
        )
    },
    best_and_exact: |best, exact| format!("{best}; and {exact}"),
    cut_here_max: |through, value, beta, answer| {
        format!(
            "MAX stopped after {through}: {value} ≥ β = {beta}, so the rest are cut and MAX is only known to get at least that: {answer}"
        )
    },
    cut_here_min: |through, value, alpha, answer| {
        format!(
            "MIN stopped after {through}: {value} ≤ α = {alpha}, so the rest are cut and MIN is only known to hold MAX to at most that: {answer}"
        )
    },
    skipped_below: |at, value, outside, answer| {
        format!(
            "a cut below it, at {at}, left moves unsearched, and {outside}: fail-soft proves only that the value is {answer}, not that it is {value}"
        )
    },
    fail_hard: |yours, answer| {
        format!(
            "{yours} is what fail-hard alpha-beta returns (the value clipped to the window); this search is fail-soft and returns the best it found: {answer}"
        )
    },
    alpha_from: |alpha, by, through| {
        format!("α = {alpha} here: {by} is already sure of {alpha} through {through}")
    },
    alpha_none: "α = −∞ here: no MAX above it has a value yet",
    beta_from: |beta, by, through| {
        format!("β = {beta} here: {by} already holds MAX to {beta} through {through}")
    },
    beta_none: "β = +∞ here: no MIN above it has a value yet",
    title: |what, task| format!(" Practice: alpha-beta by hand · {what} · {task} "),
    title_short: |what, task| format!(" Practice · {what} · {task} "),
    what_random: |seed, depth, branching| {
        format!("seed {seed}, depth {depth}, branching {branching}")
    },
    what_given: "a given tree",
    what_two_by_two: "the 2×2 board, 2 in a row",
    what_bones: |heap| format!("the Game of Bones, {}", count(heap, "bone", "bones")),
    what_endgame: |board, max| format!("tic-tac-toe from {board}, {max} (MAX) to move"),
    board_max: |max| format!("MAX plays {max}"),
    task_values: "values and cuts",
    task_windows: "values, cuts and windows",
    instructions: "What does alpha-beta (fail-soft, children left to right) return at each node?",
    fail_soft: [
        "Fail-soft: a node returns the best value its children gave, even beyond α or β (fail-hard would return α or β there).",
        "Fail-soft: a node returns the best its children gave, even beyond α or β.",
    ],
    root: "root",
    node: |name| format!("Node {name}"),
    leaf_value: |value| format!("leaf {value}"),
    after_move: |mv| format!("after {mv}"),
    value: "value",
    alpha: "α",
    beta: "β",
    yours: "Your answer:",
    window_on_entry: "(α, β: the window on entry to the node)",
    how_to_answer: "Type a value (0-9, -), < or > for a bound (where moves were cut below the node and its value falls outside the window it was entered with), x for ✂ (the whole branch below too); Enter checks every answer.",
    how_to_answer_leaf: "A leaf counts as read: x marks it ✂ if the search never gets to it (✂ on a node above marks it too).",
    should_be: |entry, expected, why| format!("✗ {entry} {expected}: {why}"),
    node_right: "✓ right",
    exercise_score: |right, total| format!("Score: {right}/{total}"),
    unchecked: "Score: not checked yet",
    session_score: |exercises, right, total| {
        format!(
            "session: {right}/{total} in {} (first checks)",
            count(exercises, "exercise", "exercises")
        )
    },
    all_right: |total| format!("All {total} entries right!"),
    checked: |right, total| {
        format!("{right} of {total} entries right: the wrong ones are marked ✗")
    },
    replay_title: |step, steps| format!("Step {step} of {steps}: the search over this tree"),
    step_root: |side| format!("The search starts at the root ({side}), α −∞, β +∞."),
    step_enter: |node, side, alpha, beta| {
        format!("Enter {node} ({side}) with α {alpha}, β {beta}.")
    },
    step_enter_leaf: |node, value, alpha, beta| {
        format!("Enter {node}: a leaf, worth {value} (α {alpha}, β {beta}).")
    },
    step_leaf: |node, value| format!("{node} is a leaf: it returns its own value, {value}."),
    step_best: |node, child, value| format!("At {node}, {child} returns {value}: the best so far."),
    step_not_best: |node, child, value, best| {
        format!("At {node}, {child} returns {value}; the best stays {best}.")
    },
    step_alpha: |alpha| format!(" α rises to {alpha}."),
    step_beta: |beta| format!(" β falls to {beta}."),
    step_cut_max: |node, best, beta, skipped, n| {
        let verb = plural(n, "is", "are");
        format!("Cut at {node}: {best} ≥ β {beta}, so {skipped} {verb} never searched.")
    },
    step_cut_min: |node, best, alpha, skipped, n| {
        let verb = plural(n, "is", "are");
        format!("Cut at {node}: {best} ≤ α {alpha}, so {skipped} {verb} never searched.")
    },
    step_cut_max_tie: |node, best, beta, skipped, n| {
        let verb = plural(n, "is", "are");
        format!(
            "Cut at {node} on a tie: {best} ≥ β {beta} (equal: MIN already holds MAX to {beta} elsewhere and cannot do better here), so {skipped} {verb} never searched."
        )
    },
    step_cut_min_tie: |node, best, alpha, skipped, n| {
        let verb = plural(n, "is", "are");
        format!(
            "Cut at {node} on a tie: {best} ≤ α {alpha} (equal: MAX already has {alpha} elsewhere and cannot do better here), so {skipped} {verb} never searched."
        )
    },
    step_exit: |node, value| format!("{node} returns {value}."),
    step_exit_bound: |node, value| format!("{node} returns {value}, only a bound."),
    replay_count: |so_far, pruned, plain| {
        format!("Positions visited: {so_far} of {pruned} (minimax: {plain})")
    },
    help: [
        "Practice: the tree, MAX and MIN by level, the leaves from MAX's",
        "side; ✂ never visited. Enter checks; the details say why.",
    ],
};

pub const EN_KEYS: PracticeKeyWords = PracticeKeyWords {
    open: key("x", "practise alpha-beta by hand on a small tree", None),
    select: key(
        "↑ ↓ ← → k j h l",
        "the parent, the first child, the node left / right",
        Some("↑↓←→ node"),
    ),
    field: key("Tab", "the next entry of the node: value, α, β", None),
    digits: key("0 … 9 -", "type the value (- for a negative one)", None),
    bound: key(
        "< >",
        "only a bound: at most / at least (again: exact)",
        None,
    ),
    cut: key(
        "x",
        "cut, with its whole branch (again: not cut)",
        Some("x cut"),
    ),
    infinity: key("i", "∞ for α or β (after -: −∞)", None),
    erase: key("Backspace", "erase the entry", None),
    check: key("Enter", "check every answer", Some("Enter check")),
    next: key("n", "a new exercise", Some("n new")),
    task: key("w", "values and cuts only / windows too", Some("w windows")),
    replay: key(
        "a",
        "watch the search step by step on this tree",
        Some("a watch"),
    ),
    leave: key("Esc", "back to the game", Some("Esc leave")),
    replay_step: key("→ ← l h Space", "one step forward / back", Some("→ step")),
    replay_ends: key("Home End", "the first / the last step", None),
    replay_leave: key("a Esc", "back to the exercise", Some("Esc back")),
};

pub const FR: PracticeWords = PracticeWords {
    at_root: |side| format!("{side} à la racine"),
    at_node: |side, node| format!("{side} en {node}"),
    cut: "coupé",
    right: "juste",
    no_answer: "pas de réponse",
    no_answer_cut: |why| format!("pas de réponse\u{a0}; {why}"),
    below_search_cut: |branch| {
        format!(
            "pas noté\u{a0}: il est sous {branch}, que la recherche ne visite jamais\u{a0}; ✂ en {branch} répond pour toute la branche"
        )
    },
    below_marked_cut: |branch| {
        format!(
            "pas noté\u{a0}: il est sous {branch}, que vous avez marqué ✂\u{a0}; cette seule marque est notée en {branch}"
        )
    },
    leaf_given: "non noté\u{a0}: une feuille lue, telle que l'exercice la donne (la recherche la lit aussi)",
    root_searched: "visitée\u{a0}: la recherche part de la racine",
    first_child: |parent| {
        format!("visité\u{a0}: le premier enfant de {parent} est toujours visité")
    },
    not_yet_min: |parent, best, through, alpha| {
        format!(
            "visité\u{a0}: {parent} limite MAX à {best} jusqu'ici (par {through}), encore au-dessus de α = {alpha}, donc la recherche continue"
        )
    },
    not_yet_max: |parent, best, through, beta| {
        format!(
            "visité\u{a0}: {parent} a {best} jusqu'ici (par {through}), encore au-dessous de β = {beta}, donc la recherche continue"
        )
    },
    cut_at_max: |beta, by, by_through, at, best, through| {
        format!(
            "jamais visité\u{a0}: β = {beta} là, car {by} limite déjà MAX à {beta} par {by_through}\u{a0}; dès que {at} atteint {best} par {through}, le reste est coupé"
        )
    },
    cut_at_min: |alpha, by, by_through, at, best, through| {
        format!(
            "jamais visité\u{a0}: α = {alpha} là, car {by} est déjà sûr de {alpha} par {by_through}\u{a0}; dès que {at} tombe à {best} par {through}, le reste est coupé"
        )
    },
    inside_cut: |branch| format!("jamais visité\u{a0}: il est sous {branch}, qui est coupé"),
    leaf: |value| format!("une feuille renvoie sa propre valeur, {value}"),
    best_max: |value, through| {
        format!(
            "MAX renvoie la plus grande valeur renvoyée par ses enfants\u{a0}: {value}, de {through}"
        )
    },
    best_min: |value, through| {
        format!(
            "MIN renvoie la plus petite valeur renvoyée par ses enfants\u{a0}: {value}, de {through}"
        )
    },
    exact_although: |value, outside| {
        format!("{value} est exact bien que {outside}\u{a0}: rien n'a été coupé en dessous")
    },
    exact_nothing_cut: |value| {
        format!(
            "{value} est exact, pas une borne\u{a0}: rien n'a été coupé en dessous, donc la valeur de chaque enfant est exacte"
        )
    },
    exact_inside: |value, at, alpha, beta| {
        format!(
            "{value} est exact, pas une borne\u{a0}: la coupure en {at} a écarté des coups en dessous, mais {value} est dans la fenêtre avec laquelle on y est entré (α = {alpha}, β = {beta}), et une valeur «\u{a0}fail-soft\u{a0}» dans sa fenêtre est exacte"
        )
    },
    best_and_exact: |best, exact| format!("{best}\u{a0}; et {exact}"),
    cut_here_max: |through, value, beta, answer| {
        format!(
            "MAX s'arrête après {through}\u{a0}: {value} ≥ β = {beta}, donc le reste est coupé et l'on sait seulement que MAX obtient au moins cela\u{a0}: {answer}"
        )
    },
    cut_here_min: |through, value, alpha, answer| {
        format!(
            "MIN s'arrête après {through}\u{a0}: {value} ≤ α = {alpha}, donc le reste est coupé et l'on sait seulement que MIN limite MAX à cela au plus\u{a0}: {answer}"
        )
    },
    skipped_below: |at, value, outside, answer| {
        format!(
            "une coupure plus bas, en {at}, a laissé des coups non visités, et {outside}\u{a0}: le «\u{a0}fail-soft\u{a0}» prouve seulement que la valeur est {answer}, pas qu'elle vaut {value}"
        )
    },
    fail_hard: |yours, answer| {
        format!(
            "{yours} est ce que renvoie l'alpha-bêta «\u{a0}fail-hard\u{a0}» (la valeur ramenée dans la fenêtre)\u{a0}; cette recherche est «\u{a0}fail-soft\u{a0}» et renvoie le meilleur trouvé\u{a0}: {answer}"
        )
    },
    alpha_from: |alpha, by, through| {
        format!("α = {alpha} ici\u{a0}: {by} est déjà sûr de {alpha} par {through}")
    },
    alpha_none: "α = −∞ ici\u{a0}: aucun MAX au-dessus n'a encore de valeur",
    beta_from: |beta, by, through| {
        format!("β = {beta} ici\u{a0}: {by} limite déjà MAX à {beta} par {through}")
    },
    beta_none: "β = +∞ ici\u{a0}: aucun MIN au-dessus n'a encore de valeur",
    title: |what, task| format!(" Entraînement\u{a0}: l'alpha-bêta à la main · {what} · {task} "),
    title_short: |what, task| format!(" Entraînement · {what} · {task} "),
    what_random: |seed, depth, branching| {
        format!("graine {seed}, profondeur {depth}, largeur {branching}")
    },
    what_given: "un arbre donné",
    what_two_by_two: "le plateau 2×2, 2 alignés",
    what_bones: |heap| format!("le jeu des os, {}", count(heap, "os", "os")),
    what_endgame: |board, max| format!("morpion depuis {board}, {max} (MAX) joue"),
    board_max: |max| format!("MAX joue {max}"),
    task_values: "valeurs et coupures",
    task_windows: "valeurs, coupures et fenêtres",
    instructions: "Que renvoie l'alpha-bêta («\u{a0}fail-soft\u{a0}», de gauche à droite) à chaque nœud\u{a0}?",
    fail_soft: [
        "«\u{a0}Fail-soft\u{a0}»\u{a0}: un nœud renvoie la meilleure valeur de ses enfants, même au-delà de α ou β («\u{a0}fail-hard\u{a0}» y renverrait α ou β).",
        "«\u{a0}Fail-soft\u{a0}»\u{a0}: un nœud rend le meilleur de ses enfants, même hors de (α, β).",
    ],
    root: "racine",
    node: |name| format!("Nœud {name}"),
    leaf_value: |value| format!("feuille {value}"),
    after_move: |mv| format!("après {mv}"),
    value: "valeur",
    alpha: "α",
    beta: "β",
    yours: "Votre réponse\u{a0}:",
    window_on_entry: "(α, β\u{a0}: à l'entrée du nœud)",
    how_to_answer: "Tapez une valeur (0-9, -), < ou > pour une borne (s'il y a eu une coupure dessous et que la valeur sort de la fenêtre d'entrée), x pour ✂ (et toute la branche en dessous)\u{a0}; Entrée corrige tout.",
    how_to_answer_leaf: "Une feuille compte comme lue\u{a0}: x la marque ✂ si la recherche n'y arrive jamais (✂ sur un nœud au-dessus la marque aussi).",
    should_be: |entry, expected, why| format!("✗ {entry} {expected}\u{a0}: {why}"),
    node_right: "✓ juste",
    exercise_score: |right, total| format!("Score\u{a0}: {right}/{total}"),
    unchecked: "Score\u{a0}: à corriger",
    session_score: |exercises, right, total| {
        format!(
            "séance\u{a0}: {right}/{total} en {} (premières corrections)",
            count(exercises, "exercice", "exercices")
        )
    },
    all_right: |total| format!("Les {total}\u{a0}réponses sont justes\u{a0}!"),
    checked: |right, total| {
        format!(
            "{right} {} sur {total}\u{a0}: les fausses sont marquées ✗",
            plural_from_two(right, "réponse juste", "réponses justes")
        )
    },
    replay_title: |step, steps| {
        format!("Étape {step} sur {steps}\u{a0}: la recherche sur cet arbre")
    },
    step_root: |side| format!("La recherche part de la racine ({side}), α −∞, β +∞."),
    step_enter: |node, side, alpha, beta| {
        format!("Entrée en {node} ({side}) avec α {alpha}, β {beta}.")
    },
    step_enter_leaf: |node, value, alpha, beta| {
        format!("Entrée en {node}\u{a0}: une feuille, qui vaut {value} (α {alpha}, β {beta}).")
    },
    step_leaf: |node, value| {
        format!("{node} est une feuille\u{a0}: elle renvoie sa propre valeur, {value}.")
    },
    step_best: |node, child, value| {
        format!("En {node}, {child} renvoie {value}\u{a0}: le meilleur jusqu'ici.")
    },
    step_not_best: |node, child, value, best| {
        format!("En {node}, {child} renvoie {value}\u{a0}; le meilleur reste {best}.")
    },
    step_alpha: |alpha| format!(" α monte à {alpha}."),
    step_beta: |beta| format!(" β descend à {beta}."),
    step_cut_max: |node, best, beta, skipped, n| {
        let verb = plural(n, "n'est jamais visité", "ne sont jamais visités");
        format!("Coupure en {node}\u{a0}: {best} ≥ β {beta}, donc {skipped} {verb}.")
    },
    step_cut_min: |node, best, alpha, skipped, n| {
        let verb = plural(n, "n'est jamais visité", "ne sont jamais visités");
        format!("Coupure en {node}\u{a0}: {best} ≤ α {alpha}, donc {skipped} {verb}.")
    },
    step_cut_max_tie: |node, best, beta, skipped, n| {
        let verb = plural(n, "n'est jamais visité", "ne sont jamais visités");
        format!(
            "Coupure sur une égalité en {node}\u{a0}: {best} ≥ β {beta} (égalité\u{a0}: MIN limite déjà MAX à {beta} ailleurs et ne peut pas faire mieux ici), donc {skipped} {verb}."
        )
    },
    step_cut_min_tie: |node, best, alpha, skipped, n| {
        let verb = plural(n, "n'est jamais visité", "ne sont jamais visités");
        format!(
            "Coupure sur une égalité en {node}\u{a0}: {best} ≤ α {alpha} (égalité\u{a0}: MAX a déjà {alpha} ailleurs et ne peut pas faire mieux ici), donc {skipped} {verb}."
        )
    },
    step_exit: |node, value| format!("{node} renvoie {value}."),
    step_exit_bound: |node, value| format!("{node} renvoie {value}, une borne seulement."),
    replay_count: |so_far, pruned, plain| {
        format!("Positions visitées\u{a0}: {so_far} sur {pruned} (minimax\u{a0}: {plain})")
    },
    help: [
        "Entraînement\u{a0}: l'arbre, MAX et MIN par niveau, les feuilles",
        "du point de vue de MAX\u{a0}; ✂ jamais visité. Entrée corrige.",
    ],
};

pub const FR_KEYS: PracticeKeyWords = PracticeKeyWords {
    open: key("x", "l'alpha-bêta à la main, sur un petit arbre", None),
    select: key(
        "↑ ↓ ← → k j h l",
        "le parent, le premier enfant, le voisin gauche / droit",
        Some("↑↓←→ nœud"),
    ),
    field: key(
        "Tabulation",
        "la réponse suivante du nœud\u{a0}: valeur, α, β",
        None,
    ),
    digits: key("0 … 9 -", "taper la valeur (- pour une négative)", None),
    bound: key(
        "< >",
        "une borne\u{a0}: au plus / au moins (encore\u{a0}: exacte)",
        None,
    ),
    cut: key(
        "x",
        "coupé, avec toute sa branche (encore\u{a0}: pas coupé)",
        Some("x coupé"),
    ),
    infinity: key("i", "∞ pour α ou β (après -\u{a0}: −∞)", None),
    erase: key("Retour", "effacer la réponse", None),
    check: key(
        "Entrée",
        "corriger toutes les réponses",
        Some("Entrée corriger"),
    ),
    next: key("n", "un nouvel exercice", Some("n nouveau")),
    task: key(
        "w",
        "valeurs et coupures seules / fenêtres aussi",
        Some("w fenêtres"),
    ),
    replay: key(
        "a",
        "voir la recherche pas à pas sur cet arbre",
        Some("a voir"),
    ),
    leave: key("Échap", "retour à la partie", Some("Échap retour")),
    replay_step: key(
        "→ ← l h Espace",
        "une étape en avant / en arrière",
        Some("→ avancer"),
    ),
    replay_ends: key("Début Fin", "la première / la dernière étape", None),
    replay_leave: key("a Échap", "retour à l'exercice", Some("Échap retour")),
};
