//! The words of practice (a game tree worked out by hand, graded node by node), in English and French.
//!
//! Values, windows and node names arrive already written ("3", "≤ 2", "−∞", "2.1", "MIN at
//! 2"); which phrase a mistake calls for is decided in `analysis::practice::explain`.

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
    /// A cut here: MAX stopped at ≥ β (child, its value, β, the answer "≥ 5"); MIN at ≤ α.
    pub cut_here_max: fn(&str, &str, &str, &str) -> String,
    pub cut_here_min: fn(&str, &str, &str, &str) -> String,
    /// Nothing cut here, but the value comes from a child's bound (child, the answer).
    pub from_bound: fn(&str, &str) -> String,
    /// The learner's number is fail-hard's (the learner's, the answer).
    pub fail_hard: fn(&str, &str) -> String,
    /// α on entering: set by an ancestor (α, "MAX at the root", through), or none yet.
    pub alpha_from: fn(&str, &str, &str) -> String,
    pub alpha_none: &'static str,
    /// β on entering: set by an ancestor (β, "MIN at 2", through), or none yet.
    pub beta_from: fn(&str, &str, &str) -> String,
    pub beta_none: &'static str,
}

pub const EN: PracticeWords = PracticeWords {
    at_root: |side| format!("{side} at the root"),
    at_node: |side, node| format!("{side} at {node}"),
    cut: "cut",
    right: "right",
    no_answer: "no answer",
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
        format!(
            "{value} is exact even though {outside}: every child was searched, nothing was cut here"
        )
    },
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
    from_bound: |through, answer| {
        format!(
            "the value comes from {through}, which is only a bound, so this one is too: {answer}"
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
};

pub const FR: PracticeWords = PracticeWords {
    at_root: |side| format!("{side} à la racine"),
    at_node: |side, node| format!("{side} en {node}"),
    cut: "coupé",
    right: "juste",
    no_answer: "pas de réponse",
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
        format!(
            "{value} est exact bien que {outside}\u{a0}: tous les enfants ont été visités, rien n'a été coupé ici"
        )
    },
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
    from_bound: |through, answer| {
        format!(
            "la valeur vient de {through}, qui n'est qu'une borne, donc celle-ci aussi\u{a0}: {answer}"
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
};
