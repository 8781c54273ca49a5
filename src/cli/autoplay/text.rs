//! `morpion autoplay` as text: a heading, one aligned table per game, the summary.

use std::fmt::Write;
use std::time::Duration;

use super::plan::Plan;
use super::record::{Count, GameRecord, MoveRecord, value_words};
use super::summary::Summary;
use crate::analysis::RECOUNT_BUDGET;
use crate::cli::shared::columns::{Align, line};
use crate::cli::shared::game_choice::{GameKind, bones};
use crate::engine::{Evaluation, Game, HEURISTIC_LIMIT, MAX_PLY, MoveOrder, Score, WIN};
use crate::games::mnk::Mark;
use crate::games::playable::{Playable, Setup};
use crate::text::{counted, duration, thousands};

/// What is played and how the AI searches, before the first game.
pub(super) fn heading(plan: &Plan) -> String {
    let games = match plan.games {
        1 => format!("1 game, seed {}", plan.seed),
        n => format!("{n} games from seed {}", plan.seed),
    };
    let mut out = format!("Autoplay: {} · {games}\n", game_name(plan));
    if let Some(start) = start(plan) {
        let _ = writeln!(out, "Start: {start}");
    }
    if plan.perfect {
        let _ = writeln!(
            out,
            "Both sides play perfectly: the opening book's move, else every move solved exactly{}",
            match plan.think_ms {
                None => " (no time limit)".to_owned(),
                Some(ms) => format!(
                    " within {} ms (else the textbook search's move)",
                    thousands(ms)
                ),
            }
        );
        let _ = writeln!(out, "Textbook search beside it: {}", settings(plan));
    } else {
        let _ = writeln!(out, "Both sides: {}", settings(plan));
    }
    let recount = if plan.recount {
        format!(
            "every move searched again with {}, up to {} positions",
            if plan.settings.pruning {
                "plain minimax"
            } else {
                "alpha-beta"
            },
            thousands(RECOUNT_BUDGET)
        )
    } else {
        "off".to_owned()
    };
    let _ = writeln!(out, "Comparison: {recount}");
    if remembers(plan) {
        out.push_str(
            "Beyond 20 bones the heap is solved with its positions remembered, as analyze does:\n\
             each move at once, no search to count (—).\n",
        );
    }
    if plan.perfect {
        out.push_str(
            "Per move: where it came from (book, solver, or search: the solver ran out of time), the\n\
             exact value of the position it was played from; then the textbook search's value, the\n\
             depth of its search (the deepest finished, where it deepened), the positions it searched\n\
             with and without alpha-beta pruning, the time of the whole decision.\n",
        );
    } else {
        out.push_str(
            "Per move: the value of the position it was played from, the depth searched (the deepest\n\
             search finished, where it deepened), the positions searched with and without alpha-beta\n\
             pruning, the time.\n",
        );
    }
    out
}

/// Whether some moves are played from a heap solved with its positions remembered.
fn remembers(plan: &Plan) -> bool {
    crate::analysis::remembered::heap_to_remember(&plan.start.position, &plan.settings).is_some()
}

/// The start position in words when the games do not start from the game's first position.
fn start(plan: &Plan) -> Option<String> {
    match &plan.start.position {
        _ if !plan.start.columns.is_empty() => Some(format!(
            "after the columns {} ({} to move)",
            plan.start.columns,
            plan.players.long[super::side(&plan.start.position)]
        )),
        Playable::Board(board) if board.plies() > 0 => Some(format!(
            "{} ({} to move)",
            board.to_board(),
            plan.players.long[super::side(&plan.start.position)]
        )),
        _ => None,
    }
}

/// The game in words: "3×3 board, 3 in a row", "Connect Four (7 columns × 6 rows, …)".
fn game_name(plan: &Plan) -> String {
    match &plan.setup {
        Setup::Heap(heap) => format!(
            "Game of Bones, a heap of {}, take 1, 2 or 3, who takes the last bone wins",
            bones(*heap)
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
    if plan.deepening {
        parts.push("iterative deepening".to_owned());
    }
    parts.push(match plan.think_ms {
        None => "no time limit".to_owned(),
        Some(ms) => format!("{} ms a move", thousands(ms)),
    });
    parts.join(", ")
}

/// The table of a game's moves, printed a row at a time as the moves are played: the columns'
/// widths are fixed beforehand, wide enough for what this game can show.
pub(super) struct MoveTable {
    /// With --perfect, the columns `source` and `exact` after `move`.
    perfect: bool,
    headers: Vec<&'static str>,
    aligns: Vec<Align>,
    widths: Vec<usize>,
}

/// The columns of the moves' table.
const HEADER: [&str; 9] = [
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

const ALIGNS: [Align; 9] = {
    use Align::{Left, Right};
    [Right, Right, Left, Left, Left, Right, Right, Right, Right]
};

/// Where --perfect's two columns go: after `move`.
const PERFECT_AT: usize = 4;
const PERFECT_HEADER: [&str; 2] = ["source", "exact"];

/// With --perfect, the textbook search's value is named as such.
const SEARCH_VALUE: &str = "search value";

impl MoveTable {
    pub(super) fn new(plan: &Plan) -> Self {
        let digits = |n: u64| n.to_string().len();
        let longest = plan.setup.max_plies();
        let start = plan.setup.start(Mark::X);
        let mut moves = Vec::new();
        start.legal_moves(&mut moves);
        let move_names = moves.iter().map(|&m| start.move_name(m).chars().count());
        // Searches cut short by a depth limit or by the time can end on an estimate; a win or
        // a loss then lies within the limit (at most MAX_PLY plies when deepening by time).
        let limited =
            plan.settings.depth_limit.is_some_and(|d| d < longest) || plan.think_ms.is_some();
        let (horizon, farthest) = if limited {
            let depth = plan.settings.depth_limit.unwrap_or(MAX_PLY as u32);
            (Some(depth), longest.min(depth))
        } else {
            (None, longest)
        };
        let win = WIN - farthest as Score;
        let estimate = if limited { -HEURISTIC_LIMIT } else { 0 };
        let value_widths = (0..2).flat_map(|mover| {
            [win, -win, 0, estimate].map(|v| {
                value_words(v, &plan.players, mover, horizon, plan.settings.evaluation)
                    .chars()
                    .count()
            })
        });
        let mut content = vec![
            digits(u64::from(plan.games)),
            digits(u64::from(longest)),
            plan.players
                .short
                .iter()
                .map(|p| p.len())
                .max()
                .unwrap_or(0),
            move_names.max().unwrap_or(0),
            value_widths.max().unwrap_or(0),
            digits(u64::from(longest)),
            // Up to 999,999,999 positions in line; more push the row.
            "999,999,999".len(),
            if plan.recount {
                format!("> {}", thousands(RECOUNT_BUDGET)).chars().count()
            } else {
                1
            },
            "999.9 ms".len(),
        ];
        let mut headers = HEADER.to_vec();
        let mut aligns = ALIGNS.to_vec();
        if plan.perfect {
            let exact = [win, -win, 0].map(|v| {
                value_words(v, &plan.players, 0, None, plan.settings.evaluation)
                    .chars()
                    .count()
            });
            headers[PERFECT_AT] = SEARCH_VALUE;
            headers.splice(PERFECT_AT..PERFECT_AT, PERFECT_HEADER);
            aligns.splice(PERFECT_AT..PERFECT_AT, [Align::Left, Align::Left]);
            content.splice(
                PERFECT_AT..PERFECT_AT,
                ["search".len(), exact.into_iter().max().unwrap_or(0)],
            );
        }
        Self {
            perfect: plan.perfect,
            widths: headers
                .iter()
                .zip(content)
                .map(|(header, width)| header.chars().count().max(width))
                .collect(),
            headers,
            aligns,
        }
    }

    /// A blank line and the header, before a game's first move.
    pub(super) fn header(&self) -> String {
        let header: Vec<String> = self.headers.iter().map(|h| (*h).to_owned()).collect();
        format!("\n{}", line("", &self.aligns, &self.widths, &header))
    }

    /// One move's row.
    pub(super) fn row(&self, m: &MoveRecord) -> String {
        let mut cells = vec![
            m.game.to_string(),
            m.ply.to_string(),
            m.player.to_owned(),
            m.name.clone(),
            m.value_text.clone(),
            m.depth.to_string(),
            count(m.alpha_beta),
            count(m.minimax),
            duration(Duration::from_micros(m.micros)),
        ];
        if self.perfect {
            let exact = m.exact_text.clone().unwrap_or_else(|| "—".to_owned());
            cells.splice(
                PERFECT_AT..PERFECT_AT,
                [m.source.unwrap_or("search").to_owned(), exact],
            );
        }
        line("", &self.aligns, &self.widths, &cells)
    }
}

/// How a game ended, after its last move.
pub(super) fn game_end(end: &GameRecord) -> String {
    let mut result = format!("Game {} (seed {}): {}", end.game, end.seed, end.result);
    if let Some(start) = &end.start {
        let _ = write!(result, " · from {start}");
    }
    if let Some(board) = &end.board {
        let _ = write!(result, " · final board {board}");
    }
    if let Some(columns) = &end.columns {
        let _ = write!(result, " · columns {columns}");
    }
    result.push('\n');
    result
}

/// A count as the table shows it: exact, "> budget" when the comparison gave up, "—" if not run.
fn count(count: Option<Count>) -> String {
    match count {
        None => "—".to_owned(),
        Some(c) if !c.complete => format!("> {}", thousands(RECOUNT_BUDGET)),
        Some(c) => thousands(c.nodes),
    }
}

/// The results and totals of the run.
pub(super) fn summary(plan: &Plan, summary: &Summary) -> String {
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
        "Positions searched over {}: alpha-beta {}, minimax {}",
        counted(summary.moves, "move", "moves"),
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
        "The AI's searches in all, tie checks and every deepening iteration included{}: {}",
        if remembers(plan) {
            ", and the positions its remembered solves worked out"
        } else {
            ""
        },
        thousands(summary.total_nodes)
    );
    let time = |micros: u64| duration(Duration::from_micros(micros));
    let mut times = format!(
        "Time: {} in all; the AI's searches {}",
        time(summary.micros),
        time(summary.search_micros)
    );
    if let Some(micros) = summary.recount_micros {
        let _ = write!(times, ", the comparisons {}", time(micros));
    }
    let _ = writeln!(out, "{times}");
    out
}
