//! `morpion analyze` as text: the board drawn small, the value in words, a per-move table, the expected line.

use std::fmt::Write;
use std::time::Duration;

use super::analysis::Analysis;
use crate::cli::shared::cell::Cell;
use crate::cli::shared::columns::{Align, layout};
use crate::engine::Evaluation;
use crate::games::mnk::{Mark, Mnk};
use crate::games::move_label::column_label;
use crate::text::{duration, thousands};

/// The full text report of `analysis`, which was made from `position`.
pub(super) fn render(position: &Mnk, analysis: &Analysis) -> String {
    let mut out = board(position);
    let geometry = position.geometry();
    let settings = &analysis.settings;
    out.push('\n');
    let _ = writeln!(
        out,
        "{} to move · {}×{} board, {} in a row",
        analysis.to_move,
        geometry.rows(),
        geometry.cols(),
        settings.k
    );
    let search = if settings.pruning {
        "alpha-beta"
    } else {
        "plain minimax (no pruning)"
    };
    let depth = match settings.depth_limit {
        None => "no depth limit".to_owned(),
        Some(d) => format!(
            "depth limit {d} (positions there score {})",
            match settings.evaluation {
                Evaluation::Draw => "0, as if drawn",
                Evaluation::Heuristic => "by the open-lines heuristic",
            }
        ),
    };
    if settings.solver {
        let _ = writeln!(
            out,
            "Search: exact solver (null-window alpha-beta with a table, forced moves, threat ordering), to the end of the game"
        );
    } else {
        let _ = writeln!(out, "Search: {search}, {depth}");
    }
    // An estimate's words give its score already.
    if analysis.value_text.starts_with("estimate ") {
        let _ = writeln!(out, "Value: {}", analysis.value_text);
    } else {
        let _ = writeln!(
            out,
            "Value: {} (score {})",
            analysis.value_text, analysis.value
        );
    }
    // The move by its name, as the table and the expected line name it (the JSON report
    // gives its row, column and index too).
    if let Some(best) = &analysis.best_move {
        let _ = writeln!(out, "Best move: {}", best.name);
    }
    if analysis.best_moves.len() > 1 {
        let _ = writeln!(
            out,
            "Equally best: {} (the pick among them is random, seed {})",
            names(&analysis.best_moves),
            settings.seed
        );
    }
    out.push('\n');
    out.push_str(&move_table(analysis));
    out.push('\n');
    let mut positions = format!("Positions searched: {}", thousands(analysis.nodes));
    if analysis.tie_check_nodes > 0 {
        let _ = write!(
            positions,
            " (plus {} to prove ties)",
            thousands(analysis.tie_check_nodes)
        );
    }
    let _ = writeln!(out, "{positions}");
    let _ = writeln!(
        out,
        "Time: {}",
        duration(Duration::from_micros(analysis.micros))
    );
    let _ = writeln!(
        out,
        "Expected line: {}",
        line(analysis.to_move, &analysis.pv)
    );
    out
}

/// The board with column letters and row numbers, so cell names can be read off it; under
/// gravity the columns are numbered from 1 instead, as moves are named ("col 4").
pub(super) fn board(position: &Mnk) -> String {
    let geometry = position.geometry();
    let letters: Vec<String> = (0..geometry.cols())
        .map(|c| column_label(c, geometry.gravity()))
        .collect();
    let mut out = format!("    {}\n", letters.join(" "));
    for row in 0..geometry.rows() {
        let marks: Vec<String> = (0..geometry.cols())
            .map(|col| {
                position
                    .mark_at(geometry.index(row, col))
                    .map_or('.', Mark::symbol)
                    .to_string()
            })
            .collect();
        let _ = writeln!(out, " {:>2} {}", row + 1, marks.join(" "));
    }
    out
}

/// Every root move in search order: its name as the board above reads it ("b2": column b, row
/// 2; "col 4"; "take 3"), score with its bound (or "< score" for a move the tie check proved
/// worse), positions, and what the score proves for the side to move, in the panel's words
/// (its column says for whom, as the panel's says "for the AI"). The 0-based row, column and
/// index are JSON's, for programs.
fn move_table(analysis: &Analysis) -> String {
    let for_mover = format!("for {}", analysis.to_move);
    let header = ["move", "score", "positions", &for_mover];
    let mut rows = vec![header.iter().map(|h| (*h).to_owned()).collect::<Vec<_>>()];
    for m in &analysis.moves {
        rows.push(vec![
            m.cell.name.clone(),
            if m.worse {
                format!("< {}", m.score)
            } else {
                format!("{}{}", m.bound.prefix(), m.score)
            },
            thousands(m.nodes),
            m.result.clone(),
        ]);
    }
    use Align::{Left, Right};
    layout("  ", &[Left, Right, Right, Left], &rows)
}

fn names(cells: &[Cell]) -> String {
    cells
        .iter()
        .map(|c| c.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// `"X c1, O b3, X a1"`: each move of the principal variation with the mark that plays it.
fn line(first: Mark, pv: &[Cell]) -> String {
    if pv.is_empty() {
        return "none".to_owned();
    }
    let mut mark = first;
    let mut moves = Vec::with_capacity(pv.len());
    for cell in pv {
        moves.push(format!("{mark} {}", cell.name));
        mark = mark.other();
    }
    moves.join(", ")
}
