//! Step mode on screen: the replayed search's stack of positions beside the board, what the
//! last step did in a sentence, the counts, and the guesses; the path's moves numbered on the board.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::analysis::replay::{Frame, Level, SEEK_POSITIONS};
use crate::engine::{
    Bound, Evaluation, LeafReason, Score, ScoreMeaning, SearchSettings, Side, Skipped, Step,
    StepKind, is_unbounded,
};
use crate::games::playable::Playable;
use crate::i18n::{AnswerPhrase, Words};
use crate::text::{signed, window_edge};
use crate::tui::Theme;
use crate::tui::layout::Grid;
use crate::tui::{Answer, App, Guess, Origin, StepsView};

mod figure;
mod fit;
mod tree;

use fit::Fit;

/// Who MAX and MIN are in the replayed search, as the screen names them.
struct Sides {
    max: String,
    min: String,
    /// A heap, whose evaluation at the depth limit is the rule of 4: exact wins and losses.
    heap: bool,
}

impl Sides {
    fn of(app: &App, steps: &StepsView) -> Self {
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
    fn labelled(&self, side: Side) -> String {
        format!("{}\u{a0}({})", side.name(), self.name(side))
    }
}

/// A score (MAX's, counted from the search's start) with what it means, for a position `depth`
/// plies below the start: "+996, MAX (X) wins in 4 plies", "+994, MIN (O) wins 6 plies from
/// the start (3 from here)", "0, draw".
fn value_words(words: &Words, sides: &Sides, value: Score, limited: bool, depth: usize) -> String {
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
fn sentence(app: &App, steps: &StepsView, sides: &Sides) -> String {
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
fn update_sentence(
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
fn cut_sentence(
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
fn exit_sentence(
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
fn table_answer(
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
fn path_words(words: &Words, root: &Playable, path: &[usize]) -> String {
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
fn position_at(root: &Playable, path: &[usize]) -> Playable {
    let mut position = root.clone();
    for &mv in path {
        crate::engine::Game::apply(&mut position, mv);
    }
    position
}

/// The width of the stack's α and β columns: their headings ("α now": the window as it is now,
/// after the updates so far, where the explorer gives each position's window on entry), and
/// at least a score's.
fn window_width(words: &Words) -> usize {
    let [_, _, alpha, beta, _] = words.steps.header;
    alpha.chars().count().max(beta.chars().count()).max(5)
}

/// One row of the stack: side, move, α, β as they are now, best so far (and the value once
/// known).
fn level_row(
    words: &Words,
    root: &Playable,
    frame: &Frame<usize>,
    depth: usize,
    level: &Level<usize>,
    sides: &Sides,
    pruning: bool,
) -> String {
    let mv = match level.mv {
        Some(mv) => {
            crate::tui::move_name(words, &position_at(root, &frame.step.path[..depth - 1]), mv)
        }
        None => words.steps.root.to_owned(),
    };
    let (alpha, beta) = if pruning {
        (window_edge(level.alpha), window_edge(level.beta))
    } else {
        ("".to_owned(), "".to_owned())
    };
    let best = match (level.value, level.best) {
        (Some(settled), _) => {
            // An exact value bare, as in the step tree ("=" is the panel's "as good").
            let mark = match settled.bound {
                Bound::Exact => "",
                bound => bound.prefix(),
            };
            format!("{mark}{}", signed(settled.value))
        }
        // Open: the best so far, with the sign of the bound it is (as in the step tree).
        (None, Some(best)) => match tree::open_sign(frame, depth, best) {
            Some(sign) => format!("{sign}{}", signed(best)),
            None => signed(best),
        },
        (None, None) => "·".to_owned(),
    };
    let edge = window_width(words);
    format!(
        "{:<9} {:<7} {:>edge$} {:>edge$} {:>8}",
        sides.labelled(level.side),
        mv,
        alpha,
        beta,
        best
    )
}

/// "Step 12 of 9,088 · 5 of 2,787 positions": the totals as far as they are known.
fn counter(words: &Words, steps: &StepsView) -> String {
    let w = &words.steps;
    let frame = steps.replay.current();
    let step = words.int(frame.number);
    let positions = words.int(frame.positions);
    let total_steps = steps.replay.totals().map(|t| words.int(t.steps));
    let total_positions = steps.positions.map(|p| words.int(p));
    match (total_steps, total_positions) {
        (Some(s), Some(p)) => (w.counter)(&step, &s, &positions, &p),
        (None, Some(p)) => (w.counter_positions)(&step, &positions, &p),
        (_, None) => (w.counter_bare)(&step, &positions),
    }
}

/// A guess's answer, in words.
fn answer_words(words: &Words, answer: Answer) -> String {
    let answer = words.steps.guess_answers[answer.index()];
    // Without the key's digit: "1 win" → "win".
    answer
        .split_once(' ')
        .map_or(answer, |(_, rest)| rest)
        .to_owned()
}

/// What the search found where the guess was made; for a cut guessed where there was none,
/// why there was none.
fn found_words(words: &Words, sides: &Sides, guess: &Guess, settings: &SearchSettings) -> String {
    let w = &words.steps;
    if guess.answer == Answer::Cut {
        return match no_cut_reason(words, sides, guess, settings.pruning) {
            _ if guess.ending.cut => w.found_cut.to_owned(),
            Some(why) => (w.found_no_cut_why)(&why),
            None => w.found_no_cut.to_owned(),
        };
    }
    let limited = settings.depth_limit.is_some();
    let exact = value_words(words, sides, guess.exact, limited, guess.depth);
    match guess.ending.bound {
        Bound::Exact => exact,
        Bound::Upper => (w.found_bound)(&format!("≤ {}", signed(guess.ending.value)), &exact),
        Bound::Lower => (w.found_bound)(&format!("≥ {}", signed(guess.ending.value)), &exact),
    }
}

/// Why the search cut nothing at a guessed position: plain minimax never cuts; the position
/// was scored without searching its moves; it had one move (nothing left to skip); or its
/// best never reached the far edge of the window while moves were left (a best that reaches
/// it only with the last move leaves nothing to cut either).
fn no_cut_reason(words: &Words, sides: &Sides, guess: &Guess, pruning: bool) -> Option<String> {
    let w = &words.steps;
    let side = Side::at(guess.depth);
    Some(match guess.ending.leaf {
        _ if !pruning => w.no_cut_minimax.to_owned(),
        Some(LeafReason::DepthLimit) => w.no_cut_limit.to_owned(),
        Some(LeafReason::Table { .. }) => w.no_cut_table.to_owned(),
        // A finished game takes no guess: nothing to say of it.
        Some(LeafReason::GameOver) => return None,
        None if guess.moves == 1 => w.no_cut_one_move.to_owned(),
        None => match side {
            Side::Max => (w.no_cut_open_at_max)(&sides.labelled(side)),
            Side::Min => (w.no_cut_open_at_min)(&sides.labelled(side)),
        },
    })
}

/// Draws step mode in the panel's place.
pub fn render_steps(app: &App, steps: &StepsView, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let words = app.words();
    let w = &words.steps;
    let sides = Sides::of(app, steps);
    let replay = &steps.replay;
    let frame = replay.current();
    let root = replay.game();
    let pruning = replay.settings().pruning;
    let titles = match &steps.origin {
        Origin::Decision {
            move_number,
            played,
            ..
        } => {
            let played = crate::tui::move_name(words, root, *played);
            vec![
                (w.title)(*move_number, &played),
                (w.title_short)(*move_number, &played),
            ]
        }
        Origin::Explorer { path } => {
            let mut position = app.explorer().map(|e| e.root().clone());
            let names: Vec<String> = path
                .iter()
                .map(|&mv| {
                    let name = position
                        .as_ref()
                        .map_or_else(String::new, |p| crate::tui::move_name(words, p, mv));
                    if let Some(p) = position.as_mut() {
                        crate::engine::Game::apply(p, mv);
                    }
                    name
                })
                .collect();
            vec![(w.title_from)(&names.join(" "))]
        }
    };
    let title = crate::i18n::first_fit(&titles, usize::from(area.width.saturating_sub(2)));
    // At the end with the tree shown, the whole tree, browsed as the explorer is.
    if let Some(explorer) = steps.browsing() {
        crate::tui::explorer::view::panel::render_titled(app, explorer, title, area, theme, buf);
        return;
    }
    let block = Block::bordered()
        .title(title.to_owned())
        .border_style(theme.border());
    let inner = block.inner(area);
    block.render(area, buf);

    let width = inner.width.saturating_sub(2);
    let mut top = vec![Line::from(counter(words, steps))];
    // A seek under way in the background: where to, how far it has got, how to stop it.
    if let Some(seeking) = steps.seeking {
        let (walked, positions) = app.seek_figures().unwrap_or_default();
        let what = seeking.target.words(words);
        let text = if seeking.counting && walked == 0 {
            (w.counting)(&what, &words.int(positions), &words.int(SEEK_POSITIONS))
        } else {
            (w.seeking)(&what, &words.int(walked), &words.int(positions))
        };
        top.push(Line::styled(text, theme.key()));
    }
    // The search replayed, with the move order and the table it replays with.
    let settings = replay.settings();
    // The table with its size, then (where that does not fit) the word alone.
    let tables = match settings.transposition {
        Some(size) => vec![
            (words.panel.table_size)(size.bytes as u64 >> 20),
            words.panel.table_bare.to_owned(),
        ],
        None => vec![words.panel.no_table.to_owned()],
    };
    let heap = app.position().board().is_none();
    let searched: Vec<String> = tables
        .iter()
        .flat_map(|table| {
            words.steps_search(
                (
                    pruning,
                    settings.depth_limit,
                    matches!(steps.origin, Origin::Decision { deepened: true, .. }),
                ),
                words.move_order(settings.move_order, heap),
                table,
            )
        })
        .collect();
    // On one line, whatever the width: the stack below counts on it.
    top.push(Line::styled(
        crate::i18n::fit_on_one_line(&searched, usize::from(width)),
        theme.dim(),
    ));
    // A heap has no board to number: its legend says what the heap shows.
    let legend = match app.position().board() {
        Some(_) => w.board_legend,
        None => w.heap_legend,
    };
    let legend = Line::styled(legend, theme.dim());
    let [side, mv, alpha, beta, best] = w.header;
    let (alpha, beta) = if pruning { (alpha, beta) } else { ("", "") };
    let header = Line::styled(
        format!(
            "{side:<9} {mv:<7} {alpha:>edge$} {beta:>edge$} {best:>8}",
            edge = window_width(words)
        ),
        theme.heading(),
    );
    let sentence = Line::styled(sentence(app, steps, &sides), theme.message());
    let below = below_the_sentence(app, steps, &sides, theme);
    // The tree takes the place of the header and the stack.
    let levels = match steps.tree {
        true => tree::rows_wanted(steps) - 1,
        false => frame.stack.len(),
    };
    let fit = Fit::of(
        usize::from(inner.height),
        width,
        (&top, &legend, &sentence, &below),
        levels,
    );

    let mut lines = top;
    if fit.legend {
        lines.push(legend);
    }
    if fit.blank_top {
        lines.push(Line::default());
    }
    if steps.tree {
        let rows = fit.stack + 1;
        lines.extend(tree::lines(words, steps, usize::from(width), rows, theme));
    } else {
        lines.push(header);
        push_stack(&mut lines, app, steps, (&sides, theme), fit.stack);
    }
    if fit.blank_mid {
        lines.push(Line::default());
    }
    lines.push(sentence);
    if fit.blank_low && !below.is_empty() {
        lines.push(Line::default());
    }
    lines.extend(below);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(inner.inner(ratatui::layout::Margin::new(1, 0)), buf);
}

/// The stack's rows in `rows` rows: its deepest levels under a line counting those left out
/// above, the current one highlighted.
fn push_stack(
    lines: &mut Vec<Line<'static>>,
    app: &App,
    steps: &StepsView,
    (sides, theme): (&Sides, &Theme),
    rows: usize,
) {
    let words = app.words();
    let frame = steps.replay.current();
    let root = steps.replay.game();
    let pruning = steps.replay.settings().pruning;
    let stack = &frame.stack;
    let hidden = stack.len().saturating_sub(rows);
    let skip = match hidden {
        0 => 0,
        // Only the current level has room: it shows alone.
        _ if rows == 1 => stack.len() - 1,
        _ => {
            lines.push(Line::styled(
                (words.steps.levels_above)(hidden + 1),
                theme.dim(),
            ));
            hidden + 1
        }
    };
    for (depth, level) in stack.iter().enumerate().skip(skip) {
        let row = level_row(words, root, frame, depth, level, sides, pruning);
        let current = depth + 1 == stack.len();
        lines.push(if current {
            Line::styled(row, theme.chosen())
        } else {
            Line::from(row)
        });
    }
}

/// The lines under the step's sentence: the guess asked, waiting or revealed, the tally, the
/// playing and the step number being typed.
fn below_the_sentence(
    app: &App,
    steps: &StepsView,
    sides: &Sides,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let words = app.words();
    let w = &words.steps;
    let mut lines = Vec::new();
    if steps.asking {
        let max = sides.labelled(Side::Max);
        lines.push(Line::styled((w.guess_question)(&max), theme.heading()));
        // Three spaces between the answers, none after the last (it would wrap to a row of
        // its own where the answers just fit).
        let mut answers = Vec::new();
        for (i, answer) in w.guess_answers.iter().enumerate() {
            if i > 0 {
                answers.push(Span::raw("   "));
            }
            answers.push(Span::styled(*answer, theme.key()));
        }
        lines.push(Line::from(answers));
    } else if let Some(guess) = &steps.pending {
        lines.push(Line::from((w.guess_waiting)(&answer_words(
            words,
            guess.answer,
        ))));
    } else if let Some(verdict) = steps.verdict() {
        let found = found_words(words, sides, &verdict.guess, steps.replay.settings());
        let answer = answer_words(words, verdict.guess.answer);
        lines.push(if verdict.right {
            Line::styled((w.guess_right)(&answer, &found), theme.good())
        } else {
            Line::styled((w.guess_wrong)(&answer, &found), theme.bad())
        });
    }
    let tally = app.guesses();
    if tally.right + tally.wrong > 0 {
        lines.push(Line::styled(
            (w.tally)(tally.right, tally.wrong),
            theme.dim(),
        ));
    }
    if steps.playing.is_some() {
        lines.push(Line::styled(
            (w.playing)(steps.steps_per_second()),
            theme.dim(),
        ));
    }
    if !steps.typed.is_empty() {
        lines.push(Line::styled((w.typing)(&steps.typed), theme.key()));
    }
    lines
}

/// Numbers the path's moves on the board, in the order they were played: in each cell's
/// top-left corner where the piece keeps its room; in a cell too small for both, the number
/// takes the piece's place in the piece's colours (so whose move it was still shows).
pub fn render_path_numbers(steps: &StepsView, grid: &Grid, theme: &Theme, buf: &mut Buffer) {
    for (index, &cell) in steps.replay.current().step.path.iter().enumerate() {
        let rect = grid.cell_rect(cell);
        if rect.width == 0 || rect.height == 0 {
            continue;
        }
        let number = (index + 1).to_string();
        let width = number.len() as u16;
        if width > rect.width {
            continue;
        }
        let centre = (rect.x + rect.width / 2, rect.y + rect.height / 2);
        let beside_the_piece = rect.height > 1 || width <= rect.width / 2;
        if beside_the_piece {
            buf.set_string(rect.x, rect.y, number, theme.key());
        } else {
            let ink = buf[centre].style();
            let x = rect.x + (rect.width - width) / 2;
            buf.set_string(x, centre.1, number, ink);
        }
    }
}
