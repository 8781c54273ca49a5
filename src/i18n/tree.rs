//! The words of the tree in step mode (the search drawn as it grows, key `t`), in English and French.

use super::KeyText;
use super::choose::{plural, plural_from_two};
use super::words::key;

/// Moves and figures arrive already written ("b2 c2", "1,204").
pub struct TreeWords {
    /// The columns of the tree drawn as a list: the move, its value (or the best so far), the
    /// positions of its subtree, the window (α, β) of an open position.
    pub header: [&'static str; 4],
    /// What the list's marks mean, longest form first.
    pub legend: [&'static str; 4],
    /// What the figure's labels mean, longest form first.
    pub figure_legend: [&'static str; 4],
    /// After a move the table answered for, in the list.
    pub table: &'static str,
    /// The same, in the figure.
    pub table_short: &'static str,
    /// Moves alpha-beta cut, with the positions plain minimax searches under them (the moves,
    /// the count); longest form first.
    pub not_searched: [fn(&str, &str) -> String; 2],
    /// The same when plain minimax's count passed the limit it is counted to.
    pub not_searched_over: [fn(&str, &str) -> String; 2],
    /// The same in the figure, without the moves (on the edge): the count.
    pub not_searched_figure: fn(&str) -> String,
    pub not_searched_figure_over: fn(&str) -> String,
    /// An open position's best so far where it bounds nothing yet (its best child's value is
    /// a bound the other way): the value.
    pub so_far: fn(&str) -> String,
    /// At the end of the search, why the whole tree is not browsed here: its positions, the
    /// most that are.
    pub too_big_to_browse: fn(&str, &str) -> String,
    /// The help's two lines at the end of step mode, where the whole tree is browsed (never
    /// wrapped, even at the smallest screen width).
    pub help: [&'static str; 2],
    /// Rows of the list left out above and below the ones shown.
    pub rows_above: fn(usize) -> String,
    pub rows_below: fn(usize) -> String,
}

/// The key of the tree in step mode.
pub const EN_KEY: KeyText = key(
    "t",
    "the tree grown so far / the stack of the current path",
    Some("t tree"),
);

pub const FR_KEY: KeyText = key(
    "t",
    "l'arbre parcouru jusqu'ici / la pile du chemin courant",
    Some("t arbre"),
);

/// "1 position", "1,204 positions".
fn positions_en(n: &str) -> String {
    plural(n, format!("{n} position"), format!("{n} positions"))
}

/// "1\u{a0}position non examinée", "1\u{a0}204\u{a0}positions non examinées" (none and one
/// take the singular).
fn not_searched_fr(n: &str) -> String {
    plural_from_two(
        n,
        format!("{n}\u{a0}position non examinée"),
        format!("{n}\u{a0}positions non examinées"),
    )
}

/// The same, short: "1 non examinée", "1\u{a0}204 non examinées".
fn not_searched_fr_short(n: &str) -> String {
    plural_from_two(n, format!("{n} non examinée"), format!("{n} non examinées"))
}

pub const EN: TreeWords = TreeWords {
    header: ["move", "value", "positions", "(α, β) now"],
    legend: [
        "▾ open: best so far, ≥ at least (MAX) ≤ at most (MIN) until finished · ▸ finished: value (exact, or ≤ ≥ a bound) · ✂ cut",
        "▾ open: ≥ ≤ best so far · ▸ finished: value (exact, or ≤ ≥ a bound) · ✂ cut",
        "▾ open  ▸ finished  ≤ ≥ bound, else exact  ✂ cut",
        "▾ open ▸ finished ≤ ≥ bound, else exact ✂ cut",
    ],
    figure_legend: [
        "open: best so far, ≥ at least (MAX) ≤ at most (MIN) until finished, (α, β) · finished: value, positions (≤ ≥ a bound) · ✂ cut: plain minimax's positions there",
        "open: best so far (≥ at MAX, ≤ at MIN) (α, β) · finished: value, positions (≤ ≥ a bound) · ✂ cut: plain minimax's count",
        "open: ≥ ≤ best so far (α, β) · finished: value, positions · ✂ cut",
        "open: best (α, β) · finished: value, positions · ✂ cut",
    ],
    table: "table",
    table_short: "T",
    not_searched: [
        |moves, n| format!("✂ {moves}: {} not searched", positions_en(n)),
        |moves, n| format!("✂ {moves}: {n} not searched"),
    ],
    not_searched_over: [
        |moves, n| format!("✂ {moves}: over {n} positions not searched"),
        |moves, n| format!("✂ {moves}: > {n} not searched"),
    ],
    not_searched_figure: |n| format!("✂ {n}"),
    not_searched_figure_over: |n| format!("✂ > {n}"),
    so_far: |v| format!("{v} so far"),
    too_big_to_browse: |n, most| {
        format!(
            "The whole tree has {n} positions, too many to browse here (at most {most}): t in the game records it"
        )
    },
    help: [
        "The search's whole tree, browsed as with t in the game (scores are",
        "MAX's, ≤ ≥ bounds). t shows the stack, Home the first step again.",
    ],
    rows_above: |n| format!("↑ {n} more"),
    rows_below: |n| format!("↓ {n} more"),
};

pub const FR: TreeWords = TreeWords {
    header: ["coup", "valeur", "positions", "(α, β) actuel"],
    legend: [
        "▾ ouverte\u{a0}: meilleur jusqu'ici, ≥ au moins (MAX) ≤ au plus (MIN) tant qu'elle n'est pas finie · ▸ finie\u{a0}: valeur (exacte, ou ≤ ≥ une borne) · ✂ coupure",
        "▾ ouverte\u{a0}: ≥ ≤ meilleur jusqu'ici · ▸ finie\u{a0}: valeur (exacte, ou ≤ ≥ une borne) · ✂ coupure",
        "▾ ouverte ▸ finie ≤ ≥ borne, sinon exacte ✂ coupure",
        "▾ ouverte ▸ finie ≤ ≥ borne ✂ coupure",
    ],
    figure_legend: [
        "ouverte\u{a0}: meilleur jusqu'ici, ≥ au moins (MAX) ≤ au plus (MIN) tant qu'elle n'est pas finie, (α, β) · finie\u{a0}: valeur, positions (≤ ≥ une borne) · ✂ coupure\u{a0}: positions du minimax simple",
        "ouverte\u{a0}: meilleur (≥ à MAX, ≤ à MIN) (α, β) · finie\u{a0}: valeur, positions (≤ ≥ borne) · ✂ coupure\u{a0}: minimax simple",
        "ouverte\u{a0}: ≥ ≤ meilleur (α, β) · finie\u{a0}: valeur, positions · ✂ coupure",
        "ouverte\u{a0}: meilleur (α, β) · finie\u{a0}: valeur, positions · ✂ coupure",
    ],
    table: "table",
    table_short: "T",
    not_searched: [
        |moves, n| format!("✂ {moves}\u{a0}: {}", not_searched_fr(n)),
        |moves, n| format!("✂ {moves}\u{a0}: {}", not_searched_fr_short(n)),
    ],
    not_searched_over: [
        |moves, n| format!("✂ {moves}\u{a0}: plus de {n}\u{a0}positions non examinées"),
        |moves, n| format!("✂ {moves}\u{a0}: > {n} non examinées"),
    ],
    not_searched_figure: |n| format!("✂ {n}"),
    not_searched_figure_over: |n| format!("✂ > {n}"),
    so_far: |v| format!("{v} jusqu'ici"),
    too_big_to_browse: |n, most| {
        format!(
            "L'arbre entier a {n}\u{a0}positions, trop pour le parcourir ici (au plus {most})\u{a0}: t dans la partie l'enregistre"
        )
    },
    help: [
        "L'arbre entier de la recherche, parcouru comme avec t dans la partie",
        "(scores de MAX, ≤ ≥ bornes). t montre la pile, Début la 1re étape.",
    ],
    rows_above: |n| format!("↑ {n} de plus"),
    rows_below: |n| format!("↓ {n} de plus"),
};
