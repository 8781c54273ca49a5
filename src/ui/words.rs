//! Search numbers in words: the value of a position, a move's outcome, the saving of alpha-beta.

use crate::engine::{Bound, Evaluation, Score, ScoreMeaning, SearchReport, SearchSettings};
use crate::text::{self, thousands};

/// The value of the position the AI moved from, from the AI's point of view.
/// `empty_cells` tells whether a depth limit actually cut the search short.
pub fn value_sentence(value: Score, settings: &SearchSettings, empty_cells: u32) -> String {
    let limited = settings.horizon(empty_cells);
    match ScoreMeaning::of(value) {
        ScoreMeaning::Win { plies } => {
            format!(
                "AI wins in {} ({})",
                moves(plies.div_ceil(2)),
                text::plies(plies)
            )
        }
        ScoreMeaning::Loss { plies } => {
            format!("AI loses in {} ({})", moves(plies / 2), text::plies(plies))
        }
        ScoreMeaning::Even => match (limited, settings.evaluation) {
            (None, _) => "draw with perfect play".to_owned(),
            (Some(depth), Evaluation::Draw) => format!("no forced result within {depth} plies"),
            (Some(_), Evaluation::Heuristic) => "even (estimate)".to_owned(),
        },
        ScoreMeaning::Estimate(score) => format!("{score:+} for the AI (estimate)"),
    }
}

fn moves(n: u32) -> String {
    if n == 1 {
        "1 move".to_owned()
    } else {
        format!("{n} moves")
    }
}

/// A root move's score as written in the table: bounds are written as bounds.
pub fn score_text(score: Score, bound: Bound) -> String {
    format!("{}{score}", bound.prefix())
}

/// What a root move's score means, in a few words (wins and losses counted in plies), for a
/// root position with `empty_cells` empty cells (under the same rule as `value_sentence`).
pub fn outcome_text(
    score: Score,
    bound: Bound,
    settings: &SearchSettings,
    empty_cells: u32,
) -> String {
    match bound {
        Bound::Upper => return "pruned".to_owned(),
        Bound::Lower => return "cut off".to_owned(),
        Bound::Exact => {}
    }
    match ScoreMeaning::of(score) {
        ScoreMeaning::Win { plies } => format!("win in {plies}"),
        ScoreMeaning::Loss { plies } => format!("loss in {plies}"),
        ScoreMeaning::Even if settings.horizon(empty_cells).is_some() => "no result".to_owned(),
        ScoreMeaning::Even => "draw".to_owned(),
        ScoreMeaning::Estimate(_) => "estimate".to_owned(),
    }
}

/// A node count, or "> budget" for a search that gave up.
pub fn nodes_text(report: &SearchReport<usize>) -> String {
    match (report.complete, report.settings.node_budget) {
        (false, Some(budget)) => format!("> {}", thousands(budget)),
        (false, None) => format!("> {} (stopped)", thousands(report.nodes)),
        (true, _) => thousands(report.nodes),
    }
}

/// How much alpha-beta saved, e.g. "alpha-beta visited 3.4 % of the positions (29× fewer)".
/// When plain minimax gave up, the saving is a bound, rounded so it never claims more than
/// was proven; when alpha-beta needed more than the budget too, there is nothing to compare.
pub fn saving_sentence(with: &SearchReport<usize>, without: &SearchReport<usize>) -> String {
    if !with.complete {
        return "alpha-beta gave up before the end".to_owned();
    }
    if with.nodes == 0 || without.nodes == 0 {
        return "nothing to compare: the search visited no positions".to_owned();
    }
    if !without.complete && with.nodes >= without.nodes {
        return format!(
            "minimax gave up after {} positions: no ratio",
            thousands(without.settings.node_budget.unwrap_or(without.nodes))
        );
    }
    let (pruned, plain) = (with.nodes as f64, without.nodes as f64);
    let share = 100.0 * pruned / plain;
    let factor = plain / pruned;
    if !without.complete {
        // minimax needed more than `plain`: the share is at most this, the factor at least.
        let share = (share * 1000.0).ceil() / 1000.0;
        let factor = if factor >= 10.0 {
            format!("{}×", factor.floor())
        } else {
            format!("{:.1}×", (factor * 10.0).floor() / 10.0)
        };
        return format!(
            "alpha-beta visited under {share:.3} % of the positions (over {factor} fewer)"
        );
    }
    if with.nodes == without.nodes {
        return "alpha-beta pruned nothing here: same count".to_owned();
    }
    let factor = if factor >= 10.0 {
        format!("{factor:.0}×")
    } else {
        format!("{factor:.1}×")
    };
    let share = if share < 0.1 {
        format!("{share:.3} %")
    } else {
        format!("{share:.1} %")
    };
    format!("alpha-beta visited {share} of the positions ({factor} fewer)")
}

/// What a hint says about a move, which decides its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintTone {
    Win,
    Loss,
    Draw,
    /// Not proven: a depth limit stopped the search before the end of the game.
    Estimate,
}

/// A move's hint in at most `width` columns, from the point of view of the player choosing it:
/// "win in 3", "loss in 4", "draw" (proven), "≈ +12" or "≈ 0" (estimates within the depth
/// limit), shortened to "W3", "L4", "=" and "≈" on small cells. `limited` says whether a depth
/// limit cut the search short, so that a 0 is no proof of a draw.
pub fn hint_words(score: Score, limited: bool, width: usize) -> (String, HintTone) {
    let (candidates, tone) = match ScoreMeaning::of(score) {
        ScoreMeaning::Win { plies } => (
            vec![
                format!("win in {plies}"),
                format!("win {plies}"),
                format!("W{plies}"),
                "W".to_owned(),
            ],
            HintTone::Win,
        ),
        ScoreMeaning::Loss { plies } => (
            vec![
                format!("loss in {plies}"),
                format!("loss {plies}"),
                format!("L{plies}"),
                "L".to_owned(),
            ],
            HintTone::Loss,
        ),
        ScoreMeaning::Even if !limited => (vec!["draw".to_owned(), "=".to_owned()], HintTone::Draw),
        ScoreMeaning::Even => (
            vec!["≈ 0".to_owned(), "≈0".to_owned(), "≈".to_owned()],
            HintTone::Estimate,
        ),
        ScoreMeaning::Estimate(value) => (
            vec![
                format!("≈ {value:+}"),
                format!("≈{value:+}"),
                format!("{value:+}"),
                "≈".to_owned(),
            ],
            HintTone::Estimate,
        ),
    };
    let text = candidates
        .iter()
        .find(|c| c.chars().count() <= width)
        .or(candidates.last())
        .cloned()
        .unwrap_or_default();
    (text, tone)
}
