//! Search numbers in words: the value of a position, a move's outcome, the saving of alpha-beta,
//! in the language of the `Words` table given.

use crate::analysis::{SearchOutcome, recount_settings};
use crate::engine::{
    Bound, Evaluation, MoveOrder, Score, ScoreMeaning, SearchReport, SearchSettings, Skipped,
};
use crate::i18n::{BoardPhrase, Proof, Verdict, Words, first_fit};

/// The value of the position the AI moved from, from the AI's point of view.
/// `empty_cells` tells whether a depth limit actually cut the search short; on a `heap` the
/// evaluation's score is the rule of 4's (a multiple of 4 loses for the side to move).
pub fn value_sentence(
    w: &Words,
    value: Score,
    settings: &SearchSettings,
    empty_cells: u32,
    heap: bool,
) -> String {
    let limited = settings.horizon(empty_cells);
    match ScoreMeaning::of(value) {
        ScoreMeaning::Win { plies } => w.ai_wins_in(plies),
        ScoreMeaning::Loss { plies } => w.ai_loses_in(plies),
        ScoreMeaning::Even => match (limited, settings.evaluation) {
            (None, _) => w.values.draw_with_perfect_play.to_owned(),
            (Some(depth), Evaluation::Draw) => (w.values.no_forced_result)(depth),
            (Some(_), Evaluation::Heuristic) => w.values.even_estimate.to_owned(),
        },
        ScoreMeaning::Estimate(score) if heap && score > 0 => (w.values.heap_wins)(score),
        ScoreMeaning::Estimate(score) if heap => (w.values.heap_loses)(score),
        ScoreMeaning::Estimate(score) => (w.values.ai_estimate)(score),
    }
}

/// A root move's score as written in the table: bounds are written as bounds.
pub fn score_text(score: Score, bound: Bound) -> String {
    format!("{}{score}", bound.prefix())
}

/// What a root move's score proves for the AI, in a few words: a win or a loss in so many
/// plies, a draw, or for a bound (moves skipped under the move, `skipped`, and the score
/// outside its window) what it rules in, for a root position with `empty_cells` empty cells
/// (under the same rule as `value_sentence`; on a `heap` the rule of 4's scores are exact wins
/// and losses), in the longest form at most `width` columns wide.
pub fn outcome_text(
    w: &Words,
    (score, bound, skipped): (Score, Bound, &Skipped),
    settings: &SearchSettings,
    (empty_cells, heap): (u32, bool),
    width: usize,
) -> String {
    let verdict = Verdict::of_search(score, settings, empty_cells, heap);
    first_fit(&w.outcome(Proof::of(bound), verdict, skipped), width).to_owned()
}

/// What a root move the tie check proved worse than the best value `best` comes to, in the
/// longest form at most `width` columns wide (as [`outcome_text`]).
pub fn worse_text(
    w: &Words,
    best: Score,
    settings: &SearchSettings,
    (empty_cells, heap): (u32, bool),
    width: usize,
) -> String {
    let verdict = Verdict::of_search(best, settings, empty_cells, heap);
    first_fit(&w.worse_than_best(verdict), width).to_owned()
}

/// The settings a search ran with as far as its name goes: a table asked for but not used (a
/// game without position keys) is no technique of that search.
pub fn searched_settings(report: &SearchReport<usize>) -> SearchSettings {
    SearchSettings {
        transposition: report.table.and(report.settings.transposition),
        ..report.settings
    }
}

/// A search's name for what it did: "alpha-beta" or "minimax", with the techniques it used
/// besides ("alpha-beta + centre-first order + table"). (A heap is always searched in its one
/// order, reading order's: see `cli::play`.)
pub fn search_name(w: &Words, settings: &SearchSettings) -> String {
    let mut name = w.pruning(settings.pruning).to_owned();
    if settings.move_order != MoveOrder::Reading {
        name = (w.panel.plus_order)(&name, w.move_order(settings.move_order, false));
    }
    if settings.transposition.is_some() {
        name = (w.panel.plus_table)(&name);
    }
    name
}

/// A node count, or "> budget" for a search that gave up.
pub fn nodes_text(w: &Words, report: &SearchReport<usize>) -> String {
    match (report.complete, report.settings.node_budget) {
        (false, Some(budget)) => format!("> {}", w.int(budget)),
        (false, None) => (w.values.stopped)(&w.int(report.nodes)),
        (true, _) => w.int(report.nodes),
    }
}

/// A search's name in a column heading: its name where it used no technique besides pruning,
/// "AI search" where it did (only the AI's own search uses them; the lines that give the
/// counts name it in full).
pub fn column_name(w: &Words, settings: &SearchSettings) -> &'static str {
    if settings.move_order == MoveOrder::Reading && settings.transposition.is_none() {
        w.pruning(settings.pruning)
    } else {
        w.panel.ai_search
    }
}

/// The searches of an AI decision as searched, (with pruning, without): the decision's and its
/// recount's (the plain search with the other pruning mode, counted or not yet).
pub fn searches_by_pruning(outcome: &SearchOutcome) -> (SearchSettings, SearchSettings) {
    let selected = searched_settings(&outcome.selected);
    let other = outcome.recount.as_ref().map_or(
        recount_settings(&outcome.selected.settings),
        searched_settings,
    );
    if selected.pruning {
        (selected, other)
    } else {
        (other, selected)
    }
}

/// How the two searches compare, each by its name, e.g. "alpha-beta visited 3.4 % of
/// minimax's positions (29× fewer)". When the second gave up, the saving is a bound, rounded
/// so it never claims more than was proven; when the first needed more than the budget too,
/// there is nothing to compare.
pub fn saving_sentence(
    w: &Words,
    with: &SearchReport<usize>,
    without: &SearchReport<usize>,
) -> String {
    let names = (
        search_name(w, &searched_settings(with)),
        search_name(w, &searched_settings(without)),
    );
    saving_sentence_by(w, with, without, names)
}

/// [`saving_sentence`] with the searches named by their short names, the move table's headings
/// ("AI search": the settings line lists its techniques), for a panel short of rows.
pub fn saving_sentence_short(
    w: &Words,
    with: &SearchReport<usize>,
    without: &SearchReport<usize>,
) -> String {
    let names = (
        column_name(w, &searched_settings(with)).to_owned(),
        column_name(w, &searched_settings(without)).to_owned(),
    );
    saving_sentence_by(w, with, without, names)
}

fn saving_sentence_by(
    w: &Words,
    with: &SearchReport<usize>,
    without: &SearchReport<usize>,
    (with_name, without_name): (String, String),
) -> String {
    if !with.complete {
        return (w.values.alpha_beta_gave_up)(&with_name);
    }
    if with.nodes == 0 || without.nodes == 0 {
        return w.values.nothing_to_recount.to_owned();
    }
    if !without.complete && with.nodes >= without.nodes {
        return (w.values.minimax_gave_up)(
            &without_name,
            &w.int(without.settings.node_budget.unwrap_or(without.nodes)),
        );
    }
    let (pruned, plain) = (with.nodes as f64, without.nodes as f64);
    let share = 100.0 * pruned / plain;
    let factor = plain / pruned;
    let written = |factor: f64| {
        if factor >= 10.0 {
            w.decimal(factor, 0)
        } else {
            w.decimal(factor, 1)
        }
    };
    if !without.complete {
        // The second needed more than `plain`: the share is at most this, the factor at least.
        let factor = if factor >= 10.0 {
            w.point(format!("{}", factor.floor()))
        } else {
            w.decimal((factor * 10.0).floor() / 10.0, 1)
        };
        return (w.values.saving_bound)(
            &with_name,
            &w.percent_at_most(share),
            &factor,
            &w.of(&without_name),
        );
    }
    if with.nodes == without.nodes {
        return (w.values.pruned_nothing)(&with_name, &without_name);
    }
    if with.nodes > without.nodes {
        return (w.values.more_positions)(&with_name, &written(pruned / plain), &without_name);
    }
    (w.values.saving)(
        &with_name,
        &w.percent(share),
        &written(factor),
        &w.of(&without_name),
    )
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

/// The scales estimates may be written in: as they are, in tens, hundreds, thousands.
const ESTIMATE_SCALES: [u32; 4] = [1, 10, 100, 1000];

/// An estimate written in `scale` (its value divided by the scale, rounded): always with its
/// "≈" and a number, `spaced` or not ("≈ -35", "≈-35", "≈-4" in tens, "≈0").
fn estimate_text(value: i32, scale: u32, spaced: bool) -> String {
    let shown = (f64::from(value) / f64::from(scale)).round() as i32;
    let space = if spaced { " " } else { "" };
    match shown {
        0 => format!("≈{space}0"),
        shown => format!("≈{space}{shown:+}"),
    }
}

/// How a board writes its estimates, the same way in every cell so that they compare: the
/// scale (1, or 10, 100, 1000 where the cells are too narrow: the board's title then says
/// "÷10"), and whether "≈" is followed by a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EstimateForm {
    pub scale: u32,
    pub spaced: bool,
}

impl EstimateForm {
    /// "≈ -35": as they are, with a space.
    pub const PLAIN: Self = Self {
        scale: 1,
        spaced: true,
    };

    /// The form for hint cells given as (score, room with a margin, the whole cell's width):
    /// the smallest scale at which every estimate fits its whole cell with its "≈" and a
    /// number, and a space after "≈" only where every estimate keeps its margin with it.
    /// (An even score under a depth limit is an estimate too: "≈ 0".)
    pub fn fitting(cells: impl IntoIterator<Item = (Score, usize, usize)>, limited: bool) -> Self {
        let estimates: Vec<(i32, usize, usize)> = cells
            .into_iter()
            .filter_map(|(score, margin, whole)| match ScoreMeaning::of(score) {
                ScoreMeaning::Estimate(value) => Some((value, margin, whole)),
                ScoreMeaning::Even if limited => Some((0, margin, whole)),
                _ => None,
            })
            .collect();
        let fit = |scale: u32, spaced: bool, room: fn(&(i32, usize, usize)) -> usize| {
            estimates
                .iter()
                .all(|cell| estimate_text(cell.0, scale, spaced).chars().count() <= room(cell))
        };
        let scale = ESTIMATE_SCALES
            .into_iter()
            .find(|&scale| fit(scale, false, |cell| cell.2))
            .unwrap_or(ESTIMATE_SCALES[ESTIMATE_SCALES.len() - 1]);
        Self {
            scale,
            spaced: fit(scale, true, |cell| cell.1),
        }
    }
}

/// A move's hint in at most `width` columns, from the point of view of the player choosing it:
/// "win in 3", "loss in 4", "draw" (proven), "≈ +12" or "≈ 0" (estimates within the depth
/// limit, written in the board's `form`), shortened to "W3", "L4" and "=" on small cells. An
/// estimate always keeps its "≈" and its number (the form makes it fit its cell). `limited`
/// says whether a depth limit cut the search short, so that a 0 is no proof of a draw. In a
/// `tall` cell the words may take two lines, split where the language splits them ("loss" over
/// "in 4"): each line must then fit.
pub fn hint_words(
    w: &Words,
    score: Score,
    limited: bool,
    width: usize,
    tall: bool,
    form: EstimateForm,
) -> (Vec<String>, HintTone) {
    let (candidates, tone) = match ScoreMeaning::of(score) {
        ScoreMeaning::Win { plies } => ((w.values.win)(plies).to_vec(), HintTone::Win),
        ScoreMeaning::Loss { plies } => ((w.values.loss)(plies).to_vec(), HintTone::Loss),
        ScoreMeaning::Even if !limited => (
            w.values.draw.iter().map(|&d| d.to_owned()).collect(),
            HintTone::Draw,
        ),
        ScoreMeaning::Even => (vec![estimate_text(0, 1, form.spaced)], HintTone::Estimate),
        ScoreMeaning::Estimate(value) => (
            vec![estimate_text(value, form.scale, form.spaced)],
            HintTone::Estimate,
        ),
    };
    let split_before = format!(" {} ", w.lang.say(&BoardPhrase::HintSplit));
    let split = |text: &str| -> Vec<String> {
        match text.split_once(&split_before) {
            Some((what, _)) if tall => vec![what.to_owned(), text[what.len() + 1..].to_owned()],
            _ => vec![text.to_owned()],
        }
    };
    let fits = |lines: &Vec<String>| lines.iter().all(|l| l.chars().count() <= width);
    let lines = candidates
        .iter()
        .map(|c| split(c))
        .find(fits)
        .or_else(|| candidates.last().map(|c| vec![c.clone()]))
        .unwrap_or_default();
    (lines, tone)
}
