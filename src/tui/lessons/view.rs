//! A lesson on screen, in the panel's place beside the live board: the screen's text, the figures the engine worked out, the panel's own figures now and why the AI's move is the one played, and on the last screen the exercise and its check.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

use crate::analysis::lessons::{BONES_EXERCISE_HEAPS, Facts, Grade, LESSONS, Why};
use crate::i18n::{CutsText, LessonWords, Words};
use crate::tui::lessons::state::LessonsView;
use crate::tui::view::words::{nodes_text, search_name, searches_by_pruning, value_sentence};
use crate::tui::{App, Theme};

/// Draws the lesson in `area` (the panel's place).
pub fn render_lesson(app: &App, view: &LessonsView, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let words = app.words();
    let lessons = &words.lessons;
    let index = view.topic.number() - 1;
    let heading = (lessons.heading)(
        view.topic.number(),
        LESSONS.len(),
        view.screen + 1,
        view.topic.screens(),
    );
    let block = Block::bordered()
        .title(Line::styled(format!(" {heading} "), theme.heading()))
        .border_style(theme.border())
        .padding(Padding::horizontal(1));
    let mut lines: Vec<Line> = vec![Line::styled(lessons.titles[index], theme.heading())];
    // The position the panel's searches start from: the AI's, or the board's before it moved.
    let plies_left = app
        .analysis()
        .map_or_else(|| app.position().plies_left(), |a| a.position.plies_left());
    let text = lessons.screens[index]
        .get(view.screen)
        .copied()
        .unwrap_or_default()
        .replace("{limit}", &words.limit_in_force(app.settings(), plies_left));
    lines.push(Line::from(text));
    for fact in fact_lines(words, &view.facts) {
        lines.push(Line::styled(fact, theme.heading()));
    }
    lines.push(Line::default());
    lines.extend(live_lines(app, words).into_iter().map(Line::from));
    if view.on_exercise() {
        lines.push(Line::default());
        lines.push(Line::styled(lessons.questions[index], theme.heading()));
        lines.push(Line::from((lessons.your_answer)(view.answer())));
        if let Some(verdict) = view.verdict() {
            let (head, style) = if verdict.right {
                (lessons.right, theme.good())
            } else {
                (lessons.wrong, theme.bad())
            };
            lines.push(Line::styled(
                format!("{head} {}", verdict_text(words, verdict)),
                style,
            ));
        }
        lines.push(Line::styled(
            (lessons.done)(view.solved_count()),
            theme.dim(),
        ));
    } else {
        lines.push(Line::styled(lessons.next, theme.dim()));
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .block(block)
        .style(Style::new())
        .render(area, buf);
}

/// The screen's own figures in words.
fn fact_lines(words: &Words, facts: &Facts) -> Vec<String> {
    let lessons = &words.lessons;
    match facts {
        Facts::None => Vec::new(),
        Facts::TreeSize {
            total,
            below,
            by_ply,
            win_ply,
        } => vec![
            (lessons.tree_size)(
                &words.int(*total),
                &words.int(*below),
                &by_ply
                    .iter()
                    .map(|&n| words.int(n))
                    .collect::<Vec<_>>()
                    .join(" + "),
            ),
            (lessons.wins_on_ply)(*win_ply),
        ],
        Facts::Cuts { full, limited } => {
            let share = |part: u64, whole: u64| words.percent(100.0 * part as f64 / whole as f64);
            vec![(lessons.cuts)(&CutsText {
                full_share: share(full.alpha_beta, full.minimax),
                limited_share: share(limited.alpha_beta, limited.minimax),
                limit: limited.depth.unwrap_or_default(),
                full_cuts: words.int(full.cuts),
                full_tie_share: share(full.ties, full.cuts),
                limited_cuts: words.int(limited.cuts),
                limited_tie_share: share(limited.ties, limited.cuts),
            })]
        }
        Facts::Evaluation { to_move, score } => {
            vec![(lessons.evaluation)(&to_move.to_string(), *score)]
        }
        Facts::Safety(rows) => rows
            .iter()
            .map(|&(depth, draw, heuristic)| {
                let word = |safe: bool| if safe { lessons.safe } else { lessons.blunders };
                (lessons.safe_row)(depth, word(draw), word(heuristic))
            })
            .collect(),
        Facts::MinimalTree { b, d, best, all } => {
            vec![(lessons.minimal_tree)(
                *b,
                *d,
                &words.int(*best),
                &words.int(*all),
            )]
        }
        Facts::WinningTake { heap, take } => {
            vec![(lessons.winning_take)(*heap, *take, heap - take)]
        }
        Facts::TieChecks { nodes } => vec![(lessons.tie_checks)(&words.int(*nodes))],
        Facts::Leaves {
            branchings,
            minimax,
            best,
            order,
            alpha_beta,
        } => {
            let join = |first: usize, step: usize| {
                branchings
                    .iter()
                    .skip(first)
                    .step_by(step)
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join("·")
            };
            let formula = format!("{} + {} − 1", join(0, 2), join(1, 2));
            vec![
                (lessons.leaves)(
                    branchings.len() as u32,
                    &join(0, 1),
                    &words.int(*minimax),
                    &formula,
                    &words.int(*best),
                ),
                (lessons.leaves_by_order)(
                    words.move_order(*order, false),
                    &words.int(*alpha_beta),
                    &words.int(alpha_beta.saturating_sub(*best)),
                    &words.int(minimax.saturating_sub(*alpha_beta)),
                ),
            ]
        }
        Facts::TableEffect {
            order,
            without,
            with,
        } => vec![(lessons.table_effect)(
            words.move_order(*order, false),
            &words.int(*without),
            &words.int(*with),
            &words.int(without.saturating_sub(*with)),
        )],
    }
}

/// The panel's figures now: both searches' counts, the value, the moves ranked best.
fn live_lines(app: &App, words: &Words) -> Vec<String> {
    let lessons = &words.lessons;
    if app.pending().is_some() {
        return vec![lessons.searching.to_owned()];
    }
    let Some(analysis) = app.analysis() else {
        return Vec::new();
    };
    let outcome = &analysis.outcome;
    let report = &outcome.selected;
    let (with, without) = searches_by_pruning(outcome);
    let counted = |settings: crate::engine::SearchSettings| {
        let mine = report.settings.pruning == settings.pruning;
        let count = if mine {
            Some(nodes_text(words, report))
        } else {
            outcome.recount.as_ref().map(|r| nodes_text(words, r))
        };
        (lessons.count)(
            &search_name(words, &settings),
            &count.unwrap_or_else(|| lessons.still_counting.to_owned()),
        )
    };
    let empty = analysis.position.plies_left();
    let heap = analysis.position.board().is_none();
    let best: Vec<String> = report
        .best_moves
        .iter()
        .map(|&mv| words.move_name(&analysis.position, mv))
        .collect();
    // The AI's own search first (plain minimax where pruning is off), then the other count.
    let (first, second) = if report.settings.pruning {
        (with, without)
    } else {
        (without, with)
    };
    let mut lines = vec![
        format!(
            "{} {} · {}",
            lessons.on_panel,
            counted(first),
            counted(second)
        ),
        value_sentence(words, report.value, &report.settings, empty, heap),
    ];
    // Why the AI's move is the one on the board: a pick among equals the lesson keeps from
    // screen to screen, or the move played before the settings changed.
    let played = words.move_name(&analysis.position, analysis.played);
    let ranked = (lessons.ranked_best)(&best.join(", "));
    if analysis.rerun {
        lines.push(ranked);
        let chosen_by = nodes_text(words, &analysis.played_outcome().selected);
        lines.push((lessons.move_kept)(&played, &chosen_by));
    } else if report.best_moves.len() > 1 && report.best_moves.contains(&analysis.played) {
        lines.push(format!("{ranked} · {}", (lessons.move_drawn)(&played)));
    } else {
        lines.push(ranked);
    }
    lines
}

/// A verdict's reason in words.
fn verdict_text(words: &Words, verdict: &Grade) -> String {
    let lessons: &LessonWords = &words.lessons;
    match verdict.why {
        Why::TreeSize { total } => (lessons.tree_right)(&words.int(total)),
        Why::RootMissing { below } => (lessons.root_missing)(&words.int(below)),
        Why::TreeHint => lessons.tree_hint.to_owned(),
        Why::Counted { depth, count } => (lessons.count_right)(&words.int(count), depth),
        Why::MinimaxCount { .. } => lessons.minimax_count.to_owned(),
        Why::CountHint { depth } => (lessons.count_hint)(depth),
        Why::SafeFrom { depth } => (lessons.safe_from)(depth),
        Why::StillBlunders { depth } => (lessons.still_blunders)(depth),
        Why::SmallerEnough { .. } => lessons.smaller_enough.to_owned(),
        Why::Fewest { order, count } => {
            (lessons.fewest)(words.move_order(order, false), &words.int(count))
        }
        Why::More { order, count, .. } => {
            (lessons.more)(words.move_order(order, false), &words.int(count))
        }
        Why::NoSuchOrder => lessons.no_such_order.to_owned(),
        Why::Loses { heap } => (lessons.loses)(heap),
        Why::Wins { heap, take } => (lessons.winning_take)(heap, take, heap - take),
        Why::OutOfRange => {
            (lessons.out_of_range)(*BONES_EXERCISE_HEAPS.start(), *BONES_EXERCISE_HEAPS.end())
        }
    }
}
