//! The keys of step mode and of its guesses, in words, in English and French.

use super::KeyText;
use super::words::key;

/// The keys of step mode and of guessing, for the help popup and the footer.
pub struct StepKeyWords {
    pub open: KeyText,
    /// `w` in the explorer.
    pub from_tree: KeyText,
    pub forward: KeyText,
    pub back: KeyText,
    pub over: KeyText,
    pub out: KeyText,
    pub cut: KeyText,
    pub ends: KeyText,
    pub play: KeyText,
    pub pace: KeyText,
    pub jump: KeyText,
    pub pruning: KeyText,
    pub guess: KeyText,
    pub leave: KeyText,
    pub answer: KeyText,
    pub cancel: KeyText,
    /// The tree grown so far, in the stack's place (`tree.rs`).
    pub tree: KeyText,
}

pub const EN_KEYS: StepKeyWords = StepKeyWords {
    open: key(
        "w",
        "watch the AI's last search step by step",
        Some("w watch"),
    ),
    from_tree: key(
        "w",
        "search from this position, step by step",
        Some("w steps"),
    ),
    forward: key("→ ← l h", "one step forward / back", Some("→/← step")),
    // The forward row's hint names both arrows: the 80-column footer then has room for ↓ and c.
    back: key("← h", "one step back", None),
    over: key(
        "↓ ↑ j k",
        "finish this position (on to its value) / go up",
        Some("↓ finish"),
    ),
    out: key("↑ k", "step out: on to the position above", None),
    cut: key("c", "on to the next cut", Some("c cut")),
    ends: key("Home End", "the first / the last step", None),
    play: key(
        "Space [ ]",
        "play the steps / pause, slower / faster",
        Some("Space play"),
    ),
    pace: key("[ ]", "slower / faster", None),
    jump: key("0 … 9 Enter", "go to the step number typed", None),
    pruning: key("p", "replay with / without pruning", None),
    guess: key(
        "g",
        "guess this position's value, or a cut, first",
        Some("g guess"),
    ),
    leave: key("w Esc", "back to the game", Some("w leave")),
    answer: key(
        "1 2 3 4",
        "win, draw, loss, or a cut",
        Some("1 win 2 draw 3 loss 4 cut"),
    ),
    cancel: key("Esc", "no guess", Some("Esc cancel")),
    tree: super::tree::EN_KEY,
};

pub const FR_KEYS: StepKeyWords = StepKeyWords {
    open: key(
        "w",
        "revoir pas à pas la dernière recherche de l'IA",
        Some("w pas à pas"),
    ),
    from_tree: key(
        "w",
        "chercher depuis cette position, pas à pas",
        Some("w pas à pas"),
    ),
    forward: key(
        "→ ← l h",
        "une étape en avant / en arrière",
        Some("→/← étape"),
    ),
    back: key("← h", "une étape en arrière", None),
    over: key(
        "↓ ↑ j k",
        "finir cette position (jusqu'à sa valeur) / remonter",
        Some("↓ finir"),
    ),
    out: key("↑ k", "sortir\u{a0}: jusqu'à la position au-dessus", None),
    cut: key("c", "jusqu'à la prochaine coupure", Some("c coupure")),
    ends: key("Début Fin", "la première / la dernière étape", None),
    play: key(
        "Espace [ ]",
        "dérouler les étapes / pause, plus lent / vite",
        Some("Espace lire"),
    ),
    pace: key("[ ]", "plus lent / plus vite", None),
    jump: key("0 … 9 Entrée", "aller à l'étape tapée", None),
    pruning: key("p", "rejouer avec / sans élagage", None),
    guess: key(
        "g",
        "pronostiquer la valeur, ou une coupure, d'abord",
        Some("g deviner"),
    ),
    leave: key("w Échap", "retour à la partie", Some("w retour")),
    answer: key(
        "1 2 3 4",
        "gagne, nulle, perd, ou coupure",
        Some("1 gagne 2 nulle 3 perd 4 coupure"),
    ),
    cancel: key("Échap", "pas de pronostic", Some("Échap annuler")),
    tree: super::tree::FR_KEY,
};
