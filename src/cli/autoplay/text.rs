//! `morpion autoplay` as text: a heading, one aligned table per game, the summary.

use std::fmt::Write;
use std::time::Duration;

use super::{Count, GameRecord, MoveRecord, Plan, Summary};
use crate::analysis::COMPARISON_BUDGET;
use crate::cli::args::GameKind;
use crate::cli::columns::{Align, layout};
use crate::engine::{Evaluation, MoveOrder};
use crate::games::playable::Setup;
use crate::text::{duration, thousands};

/// What is played and how the AI searches, before the first game.
pub fn heading(plan: &Plan) -> String {
    let games = match plan.games {
        1 => format!("1 game, seed {}", plan.seed),
        n => format!("{n} games from seed {}", plan.seed),
    };
    let mut out = format!("Autoplay: {} · {games}\n", game_name(plan));
    let _ = writeln!(out, "Both sides: {}", settings(plan));
    let comparison = if plan.compare {
        format!(
            "every move searched again with {}, up to {} positions",
            if plan.settings.pruning {
                "plain minimax"
            } else {
                "alpha-beta"
            },
            thousands(COMPARISON_BUDGET)
        )
    } else {
        "off".to_owned()
    };
    let _ = writeln!(out, "Comparison: {comparison}");
    out.push_str(
        "Per move: the value of the position it was played from, the depth of the deepest search\n\
         finished, the positions searched with and without alpha-beta pruning, the time.\n",
    );
    out
}

/// The game in words: "3×3 board, 3 in a row", "Connect Four (7 columns × 6 rows, …)".
fn game_name(plan: &Plan) -> String {
    match &plan.setup {
        Setup::Heap(heap) => format!(
            "Game of Bones, a heap of {heap} bones, take 1, 2 or 3, who takes the last bone wins"
        ),
        Setup::Board(geometry) => {
            let shape = if geometry.gravity() {
                format!(
                    "{} columns × {} rows, {} in a row, pieces fall",
                    geometry.cols(),
                    geometry.rows(),
                    geometry.k()
                )
            } else {
                format!(
                    "{}×{} board, {} in a row",
                    geometry.rows(),
                    geometry.cols(),
                    geometry.k()
                )
            };
            match plan.kind {
                Some(GameKind::Ttt) => format!("tic-tac-toe ({shape})"),
                Some(GameKind::Ttt4) => format!("4×4 tic-tac-toe ({shape})"),
                Some(GameKind::Connect4) => format!("Connect Four ({shape})"),
                _ => shape,
            }
        }
    }
}

/// The AI's settings in one line.
fn settings(plan: &Plan) -> String {
    let s = &plan.settings;
    let mut parts = vec![
        if s.pruning {
            "alpha-beta"
        } else {
            "plain minimax"
        }
        .to_owned(),
    ];
    parts.push(match s.depth_limit {
        None if plan.think_ms.is_none() => "no depth limit (perfect play)".to_owned(),
        None => "no depth limit".to_owned(),
        Some(depth) => format!(
            "depth limit {depth} ({} there)",
            match s.evaluation {
                Evaluation::Draw => "unfinished positions count as draws",
                Evaluation::Heuristic => "unfinished positions scored by the heuristic",
            }
        ),
    });
    parts.push(match s.move_order {
        MoveOrder::Reading => "reading order".to_owned(),
        order => format!("{} move order", order.name()),
    });
    parts.push(match s.transposition {
        None => "no table".to_owned(),
        Some(size) => format!("{} MiB table", size.bytes >> 20),
    });
    parts.push(match plan.think_ms {
        None => "no time limit".to_owned(),
        Some(ms) => format!("{} ms a move", thousands(ms)),
    });
    parts.join(", ")
}

/// One finished game: its moves as an aligned table, then how it ended.
pub fn game(moves: &[MoveRecord], end: &GameRecord) -> String {
    let header = [
        "game",
        "ply",
        "player",
        "move",
        "value",
        "depth",
        "alpha-beta",
        "minimax",
        "time",
    ];
    let mut rows = vec![header.iter().map(|h| (*h).to_owned()).collect::<Vec<_>>()];
    for m in moves {
        rows.push(vec![
            m.game.to_string(),
            m.ply.to_string(),
            m.player.to_owned(),
            m.name.clone(),
            m.value_text.clone(),
            m.depth.to_string(),
            count(m.alpha_beta),
            count(m.minimax),
            duration(Duration::from_micros(m.micros)),
        ]);
    }
    use Align::{Left, Right};
    let mut out = String::from("\n");
    out.push_str(&layout(
        "",
        &[Right, Right, Left, Left, Left, Right, Right, Right, Right],
        &rows,
    ));
    let mut result = format!("Game {} (seed {}): {}", end.game, end.seed, end.result);
    if let Some(board) = &end.board {
        let _ = write!(result, " · final board {board}");
    }
    if let Some(columns) = &end.columns {
        let _ = write!(result, " · columns {columns}");
    }
    out.push_str(&result);
    out.push('\n');
    out
}

/// A count as the table shows it: exact, "> budget" when the comparison gave up, "—" if not run.
fn count(count: Option<Count>) -> String {
    match count {
        None => "—".to_owned(),
        Some(c) if !c.complete => format!("> {}", thousands(COMPARISON_BUDGET)),
        Some(c) => thousands(c.nodes),
    }
}

/// The results and totals of the run.
pub fn summary(plan: &Plan, summary: &Summary) -> String {
    let mut out = String::from("\n");
    let seeds = match summary.games {
        1 => format!("seed {}", summary.seed),
        n => format!(
            "seeds {} to {}",
            summary.seed,
            summary.seed.wrapping_add(u64::from(n - 1))
        ),
    };
    let wins = plan
        .players
        .long
        .iter()
        .zip(plan.players.short)
        .map(|(long, short)| {
            format!(
                "{long} won {}",
                summary.wins.get(short).copied().unwrap_or(0)
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let games = match summary.games {
        1 => "1 game".to_owned(),
        n => format!("{n} games"),
    };
    let _ = writeln!(
        out,
        "Summary: {games} ({seeds}): {wins}, draws {}",
        summary.draws
    );
    let sum = |nodes: Option<u64>, complete: bool| match nodes {
        None => "—".to_owned(),
        Some(n) if !complete => format!("over {}", thousands(n)),
        Some(n) => thousands(n),
    };
    let mut positions = format!(
        "Positions searched over {} moves: alpha-beta {}, minimax {}",
        thousands(summary.moves),
        sum(summary.alpha_beta_nodes, summary.alpha_beta_complete),
        sum(summary.minimax_nodes, summary.minimax_complete),
    );
    if let (Some(with), Some(without), true, true) = (
        summary.alpha_beta_nodes,
        summary.minimax_nodes,
        summary.alpha_beta_complete,
        summary.minimax_complete,
    ) && without > 0
    {
        let share = 100.0 * with as f64 / without as f64;
        let _ = write!(positions, " (alpha-beta visited {share:.1} % of them)");
    }
    let _ = writeln!(out, "{positions}");
    let _ = writeln!(
        out,
        "The AI's searches in all, every deepening iteration and tie check: {}",
        thousands(summary.total_nodes)
    );
    let time = |micros: u64| duration(Duration::from_micros(micros));
    let mut times = format!(
        "Time: {} in all; the AI's searches {}",
        time(summary.micros),
        time(summary.search_micros)
    );
    if let Some(micros) = summary.comparison_micros {
        let _ = write!(times, ", the comparisons {}", time(micros));
    }
    let _ = writeln!(out, "{times}");
    out
}
