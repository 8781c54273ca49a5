//! The words of step mode (the AI's search replayed one step at a time) and of guessing, in English and French.

use super::choose::{count, plural, plural_from_two};
use super::en::plies;
use super::fr::demi_coups;

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
    /// The search replayed (see `StepWords::search`): alpha-beta or plain minimax, with its
    /// depth limit (plies) or without one.
    pub alpha_beta: &'static str,
    pub plain_minimax: &'static str,
    pub search_limit: fn(&str, u32) -> String,
    pub search_no_limit: fn(&str) -> String,
    /// The same, short: "alpha-beta · limit 4", "alpha-beta · no limit".
    pub search_limit_short: fn(&str, u32) -> String,
    pub search_no_limit_short: fn(&str) -> String,
    /// Iterative deepening's deepest search, short: "alpha-beta · deepened to 6".
    pub search_deepened_short: fn(&str, u32) -> String,
    /// The search with its move order and table (see `Words::steps_search`), longest form
    /// first: (the search, the order's name, the table's words).
    pub settings: fn(&str, &str, &str) -> String,
    pub settings_short: fn(&str, &str, &str) -> String,
    /// The search and its order alone, for a row too narrow for both and a table that is off
    /// (the panel's settings line says so).
    pub settings_no_table: fn(&str, &str) -> String,
    /// The deepest search of iterative deepening, to that depth limit.
    pub search_deepened: fn(&str, u32) -> String,
    /// The stack's header: side, move, α, β (as they are now), best so far.
    pub header: [&'static str; 5],
    /// The root's row, in the move column.
    pub root: &'static str,
    /// Rows of the stack left out above the ones shown.
    pub levels_above: fn(usize) -> String,
    /// A position's value: "+996" and who wins in how many plies, or a draw, or an estimate.
    /// Who wins, in how many plies from the search's start, and from the position shown where
    /// it is not the start (see `StepWords::wins`).
    pub wins_in: fn(&str, u32) -> String,
    pub wins_from_start: fn(&str, u32, u32) -> String,
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
    /// The same on a heap of bones, which has no board: the heap is the position searched.
    pub heap_legend: &'static str,
    /// The root's value, at the end of the search.
    pub root_value: fn(&str) -> String,
    pub window: fn(&str, &str) -> String,
    /// A leaf: the game is over; the depth limit scores it (a table's answer: `AnswerPhrase`).
    pub leaf_over: fn(&str) -> String,
    pub leaf_limit: fn(&str) -> String,
    /// On a heap, a value the rule of 4 gave at the depth limit: this side wins, for sure.
    pub wins_by_rule: fn(&str) -> String,
    /// A child's value comes back (child, value with its bound: "≤ -994" when the child was
    /// only bounded); the best so far; α or β after it, if pruning.
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
    /// The same two cuts on a tie (best = α at MIN, best = β at MAX): the side that would
    /// choose this position cannot do better here than elsewhere, which is all a cut needs.
    pub cut_at_min_tie: fn(&str, &str, &str, &str, &str) -> String,
    pub cut_at_max_tie: fn(&str, &str, &str, &str, &str) -> String,
    /// After a cut on a tie at 0 under a depth limit with the draw evaluation: why such a search
    /// cuts more (every unfinished position at the limit scores 0, so ties are common).
    pub tie_under_limit: &'static str,
    /// The position is left with its value: exact, at most, at least.
    pub left_exact: fn(&str) -> String,
    /// Exact under the depth limit: the evaluation's estimates below it are taken as they are.
    pub left_exact_limited: fn(&str) -> String,
    /// Exact even outside its window, nothing below it being skipped: ("+2 ≤ α +3").
    pub left_exact_outside: fn(&str) -> String,
    /// Only a bound, by the rule: (value, α, what was skipped below, MAX) at most, when it
    /// fell to α or below; (value, β, what was skipped below, MIN, MAX) at least, at β or above.
    pub left_at_most: fn(&str, &str, &str, &str) -> String,
    pub left_at_least: fn(&str, &str, &str, &str, &str) -> String,
    /// The end of the replay: the positions counted are the panel's.
    pub finished: fn(&str) -> String,
    /// Playing the steps on their own, and how fast.
    pub playing: fn(u32) -> String,
    /// The step number being typed.
    pub typing: fn(&str) -> String,
    /// A seek under way in the background: where to (a target below), the steps and the
    /// positions walked so far.
    pub seeking: fn(&str, &str, &str) -> String,
    /// The same while the search's positions are counted first: where to, the positions
    /// counted so far, the most within reach.
    pub counting: fn(&str, &str, &str) -> String,
    /// The targets of a seek: a step number; the last step, the next cut, the end of the
    /// position shown, the position above.
    pub seek_step: fn(&str) -> String,
    pub seek_targets: [&'static str; 4],
    /// A seek refused or given up: its target lies beyond the first positions step mode walks.
    pub out_of_reach: fn(&str, &str) -> String,
    /// `c` in plain minimax.
    pub no_cuts_without_pruning: &'static str,
    /// A guess refused: the position's exact value takes more than this many positions.
    pub guess_too_big: fn(&str) -> String,
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
    /// No cut, and why (one of the reasons below).
    pub found_no_cut_why: fn(&str) -> String,
    /// Why no cut: plain minimax; the position had one move; the depth limit or the table scored it without
    /// searching its moves; the window stayed open while moves were left (at MAX: its best
    /// never reached β; at MIN: never fell to α; the side's name given).
    pub no_cut_minimax: &'static str,
    pub no_cut_one_move: &'static str,
    pub no_cut_limit: &'static str,
    pub no_cut_table: &'static str,
    pub no_cut_open_at_max: fn(&str) -> String,
    pub no_cut_open_at_min: fn(&str) -> String,
    /// Predict mode in the game: on, off, the questions, the verdict, the tally.
    pub predict_on: &'static str,
    pub predict_off: &'static str,
    pub predict_move: &'static str,
    /// The title bar while the AI's move waits for the prediction.
    pub predict_waiting: &'static str,
    pub predict_worth: fn(&str) -> String,
    /// Predicted move and worth, the AI's move and worth, then the move's verdict (right, as
    /// good as the AI's, wrong) and the worth's (see `StepWords::predict_verdict`).
    pub predicted: fn(&str, &str, &str, &str, &str, &str) -> String,
    /// The worth's verdicts: right, wrong.
    pub predict_worths: [&'static str; 2],
    /// The move's verdicts: the AI's very move, one as good, another.
    pub predict_moves: [&'static str; 3],
    /// Predictions made, moves right, worths right.
    pub predict_tally: fn(u32, u32, u32) -> String,
    /// What the help popup says of step mode, in two short lines.
    pub help: [&'static str; 2],
}

/// The moves a cut skips, by how many (written out), in English.
fn count_moves_en(n: &str) -> String {
    plural(
        n,
        "the 1 remaining move is cut".to_owned(),
        format!("the {n} remaining moves are cut"),
    )
}

/// The same in French.
fn count_moves_fr(n: &str) -> String {
    plural(
        n,
        "le coup restant est coupé".to_owned(),
        format!("les {n}\u{a0}coups restants sont coupés"),
    )
}

pub const EN: StepWords = StepWords {
    title: |number, mv| format!(" Step by step: the AI's search for move {number} ({mv}) "),
    title_short: |number, mv| format!(" Step by step · move {number} ({mv}) "),
    title_from: |path| format!(" Step by step: a search after {path} "),
    nothing_yet: "Nothing to replay yet: w replays the AI's last decision, once it has moved",
    counter: |step, steps, positions, total| {
        let noun = plural(total, "position", "positions");
        format!("Step {step} of {steps} · {positions} of {total} {noun}")
    },
    counter_positions: |step, positions, total| {
        let noun = plural(total, "position", "positions");
        format!("Step {step} · {positions} of {total} {noun}")
    },
    counter_bare: |step, positions| {
        format!(
            "Step {step} · {}",
            count(positions, "position", "positions")
        )
    },
    alpha_beta: "alpha-beta",
    plain_minimax: "plain minimax (no pruning)",
    search_limit: |search, d| format!("{search} · depth limit {}", plies(d)),
    search_no_limit: |search| format!("{search} · no depth limit"),
    search_limit_short: |search, d| format!("{search} · limit {d}"),
    search_no_limit_short: |search| format!("{search} · no limit"),
    search_deepened_short: |search, d| format!("{search} · deepened to {d}"),
    settings: |search, order, table| format!("{search} · {order} order · {table}"),
    settings_short: |search, order, table| format!("{search} · {order} · {table}"),
    settings_no_table: |search, order| format!("{search} · {order}"),
    search_deepened: |search, d| {
        format!(
            "{search} · depth limit {}: iterative deepening's deepest search",
            plies(d)
        )
    },
    header: ["to move", "after", "α now", "β now", "best"],
    root: "root",
    levels_above: |n| {
        plural(
            n,
            "… 1 level above".to_owned(),
            format!("… {n} levels above"),
        )
    },
    wins_in: |side, n| format!("{side} wins in {}", plies(n)),
    wins_from_start: |side, n, here| {
        format!("{side} wins {} from the start ({here} from here)", plies(n))
    },
    draw: "draw",
    estimate: "an estimate",
    started: |max| {
        format!(
            "The search starts at the root, the position searched (its row says root). {max} is to move: MAX wants the highest score, MIN the lowest."
        )
    },
    started_here: " A new search from this position: its scores count plies from here.",
    entered: |mover, mv, side| format!("{mover} plays {mv}. Now {side} is to move."),
    window: |alpha, beta| format!(" The window is α = {alpha}, β = {beta}."),
    entered_over: |mover, mv| format!("{mover} plays {mv}: the game is over there."),
    board_legend: "Board numbers: the path's moves, in order",
    heap_legend: "Heap: the bones left here; ▯ the path's last take",
    root_value: |value| format!("The root is worth {value}."),
    leaf_over: |value| format!("The game is over here: {value}."),
    leaf_limit: |value| {
        format!("The depth limit is reached: the evaluation scores this position {value}.")
    },
    wins_by_rule: |side| format!("{side} wins, by the rule of 4"),
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
    cut_at_min_tie: |min, max, best, alpha, n| {
        format!(
            "Cut on a tie: {min} can hold {max} to ≤ {best} here, no more than the {alpha} {max} already has elsewhere (α): {max} cannot do better here, so {}.",
            count_moves_en(n)
        )
    },
    cut_at_max_tie: |max, min, best, beta, n| {
        format!(
            "Cut on a tie: {max} gets ≥ {best} here, no less than the {beta} {min} already holds {max} to elsewhere (β): {min} cannot do better here, so {}.",
            count_moves_en(n)
        )
    },
    tie_under_limit: " Under a depth limit every unfinished position at the limit scores 0: ties are common, so alpha-beta cuts more.",
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
    left_exact_outside: |outside| {
        format!(" Nothing below it was skipped, so it is exact even though {outside}.")
    },
    left_at_most: |value, alpha, skipped, max| {
        format!(
            "This position is worth at most {value}: here or below, {skipped}, and {value} ≤ α {alpha}: {max} already has {alpha} elsewhere (a fail low). It is backed up as a bound: ≤\u{a0}{value}."
        )
    },
    left_at_least: |value, beta, skipped, min, max| {
        format!(
            "This position is worth at least {value}: here or below, {skipped}, and {value} ≥ β {beta}: {min} already holds {max} to {beta} elsewhere (a fail high). It is backed up as a bound: ≥\u{a0}{value}."
        )
    },
    no_more_cuts: "No cut comes after this step: alpha-beta skips nothing more in this search",
    finished: |positions| {
        format!("The search is over: {positions} positions searched, as the panel counts them.")
    },
    playing: |per_second| format!("Playing: {per_second} steps a second"),
    typing: |digits| format!("Go to step {digits}_ (Enter)"),
    seeking: |what, steps, positions| {
        format!(
            "Seeking {what}: {steps} steps, {positions} positions walked so far. Any move stops it, w leaves"
        )
    },
    counting: |what, positions, most| {
        format!(
            "Seeking {what}: first counting the search's positions, {positions} so far (past {most}, out of reach). Any move stops it, w leaves"
        )
    },
    seek_step: |step| format!("step {step}"),
    seek_targets: [
        "the last step",
        "the next cut",
        "the end of this position",
        "the position above",
    ],
    out_of_reach: |what, most| {
        format!(
            "Out of reach: {what} lies beyond the first {most} positions of this search, as far as step mode walks"
        )
    },
    no_cuts_without_pruning: "Plain minimax cuts nothing: only alpha-beta has cuts (p replays with pruning)",
    guess_too_big: |most| {
        format!(
            "Too big to judge here: this position's exact value takes over {most} positions to find. Guess deeper in the search"
        )
    },
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
    found_no_cut_why: |why| format!("no cut: {why}"),
    no_cut_minimax: "plain minimax cuts nothing",
    no_cut_one_move: "it had one move, so nothing was left to cut",
    no_cut_limit: "the depth limit scored it, no move of it was searched",
    no_cut_table: "the table answered for it, no move of it was searched",
    no_cut_open_at_max: |max| {
        format!("the window stayed open, {max}'s best never reached β while moves were left")
    },
    no_cut_open_at_min: |min| {
        format!("the window stayed open, {min}'s best never fell to α while moves were left")
    },
    predict_on: "Predict mode on: on the AI's turn, pick the move you think it will play",
    predict_off: "Predict mode off",
    predict_move: "Your prediction: pick the move the AI will play (as if you played it)",
    predict_waiting: "AI waits for your prediction",
    predict_worth: |mv| format!("You predict {mv}. Worth to the AI: 1 win · 2 draw · 3 loss?"),
    predicted: |mv, worth, played, found, move_verdict, worth_verdict| {
        format!(
            "You said {mv} ({worth}), the AI played {played} ({found}): {move_verdict}, {worth_verdict}"
        )
    },
    predict_worths: ["the right value", "the wrong value"],
    predict_moves: [
        "its very move",
        "a move as good as its own",
        "a move its search found worse",
    ],
    predict_tally: |made, moves, worths| {
        format!("Predictions: {made} made, {moves} moves right, {worths} worths right")
    },
    help: [
        "Step mode: the board shows the position searched, the stack its",
        "path (MAX/MIN, α and β now, best). A move key stops a seek.",
    ],
};

pub const FR: StepWords = StepWords {
    title: |number, mv| {
        format!(" Pas à pas\u{a0}: la recherche de l'IA pour le coup {number} ({mv}) ")
    },
    title_short: |number, mv| format!(" Pas à pas · coup {number} ({mv}) "),
    title_from: |path| format!(" Pas à pas\u{a0}: une recherche après {path} "),
    nothing_yet: "Rien à rejouer\u{a0}: w rejoue la dernière décision de l'IA, une fois qu'elle a joué",
    counter: |step, steps, positions, total| {
        let noun = plural_from_two(positions, "position", "positions");
        format!("Étape {step} sur {steps} · {positions} {noun} sur {total}")
    },
    counter_positions: |step, positions, total| {
        let noun = plural_from_two(positions, "position", "positions");
        format!("Étape {step} · {positions} {noun} sur {total}")
    },
    counter_bare: |step, positions| {
        let noun = plural_from_two(positions, "position", "positions");
        format!("Étape {step} · {positions} {noun}")
    },
    alpha_beta: "alpha-bêta",
    plain_minimax: "minimax simple (sans élagage)",
    search_limit: |search, d| format!("{search} · profondeur maximale {}", demi_coups(d)),
    search_no_limit: |search| format!("{search} · sans limite de profondeur"),
    search_limit_short: |search, d| format!("{search} · limite {d}"),
    search_no_limit_short: |search| format!("{search} · sans limite"),
    search_deepened_short: |search, d| format!("{search} · approfondie jusqu'à {d}"),
    settings: |search, order, table| format!("{search} · {order} · {table}"),
    settings_short: |search, order, table| format!("{search} · {order} · {table}"),
    settings_no_table: |search, order| format!("{search} · {order}"),
    search_deepened: |search, d| {
        format!(
            "{search} · profondeur maximale {}\u{a0}: la plus profonde recherche de l'approfondissement itératif",
            demi_coups(d)
        )
    },
    header: ["au trait", "après", "α actuel", "β actuel", "meilleur"],
    root: "racine",
    levels_above: |n| {
        plural(
            n,
            "… 1 niveau au-dessus".to_owned(),
            format!("… {n}\u{a0}niveaux au-dessus"),
        )
    },
    wins_in: |side, plies| format!("{side} gagne en {}", demi_coups(plies)),
    wins_from_start: |side, plies, here| {
        format!(
            "{side} gagne {} après le départ ({here} d'ici)",
            demi_coups(plies)
        )
    },
    draw: "nulle",
    estimate: "une estimation",
    started: |max| {
        format!(
            "La recherche part de la racine, la position cherchée (sa ligne dit racine). {max} a le trait\u{a0}: MAX veut le score le plus haut, MIN le plus bas."
        )
    },
    started_here: " Une nouvelle recherche depuis cette position\u{a0}: ses scores comptent les demi-coups à partir d'ici.",
    entered: |mover, mv, side| format!("{mover} joue {mv}. C'est à {side} de jouer."),
    window: |alpha, beta| format!(" La fenêtre est α = {alpha}, β = {beta}."),
    entered_over: |mover, mv| format!("{mover} joue {mv}\u{a0}: la partie s'arrête là."),
    board_legend: "Numéros du plateau\u{a0}: les coups du chemin",
    heap_legend: "Tas\u{a0}: os restants\u{a0}; ▯ dernière prise du chemin",
    root_value: |value| format!("La racine vaut {value}."),
    leaf_over: |value| format!("La partie est finie ici\u{a0}: {value}."),
    leaf_limit: |value| {
        format!(
            "La profondeur maximale est atteinte\u{a0}: l'évaluation donne {value} à cette position."
        )
    },
    wins_by_rule: |side| format!("{side} gagne (multiples de 4)"),
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
    cut_at_min_tie: |min, max, best, alpha, n| {
        format!(
            "Coupure sur une égalité\u{a0}: {min} peut tenir {max} à ≤ {best} ici, pas plus que les {alpha} que {max} a déjà ailleurs (α)\u{a0}: {max} ne peut pas faire mieux ici, donc {}.",
            count_moves_fr(n)
        )
    },
    cut_at_max_tie: |max, min, best, beta, n| {
        format!(
            "Coupure sur une égalité\u{a0}: {max} obtient ≥ {best} ici, pas moins que les {beta} auxquels {min} tient déjà {max} ailleurs (β)\u{a0}: {min} ne peut pas faire mieux ici, donc {}.",
            count_moves_fr(n)
        )
    },
    tie_under_limit: " Avec une profondeur maximale, toute position non finie à la limite vaut 0\u{a0}: les égalités sont fréquentes, et alpha-bêta coupe davantage.",
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
    left_exact_outside: |outside| {
        format!(" Rien n'a été écarté en dessous\u{a0}: elle est exacte bien que {outside}.")
    },
    left_at_most: |value, alpha, skipped, max| {
        format!(
            "Cette position vaut au plus {value}\u{a0}: ici ou en dessous, {skipped}, et {value} ≤ α {alpha}\u{a0}: {max} a déjà {alpha} ailleurs (un échec bas). Elle remonte comme une borne\u{a0}: ≤\u{a0}{value}."
        )
    },
    left_at_least: |value, beta, skipped, min, max| {
        format!(
            "Cette position vaut au moins {value}\u{a0}: ici ou en dessous, {skipped}, et {value} ≥ β {beta}\u{a0}: {min} tient déjà {max} à {beta} ailleurs (un échec haut). Elle remonte comme une borne\u{a0}: ≥\u{a0}{value}."
        )
    },
    no_more_cuts: "Aucune coupure après cette étape\u{a0}: alpha-bêta n'écarte plus rien dans cette recherche",
    finished: |positions| {
        format!(
            "La recherche est finie\u{a0}: {positions}\u{a0}positions explorées, comme le panneau les compte."
        )
    },
    playing: |per_second| format!("Lecture\u{a0}: {per_second}\u{a0}étapes par seconde"),
    typing: |digits| format!("Aller à l'étape {digits}_ (Entrée)"),
    seeking: |what, steps, positions| {
        format!(
            "En route vers {what}\u{a0}: {steps}\u{a0}étapes, {positions}\u{a0}positions parcourues jusqu'ici. Tout déplacement l'arrête, w quitte"
        )
    },
    counting: |what, positions, most| {
        format!(
            "En route vers {what}\u{a0}: décompte d'abord des positions de la recherche, {positions} jusqu'ici (au-delà de {most}, hors de portée). Tout déplacement l'arrête, w quitte"
        )
    },
    seek_step: |step| format!("l'étape {step}"),
    seek_targets: [
        "la dernière étape",
        "la prochaine coupure",
        "la fin de cette position",
        "la position au-dessus",
    ],
    out_of_reach: |what, most| {
        format!(
            "Hors de portée\u{a0}: {what} est au-delà des {most}\u{a0}premières positions de cette recherche, la limite du pas à pas"
        )
    },
    no_cuts_without_pruning: "Le minimax simple ne coupe rien\u{a0}: seul alpha-bêta a des coupures (p rejoue avec élagage)",
    guess_too_big: |most| {
        format!(
            "Trop grand pour juger ici\u{a0}: la valeur exacte de cette position demande plus de {most}\u{a0}positions. Pronostiquez plus loin dans la recherche"
        )
    },
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
        format!(
            "Pronostics\u{a0}: {right} {}, {wrong} {}",
            plural_from_two(right, "juste", "justes"),
            plural_from_two(wrong, "raté", "ratés")
        )
    },
    found_cut: "une coupure",
    found_no_cut: "une position sans coupure",
    found_no_cut_why: |why| format!("une position sans coupure\u{a0}: {why}"),
    no_cut_minimax: "le minimax simple ne coupe rien",
    no_cut_one_move: "elle n'avait qu'un coup, il ne restait rien à couper",
    no_cut_limit: "la profondeur maximale l'a évaluée, aucun de ses coups n'a été exploré",
    no_cut_table: "la table a répondu pour elle, aucun de ses coups n'a été exploré",
    no_cut_open_at_max: |max| {
        format!(
            "la fenêtre est restée ouverte, le meilleur de {max} n'a jamais atteint β tant qu'il restait des coups"
        )
    },
    no_cut_open_at_min: |min| {
        format!(
            "la fenêtre est restée ouverte, le meilleur de {min} n'est jamais descendu à α tant qu'il restait des coups"
        )
    },
    predict_on: "Mode pronostic\u{a0}: au tour de l'IA, choisissez le coup qu'elle jouera",
    predict_off: "Mode pronostic arrêté",
    predict_move: "Votre pronostic\u{a0}: choisissez le coup que l'IA jouera (comme si vous le jouiez)",
    predict_waiting: "L'IA attend votre pronostic",
    predict_worth: |mv| {
        format!("Pronostic {mv}. Pour l'IA\u{a0}: 1 gagne · 2 nulle · 3 perd\u{a0}?")
    },
    predicted: |mv, worth, played, found, move_verdict, worth_verdict| {
        format!(
            "Pronostic {mv} ({worth}), l'IA a joué {played} ({found})\u{a0}: {move_verdict}, {worth_verdict}"
        )
    },
    predict_worths: ["la bonne valeur", "pas la bonne valeur"],
    predict_moves: [
        "son coup même",
        "un coup aussi bon que le sien",
        "un coup que sa recherche a trouvé moins bon",
    ],
    predict_tally: |made, moves, worths| {
        format!("Pronostics\u{a0}: {made}, coups justes {moves}, valeurs justes {worths}")
    },
    help: [
        "Pas à pas\u{a0}: le plateau montre la position explorée, la pile son",
        "chemin (MAX/MIN, α et β actuels, meilleur). Bouger arrête un saut.",
    ],
};
