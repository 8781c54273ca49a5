//! `morpion analyze --game bones`: the search report of one heap, as text or JSON.

use serde_json::{Value, json};

use crate::engine::{Game, ScoreMeaning, SearchReport, SearchSettings};
use crate::games::bones::Bones;
use crate::text::thousands;

/// Up to this many bones a full search is instant with or without pruning (plain minimax
/// visits 900,139 positions at 22), so the answer is exact; beyond it the default depth rule
/// applies unless `--depth` says otherwise.
pub const FULL_SEARCH_MAX_HEAP: u32 = 20;

/// The settings for a heap: exact up to `FULL_SEARCH_MAX_HEAP`, the shared default rule beyond.
pub fn settings_for(heap: u32, pruning: bool, depth: Option<u32>) -> SearchSettings {
    if heap <= FULL_SEARCH_MAX_HEAP {
        SearchSettings {
            pruning,
            depth_limit: depth,
            ..SearchSettings::default()
        }
    } else {
        SearchSettings::for_plies_left(heap, pruning, depth, None)
    }
}

/// The heap's search report (searched with tie-break `seed`): one line of JSON, or text.
pub fn report(
    game: &Bones,
    report: &SearchReport<u8>,
    seed: u64,
    json: bool,
) -> anyhow::Result<String> {
    Ok(if json {
        serde_json::to_string(&to_json(game, report, seed))? + "\n"
    } else {
        render(game, report)
    })
}

/// The score in words, from the side to move.
fn meaning(score: i32) -> String {
    match ScoreMeaning::of(score) {
        ScoreMeaning::Win { plies } => {
            format!("the player to move wins (last bone taken in {plies} plies)")
        }
        ScoreMeaning::Loss { plies } => {
            format!("the player to move loses (the opponent takes the last bone in {plies} plies)")
        }
        ScoreMeaning::Even => "undecided within the depth limit".to_owned(),
        ScoreMeaning::Estimate(s) => format!("estimate {s}"),
    }
}

/// The JSON report: the same keys as an m,n,k analysis, with moves as `{"take","name"}`.
pub fn to_json(game: &Bones, report: &SearchReport<u8>, seed: u64) -> Value {
    let mv = |take: u8| json!({"take": take, "name": game.move_name(take)});
    json!({
        "game": "bones",
        "heap": game.heap(),
        "to_move": "first",
        "value": report.value,
        "value_text": meaning(report.value),
        "best_move": report.best_move.map(mv),
        "best_moves": report.best_moves.iter().map(|&m| mv(m)).collect::<Vec<_>>(),
        "nodes": report.nodes,
        "moves": report.moves.iter().map(|m| json!({
            "take": m.mv,
            "name": game.move_name(m.mv),
            "score": m.score,
            "bound": report.shown_bound(m),
            "nodes": m.nodes,
        })).collect::<Vec<_>>(),
        "pv": report.pv.iter().map(|&m| mv(m)).collect::<Vec<_>>(),
        "tie_check_nodes": report.tie_check_nodes,
        "micros": u64::try_from(report.elapsed.as_micros()).unwrap_or(u64::MAX),
        "complete": report.complete,
        "settings": {
            "pruning": report.settings.pruning,
            "depth_limit": report.settings.depth_limit,
            "evaluation": report.settings.evaluation,
            "seed": seed,
        },
    })
}

fn render(game: &Bones, report: &SearchReport<u8>) -> String {
    let mut text = format!(
        "Game of Bones: {} bones, take 1, 2 or 3; who cannot take loses\n",
        game.heap()
    );
    text += &format!(
        "Value: {} (score {})\n",
        meaning(report.value),
        report.value
    );
    if let Some(best) = report.best_move {
        text += &format!("Best move: {}\n", game.move_name(best));
    }
    text += &format!("\n  {:<8} {:>7}  {:>10}\n", "move", "score", "positions");
    for m in &report.moves {
        let score = format!("{}{}", report.shown_bound(m).prefix(), m.score);
        text += &format!(
            "  {:<8} {:>7}  {:>10}\n",
            game.move_name(m.mv),
            score,
            thousands(m.nodes)
        );
    }
    text += &format!("\nPositions searched: {}\n", thousands(report.nodes));
    text
}
