//! `analyze --dot`: the search the report gives, recorded again as a tree and drawn as Graphviz DOT.

use super::AnalyzeArgs;
use crate::analysis::dot::{self, Players};
use crate::analysis::{Decision, Explorer};
use crate::engine::{Game, SearchReport, SearchSettings, SearchTree};

/// Nodes kept in memory for each node the DOT file shows (the first levels need their
/// siblings' subtrees kept too), with a floor and a ceiling (~100 bytes a node).
const DOT_MEMORY_PER_SHOWN: usize = 20;
const DOT_MEMORY_MIN: usize = 10_000;
const DOT_MEMORY_MAX: usize = 1_000_000;

/// The search tree as DOT when `--dot` asks for it (the same search as the report, recorded
/// again without a table), with the report's best move and expected line in bold, as the text
/// prints them; `max` names the side to move at the root, `min` the other.
pub(super) fn text<G: Game>(
    args: &AnalyzeArgs,
    position: &G,
    settings: &SearchSettings,
    report: &SearchReport<G::Move>,
    max: &str,
    min: &str,
) -> Option<String> {
    args.dot.as_ref()?;
    let limit = args.dot_limit as usize;
    let memory = (limit * DOT_MEMORY_PER_SHOWN).clamp(DOT_MEMORY_MIN, DOT_MEMORY_MAX);
    let tree = SearchTree::record(position, settings, memory);
    let mut explorer = Explorer::new(position.clone(), tree);
    if let Some(best) = report.best_move {
        explorer.follow(&Decision::of(report, best));
    }
    Some(dot::render(&explorer, limit, &Players { max, min }))
}
