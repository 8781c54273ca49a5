//! Hints (key `i`): the exact value of every move for the side to move, each searched with a
//! full window (alpha-beta alone leaves all but the best as bounds).

use std::sync::atomic::{AtomicBool, Ordering};

use crate::engine::{
    Game, MAX_PLY, Score, SearchOptions, SearchSettings, Table, Terminal, WIN, search_in,
    terminal_score,
};

/// One move and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue<M> {
    pub mv: M,
    /// From the point of view of the side to move before the move: a win `p` plies away
    /// scores `WIN - p`, as in the search's reports.
    pub score: Score,
}

/// The hints give up after this many positions in all (every move's search together), as a
/// row of the technique comparison does: a deep limit on a long game would search for hours.
pub const HINTS_BUDGET: u64 = 10_000_000;

/// Why [`move_values`] has no values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unfinished {
    /// `stop` ended the work.
    Stopped,
    /// The searches passed [`HINTS_BUDGET`] positions.
    OverBudget,
}

/// The value of every legal move of `position` under `settings`, in the game's order, unless
/// `stop` ended the work or the searches passed [`HINTS_BUDGET`] positions. The depth limit
/// counts from the position after each move, as the opponent's search there counts it: a
/// move's value is exactly minus the value that search finds, so under a depth limit the two
/// sides' estimates add up to zero instead of each seeing the other make the last move before
/// the horizon. The values equal the per-move scores of a plain minimax search one ply deeper.
/// `table`, the caller's (`&mut Table::for_one_search(settings)` for these searches alone),
/// serves every move, cleared before each move's search.
pub fn move_values<G: Game>(
    position: &G,
    settings: &SearchSettings,
    stop: Option<&AtomicBool>,
    table: &mut Option<Table>,
) -> Result<Vec<MoveValue<G::Move>>, Unfinished> {
    let stopped = || stop.is_some_and(|s| s.load(Ordering::Relaxed));
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let mut child = position.clone();
    let mut values = Vec::with_capacity(moves.len());
    let mut left = HINTS_BUDGET;
    for mv in moves {
        if stopped() {
            return Err(Unfinished::Stopped);
        }
        child.apply(mv);
        let found = child_value(&child, settings, stop, table, left);
        child.undo(mv);
        let Some((score, positions)) = found else {
            return Err(if stopped() {
                Unfinished::Stopped
            } else {
                Unfinished::OverBudget
            });
        };
        left = left.saturating_sub(positions);
        values.push(MoveValue { mv, score });
    }
    Ok(values)
}

/// The value of `child` (one ply below the position the hints are for) for the side that just
/// moved into it, and the positions its search visited; `None` if the search did not finish
/// (stopped, or past `budget` positions).
fn child_value<G: Game>(
    child: &G,
    settings: &SearchSettings,
    stop: Option<&AtomicBool>,
    table: &mut Option<Table>,
    budget: u64,
) -> Option<(Score, u64)> {
    let (own, positions) = match child.terminal() {
        Some(terminal) => match terminal {
            Terminal::Win => (WIN, 0),
            Terminal::Loss => (-WIN, 0),
            Terminal::Draw => (0, 0),
            Terminal::Score(_) => (terminal_score(terminal, 0), 0),
        },
        None => {
            let below = SearchSettings {
                node_budget: Some(budget),
                ..*settings
            };
            // The seed only breaks ties between moves, which a value does not depend on.
            let report = search_in(
                child,
                &below,
                &SearchOptions {
                    stop,
                    ..Default::default()
                },
                table,
            );
            if !report.complete {
                return None;
            }
            (report.value, report.nodes + report.tie_check_nodes)
        }
    };
    Some((one_ply_further(-own), positions))
}

/// A score seen one ply further from the end: wins and losses one ply more distant.
pub(super) fn one_ply_further(score: Score) -> Score {
    let decided = WIN - MAX_PLY as Score;
    if score >= decided {
        score - 1
    } else if score <= -decided {
        score + 1
    } else {
        score
    }
}
