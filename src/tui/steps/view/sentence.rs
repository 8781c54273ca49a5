//! Step mode's sentence: what the last step did, in words, with the sides named as the screen names MAX and MIN.

use crate::analysis::replay::Frame;
use crate::engine::{
    Bound, Evaluation, LeafReason, Score, ScoreMeaning, SearchSettings, Side, Skipped, Step,
    StepKind, is_unbounded,
};
use crate::games::playable::Playable;
use crate::i18n::{AnswerPhrase, Words};
use crate::text::{signed, window_edge};
use crate::tui::{App, Origin, StepsView};

/// Who MAX and MIN are in the replayed search, as the screen names them.
pub(super) struct Sides {
    max: String,
    min: String,
    /// A heap, whose evaluation at the depth limit is the rule of 4: exact wins and losses.
    heap: bool,
}

impl Sides {
    pub(super) fn of(app: &App, steps: &StepsView) -> Self {
        let root = steps.replay.game();
        match root {
            Playable::Board(board) => Self {
                max: board.to_move().to_string(),
                min: board.to_move().other().to_string(),
                heap: false,
            },
            Playable::Heap(_) => {
                let seat = app.seat_to_move_in(root);
                Self {
                    max: app.seat_short(seat),
                    min: app.seat_short(seat.other()),
                    heap: true,
                }
            }
        }
    }

    fn name(&self, side: Side) -> &str {
        match side {
            Side::Max => &self.max,
            Side::Min => &self.min,
        }
    }

    /// "MAX (X)".
    /// "MAX (O)", never broken across two lines.
    pub(super) fn labelled(&self, side: Side) -> String {
        format!("{}\u{a0}({})", side.name(), self.name(side))
    }
}

/// A score (MAX's, counted from the search's start) with what it means, for a position `depth`
/// plies below the start: "+996, MAX (X) wins in 4 plies", "+994, MIN (O) wins 6 plies from
/// the start (3 from here)", "0, draw".
pub(super) fn value_words(
    words: &Words,
    sides: &Sides,
    value: Score,
    limited: bool,
    depth: usize,
) -> String {
    let steps = &words.steps;
    let here = |plies: u32| (depth > 0).then(|| plies.saturating_sub(depth as u32));
    let meaning = match ScoreMeaning::of(value) {
        ScoreMeaning::Win { plies } => steps.wins(&sides.labelled(Side::Max), plies, here(plies)),
        ScoreMeaning::Loss { plies } => steps.wins(&sides.labelled(Side::Min), plies, here(plies)),
        ScoreMeaning::Even if !limited => steps.draw.to_owned(),
        ScoreMeaning::Estimate(score) if sides.heap => {
            let winner = if score > 0 { Side::Max } else { Side::Min };
            (steps.wins_by_rule)(&sides.labelled(winner))
        }
        ScoreMeaning::Even | ScoreMeaning::Estimate(_) => steps.estimate.to_owned(),
    };
    format!("{}, {meaning}", signed(value))
}

/// What the current step did, in a sentence of a lesson.
pub(super) fn sentence(app: &App, steps: &StepsView, sides: &Sides) -> String {
    let words = app.words();
    let w = &words.steps;
    let replay = &steps.replay;
    let frame = replay.current();
    let step = &frame.step;
    let root = replay.game();
    let pruning = replay.settings().pruning;
    let limited = replay.settings().depth_limit.is_some();
    let name = |depth: usize| {
        crate::tui::move_name(
            words,
            &position_at(root, &step.path[..depth]),
            step.path[depth],
        )
    };
    let value = |v: Score| value_words(words, sides, v, limited, step.depth());
    let left_exact = |v: Score| {
        if limited {
            (w.left_exact_limited)(&value(v))
        } else {
            (w.left_exact)(&value(v))
        }
    };
    if replay.at_end() && frame.number > 1 {
        let positions = words.int(frame.positions);
        return format!(
            "{} {}",
            match step.kind {
                StepKind::Exit { value: v, .. } | StepKind::Leaf { value: v, .. } => {
                    (w.root_value)(&value(v))
                }
                _ => String::new(),
            },
            (w.finished)(&positions)
        );
    }
    match &step.kind {
        StepKind::Root => {
            let mut text = (w.started)(&sides.labelled(Side::Max));
            if pruning {
                text += &(w.window)(&window_edge(step.alpha), &window_edge(step.beta));
            }
            if matches!(steps.origin, Origin::Explorer { .. }) {
                text += w.started_here;
            }
            text
        }
        StepKind::Enter => {
            let depth = step.depth();
            let mover = sides.labelled(Side::at(depth - 1));
            if position_at(root, &step.path).is_over() {
                return (w.entered_over)(&mover, &name(depth - 1));
            }
            let mut text = (w.entered)(&mover, &name(depth - 1), &sides.labelled(step.side()));
            if pruning {
                text += &(w.window)(&window_edge(step.alpha), &window_edge(step.beta));
            }
            text
        }
        StepKind::Leaf { value: v, reason } => match reason {
            LeafReason::GameOver => (w.leaf_over)(&value(*v)),
            LeafReason::DepthLimit => (w.leaf_limit)(&value(*v)),
            LeafReason::Table { bound, from } => {
                let held = format!("{}{}", bound.prefix(), value(*v));
                table_answer(
                    words,
                    root,
                    &step.path,
                    frame.source.as_deref(),
                    *from,
                    &held,
                )
            }
        },
        StepKind::Update {
            child,
            value: v,
            bound,
            best,
            improved,
        } => {
            let here = position_at(root, &step.path);
            let child = crate::tui::move_name(words, &here, *child);
            update_sentence(
                words,
                sides,
                frame,
                pruning,
                (&child, *v, *bound, *best, *improved),
            )
        }
        StepKind::Cut { best, skipped } => {
            cut_sentence(words, sides, step, replay.settings(), *best, skipped.len())
        }
        StepKind::Exit {
            value: v,
            bound,
            skipped,
        } => exit_sentence(
            words,
            step,
            pruning,
            (*v, *bound, skipped),
            sides,
            &left_exact,
        ),
    }
}

/// An update step in words: the child's value as it left it, whether it improved the best,
/// and the window's edge this very step moved.
pub(super) fn update_sentence(
    words: &Words,
    sides: &Sides,
    frame: &Frame<usize>,
    pruning: bool,
    (child, v, bound, best, improved): (&str, Score, Bound, Score, bool),
) -> String {
    let w = &words.steps;
    let step = &frame.step;
    // The child's value as it left it: a bound stays a bound ("≤ -994").
    let returned = format!("{}{}", bound.prefix(), signed(v));
    let mut text = if improved {
        (w.improved)(child, &returned, &sides.labelled(step.side()))
    } else {
        (w.not_improved)(child, &returned, &signed(best))
    };
    // Only a window edge that this very step moved is news.
    let (alpha_before, beta_before) = frame.window_before;
    if pruning && improved {
        match step.side() {
            Side::Max if step.alpha != alpha_before && !is_unbounded(step.alpha) => {
                text += &(w.alpha_rises)(&signed(step.alpha));
            }
            Side::Min if step.beta != beta_before && !is_unbounded(step.beta) => {
                text += &(w.beta_falls)(&signed(step.beta));
            }
            _ => {}
        }
    }
    text
}

/// A cut in words: who holds whom to what, and the moves left unsearched (a cut on a tie
/// said as one; under a depth limit with the draw evaluation, why such a search cuts more).
pub(super) fn cut_sentence(
    words: &Words,
    sides: &Sides,
    step: &Step<usize>,
    settings: &SearchSettings,
    best: Score,
    skipped: usize,
) -> String {
    let w = &words.steps;
    let count = skipped.to_string();
    // A cut on a tie: the best here only equals what the other side of the window already
    // has elsewhere, so "will never come here" would be false; "cannot do better here" is
    // what the cut needs.
    let (edge, tie) = match step.side() {
        Side::Min => (step.alpha, best == step.alpha),
        Side::Max => (step.beta, best == step.beta),
    };
    let cut = match (step.side(), tie) {
        (Side::Min, false) => w.cut_at_min,
        (Side::Min, true) => w.cut_at_min_tie,
        (Side::Max, false) => w.cut_at_max,
        (Side::Max, true) => w.cut_at_max_tie,
    };
    let mut text = cut(
        &sides.labelled(step.side()),
        &sides.labelled(step.side().other()),
        &signed(best),
        &window_edge(edge),
        &count,
    );
    // A tie at 0 under a depth limit with the draw evaluation, where every unfinished
    // position at the limit scores 0: why such a search cuts more.
    if tie && best == 0 && settings.depth_limit.is_some() && settings.evaluation == Evaluation::Draw
    {
        text += w.tie_under_limit;
    }
    text
}

/// An exit in words: the value the position leaves with, exact (even outside its window,
/// where nothing below it was skipped) or a bound, with what was skipped below it.
pub(super) fn exit_sentence(
    words: &Words,
    step: &Step<usize>,
    pruning: bool,
    (v, bound, skipped): (Score, Bound, &Skipped),
    sides: &Sides,
    left_exact: &dyn Fn(Score) -> String,
) -> String {
    let w = &words.steps;
    let below = words.skipped_below(skipped);
    let (max, min) = (sides.labelled(Side::Max), sides.labelled(Side::Min));
    let (alpha, beta) = (window_edge(step.alpha), window_edge(step.beta));
    match bound {
        // Nothing skipped below it: exact, even where it fell outside its window.
        Bound::Exact if pruning && skipped.nothing() && v <= step.alpha => {
            let outside = format!("{} ≤ α {alpha}", signed(v));
            left_exact(v) + &(w.left_exact_outside)(&outside)
        }
        Bound::Exact if pruning && skipped.nothing() && v >= step.beta => {
            let outside = format!("{} ≥ β {beta}", signed(v));
            left_exact(v) + &(w.left_exact_outside)(&outside)
        }
        Bound::Exact => left_exact(v),
        Bound::Upper => (w.left_at_most)(&signed(v), &alpha, &below, &max),
        Bound::Lower => (w.left_at_least)(&signed(v), &beta, &below, &min, &max),
    }
}

/// Where the table's answer for the position at `path` came from, with the value it held:
/// the position searched after `source` (the same one reached by other moves, or its image
/// turned or mirrored), or where the walk has not named it, the position's number.
pub(super) fn table_answer(
    words: &Words,
    root: &Playable,
    path: &[usize],
    source: Option<&[usize]>,
    from: u64,
    held: &str,
) -> String {
    let value = held.to_owned();
    let symmetry = source.and_then(|source| {
        let symmetry = position_at(root, path).symmetry_to(&position_at(root, source))?;
        Some((symmetry, source))
    });
    let phrase = match symmetry {
        Some((symmetry, source)) => AnswerPhrase::Step {
            symmetry,
            path: path_words(words, root, source),
            value,
        },
        None => AnswerPhrase::StepUnknown {
            number: from,
            value,
        },
    };
    words.lang.say(&phrase)
}

/// The moves of `path` from `root`, by name: "a1 b2 c3".
pub(super) fn path_words(words: &Words, root: &Playable, path: &[usize]) -> String {
    let mut position = root.clone();
    let names: Vec<String> = path
        .iter()
        .map(|&mv| {
            let name = crate::tui::move_name(words, &position, mv);
            crate::engine::Game::apply(&mut position, mv);
            name
        })
        .collect();
    names.join(" ")
}

/// `root` with `path` played.
pub(super) fn position_at(root: &Playable, path: &[usize]) -> Playable {
    let mut position = root.clone();
    for &mv in path {
        crate::engine::Game::apply(&mut position, mv);
    }
    position
}
