//! `morpion analyze --game bones`: the report of one heap, as text or JSON: the textbook search while it is small, the heap solved with its positions remembered beyond.

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use serde_json::{Value, json};

use super::{Asked, Report, dot};
use crate::analysis::remembered::{FULL_SEARCH_MAX_HEAP, searched_in_full};
use crate::cli::shared::error::InputError;
use crate::cli::shared::game_choice::bones;
use crate::cli::shared::reach;
use crate::engine::{
    Evaluation, Game, Score, ScoreMeaning, SearchOptions, SearchReport, SearchSettings, Table,
    search_in,
};
use crate::games::bones::{Bones, HeapValues};
use crate::text::{plies, positions, thousands};

/// The report of a heap of `heap` bones: searched under `settings` while the textbook search
/// runs on it, else solved with its positions remembered.
pub(super) fn report(
    asked: Asked<'_>,
    heap: u32,
    settings: &SearchSettings,
) -> anyhow::Result<Report> {
    let Asked { args, seed, json } = asked;
    if args.solve {
        return Err(InputError(
            "--solve is for boards; a heap is always answered exactly (beyond 20 bones, with its positions remembered)".into(),
        )
        .into());
    }
    let game = Bones::new(heap);
    if !searched_in_full(heap, args.search.depth) {
        if args.dot.is_some() {
            return Err(InputError(format!(
                "--dot draws the textbook search, which runs on heaps of up to {} bones (or with --depth up to {0}); a heap of {heap} is solved with its positions remembered",
                FULL_SEARCH_MAX_HEAP
            ))
            .into());
        }
        // The draw evaluation unless --eval says otherwise, as the remembered solve
        // has always been read.
        let evaluation = args.search.eval.unwrap_or_default();
        let values = HeapValues::new(heap, args.search.depth, evaluation);
        return Ok(Report {
            text: remembered(&game, &values, args.search.depth, evaluation, seed, json)?,
            dot: None,
        });
    }
    let mut table = Table::for_settings(settings)?;
    let options = SearchOptions {
        seed,
        ..Default::default()
    };
    let report = search_in(&game, settings, &options, &mut table);
    let dot = dot::text(
        args,
        &game,
        settings,
        &report,
        "first player",
        "second player",
    );
    Ok(Report {
        text: searched(&game, &report, seed, json)?,
        dot,
    })
}

/// The heap's search report (searched with tie-break `seed`): one line of JSON, or text.
fn searched(
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

/// The score in words, from the side to move: a win (`WIN − plies`), a loss, 0 when the end
/// lies beyond the depth limit under the draw evaluation, or the rule of 4's exact outcome there
/// (won unless the heap is a multiple of 4: a proven rule, no estimate). `horizon` is the depth limit when
/// it stopped lines short of the end: without one, every score but 0 is a win or a loss,
/// however far (a heap of a thousand bones is lost in 500 plies, score −500, on the edge of
/// the estimates' range).
fn meaning(score: Score, horizon: Option<u32>) -> String {
    match reach::meaning(score, horizon) {
        ScoreMeaning::Even => "undecided within the depth limit".to_owned(),
        ScoreMeaning::Estimate(s) => format!(
            "the player to move {}, by the rule of 4 at the depth limit (score {s:+}: a heap that \
             is a multiple of 4 is lost, any other won), the last bone past the limit",
            if s > 0 { "wins" } else { "loses" }
        ),
        ScoreMeaning::Win { plies: p } => {
            format!(
                "the player to move wins, taking the last bone in {}",
                plies(p)
            )
        }
        ScoreMeaning::Loss { plies: p } => format!(
            "the player to move loses, the opponent taking the last bone in {}",
            plies(p)
        ),
    }
}

/// The JSON report: the same keys as an m,n,k analysis, with moves as `{"take","name"}`.
fn to_json(game: &Bones, report: &SearchReport<u8>, seed: u64) -> Value {
    let mv = |take: u8| json!({"take": take, "name": game.move_name(take)});
    json!({
        "game": "bones",
        "heap": game.heap(),
        "to_move": "first",
        "value": report.value,
        "value_text": meaning(report.value, report.settings.horizon(game.heap())),
        "best_move": report.best_move.map(mv),
        "best_moves": report.best_moves.iter().map(|&m| mv(m)).collect::<Vec<_>>(),
        "nodes": report.nodes,
        "moves": report.moves.iter().map(|m| json!({
            "take": m.mv,
            "name": game.move_name(m.mv),
            "score": m.score,
            "bound": report.shown_bound(m),
            "skipped": m.skipped,
            "nodes": m.nodes,
        })).collect::<Vec<_>>(),
        "pv": report.pv.iter().map(|&m| mv(m)).collect::<Vec<_>>(),
        "tie_check_nodes": report.tie_check_nodes,
        "micros": u64::try_from(report.elapsed.as_micros()).unwrap_or(u64::MAX),
        "complete": report.complete,
        "method": "search",
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
        "Game of Bones: {}, take 1, 2 or 3; who cannot take loses\n",
        bones(game.heap())
    );
    text += &format!(
        "Value: {} (score {})\n",
        meaning(report.value, report.settings.horizon(game.heap())),
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

/// The report of a heap solved with its positions remembered (`values` worked out up to it,
/// `depth` plies deep, scored by `evaluation` at the limit): every take's exact value, the
/// takes that keep the heap's value (one drawn with `seed`), the expected line to the end (or
/// to the depth limit), and the positions worked out.
fn remembered(
    game: &Bones,
    values: &HeapValues,
    depth: Option<u32>,
    evaluation: Evaluation,
    seed: u64,
    json: bool,
) -> anyhow::Result<String> {
    let heap = game.heap();
    let value = values.value(heap);
    let best_moves = values.best_takes(heap);
    let best = best_moves.choose(&mut StdRng::seed_from_u64(seed)).copied();
    let horizon = depth.filter(|&d| d < heap);
    let line = expected_line(values, heap, best, depth);
    let name = |take: u8| game.move_name(take);
    if json {
        let mv = |take: u8| json!({"take": take, "name": name(take)});
        let object = json!({
            "game": "bones",
            "heap": heap,
            "to_move": "first",
            "value": value,
            "value_text": meaning(value, horizon),
            "best_move": best.map(mv),
            "best_moves": best_moves.iter().map(|&m| mv(m)).collect::<Vec<_>>(),
            "nodes": values.positions(),
            "moves": values.takes(heap).iter().map(|&(take, score)| json!({
                "take": take,
                "name": name(take),
                "score": score,
                "bound": "exact",
                "nodes": null,
            })).collect::<Vec<_>>(),
            "pv": line.iter().map(|&m| mv(m)).collect::<Vec<_>>(),
            "tie_check_nodes": 0,
            "complete": true,
            "method": "remembered",
            "settings": {
                "pruning": null,
                "depth_limit": depth,
                "evaluation": evaluation,
                "seed": seed,
            },
        });
        return Ok(serde_json::to_string(&object)? + "\n");
    }
    let mut text = format!(
        "Game of Bones: {}, take 1, 2 or 3; who cannot take loses\n\
         Value: {} (score {value})\n",
        bones(heap),
        meaning(value, horizon)
    );
    if let Some(best) = best {
        text += &format!("Best move: {}\n", name(best));
    }
    text += &format!("\n  {:<8} {:>7}\n", "move", "score");
    for (take, score) in values.takes(heap) {
        text += &format!("  {:<8} {:>7}\n", name(take), score);
    }
    let limit = match depth {
        Some(d) => format!("depth limit {d}"),
        None => "to the end of the game".to_owned(),
    };
    text += &format!(
        "\nSolved with its positions remembered ({limit}): {}, each worked out once\n",
        positions(values.positions())
    );
    Ok(text)
}

/// The line of play from `heap` starting with `first`: then at each heap the smallest take that
/// keeps its value (searched to what is left of the depth limit), to the end of the game or of
/// the limit.
fn expected_line(values: &HeapValues, heap: u32, first: Option<u8>, depth: Option<u32>) -> Vec<u8> {
    let Some(first) = first else {
        return Vec::new();
    };
    let mut line = vec![first];
    let mut left = heap - u32::from(first);
    while left > 0 {
        let take = match depth {
            None => values.best_takes(left)[0],
            Some(depth) => {
                let Some(rest) = depth.checked_sub(line.len() as u32).filter(|&d| d > 0) else {
                    break;
                };
                values.best_takes_within(left, rest)[0]
            }
        };
        line.push(take);
        left -= u32::from(take);
    }
    line
}
