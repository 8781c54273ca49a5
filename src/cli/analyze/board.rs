//! One board's report: the textbook search (or with `--solve` the exact solver), as text or JSON, with Connect Four's published score.

use std::sync::atomic::{AtomicU64, Ordering};

use serde_json::Value;

use super::analysis::Analysis;
use super::text::render;
use super::{Asked, Report, dot, solve};
use crate::cli::shared::progress;
use crate::engine::{ScoreMeaning, SearchOptions, SearchSettings, Solver, Table, search_in};
use crate::games::mnk::Mnk;

/// Searches `position` under `settings` (or solves it, with `--solve`, by the solver kept in
/// `solver` from one position to the next) and writes its report.
pub(super) fn report(
    asked: Asked<'_>,
    position: &Mnk,
    settings: &SearchSettings,
    solver: &mut Option<Solver>,
) -> anyhow::Result<Report> {
    let args = asked.args;
    let report = if args.solve {
        let solver = solve::kept(args, settings, solver)?;
        if args.value_only {
            return Ok(Report {
                text: solve::value_only(solver, position, asked.json)?,
                dot: None,
            });
        }
        solve::every_move(solver, position, asked.seed)
    } else {
        let positions = AtomicU64::new(0);
        let mut table = Table::for_settings(settings)?;
        let options = SearchOptions {
            seed: asked.seed,
            positions: Some(&positions),
            ..Default::default()
        };
        progress::watched(
            || {
                format!(
                    "analyze: searching {} ({}, {}), {} so far",
                    what(position),
                    if settings.pruning {
                        "alpha-beta"
                    } else {
                        "plain minimax"
                    },
                    settings
                        .depth_limit
                        .map_or("no depth limit".to_owned(), |d| format!("depth limit {d}")),
                    crate::text::positions(positions.load(Ordering::Relaxed))
                )
            },
            || search_in(position, settings, &options, &mut table),
        )
    };
    let (max, min) = (position.to_move(), position.to_move().other());
    let (max, min) = (max.to_string(), min.to_string());
    let dot = dot::text(args, position, settings, &report, &max, &min);
    let mut analysis = Analysis::new(position, &report, asked.seed);
    analysis.settings.solver = args.solve;
    let text = if asked.json {
        let mut value = serde_json::to_value(&analysis)?;
        if position.geometry().gravity() {
            add_published_score(&mut value, position, &analysis);
        }
        serde_json::to_string(&value)? + "\n"
    } else {
        let mut text = render(position, &analysis);
        if let Some(score) = published_score(position, &analysis) {
            text += &format!("Connect Four score (published convention): {score}\n");
        }
        text
    };
    Ok(Report { text, dot })
}

/// The position in a few words, for the progress line: "X to move on a 7×7 board, 5 in a row".
pub(super) fn what(position: &Mnk) -> String {
    let geometry = position.geometry();
    format!(
        "{} to move on a {}×{} board, {} in a row",
        position.to_move(),
        geometry.rows(),
        geometry.cols(),
        geometry.k()
    )
}

/// The score of published Connect Four solvers, from the side to move: a win scores
/// (cells + 1 − stones on the board before the winning move) / 2 rounded down (22 − the
/// winner's stones on 7×6), a loss the negative, a draw 0. `None` when the search did not
/// prove the result (a depth limit stopped it before the game's end without a win or loss).
fn published_score(position: &Mnk, analysis: &Analysis) -> Option<i64> {
    if !position.geometry().gravity() || !analysis.complete {
        return None;
    }
    let cells = position.geometry().cells() as i64;
    let stones = i64::from(position.plies());
    let score = |plies: u32| (cells + 2 - stones - i64::from(plies)) / 2;
    match ScoreMeaning::of(analysis.value) {
        ScoreMeaning::Win { plies } => Some(score(plies)),
        ScoreMeaning::Loss { plies } => Some(-score(plies)),
        ScoreMeaning::Even
            if analysis
                .settings
                .depth_limit
                .is_none_or(|d| i64::from(d) >= cells - stones) =>
        {
            Some(0)
        }
        _ => None,
    }
}

/// Connect Four JSON: `value` in the published convention (`null` if not proven), the engine's
/// own score kept as `engine_value`.
fn add_published_score(json: &mut Value, position: &Mnk, analysis: &Analysis) {
    json["engine_value"] = Value::from(analysis.value);
    json["value"] = published_score(position, analysis).map_or(Value::Null, Value::from);
    json["stones"] = Value::from(position.plies());
}
