//! The words of step mode (the AI's search replayed one step at a time) and of guessing, in English and French.

use super::KeyText;

/// Sides, moves and values arrive already written ("MAX (X)", "b2", "+996, X wins in 4 plies").
pub struct StepWords {
    /// The panel's title: the move number of the decision and the move played.
    pub title: fn(u32, &str) -> String,
    /// The same, short, for narrow panels.
    pub title_short: fn(u32, &str) -> String,
    /// A search from a position of the explorer, reached by these moves (or the root).
    pub title_from: fn(&str) -> String,
    /// `w` with no decision to replay.
    pub nothing_yet: &'static str,
    /// Step `a` of `b` · positions `c` of `d` (figures already formatted).
    pub counter: fn(&str, &str, &str, &str) -> String,
    /// Step `a` · positions `b` of `c`, before the replay has reached the end once.
    pub counter_positions: fn(&str, &str, &str) -> String,
    /// Step `a` · positions `b`, when the panel's total is not known.
    pub counter_bare: fn(&str, &str) -> String,
    /// The search replayed: alpha-beta or plain minimax, and its depth limit (plies) if any.
    pub search: fn(bool, Option<u32>) -> String,
    /// The stack's header: side, move, α, β, best so far.
    pub header: [&'static str; 5],
    /// The root's row, in the move column.
    pub root: &'static str,
    /// Rows of the stack left out above the ones shown.
    pub levels_above: fn(usize) -> String,
    /// A position's value: "+996" and who wins in how many plies, or a draw, or an estimate.
    /// Who wins, in how many plies from the search's start, and from the position shown (when
    /// it is not the start).
    pub wins: fn(&str, u32, Option<u32>) -> String,
    pub draw: &'static str,
    /// An estimate of the evaluation at the depth limit.
    pub estimate: &'static str,
    /// The search starts at the root: MAX's name; from the explorer, a new search from here.
    pub started: fn(&str) -> String,
    pub started_here: &'static str,
    /// A move is played: who, which, then who moves; under alpha-beta the window (α, β) follows.
    pub entered: fn(&str, &str, &str) -> String,
    /// A move that ends the game: who, which.
    pub entered_over: fn(&str, &str) -> String,
    /// The numbers drawn on the board.
    pub board_legend: &'static str,
    /// The start's value, at the end of the search.
    pub root_value: fn(&str) -> String,
    pub window: fn(&str, &str) -> String,
    /// A leaf: the game is over; the depth limit scores it; the table knows it. The value.
    pub leaf_over: fn(&str) -> String,
    pub leaf_limit: fn(&str) -> String,
    pub leaf_table: fn(&str) -> String,
    /// A child's value comes back (child, value); the best so far; α or β after it, if pruning.
    pub improved: fn(&str, &str, &str) -> String,
    pub not_improved: fn(&str, &str, &str) -> String,
    pub alpha_rises: fn(&str) -> String,
    pub beta_falls: fn(&str) -> String,
    /// No cut is left after the current step.
    pub no_more_cuts: &'static str,
    /// A cut at MIN: MIN holds MAX to ≤ best here, MAX has α elsewhere; the moves cut.
    pub cut_at_min: fn(&str, &str, &str, &str, &str) -> String,
    /// A cut at MAX: MAX gets ≥ best here, MIN holds MAX to β elsewhere; the moves cut.
    pub cut_at_max: fn(&str, &str, &str, &str, &str) -> String,
    /// The position is left with its value: exact, at most, at least.
    pub left_exact: fn(&str) -> String,
    /// Exact under the depth limit: the evaluation's estimates below it are taken as they are.
    pub left_exact_limited: fn(&str) -> String,
    pub left_at_most: fn(&str) -> String,
    pub left_at_least: fn(&str) -> String,
    /// The end of the replay: the positions counted are the panel's.
    pub finished: fn(&str) -> String,
    /// Playing the steps on their own, and how fast.
    pub playing: fn(u32) -> String,
    /// The step number being typed.
    pub typing: fn(&str) -> String,
    /// Guessing: the question (side to move), the answers, the reveal, the tally.
    pub guess_question: fn(&str) -> String,
    pub guess_answers: [&'static str; 4],
    pub guess_only_at_entry: &'static str,
    pub guess_waiting: fn(&str) -> String,
    pub guess_right: fn(&str, &str) -> String,
    pub guess_wrong: fn(&str, &str) -> String,
    /// The search proved only a bound (first), the exact value is the second.
    pub found_bound: fn(&str, &str) -> String,
    pub tally: fn(u32, u32) -> String,
    /// What the search found at the guessed position: cut or not.
    pub found_cut: &'static str,
    pub found_no_cut: &'static str,
    /// Predict mode in the game: on, off, the questions, the verdict, the tally.
    pub predict_on: &'static str,
    pub predict_off: &'static str,
    pub predict_move: &'static str,
    pub predict_worth: fn(&str) -> String,
    /// Predicted move and worth, the AI's move and worth, then the move's verdict (right, as
    /// good as the AI's, wrong) and whether the worth was right.
    pub predict_verdict: fn(&str, &str, &str, &str, &str, bool) -> String,
    /// The move's verdicts: the AI's very move, one as good, another.
    pub predict_moves: [&'static str; 3],
    /// Predictions made, moves right, worths right.
    pub predict_tally: fn(u32, u32, u32) -> String,
    /// What the help popup says of step mode, in two short lines.
    pub help: [&'static str; 2],
}

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
}

const fn key(
    label: &'static str,
    description: &'static str,
    hint: Option<&'static str>,
) -> KeyText {
    KeyText {
        label,
        description,
        hint,
    }
}

fn plies_en(n: u32) -> String {
    crate::text::plies(n)
}

fn coups(n: u32) -> String {
    if n == 1 {
        "1 coup".to_owned()
    } else {
        format!("{n} coups")
    }
}

/// `n` moves in a list, English: "b1", "b1 and c1", "b1, c1 and a2".
fn count_moves_en(n: &str) -> String {
    if n == "1" {
        "the 1 remaining move is cut".to_owned()
    } else {
        format!("the {n} remaining moves are cut")
    }
}

fn count_moves_fr(n: &str) -> String {
    if n == "1" {
        "le coup restant est coupé".to_owned()
    } else {
        format!("les {n}\u{a0}coups restants sont coupés")
    }
}

/// A count written out (`n`, as the screen groups it) and its noun, singular for one:
/// `("1", "position", "positions")` → "1 position".
fn count(n: &str, one: &str, many: &str) -> String {
    if n == "1" {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// The noun after "of N" (English) or "sur N" (French) takes N's number: "1 of 1 position".
fn noun<'a>(total: &str, one: &'a str, many: &'a str) -> &'a str {
    if total == "1" { one } else { many }
}

pub const EN: StepWords = StepWords {
    title: |number, mv| format!(" Step by step: the AI's search for move {number} ({mv}) "),
    title_short: |number, mv| format!(" Step by step · move {number} ({mv}) "),
    title_from: |path| format!(" Step by step: a search after {path} "),
    nothing_yet: "Nothing to replay yet: w replays the AI's last decision, once it has moved",
    counter: |step, steps, positions, total| {
        let noun = noun(total, "position", "positions");
        format!("Step {step} of {steps} · {positions} of {total} {noun}")
    },
    counter_positions: |step, positions, total| {
        let noun = noun(total, "position", "positions");
        format!("Step {step} · {positions} of {total} {noun}")
    },
    counter_bare: |step, positions| {
        format!(
            "Step {step} · {}",
            count(positions, "position", "positions")
        )
    },
    search: |pruning, depth| {
        let search = if pruning {
            "alpha-beta"
        } else {
            "plain minimax (no pruning)"
        };
        match depth {
            Some(d) => format!("{search} · depth limit {}", plies_en(d)),
            None => format!("{search} · no depth limit"),
        }
    },
    header: ["to move", "after", "α", "β", "best"],
    root: "start",
    levels_above: |n| {
        if n == 1 {
            "… 1 level above".to_owned()
        } else {
            format!("… {n} levels above")
        }
    },
    wins: |side, plies, here| match here {
        Some(here) => format!(
            "{side} wins {} from the start ({here} from here)",
            plies_en(plies)
        ),
        None => format!("{side} wins in {}", plies_en(plies)),
    },
    draw: "draw",
    estimate: "an estimate",
    started: |max| {
        format!(
            "The search starts at the root. {max} is to move: MAX wants the highest score, MIN the lowest."
        )
    },
    started_here: " A new search from this position: its scores count plies from here.",
    entered: |mover, mv, side| format!("{mover} plays {mv}. Now {side} is to move."),
    window: |alpha, beta| format!(" The window is α = {alpha}, β = {beta}."),
    entered_over: |mover, mv| format!("{mover} plays {mv}: the game is over there."),
    board_legend: "Numbers on the board: the path's moves, in order",
    root_value: |value| format!("The start is worth {value}."),
    leaf_over: |value| format!("The game is over here: {value}."),
    leaf_limit: |value| {
        format!("The depth limit is reached: the evaluation scores this position {value}.")
    },
    leaf_table: |value| format!("The table already holds this position: {value}."),
    improved: |child, value, side| format!("{child} returns {value}: the best so far for {side}."),
    not_improved: |child, value, best| {
        format!("{child} returns {value}: no better than {best}, the best stays.")
    },
    alpha_rises: |alpha| format!(" α rises to {alpha}."),
    beta_falls: |beta| format!(" β falls to {beta}."),
    cut_at_min: |min, max, best, alpha, n| {
        format!(
            "Cut: {min} can hold {max} to ≤ {best} here, and {max} already has {alpha} elsewhere (α), so {max} will never come here: {}.",
            count_moves_en(n)
        )
    },
    cut_at_max: |max, min, best, beta, n| {
        format!(
            "Cut: {max} gets ≥ {best} here, and {min} already holds {max} to {beta} elsewhere (β), so {min} will never come here: {}.",
            count_moves_en(n)
        )
    },
    left_exact: |value| {
        format!(
            "This position is worth {value}, exactly; the value is backed up to the position above."
        )
    },
    left_exact_limited: |value| {
        format!(
            "This position is worth {value}, exactly for this depth limit (its leaves are estimates); backed up."
        )
    },
    left_at_most: |value| {
        format!(
            "This position is worth at most {value}: only a bound, the search stopped early; backed up as it is."
        )
    },
    left_at_least: |value| {
        format!(
            "This position is worth at least {value}: only a bound, the search stopped early; backed up as it is."
        )
    },
    no_more_cuts: "No cut comes after this step: alpha-beta skips nothing more in this search",
    finished: |positions| match positions {
        "1" => "The search is over: 1 position searched, as the panel counts it.".to_owned(),
        n => format!("The search is over: {n} positions searched, as the panel counts them."),
    },
    playing: |per_second| match per_second {
        1 => "Playing: 1 step a second".to_owned(),
        n => format!("Playing: {n} steps a second"),
    },
    typing: |digits| format!("Go to step {digits}_ (Enter)"),
    guess_question: |max| {
        format!("Your guess: what is this position worth to {max}, or will moves be cut here?")
    },
    guess_answers: ["1 a win", "2 a draw", "3 a loss", "4 a cut here"],
    guess_only_at_entry: "Guess when the search enters a position (→ until a move is played)",
    guess_waiting: |guess| format!("You guessed {guess}: step on to see"),
    guess_right: |guess, found| format!("Right: you guessed {guess}, the search found {found}."),
    guess_wrong: |guess, found| {
        format!("Not this time: you guessed {guess}, the search found {found}.")
    },
    found_bound: |bound, exact| format!("{bound} only, a bound; its exact value is {exact}"),
    tally: |right, wrong| format!("Guesses: {right} right, {wrong} wrong"),
    found_cut: "a cut",
    found_no_cut: "no cut",
    predict_on: "Predict mode on: on the AI's turn, pick the move you think it will play",
    predict_off: "Predict mode off",
    predict_move: "Your prediction: pick the move the AI will play (as if you played it)",
    predict_worth: |mv| format!("You predict {mv}. Worth to the AI: 1 win · 2 draw · 3 loss?"),
    predict_verdict: |mv, worth, played, found, move_verdict, worth_right| {
        let worth_verdict = if worth_right { "right" } else { "wrong" };
        format!(
            "You said {mv} ({worth}), the AI played {played} ({found}): move {move_verdict}, worth {worth_verdict}"
        )
    },
    predict_moves: ["right", "as good as its choice", "wrong"],
    predict_tally: |made, moves, worths| {
        let right = |n: u32, one: &str, many: &str| match n {
            1 => format!("1 {one} right"),
            n => format!("{n} {many} right"),
        };
        format!(
            "Predictions: {made} made, {}, {}",
            right(moves, "move", "moves"),
            right(worths, "worth", "worths")
        )
    },
    help: [
        "Step mode: the board shows the position being searched, the",
        "stack its path (MAX/MIN, α, β, best so far), as in a lesson.",
    ],
};

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
    forward: key("→ ← l h", "one step forward / back", Some("→ step")),
    back: key("← h", "one step back", Some("← back")),
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
    guess: key("g", "guess this position's value first", Some("g guess")),
    leave: key("w Esc", "back to the game", Some("w leave")),
    answer: key("1 2 3 4", "win, draw, loss, or a cut", Some("1-4 answer")),
    cancel: key("Esc", "no guess", Some("Esc cancel")),
};

pub const FR: StepWords = StepWords {
    title: |number, mv| {
        format!(" Pas à pas\u{a0}: la recherche de l'IA pour le coup {number} ({mv}) ")
    },
    title_short: |number, mv| format!(" Pas à pas · coup {number} ({mv}) "),
    title_from: |path| format!(" Pas à pas\u{a0}: une recherche après {path} "),
    nothing_yet: "Rien à rejouer\u{a0}: w rejoue la dernière décision de l'IA, une fois qu'elle a joué",
    counter: |step, steps, positions, total| {
        let noun = count(positions, "position", "positions");
        format!("Étape {step} sur {steps} · {noun} sur {total}")
    },
    counter_positions: |step, positions, total| {
        let noun = count(positions, "position", "positions");
        format!("Étape {step} · {noun} sur {total}")
    },
    counter_bare: |step, positions| {
        format!(
            "Étape {step} · {}",
            count(positions, "position", "positions")
        )
    },
    search: |pruning, depth| {
        let search = if pruning {
            "alpha-bêta"
        } else {
            "minimax simple (sans élagage)"
        };
        match depth {
            Some(d) => format!("{search} · profondeur maximale {}", coups(d)),
            None => format!("{search} · sans limite de profondeur"),
        }
    },
    header: ["au trait", "après", "α", "β", "meilleur"],
    root: "départ",
    levels_above: |n| {
        if n == 1 {
            "… 1 niveau au-dessus".to_owned()
        } else {
            format!("… {n}\u{a0}niveaux au-dessus")
        }
    },
    wins: |side, plies, here| match here {
        Some(here) => format!(
            "{side} gagne {} après le départ ({here} d'ici)",
            coups(plies)
        ),
        None => format!("{side} gagne en {}", coups(plies)),
    },
    draw: "nulle",
    estimate: "une estimation",
    started: |max| {
        format!(
            "La recherche part de la racine. {max} a le trait\u{a0}: MAX veut le score le plus haut, MIN le plus bas."
        )
    },
    started_here: " Une nouvelle recherche depuis cette position\u{a0}: ses scores comptent les coups à partir d'ici.",
    entered: |mover, mv, side| format!("{mover} joue {mv}. C'est à {side} de jouer."),
    window: |alpha, beta| format!(" La fenêtre est α = {alpha}, β = {beta}."),
    entered_over: |mover, mv| format!("{mover} joue {mv}\u{a0}: la partie s'arrête là."),
    board_legend: "Numéros du plateau\u{a0}: les coups du chemin",
    root_value: |value| format!("Le départ vaut {value}."),
    leaf_over: |value| format!("La partie est finie ici\u{a0}: {value}."),
    leaf_limit: |value| {
        format!(
            "La profondeur maximale est atteinte\u{a0}: l'évaluation donne {value} à cette position."
        )
    },
    leaf_table: |value| format!("La table connaît déjà cette position\u{a0}: {value}."),
    improved: |child, value, side| {
        format!("{child} rend {value}\u{a0}: le meilleur jusqu'ici pour {side}.")
    },
    not_improved: |child, value, best| {
        format!("{child} rend {value}\u{a0}: pas mieux que {best}, le meilleur reste.")
    },
    alpha_rises: |alpha| format!(" α monte à {alpha}."),
    beta_falls: |beta| format!(" β descend à {beta}."),
    cut_at_min: |min, max, best, alpha, n| {
        format!(
            "Coupure\u{a0}: {min} peut tenir {max} à ≤ {best} ici, et {max} a déjà {alpha} ailleurs (α), donc {max} ne viendra jamais ici\u{a0}: {}.",
            count_moves_fr(n)
        )
    },
    cut_at_max: |max, min, best, beta, n| {
        format!(
            "Coupure\u{a0}: {max} obtient ≥ {best} ici, et {min} tient déjà {max} à {beta} ailleurs (β), donc {min} ne viendra jamais ici\u{a0}: {}.",
            count_moves_fr(n)
        )
    },
    left_exact: |value| {
        format!(
            "Cette position vaut {value}, exactement\u{a0}; la valeur remonte à la position du dessus."
        )
    },
    left_exact_limited: |value| {
        format!(
            "Cette position vaut {value}, exactement pour cette profondeur (ses feuilles sont estimées)\u{a0}; elle remonte."
        )
    },
    left_at_most: |value| {
        format!(
            "Cette position vaut au plus {value}\u{a0}: une borne seulement, la recherche s'est arrêtée tôt\u{a0}; elle remonte telle quelle."
        )
    },
    left_at_least: |value| {
        format!(
            "Cette position vaut au moins {value}\u{a0}: une borne seulement, la recherche s'est arrêtée tôt\u{a0}; elle remonte telle quelle."
        )
    },
    no_more_cuts: "Aucune coupure après cette étape\u{a0}: alpha-bêta n'écarte plus rien dans cette recherche",
    finished: |positions| {
        format!(
            "La recherche est finie\u{a0}: {}, comme le panneau {} compte.",
            if positions == "1" {
                "1\u{a0}position explorée".to_owned()
            } else {
                format!("{positions}\u{a0}positions explorées")
            },
            if positions == "1" { "la" } else { "les" }
        )
    },
    playing: |per_second| match per_second {
        1 => "Lecture\u{a0}: 1\u{a0}étape par seconde".to_owned(),
        n => format!("Lecture\u{a0}: {n}\u{a0}étapes par seconde"),
    },
    typing: |digits| format!("Aller à l'étape {digits}_ (Entrée)"),
    guess_question: |max| {
        format!(
            "Votre pronostic\u{a0}: que vaut cette position pour {max}, ou y aura-t-il une coupure ici\u{a0}?"
        )
    },
    guess_answers: ["1 gagnée", "2 nulle", "3 perdue", "4 une coupure"],
    guess_only_at_entry: "Pronostiquez quand la recherche entre dans une position (→ jusqu'à un coup joué)",
    guess_waiting: |guess| format!("Pronostic\u{a0}: {guess}. Avancez pour voir"),
    guess_right: |guess, found| {
        format!("Juste\u{a0}: pronostic {guess}, la recherche a trouvé {found}.")
    },
    guess_wrong: |guess, found| {
        format!("Raté\u{a0}: pronostic {guess}, la recherche a trouvé {found}.")
    },
    found_bound: |bound, exact| {
        format!("{bound} seulement, une borne\u{a0}; sa valeur exacte est {exact}")
    },
    tally: |right, wrong| {
        let justes = if right == 1 { "juste" } else { "justes" };
        let rates = if wrong == 1 { "raté" } else { "ratés" };
        format!("Pronostics\u{a0}: {right} {justes}, {wrong} {rates}")
    },
    found_cut: "une coupure",
    found_no_cut: "aucune coupure",
    predict_on: "Mode pronostic\u{a0}: au tour de l'IA, choisissez le coup qu'elle jouera",
    predict_off: "Mode pronostic arrêté",
    predict_move: "Votre pronostic\u{a0}: choisissez le coup que l'IA jouera (comme si vous le jouiez)",
    predict_worth: |mv| {
        format!("Pronostic {mv}. Pour l'IA\u{a0}: 1 gagne · 2 nulle · 3 perd\u{a0}?")
    },
    predict_verdict: |mv, worth, played, found, move_verdict, worth_right| {
        let worth_verdict = if worth_right { "juste" } else { "ratée" };
        format!(
            "Pronostic {mv} ({worth}), l'IA a joué {played} ({found})\u{a0}: coup {move_verdict}, valeur {worth_verdict}"
        )
    },
    predict_moves: ["juste", "aussi bon que son choix", "raté"],
    predict_tally: |made, moves, worths| {
        format!("Pronostics\u{a0}: {made}, coups justes {moves}, valeurs justes {worths}")
    },
    help: [
        "Pas à pas\u{a0}: le plateau montre la position explorée, la pile",
        "son chemin (MAX/MIN, α, β, meilleur jusqu'ici), comme en cours.",
    ],
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
        Some("→ avancer"),
    ),
    back: key("← h", "une étape en arrière", Some("← reculer")),
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
    guess: key("g", "pronostiquer la valeur d'abord", Some("g pronostic")),
    leave: key("w Échap", "retour à la partie", Some("w retour")),
    answer: key(
        "1 2 3 4",
        "gagne, nulle, perd, ou coupure",
        Some("1-4 répondre"),
    ),
    cancel: key("Échap", "pas de pronostic", Some("Échap annuler")),
};

impl StepWords {
    /// Every phrase, with sample figures, for the language tests.
    pub fn every_phrase(&self, keys: &StepKeyWords) -> Vec<String> {
        let mut all = vec![
            (self.title)(4, "b2"),
            (self.title_short)(4, "b2"),
            (self.title_from)("b2 a1"),
            self.nothing_yet.to_owned(),
            (self.counter)("12", "2,980", "5", "749"),
            (self.counter_positions)("12", "5", "749"),
            (self.counter_bare)("12", "5"),
            (self.search)(true, Some(3)),
            (self.search)(false, None),
            self.root.to_owned(),
            (self.levels_above)(1),
            (self.levels_above)(3),
            (self.wins)("MAX (X)", 1, None),
            (self.wins)("MIN (O)", 6, Some(3)),
            self.draw.to_owned(),
            self.estimate.to_owned(),
            (self.started)("MAX (X)"),
            self.started_here.to_owned(),
            self.no_more_cuts.to_owned(),
            (self.entered)("X", "b2", "MIN (O)"),
            (self.window)("0", "+∞"),
            (self.entered_over)("MIN (X)", "c3"),
            self.board_legend.to_owned(),
            (self.root_value)("0"),
            (self.leaf_over)("+996"),
            (self.leaf_limit)("0"),
            (self.leaf_table)("0"),
            (self.improved)("b2", "0", "MAX"),
            (self.not_improved)("b2", "0", "+3"),
            (self.alpha_rises)("0"),
            (self.beta_falls)("0"),
            (self.cut_at_min)("O", "X", "0", "0", "3"),
            (self.cut_at_max)("X", "O", "0", "0", "1"),
            (self.left_exact)("0"),
            (self.left_exact_limited)("0"),
            (self.left_at_most)("0"),
            (self.left_at_least)("0"),
            (self.finished)("749"),
            (self.playing)(10),
            (self.typing)("12"),
            (self.guess_question)("X"),
            self.guess_only_at_entry.to_owned(),
            (self.guess_waiting)("…"),
            (self.guess_right)("…", "0"),
            (self.guess_wrong)("…", "0"),
            (self.found_bound)("≥ -992", "-994"),
            (self.tally)(2, 1),
            self.found_cut.to_owned(),
            self.found_no_cut.to_owned(),
            self.predict_on.to_owned(),
            self.predict_off.to_owned(),
            self.predict_move.to_owned(),
            (self.predict_worth)("b2"),
            (self.predict_verdict)("b2", "…", "b2", "…", "…", false),
            (self.predict_tally)(3, 2, 1),
        ];
        all.extend(self.help.iter().map(|h| (*h).to_owned()));
        all.extend(self.header.iter().map(|h| (*h).to_owned()));
        all.extend(self.predict_moves.iter().map(|m| (*m).to_owned()));
        all.extend(self.guess_answers.iter().map(|a| (*a).to_owned()));
        let StepKeyWords {
            open,
            from_tree,
            forward,
            back,
            over,
            out,
            cut,
            ends,
            play,
            pace,
            jump,
            pruning,
            guess,
            leave,
            answer,
            cancel,
        } = keys;
        for key in [
            open, from_tree, forward, back, over, out, cut, ends, play, pace, jump, pruning, guess,
            leave, answer, cancel,
        ] {
            all.push(key.label.to_owned());
            all.push(key.description.to_owned());
            all.extend(key.hint.map(str::to_owned));
        }
        all
    }
}
