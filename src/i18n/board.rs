//! The words of the board's box, in English and French: its title, the hints' titles (what the
//! values are, or why none show) and the solver's progress under the hints.

use super::choose::count;
use super::en::plies;
use super::fr::demi_coups;

/// The board's box (the heap's box takes its hints' titles from here too).
pub struct BoardWords {
    pub title: &'static str,
    /// The box's title while hints are on: the other side is to move.
    pub hints_idle: &'static str,
    /// The game is over: no move to give a hint for, longest form first.
    pub hints_over: [&'static str; 2],
    pub hints_working: &'static str,
    /// The hints gave up: their searches passed their position budget.
    pub hints_too_big: &'static str,
    /// Every value shown is exact (proven to the end of the game).
    pub hints_exact: &'static str,
    /// Estimates within this many plies, longest form first.
    pub hints_estimate: fn(u32) -> [String; 2],
    /// The same, written divided by a scale (10, 100, …) where the cells are too narrow,
    /// longest form first (each says the scale).
    pub hints_scaled: fn(u32, u32) -> [String; 3],
    /// Some values exact, the others (marked ≈) estimates within this many plies, longest form
    /// first; every form says which is which.
    pub hints_mixed: fn(u32) -> [String; 4],
    /// The same with the estimates divided by a scale (each form says the scale).
    pub hints_mixed_scaled: fn(u32, u32) -> [String; 4],
    /// On a heap, values past this many plies decided by the rule of 4, which is exact (a
    /// multiple of 4 loses for the player to move): wins and losses, not estimates. Longest
    /// form first.
    pub hints_rule: fn(u32) -> [String; 2],
    /// A take's hint the rule of 4 decided, for the player choosing it: (a win, a loss), with
    /// no distance (it lies past the depth limit).
    pub rule_hints: [&'static str; 2],
    /// The title of hints where the full one does not fit.
    pub hints_short: &'static str,
    /// What splits a hint over two lines in a tall cell ("loss" over "in 2").
    pub hint_split: &'static str,
    /// Under the box while the solver works out the exact values: the move it is solving and
    /// the positions searched so far (already formatted), longest form first.
    pub solving: fn(&str, &str) -> [String; 3],
}

pub const EN: BoardWords = BoardWords {
    title: " Board ",
    hints_idle: " Hints: on a player's turn ",
    hints_over: [" Hints: none, the game is over ", " Hints: game over "],
    hints_working: " Hints: searching… ",
    hints_too_big: " Hints: too big to work out ",
    hints_exact: " Hints: exact values ",
    hints_estimate: |depth| {
        let title = format!(" Hints: {depth}-ply estimates ");
        [title.clone(), title]
    },
    hints_scaled: |depth, scale| {
        [
            format!(" Hints: {depth}-ply estimates ÷{scale} "),
            format!(" Hints: {} ÷{scale} ", plies(depth)),
            format!(" Hints ÷{scale} "),
        ]
    },
    hints_mixed: |depth| {
        [
            format!(" Hints: exact, or ≈ {depth}-ply estimates "),
            format!(" Hints: exact, or ≈ {depth}-ply "),
            format!(" Hints: exact, ≈ {depth}-ply "),
            format!(" Exact, ≈ {depth}-ply "),
        ]
    },
    hints_mixed_scaled: |depth, scale| {
        [
            format!(" Hints: exact, or ≈ {depth}-ply estimates ÷{scale} "),
            format!(" Hints: exact, or ≈ {depth}-ply ÷{scale} "),
            format!(" Hints: exact, ≈ {depth}-ply ÷{scale} "),
            format!(" Exact, ≈ {depth}-ply ÷{scale} "),
        ]
    },
    hints_rule: |depth| {
        [
            format!(" Hints: {}, then rule of 4 ", plies(depth)),
            " Hints: rule of 4 ".to_owned(),
        ]
    },
    rule_hints: ["win", "loss"],
    hints_short: " Hints ",
    hint_split: " in ",
    solving: |mv, positions| {
        [
            format!(
                " solving {mv}: {} ",
                count(positions, "position", "positions")
            ),
            format!(" solving {mv}: {positions} "),
            format!(" solving {mv} "),
        ]
    },
};

pub const FR: BoardWords = BoardWords {
    title: " Plateau ",
    hints_idle: " Indices\u{a0}: au tour d'un joueur ",
    hints_over: [
        " Indices\u{a0}: aucun, la partie est finie ",
        " Indices\u{a0}: partie finie ",
    ],
    hints_working: " Indices\u{a0}: recherche… ",
    hints_too_big: " Indices\u{a0}: trop longs à calculer ",
    hints_exact: " Indices\u{a0}: valeurs exactes ",
    hints_estimate: |depth| {
        [
            format!(" Indices\u{a0}: estimés sur {} ", demi_coups(depth)),
            format!(" Indices sur {} ", demi_coups(depth)),
        ]
    },
    hints_scaled: |depth, scale| {
        [
            format!(
                " Indices\u{a0}: estimés sur {}, ÷{scale} ",
                demi_coups(depth)
            ),
            format!(" Indices sur {}, ÷{scale} ", demi_coups(depth)),
            format!(" Indices ÷{scale} "),
        ]
    },
    hints_mixed: |depth| {
        [
            format!(
                " Indices\u{a0}: exacts, ou ≈ estimés sur {} ",
                demi_coups(depth)
            ),
            format!(" Indices\u{a0}: exacts, ou ≈ sur {} ", demi_coups(depth)),
            format!(" Exacts, ou ≈ sur {} ", demi_coups(depth)),
            format!(" Exacts, ≈ sur {} ", demi_coups(depth)),
        ]
    },
    hints_mixed_scaled: |depth, scale| {
        [
            format!(
                " Indices\u{a0}: exacts, ou ≈ estimés sur {}, ÷{scale} ",
                demi_coups(depth)
            ),
            format!(
                " Indices\u{a0}: exacts, ou ≈ sur {}, ÷{scale} ",
                demi_coups(depth)
            ),
            format!(" Exacts, ou ≈ sur {}, ÷{scale} ", demi_coups(depth)),
            format!(" Exacts, ≈ {} ÷{scale} ", demi_coups(depth)),
        ]
    },
    // (The depth is the settings line's; the heap's box is too narrow to say it too.)
    hints_rule: |_| {
        let title = " Indices\u{a0}: multiples de 4 ".to_owned();
        [title.clone(), title]
    },
    rule_hints: ["gagne", "perd"],
    hints_short: " Indices ",
    hint_split: " en ",
    solving: |mv, positions| {
        [
            format!(" solveur, {mv}\u{a0}: {positions} positions "),
            format!(" solveur, {mv}\u{a0}: {positions} "),
            format!(" solveur, {mv} "),
        ]
    },
};
