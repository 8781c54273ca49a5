//! `autoplay`'s summary: the totals of every game and move, and the AI's settings, built up as the games are played.

use std::collections::BTreeMap;
use std::time::Duration;

use serde::Serialize;

use super::plan::Plan;
use super::record::{GameRecord, MoveRecord};
use crate::cli::shared::game_choice::GameKind;
use crate::cli::shared::measure::micros;
use crate::engine::{Evaluation, MoveOrder};

/// The totals of the run.
#[derive(Clone, Debug, Serialize)]
pub(super) struct Summary {
    #[serde(rename = "type")]
    kind: &'static str,
    /// The game played (`ttt`, `connect4`, … or `board` for a board of your own).
    pub(super) game: &'static str,
    pub(super) games: u32,
    /// The first game's seed (game i played with seed + i − 1).
    pub(super) seed: u64,
    /// Games won by each side, by the names in `player`.
    pub(super) wins: BTreeMap<&'static str, u32>,
    pub(super) draws: u32,
    pub(super) moves: u64,
    /// The sums of the moves' counts; a sum is `None` when a move lacks its count, and
    /// `complete` is false when a comparison gave up (the sum is then a lower bound).
    pub(super) alpha_beta_nodes: Option<u64>,
    pub(super) alpha_beta_complete: bool,
    pub(super) minimax_nodes: Option<u64>,
    pub(super) minimax_complete: bool,
    /// Everything the AI visited: every iteration and tie check of every move.
    pub(super) total_nodes: u64,
    /// The whole run, the AI's decisions, the comparisons.
    pub(super) micros: u64,
    pub(super) search_micros: u64,
    /// `None` without a recount (`--compare off`).
    #[serde(rename = "comparison_micros")]
    pub(super) recount_micros: Option<u64>,
    pub(super) settings: SettingsJson,
}

/// The AI's settings, in the summary.
#[derive(Clone, Debug, Serialize)]
pub(super) struct SettingsJson {
    pub(super) pruning: bool,
    pub(super) depth_limit: Option<u32>,
    pub(super) evaluation: Evaluation,
    pub(super) move_order: MoveOrder,
    pub(super) table_mib: Option<usize>,
    /// Every decision deepened (`--deepening`).
    pub(super) deepening: bool,
    pub(super) think_ms: Option<u64>,
    /// The recount's node budget; `None` without a recount (`--compare off`).
    #[serde(rename = "comparison_budget")]
    pub(super) recount_budget: Option<u64>,
    /// Both sides played perfectly (`--perfect`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub(super) perfect: bool,
}

/// The summary, built up move by move.
pub(super) struct SummaryBuilder {
    summary: Summary,
    /// Moves missing a count (a sum with a hole is no sum).
    alpha_beta_missing: bool,
    minimax_missing: bool,
}

impl SummaryBuilder {
    pub(super) fn new(plan: &Plan) -> Self {
        Self {
            summary: Summary {
                kind: "summary",
                game: plan.kind.map_or("board", GameKind::name),
                games: 0,
                seed: plan.seed,
                wins: plan.players.short.iter().map(|&p| (p, 0)).collect(),
                draws: 0,
                moves: 0,
                alpha_beta_nodes: Some(0),
                alpha_beta_complete: true,
                minimax_nodes: Some(0),
                minimax_complete: true,
                total_nodes: 0,
                micros: 0,
                search_micros: 0,
                recount_micros: plan.recount.then_some(0),
                settings: plan.settings_json(),
            },
            alpha_beta_missing: false,
            minimax_missing: false,
        }
    }

    pub(super) fn add_move(&mut self, record: &MoveRecord) {
        let s = &mut self.summary;
        s.moves += 1;
        s.total_nodes += record.total_nodes;
        s.search_micros += record.micros;
        if let (Some(sum), Some(micros)) = (&mut s.recount_micros, record.recount_micros) {
            *sum += micros;
        }
        for (count, sum, complete, missing) in [
            (
                record.alpha_beta,
                &mut s.alpha_beta_nodes,
                &mut s.alpha_beta_complete,
                &mut self.alpha_beta_missing,
            ),
            (
                record.minimax,
                &mut s.minimax_nodes,
                &mut s.minimax_complete,
                &mut self.minimax_missing,
            ),
        ] {
            match count {
                Some(count) => {
                    *sum = sum.map(|n| n + count.nodes);
                    *complete &= count.complete;
                }
                None => *missing = true,
            }
        }
    }

    pub(super) fn add_game(&mut self, end: &GameRecord) {
        self.summary.games += 1;
        match end.winner {
            Some(w) => *self.summary.wins.entry(w).or_default() += 1,
            None => self.summary.draws += 1,
        }
    }

    pub(super) fn finish(mut self, elapsed: Duration) -> Summary {
        if self.alpha_beta_missing {
            self.summary.alpha_beta_nodes = None;
        }
        if self.minimax_missing {
            self.summary.minimax_nodes = None;
        }
        self.summary.micros = micros(elapsed);
        self.summary
    }
}
