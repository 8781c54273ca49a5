//! What `autoplay`'s flags ask for, checked and resolved: the game, its start, the AI's settings, how the players are named.

use std::time::Duration;

use super::args::AutoplayArgs;
use super::start::Start;
use super::summary::SettingsJson;
use crate::analysis::perfect::plays_perfectly;
use crate::analysis::{First, RECOUNT_BUDGET, SearchKind, SearchRequest};
use crate::cli::play::{self, BIG_BOARD_CELLS, HumanMark, PlayArgs};
use crate::cli::shared::error::InputError;
use crate::cli::shared::game_choice::GameKind;
use crate::cli::shared::values::OnOff;
use crate::engine::SearchSettings;
use crate::games::playable::{Playable, Setup};
use crate::home::config_file::Depth;

/// The depth limit on boards bigger than 4×4 when neither `--depth` nor `--think-ms` is given:
/// the play command bounds those searches by time alone, which would make the games depend on
/// the machine; a fixed depth keeps the same seed replaying the same games anywhere.
pub(super) const BIG_BOARD_DEPTH: u32 = 8;

/// Without `--think-ms` the search has no time limit (the depth limit bounds it); `decide` takes
/// a budget, so this stands for "none": long enough never to end a search, short enough that
/// adding it to the clock cannot overflow.
const NO_TIME_LIMIT: Duration = Duration::from_secs(365 * 24 * 60 * 60);

/// What the command line asks for, checked and resolved into the game and the AI's settings.
pub(super) struct Plan {
    pub(super) setup: Setup,
    /// The position every game starts from.
    pub(super) start: Start,
    /// Both sides play perfectly (Connect Four): the book's or the solver's move.
    pub(super) perfect: bool,
    /// Ready-made game (`--game`), if one was named.
    pub(super) kind: Option<GameKind>,
    pub(super) players: Players,
    pub(super) settings: SearchSettings,
    /// `--deepening`: every decision deepens (else only where the tree is too big for one search).
    pub(super) deepening: bool,
    /// `--think-ms`, if given.
    pub(super) think_ms: Option<u64>,
    /// Whether every move is counted again with the other pruning (`--compare`).
    pub(super) recount: bool,
    pub(super) games: u32,
    /// The first game's seed.
    pub(super) seed: u64,
    pub(super) json: bool,
}

impl Plan {
    /// The play command's settings for the same flags (its `Config` checks them), with
    /// reproducible defaults: no time limit unless `--think-ms`, and on boards bigger than
    /// 4×4 a depth limit instead of the play command's think time.
    pub(super) fn new(args: &AutoplayArgs) -> anyhow::Result<Self> {
        let play = PlayArgs {
            first: First::Ai,
            human: HumanMark::X,
            depth: args.depth.map(Depth::Plies),
            search: args.search.clone(),
            think_ms: args.think_ms.unwrap_or(1),
            seed: args.seed,
            no_perfect: true,
            rows: args.rows,
            cols: args.cols,
            k: args.k,
        };
        let config = play::config(&play, &args.game)?;
        let start = Start::new(args, &config.game)?;
        if args.perfect && !plays_perfectly(&start.position) {
            return Err(InputError(
                "--perfect plays Connect Four only (--game connect4): the opening book and the solver are that game's".into(),
            )
            .into());
        }
        let mut settings = config.settings;
        let big_board = config.geometry().is_some() && config.game.max_plies() > BIG_BOARD_CELLS;
        if big_board && args.depth.is_none() && args.think_ms.is_none() {
            settings.depth_limit = Some(BIG_BOARD_DEPTH);
        }
        // No --game and no board flags: the default game, tic-tac-toe.
        let default_board = args.rows == 3 && args.cols == 3 && args.k.is_none_or(|k| k == 3);
        let players = match config.game {
            Setup::Board(_) => Players::MARKS,
            Setup::Heap(_) => Players::BONES,
        };
        Ok(Self {
            setup: config.game,
            start,
            perfect: args.perfect,
            kind: args.game.game.or(default_board.then_some(GameKind::Ttt)),
            players,
            settings,
            deepening: config.deepening,
            think_ms: args.think_ms,
            recount: args.compare.map_or(!big_board, |c| c == OnOff::On),
            games: args.games,
            seed: args.seed.unwrap_or_else(rand::random),
            json: args.json,
        })
    }

    /// The request for the AI's decision from `position`.
    pub(super) fn request(&self, position: &Playable, seed: u64) -> SearchRequest {
        SearchRequest {
            generation: 0,
            kind: SearchKind::Decide,
            position: position.clone(),
            settings: self.settings,
            seed,
            think: self.think_ms.map_or(NO_TIME_LIMIT, Duration::from_millis),
            perfect: self.perfect,
            deepening: self.deepening,
        }
    }

    /// The settings as the JSON summary states them.
    pub(super) fn settings_json(&self) -> SettingsJson {
        SettingsJson {
            pruning: self.settings.pruning,
            depth_limit: self.settings.depth_limit,
            evaluation: self.settings.evaluation,
            move_order: self.settings.move_order,
            table_mib: self.settings.transposition.map(|t| t.bytes >> 20),
            deepening: self.deepening,
            think_ms: self.think_ms,
            recount_budget: self.recount.then_some(RECOUNT_BUDGET),
            perfect: self.perfect,
        }
    }
}

/// How the two sides are named: by their marks on a board, by their turn in the Game of Bones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Players {
    /// In the player column and the JSON (`X`, `first`).
    pub(super) short: [&'static str; 2],
    /// In sentences (`X wins in 3 plies`, `first player wins …`).
    pub(super) long: [&'static str; 2],
}

impl Players {
    const MARKS: Self = Self {
        short: ["X", "O"],
        long: ["X", "O"],
    };
    const BONES: Self = Self {
        short: ["first", "second"],
        long: ["first player", "second player"],
    };
}
