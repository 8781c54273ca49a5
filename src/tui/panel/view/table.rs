//! The panel's move table: a row per root move (its score, what it proves, its counts), the
//! telling ones first when the room is short, and the widths its columns need.

use crate::engine::{Bound, Game, MoveReport, SearchReport, SearchSettings, Skipped};
use crate::games::mnk::Symmetry;
use crate::games::playable::Playable;
use crate::i18n::{AnswerPhrase, Words};
use crate::tui::Analysis;
use crate::tui::Theme;
use crate::tui::move_name;
use crate::tui::view::words::{outcome_text, score_text, worse_text};
use ratatui::text::Line;

use super::overruled;

/// The move table at its narrowest, which the screen's layout makes room for: the name column
/// (the marker, the longest move name and a space, at least 6 columns as in "▶ b2 5"), then the
/// score (6), the gap (1), the outcome (9) and the two node counts (10 + 1 + 10).
pub(in crate::tui) const MIN_NAME_WIDTH: u16 = 6;
pub(in crate::tui) const MIN_REST_WIDTH: u16 = 6 + 1 + 9 + 10 + 1 + 10;

/// A score with its sign: "+997", "0", "-994".
pub(super) fn signed(score: i32) -> String {
    match score {
        0 => "0".to_owned(),
        score => format!("{score:+}"),
    }
}

/// One root move's row, in words.
pub(super) struct Row {
    marker: &'static str,
    name: String,
    score: String,
    outcome: String,
    with: String,
    without: String,
    bound: Bound,
    skipped: Skipped,
    chosen: bool,
    dim: bool,
    /// The tie check proved it worse than the best (alpha-beta had only "≤ best").
    worse: bool,
    /// Where the table answered for the position after the move: what the outcome ends with,
    /// longest first (the move whose position it held and how the two are related).
    answered: Option<[String; 3]>,
    /// The row's end is a short form of the table's answer without the word "table" (the
    /// legend says it).
    answer_unnamed: bool,
}

/// The move table: its rows (at most the room there is, the telling ones first), its
/// columns' widths and the symbols it uses.
pub(super) struct MoveTable {
    rows: Vec<Row>,
    /// The line saying how many rows were left out for want of room.
    more: Option<String>,
    headings: (&'static str, &'static str),
    /// ◆ marks the search's choice, which the book or the solver overruled.
    overruled: bool,
    /// The move played was the AI's random pick among the moves marked = (this very search
    /// found them all as good and chose; not the book or the solver).
    picked_at_random: bool,
    name: usize,
    score: usize,
    outcome: usize,
    counts: (usize, usize),
}

impl MoveTable {
    /// The table of `analysis` in `width` columns and `room` rows (its heading apart);
    /// `headings` name the count columns (with pruning, without); the recount's counts are
    /// "…" while it is `counting`, "—" when it stopped before the end.
    pub(super) fn of(
        words: &Words,
        analysis: &Analysis,
        headings: (&'static str, &'static str),
        counting: bool,
        width: usize,
        room: usize,
    ) -> Self {
        let position = &analysis.position;
        let digits = has_digit_keys(analysis);
        let report = &analysis.outcome.selected;
        let (empty, heap) = (position.plies_left(), position.board().is_none());
        let (moves, hidden) = telling_moves(analysis, room);
        let overruled = overruled(analysis);
        let picked_at_random = !analysis.rerun
            && !super::perfect_chose(analysis)
            && report.complete
            && report.best_moves.len() > 1
            && report.best_moves.contains(&analysis.played);
        let recount = analysis.outcome.recount.as_ref();
        let nodes_of = |r: Option<&SearchReport<usize>>, mv: usize| match r {
            Some(r) => r
                .moves
                .iter()
                .find(|m| m.mv == mv)
                .map_or("—".to_owned(), |m| words.int(m.nodes)),
            None if counting => "…".to_owned(),
            None => "—".to_owned(),
        };
        let (with, without) = if report.settings.pruning {
            (Some(report), recount)
        } else {
            (recount, Some(report))
        };
        let answered = |m: &MoveReport<usize>| {
            m.from_table
                .map(|from| table_answer(words, position, report, m.mv, from))
        };
        let mut rows: Vec<(Row, i32)> = moves
            .iter()
            .map(|m| {
                let new_choice = (analysis.rerun || overruled) && report.best_move == Some(m.mv);
                let (marker, chosen, dim) = if m.mv == analysis.played {
                    ("▶", true, false)
                } else if new_choice {
                    ("◆", true, false)
                } else if report.best_moves.contains(&m.mv) {
                    ("=", false, false)
                } else {
                    (" ", false, true)
                };
                let name = if digits {
                    format!("{:<2} {}", move_name(words, position, m.mv), m.mv + 1)
                } else {
                    move_name(words, position, m.mv)
                };
                let bound = report.shown_bound(m);
                let worse = report.proven_worse(m);
                let row = Row {
                    marker,
                    name,
                    score: if worse {
                        format!("< {}", m.score)
                    } else {
                        score_text(m.score, bound)
                    },
                    outcome: String::new(),
                    with: nodes_of(with, m.mv),
                    without: nodes_of(without, m.mv),
                    bound,
                    skipped: m.skipped,
                    chosen,
                    dim,
                    worse,
                    answered: answered(m),
                    answer_unnamed: false,
                };
                (row, m.score)
            })
            .collect();
        let panel = &words.panel;
        let widest = |texts: &mut dyn Iterator<Item = &str>| {
            texts.map(|t| t.chars().count()).max().unwrap_or(0)
        };
        let counts = (
            widest(&mut rows.iter().map(|r| r.0.with.as_str())).max(headings.0.chars().count()),
            widest(&mut rows.iter().map(|r| r.0.without.as_str())).max(headings.1.chars().count()),
        );
        // The marker, a space, the name and a space ("▶ b2 5 ").
        let name = (2 + widest(&mut rows.iter().map(|r| r.0.name.as_str())) + 1)
            .max(panel.move_heading.chars().count() + 1);
        let score = widest(&mut rows.iter().map(|r| r.0.score.as_str()))
            .max(panel.score_heading.chars().count());
        // The outcome takes what is left, each in its longest form that fits.
        let room = width.saturating_sub(name + score + 1 + 2 + counts.0 + 1 + counts.1);
        for (row, score) in &mut rows {
            let (outcome, unnamed) =
                row_outcome(words, row, *score, &report.settings, (empty, heap), room);
            row.outcome = outcome;
            row.answer_unnamed =
                unnamed > 0 && row.answered.as_ref().is_some_and(|ends| ends[1] != ends[0]);
        }
        let rows: Vec<Row> = rows.into_iter().map(|(row, _)| row).collect();
        let outcome = widest(&mut rows.iter().map(|r| r.outcome.as_str()))
            .max(panel.outcome_heading.chars().count());
        Self {
            rows,
            more: (hidden > 0).then(|| (panel.more_moves)(hidden)),
            headings,
            overruled,
            picked_at_random,
            name,
            score,
            outcome,
            counts,
        }
    }

    pub(super) fn header(&self, words: &Words) -> String {
        let panel = &words.panel;
        format!(
            "{:<name$}{:>score$} {:<outcome$}  {:>with$} {:>without$}",
            panel.move_heading,
            panel.score_heading,
            panel.outcome_heading,
            self.headings.0,
            self.headings.1,
            name = self.name,
            score = self.score,
            outcome = self.outcome,
            with = self.counts.0,
            without = self.counts.1,
        )
    }

    pub(super) fn lines(&self, theme: &Theme) -> Vec<Line<'static>> {
        let mut lines: Vec<Line<'static>> = self
            .rows
            .iter()
            .map(|row| {
                let style = if row.chosen {
                    theme.chosen()
                } else if row.dim {
                    theme.dim()
                } else {
                    ratatui::style::Style::new()
                };
                let name = format!("{} {}", row.marker, row.name);
                Line::styled(
                    format!(
                        "{name:<name_width$}{:>score$} {:<outcome$}  {:>with$} {:>without$}",
                        row.score,
                        row.outcome,
                        row.with,
                        row.without,
                        name_width = self.name,
                        score = self.score,
                        outcome = self.outcome,
                        with = self.counts.0,
                        without = self.counts.1,
                    ),
                    style,
                )
            })
            .collect();
        lines.extend(
            self.more
                .clone()
                .map(|more| Line::styled(more, theme.dim())),
        );
        lines
    }

    /// The legend of the symbols the table shows, and the glossary's key, in at most `width`
    /// columns. Where the move played was the AI's random pick among the moves marked =, "= as
    /// good, ▶ picked at random" says so if it fits with everything but "▶ played" and "<
    /// worse"; otherwise the legend is the one without it.
    pub(super) fn legend(&self, words: &Words, width: usize) -> String {
        let panel = &words.panel;
        if self.picked_at_random
            && let Some(legend) = self.fitted_legend(
                words,
                width,
                panel.legend_tied_random,
                &[panel.legend_played, panel.legend_worse],
            )
        {
            return legend;
        }
        let giving_way = [
            panel.legend_played,
            panel.legend_tied,
            panel.legend_worse,
            panel.legend_bound,
        ];
        self.fitted_legend(words, width, panel.legend_tied, &giving_way)
            .unwrap_or_default()
    }

    /// The legend with `tied` for the = mark, where `giving_way` give way in turn (the
    /// glossary, `a`, says them), then the others from the end, the glossary's key staying;
    /// with the random pick's words, `None` where more than `giving_way` would have to go.
    fn fitted_legend(
        &self,
        words: &Words,
        width: usize,
        tied: &'static str,
        giving_way: &[&'static str],
    ) -> Option<String> {
        let panel = &words.panel;
        let shows = |marker: &str| self.rows.iter().any(|r| r.marker == marker);
        let bounds = self
            .rows
            .iter()
            .any(|r| r.bound != Bound::Exact && !r.worse);
        let choice = if self.overruled {
            panel.legend_search_choice
        } else {
            panel.legend_choice
        };
        let mut items = [
            (shows("▶"), panel.legend_played),
            (shows("◆"), choice),
            (shows("="), tied),
            (bounds, panel.legend_bound),
            (self.rows.iter().any(|r| r.worse), panel.legend_worse),
            (
                self.rows.iter().any(|r| r.answer_unnamed),
                panel.legend_answer,
            ),
            (true, panel.terms_key),
        ]
        .iter()
        .filter(|(shown, _)| *shown)
        .map(|(_, text)| *text)
        .collect::<Vec<_>>();
        let fits = |items: &[&str]| items.join("  ").chars().count() <= width;
        for giving in giving_way {
            if !fits(&items) {
                items.retain(|item| item != giving);
            }
        }
        if tied == panel.legend_tied_random && !fits(&items) {
            return None;
        }
        while !fits(&items) && items.len() > 1 {
            items.remove(items.len() - 2);
        }
        Some(items.join("  "))
    }
}

/// The moves whose rows show in `room` rows, and how many are left out. Short of room, the
/// most telling rows are kept: the move played, the move chosen now, the other best moves,
/// then the rest by score: first those whose score is exact, then the bounds (a "≤ -992" may
/// be worth less than an exact -994, so it never comes first); one row says how many more.
fn telling_moves(analysis: &Analysis, room: usize) -> (Vec<&MoveReport<usize>>, usize) {
    let report = &analysis.outcome.selected;
    let mut moves: Vec<_> = report.moves.iter().collect();
    if moves.len() <= room {
        return (moves, 0);
    }
    moves.sort_by_key(|m| {
        let rank = if m.mv == analysis.played {
            0
        } else if report.best_move == Some(m.mv) {
            1
        } else if report.best_moves.contains(&m.mv) {
            2
        } else if m.bound == Bound::Exact {
            3
        } else {
            4
        };
        (rank, std::cmp::Reverse(m.score))
    });
    let all = moves.len();
    moves.truncate(room.saturating_sub(1));
    let hidden = all - moves.len();
    (moves, hidden)
}

/// A row's outcome in at most `room` columns, each part in its longest form that fits, and
/// which of the table's answer's ends it names (0: the longest, or no answer).
fn row_outcome(
    words: &Words,
    row: &Row,
    score: i32,
    settings: &SearchSettings,
    (empty, heap): (u32, bool),
    room: usize,
) -> (String, usize) {
    let outcome = |room: usize| {
        if row.worse {
            worse_text(words, score, settings, (empty, heap), room)
        } else {
            outcome_text(
                words,
                (score, row.bound, &row.skipped),
                settings,
                (empty, heap),
                room,
            )
        }
    };
    match &row.answered {
        // The longest end that fits beside the outcome in some form.
        Some(ends) => ends
            .iter()
            .enumerate()
            .map(|(at, end)| {
                let room = room.saturating_sub(end.chars().count() + 1);
                (format!("{} {end}", outcome(room)), at)
            })
            .find(|(text, _)| text.chars().count() <= room)
            .unwrap_or_else(|| {
                // The shortest end, with the outcome where it fits, else alone.
                let both = format!("{} {}", outcome(0), ends[2]);
                match both.chars().count() <= room {
                    true => (both, 2),
                    false => (ends[2].clone(), 2),
                }
            }),
        None => (outcome(room), 0),
    }
}

/// What a row ends with where the table answered for the position after root move `mv`
/// with the value of the position numbered `from`, longest first: at the root, the positions
/// are numbered in the order of the report's moves, each move's first the one after it, so
/// the answer names the earlier move whose position (the same up to the board's symmetries)
/// the table held, and how the two are related.
fn table_answer(
    words: &Words,
    position: &Playable,
    report: &SearchReport<usize>,
    mv: usize,
    from: u64,
) -> [String; 3] {
    let mut first = 1;
    let source = report.moves.iter().find_map(|m| {
        let number = first;
        first += m.nodes;
        (number == from).then_some(m.mv)
    });
    let after = |mv: usize| {
        let mut after = position.clone();
        after.apply(mv);
        after
    };
    let phrase = match source {
        // A source the board's symmetries do not relate is named as the same position.
        Some(source) => AnswerPhrase::Row {
            move_name: move_name(words, position, source),
            symmetry: after(mv)
                .symmetry_to(&after(source))
                .unwrap_or(Symmetry::Same),
        },
        None => AnswerPhrase::RowUnknown,
    };
    let forms = words.lang.forms(&phrase);
    std::array::from_fn(|i| forms.get(i).or(forms.last()).cloned().unwrap_or_default())
}

/// The 3×3 board without gravity, where each cell also has its digit key.
pub(super) fn has_digit_keys(analysis: &Analysis) -> bool {
    analysis.position.board().is_some_and(|board| {
        let geometry = board.geometry();
        geometry.rows() == 3 && geometry.cols() == 3 && !geometry.gravity()
    })
}
