//! Practice on screen, the whole screen: the title, the tree (a figure, or a list when it does not fit), the selected node's answers and verdicts, the replay's sentence, the scores and the keys.

mod figure;
mod labels;
mod outline;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::analysis::practice::{
    Below, Mark, NodeAnswer, Origin, Task, ValueAnswer, endgame_rows, endgame_sides, explain,
    value_text, window_text,
};
use crate::engine::{Side, StepKind};
use crate::games::trees::MIN_BRANCHING;
use crate::games::trees::NodeIndex;
use crate::i18n::{PracticeWords, Words};
use crate::tui::practice::state::{Field, PracticeTally, PracticeView};
use crate::tui::{App, Theme};
use figure::{Figure, NodeLook, selected};
use labels::{LabelState, entry_text, name, node_label, replay_labels, replay_node, verdict};

/// Lines below the tree: the node's heading, its answers, and up to four lines of verdicts or
/// of the replay's sentence.
const DETAILS_LINES: u16 = 6;

/// Draws the exercise over the whole of `area`.
pub fn render_practice(
    app: &App,
    view: &PracticeView,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let words = app.words();
    let practice = &words.practice;
    buf.set_style(area, Style::new());
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            buf[(x, y)].reset();
        }
    }
    let title = Rect::new(area.x, area.y, area.width, 1);
    buf.set_style(title, theme.title_bar());
    let task = match view.exercise.task {
        Task::Values => practice.task_values,
        Task::Windows => practice.task_windows,
    };
    let what = what(practice, view);
    let heading = (practice.title)(&what, task);
    let heading = if heading.chars().count() > usize::from(area.width) {
        (practice.title_short)(&what, task)
    } else {
        heading
    };
    buf.set_string(area.x, area.y, fit(&heading, area.width), theme.title_bar());
    // From the bottom up: keys, message, scores, details; the tree takes the rest.
    let bottom = area.bottom();
    let footer = Rect::new(area.x, bottom - 1, area.width, 1);
    let message = Rect::new(area.x, bottom - 2, area.width, 1);
    let scores = Rect::new(area.x, bottom - 3, area.width, 1);
    let details = Rect::new(
        area.x,
        bottom - 3 - DETAILS_LINES,
        area.width,
        DETAILS_LINES,
    );
    let mut top = area.y + 1;
    // The instructions and what fail-soft means, where there is room for them and the tree.
    if area.height >= 22 {
        let line = Rect::new(area.x + 1, top, area.width.saturating_sub(1), 1);
        Line::styled(fit(practice.instructions, line.width), theme.dim()).render(line, buf);
        let below = Rect { y: top + 1, ..line };
        let fail_soft = crate::i18n::first_fit(&practice.fail_soft, usize::from(below.width));
        Line::styled(fit(fail_soft, below.width), theme.dim()).render(below, buf);
        top += 3;
    }
    let tree_area = Rect::new(
        area.x + 1,
        top,
        area.width.saturating_sub(2),
        details.y.saturating_sub(top + 1),
    );
    render_tree(practice, view, tree_area, theme, buf);
    render_details(words, view, details, theme, buf);
    render_scores(practice, view, app.practice_tally(), scores, theme, buf);
    if let Some(text) = app.message() {
        // The shorter form where the whole message would be cut.
        let text = match app.short_message() {
            Some(short) if text.chars().count() >= usize::from(message.width) => short,
            _ => text,
        };
        Line::styled(format!(" {text}"), theme.message()).render(message, buf);
    }
    crate::tui::chrome::view::footer::render_hints(app, footer, theme, buf);
}

/// What the exercise is, for the title.
fn what(words: &PracticeWords, view: &PracticeView) -> String {
    match &view.exercise.origin {
        Origin::Random { seed, shape } => {
            let children = if shape.branching > MIN_BRANCHING {
                format!("{MIN_BRANCHING}–{}", shape.branching)
            } else {
                shape.branching.to_string()
            };
            (words.what_random)(*seed, shape.depth, &children)
        }
        Origin::Given => words.what_given.to_owned(),
        Origin::TwoByTwo => words.what_two_by_two.to_owned(),
        Origin::Bones { heap } => (words.what_bones)(*heap),
        Origin::Endgame { board, .. } => {
            let (max, _) = endgame_sides(board).unwrap_or(('?', '?'));
            (words.what_endgame)(board, max)
        }
    }
}

/// An end game's position, drawn left of the figure where there is room (below the side's name
/// of the root's level), with the mark MAX plays.
fn render_board(
    words: &PracticeWords,
    view: &PracticeView,
    area: Rect,
    indent: u16,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let Origin::Endgame { board, .. } = &view.exercise.origin else {
        return;
    };
    let Some((max, _)) = endgame_sides(board) else {
        return;
    };
    let caption = (words.board_max)(max);
    let rows = endgame_rows(board);
    let left: u16 = 6;
    let room = indent.saturating_sub(left + 2);
    let height = rows.len() as u16 + 1;
    if usize::from(room) < caption.chars().count() || area.height < height + 1 {
        return;
    }
    for (i, row) in rows.iter().enumerate() {
        let y = area.y + 1 + i as u16;
        buf.set_string(area.x + left + 2, y, row, Style::new());
    }
    let y = area.y + 1 + rows.len() as u16;
    buf.set_string(area.x + left, y, caption, theme.dim());
}

/// The tree: a figure if it fits, else the list.
fn render_tree(
    words: &PracticeWords,
    view: &PracticeView,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let tree = &view.exercise.tree;
    let replay = view
        .replay
        .map(|shown| (replay_labels(view, shown), replay_node(view, shown)));
    let count = tree.nodes().len();
    let labels: Vec<String> = (0..count)
        .map(|n| match &replay {
            Some((found, _)) => match (&found[n], tree.node(n).leaf) {
                (Some(label), _) => label.clone(),
                (None, Some(value)) => value.to_string(),
                // Not reached yet: nothing, until the search gets there.
                (None, None) => String::new(),
            },
            None => node_label(words, view, n),
        })
        .collect();
    let current = match &replay {
        Some((_, node)) => *node,
        None => view.selected,
    };
    let looks: Vec<NodeLook> = labels
        .iter()
        .enumerate()
        .map(|(n, label)| {
            let style = match (&replay, verdict(view, n)) {
                (Some((found, _)), _) if found[n].is_none() => theme.dim(),
                (Some(_), _) => Style::new(),
                (None, LabelState::Right) => theme.good(),
                (None, LabelState::Wrong) => theme.bad(),
                (None, LabelState::NotChecked) if tree.node(n).leaf.is_some() => Style::new(),
                (None, LabelState::Given) => Style::new(),
                (None, LabelState::NotChecked) => theme.heading(),
                (None, LabelState::NotGraded) => theme.dim(),
            };
            let style = if n == current { selected(style) } else { style };
            NodeLook {
                label: label.clone(),
                style,
            }
        })
        .collect();
    let edges: Vec<String> = (0..count)
        .map(|n| match &tree.node(n).label {
            Some(mv) => mv.clone(),
            None => tree.position_among_siblings(n).to_string(),
        })
        .collect();
    let figure = Figure::of(tree, &labels, &edges);
    let (width, height) = figure.size();
    if width <= area.width && height <= area.height {
        // Centred as a figure on a page, the sides named at the left edge.
        let indent = (area.width - width) / 2;
        figure.render(tree, &looks, &edges, (area, indent), theme, buf);
        render_board(words, view, area, indent, theme, buf);
    } else {
        outline::render(words, view, &looks, area, theme, buf);
    }
}

/// The selected node (or, in the replay, the step): its heading, the answers, the verdicts.
fn render_details(words: &Words, view: &PracticeView, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let practice = &words.practice;
    let rule = Rect::new(area.x, area.y, area.width, 1);
    buf.set_string(
        area.x,
        area.y,
        "─".repeat(usize::from(area.width)),
        theme.dim(),
    );
    let inside = Rect::new(
        area.x + 1,
        rule.y + 1,
        area.width.saturating_sub(2),
        area.height - 1,
    );
    let lines = match view.replay {
        Some(shown) => replay_lines(practice, view, shown, theme),
        None => node_lines(words, view, theme),
    };
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .render(inside, buf);
}

/// The node's heading, its answers with the entry being typed shown, then its verdicts (or
/// how to answer, before the first check).
fn node_lines(words: &Words, view: &PracticeView, theme: &Theme) -> Vec<Line<'static>> {
    let practice = &words.practice;
    let tree = &view.exercise.tree;
    let node = view.selected;
    let mut heading = vec![(practice.node)(&name(practice, view, node))];
    match tree.node(node).leaf {
        Some(value) => heading.push((practice.leaf_value)(&value.to_string())),
        None => heading.push(tree.side(node).name().to_owned()),
    }
    if let Some(mv) = &tree.node(node).label {
        heading.push((practice.after_move)(mv));
    }
    let mut lines = vec![Line::styled(heading.join(" · "), theme.heading())];
    let mut answer = vec![Span::raw(format!("{} ", practice.yours))];
    for &field in view.fields() {
        let label = match field {
            Field::Value => practice.value,
            Field::Alpha => practice.alpha,
            Field::Beta => practice.beta,
        };
        let text = format!("[{}]", entry_text(practice, view, node, field));
        let style = if field == view.field {
            selected(Style::new())
        } else {
            Style::new()
        };
        answer.push(Span::raw(format!("{label} ")));
        answer.push(Span::styled(text, style));
        answer.push(Span::raw("  "));
    }
    if view.fields().contains(&Field::Alpha) {
        answer.push(Span::styled(practice.window_on_entry, theme.dim()));
    }
    lines.push(Line::from(answer));
    match &view.graded {
        None => {
            let how = match tree.node(node).leaf {
                Some(_) => practice.how_to_answer_leaf,
                None => practice.how_to_answer,
            };
            lines.push(Line::styled(how, theme.dim()));
        }
        Some(graded) if graded.nodes[node].below.is_some() => {
            let text = match graded.nodes[node].below {
                Some(Below::SearchCut(branch)) => {
                    (practice.below_search_cut)(&name(practice, view, branch))
                }
                Some(Below::MarkedCut(branch)) => {
                    (practice.below_marked_cut)(&name(practice, view, branch))
                }
                None => String::new(),
            };
            lines.push(Line::styled(text, theme.dim()));
        }
        Some(graded) if graded.nodes[node].given => {
            lines.push(Line::styled(practice.leaf_given, theme.dim()));
        }
        Some(graded) => {
            let grade = &graded.nodes[node];
            if grade.is_right() {
                lines.push(Line::styled(practice.node_right, theme.good()));
            }
            let solution = view.exercise.solution();
            let answers = view.answers();
            let entries = [
                (
                    practice.value,
                    Some(&grade.value),
                    expected_value(practice, &solution[node]),
                ),
                (
                    practice.alpha,
                    grade.alpha.as_ref(),
                    expected_window(solution[node].alpha),
                ),
                (
                    practice.beta,
                    grade.beta.as_ref(),
                    expected_window(solution[node].beta),
                ),
            ];
            for (entry, mark, expected) in entries {
                if let Some(Mark::Wrong(mistake)) = mark {
                    let why = explain(practice, tree, mistake, answers[node].value);
                    let text = (practice.should_be)(entry, &expected, &why);
                    lines.push(Line::styled(text, theme.bad()));
                }
            }
        }
    }
    lines
}

fn expected_value(words: &PracticeWords, answer: &NodeAnswer) -> String {
    match answer.value {
        ValueAnswer::NotVisited => "✂".to_owned(),
        value => value_text(words, value),
    }
}

fn expected_window(bound: Option<i32>) -> String {
    bound.map_or_else(String::new, window_text)
}

/// The replay: which step, what it did, and the positions visited so far.
fn replay_lines(
    words: &PracticeWords,
    view: &PracticeView,
    shown: usize,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let key = &view.exercise.key;
    let steps = &key.steps;
    let mut lines = vec![Line::styled(
        (words.replay_title)(shown, steps.len()),
        theme.heading(),
    )];
    if let Some(step) = steps.get(shown.saturating_sub(1)) {
        lines.push(Line::raw(step_sentence(words, view, step)));
    }
    let entered = steps
        .iter()
        .take(shown)
        .filter(|s| matches!(s.kind, StepKind::Enter))
        .count() as u64;
    lines.push(Line::styled(
        (words.replay_count)(entered, key.positions, key.positions_minimax),
        theme.dim(),
    ));
    lines
}

/// One step in words, from MAX's side as the tree gives its leaves.
fn step_sentence(
    words: &PracticeWords,
    view: &PracticeView,
    step: &crate::engine::Step<NodeIndex>,
) -> String {
    let tree = &view.exercise.tree;
    let node = step.path.last().copied().unwrap_or(0);
    let here = name(words, view, node);
    let side = tree.side(node);
    let (alpha, beta) = (window_text(step.alpha), window_text(step.beta));
    match &step.kind {
        StepKind::Root => (words.step_root)(side.name()),
        StepKind::Enter => match tree.node(node).leaf {
            Some(value) => (words.step_enter_leaf)(&here, &value.to_string(), &alpha, &beta),
            None => (words.step_enter)(&here, side.name(), &alpha, &beta),
        },
        StepKind::Leaf { value, .. } => (words.step_leaf)(&here, &value.to_string()),
        StepKind::Update {
            child,
            value,
            bound,
            best,
            improved,
        } => {
            let child = name(words, view, *child);
            // The child's value as it left it: a bound stays a bound ("≥ 17").
            let returned = format!("{}{value}", bound.prefix());
            let mut text = if *improved {
                (words.step_best)(&here, &child, &returned)
            } else {
                (words.step_not_best)(&here, &child, &returned, &best.to_string())
            };
            // The window moves when the best does: α at MAX, β at MIN.
            if *improved {
                let visit = view.exercise.key.node(node).visit();
                let entered = visit.map(|v| v.window);
                match (side, entered) {
                    (Side::Max, Some(w)) if step.alpha > w.alpha && step.alpha == *best => {
                        text.push_str(&(words.step_alpha)(&alpha));
                    }
                    (Side::Min, Some(w)) if step.beta < w.beta && step.beta == *best => {
                        text.push_str(&(words.step_beta)(&beta));
                    }
                    _ => {}
                }
            }
            text
        }
        StepKind::Cut { best, skipped } => {
            let list: Vec<String> = skipped.iter().map(|&c| name(words, view, c)).collect();
            let list = list.join(", ");
            // A cut on a tie: the best only equals the window's edge (β at MAX, α at MIN).
            let cut = match (side, *best == step.beta, *best == step.alpha) {
                (Side::Max, false, _) => words.step_cut_max,
                (Side::Max, true, _) => words.step_cut_max_tie,
                (Side::Min, _, false) => words.step_cut_min,
                (Side::Min, _, true) => words.step_cut_min_tie,
            };
            let edge = match side {
                Side::Max => beta,
                Side::Min => alpha,
            };
            cut(&here, &best.to_string(), &edge, &list, skipped.len())
        }
        StepKind::Exit { value, .. } => {
            let visit = view.exercise.key.node(node).visit();
            let bound = visit
                .map(|v| v.bound)
                .unwrap_or(crate::engine::Bound::Exact);
            let text = format!("{}{value}", bound.prefix());
            if bound == crate::engine::Bound::Exact {
                (words.step_exit)(&here, &text)
            } else {
                (words.step_exit_bound)(&here, &text)
            }
        }
    }
}

/// The exercise's score after a check, and the session's.
fn render_scores(
    words: &PracticeWords,
    view: &PracticeView,
    tally: PracticeTally,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let mut parts = vec![match &view.graded {
        Some(graded) => {
            let (right, total) = graded.score();
            (words.exercise_score)(right, total)
        }
        None => words.unchecked.to_owned(),
    }];
    if tally.exercises > 0 {
        parts.push((words.session_score)(
            tally.exercises,
            tally.right,
            tally.total,
        ));
    }
    let text = format!(" {}", parts.join(" · "));
    Line::styled(fit(&text, area.width), theme.dim()).render(area, buf);
}

/// `text` cut to `width` columns.
fn fit(text: &str, width: u16) -> String {
    crate::tui::fit_words(text, usize::from(width))
}
