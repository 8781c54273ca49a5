//! The App: the whole state of a session, and `update`, the only place it changes.

use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::config::DEFAULT_TABLE_MIB;
use super::keymap::Controls;
use super::{Action, Config, LiveFigures, SearchKind, SearchOutcome, SearchRequest, cursor};
use crate::cli::args::First;
use crate::engine::{Game, MAX_PLY, MoveOrder, SearchReport, SearchSettings, TableSize};
use crate::games::bones::{Bones, MAX_TAKE};
use crate::games::mnk::{Mark, Mnk, MoveError};
use crate::games::playable::{Playable, Setup};

/// The depth limit `d` turns on when none was ever given.
pub const DEFAULT_DEPTH_LIMIT: u32 = 4;

/// Something that happened: a player's action, a finished search, or the clock moving on.
#[derive(Clone, Debug)]
pub enum AppEvent {
    Action(Action),
    /// A search finished; dropped unless `generation` is the App's current one. The comparison
    /// search may be missing: it then follows as [`AppEvent::Compared`].
    SearchDone {
        generation: u64,
        outcome: Box<SearchOutcome>,
    },
    /// The comparison search of generation `generation` finished, after its decision.
    Compared {
        generation: u64,
        comparison: Box<SearchReport<usize>>,
    },
    /// The figures of the running search so far.
    Progress(LiveFigures),
    /// Time passes while the AI thinks (drives the spinner and the elapsed time).
    Tick(Instant),
}

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Human,
    Ai,
}

impl Side {
    pub fn other(self) -> Self {
        match self {
            Self::Human => Self::Ai,
            Self::Ai => Self::Human,
        }
    }
}

/// Where the game stands, as the title bar says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    HumanToMove,
    AiThinking,
    HumanWon,
    AiWon,
    Draw,
}

/// The session's score from the human's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// A search the App is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    pub generation: u64,
    pub kind: SearchKind,
    pub started: Instant,
    /// The tie-break seed of the search, kept so a re-analysis breaks ties the same way.
    pub seed: u64,
    /// The player asked the AI to play its best move so far (Esc).
    pub play_now: bool,
    /// The search's figures so far, as last reported.
    pub live: Option<LiveFigures>,
}

/// The AI's last decision, as the statistics panel shows it.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The position the AI moved from.
    pub position: Playable,
    /// The move the AI played there.
    pub played: usize,
    pub outcome: SearchOutcome,
    /// True once the decision was searched again under changed settings.
    pub rerun: bool,
    /// The decision's tie-break seed: a re-analysis uses it again, so the move it marks as its
    /// choice changes only when the settings change the tie, not by a new coin flip.
    pub seed: u64,
}

/// The whole state of a session.
#[derive(Debug)]
pub struct App {
    /// The game of the session, as every new game starts it.
    setup: Setup,
    /// The human's mark on boards.
    human: Mark,
    /// Who starts the next game (the `s` key changes it).
    first: First,
    settings: SearchSettings,
    /// The limit `d` and `+`/`-` turn back on.
    last_depth: u32,
    rng: StdRng,
    game: Playable,
    starter: Side,
    /// The moves of the current game, in order.
    history: Vec<usize>,
    /// A cell on boards, a column (0-based) under gravity, a take (1–3) on the heap.
    cursor: usize,
    tally: Tally,
    games_started: u32,
    generation: u64,
    pending: Option<Pending>,
    /// The generation whose comparison search is still counting, after its decision arrived.
    comparing: Option<u64>,
    /// Its figures so far.
    comparing_live: Option<LiveFigures>,
    analysis: Option<Analysis>,
    /// The time budget of each AI decision (iterative deepening).
    think: Duration,
    message: Option<String>,
    help_open: bool,
    quit: bool,
    clock: Instant,
    color: bool,
}

impl App {
    /// Starts the first game; returns the AI's first search if the AI starts.
    pub fn new(config: Config) -> (Self, Option<SearchRequest>) {
        let rng = match config.seed {
            Some(seed) => StdRng::seed_from_u64(seed),
            None => rand::make_rng(),
        };
        let settings = SearchSettings {
            node_budget: None,
            ..config.settings
        };
        let game = config.game.start(config.human);
        let mut app = Self {
            cursor: cursor::start(&game),
            game,
            setup: config.game,
            human: config.human,
            first: config.first,
            last_depth: settings.depth_limit.unwrap_or(DEFAULT_DEPTH_LIMIT),
            settings,
            rng,
            starter: Side::Human,
            history: Vec::new(),
            tally: Tally::default(),
            games_started: 0,
            generation: 0,
            pending: None,
            comparing: None,
            comparing_live: None,
            analysis: None,
            think: config.think,
            message: None,
            help_open: false,
            quit: false,
            clock: Instant::now(),
            color: true,
        };
        let starter = app.next_starter();
        let request = app.start_game(starter);
        (app, request)
    }

    /// Draw with colours (false when `NO_COLOR` is set).
    pub fn with_color(mut self, color: bool) -> Self {
        self.color = color;
        self
    }

    /// Applies one event; returns the search the worker must start, if any.
    pub fn update(&mut self, event: AppEvent) -> Option<SearchRequest> {
        match event {
            AppEvent::Action(action) => self.act(action),
            AppEvent::SearchDone {
                generation,
                outcome,
            } => self.search_done(generation, *outcome),
            AppEvent::Compared {
                generation,
                comparison,
            } => {
                self.compared(generation, *comparison);
                None
            }
            AppEvent::Progress(live) => {
                self.progress(live);
                None
            }
            AppEvent::Tick(now) => {
                self.clock = now;
                None
            }
        }
    }

    fn act(&mut self, action: Action) -> Option<SearchRequest> {
        // The help popup swallows every action but quitting (the keymap sends Ctrl-C through).
        if self.help_open && action != Action::Quit {
            self.help_open = false;
            return None;
        }
        match action {
            Action::MoveCursor(direction) => {
                self.cursor = cursor::step(&self.game, self.cursor, direction);
                None
            }
            Action::PlayCursor => self.play(self.cursor),
            Action::PlayDigit(digit) => self.play_digit(digit),
            Action::PlayCell(cell) => self.play(cell),
            Action::TogglePruning => {
                self.settings.pruning = !self.settings.pruning;
                let what = if self.settings.pruning {
                    "Alpha-beta pruning on"
                } else {
                    "Alpha-beta pruning off (plain minimax)"
                };
                self.settings_changed(what)
            }
            Action::ToggleDepthLimit if self.settings.depth_limit.is_some() && self.too_long() => {
                self.say(&format!(
                    "The depth limit stays on: a game of up to {} plies is deeper than the search can go ({MAX_PLY})",
                    self.setup.max_plies()
                ));
                None
            }
            Action::ToggleDepthLimit => {
                self.settings.depth_limit = match self.settings.depth_limit {
                    Some(_) => None,
                    None => Some(self.last_depth),
                };
                let what = self.depth_words();
                self.settings_changed(&what)
            }
            Action::DeeperLimit => self.change_depth(1),
            Action::ShallowerLimit => self.change_depth(-1),
            Action::ToggleEvaluation => {
                self.settings.evaluation = self.settings.evaluation.next();
                let what = format!(
                    "Evaluation at the depth limit: {}",
                    self.settings.evaluation.name()
                );
                self.settings_changed(&what)
            }
            Action::CycleMoveOrder => {
                self.settings.move_order = match self.settings.move_order {
                    MoveOrder::Reading => MoveOrder::CentreFirst,
                    MoveOrder::CentreFirst => MoveOrder::Threats,
                    MoveOrder::Threats => MoveOrder::Reading,
                };
                let what = format!("Move order: {}", self.settings.move_order.name());
                self.settings_changed(&what)
            }
            Action::ToggleTable => {
                self.settings.transposition = match self.settings.transposition {
                    Some(_) => None,
                    None => Some(TableSize::mib(DEFAULT_TABLE_MIB as usize)),
                };
                let what = match self.settings.transposition {
                    Some(size) => format!(
                        "Transposition table on ({} MiB): positions already searched are remembered",
                        size.bytes >> 20
                    ),
                    None => "Transposition table off".to_owned(),
                };
                self.settings_changed(&what)
            }
            Action::NewGame => {
                let starter = self.next_starter();
                let request = self.start_game(starter);
                self.say(&format!("Game {} — good luck", self.games_started));
                request
            }
            Action::SwapStarter => self.swap_starter(),
            Action::ShowHelp => {
                self.help_open = true;
                None
            }
            Action::CloseHelp => None,
            Action::PlayNow => {
                match &mut self.pending {
                    Some(pending) if pending.kind == SearchKind::Decide => pending.play_now = true,
                    Some(_) => self.say("Esc hurries the AI's decisions; this is a re-analysis"),
                    None => self.say("Esc makes the AI play at once while it thinks; q quits"),
                }
                None
            }
            Action::Quit => {
                self.generation += 1;
                self.pending = None;
                self.comparing = None;
                self.quit = true;
                None
            }
        }
    }

    /// A digit key: a 3×3 cell, a column under gravity (its top cell stands for it), or a take.
    fn play_digit(&mut self, digit: u8) -> Option<SearchRequest> {
        let refusal = match Controls::of(&self.game) {
            Controls::Cells => match self.game.board() {
                Some(board) if board.geometry().rows() == 3 && board.geometry().cols() == 3 => {
                    return self.play(usize::from(digit) - 1);
                }
                _ => "Digits pick cells on the 3×3 board only: use the arrows and Enter, or click"
                    .to_owned(),
            },
            Controls::Columns(count) if digit <= count => return self.play(usize::from(digit) - 1),
            Controls::Columns(count) => {
                format!("Digits 1–{count} drop in a column: there is no column {digit}")
            }
            Controls::Takes if digit <= MAX_TAKE => return self.play(usize::from(digit)),
            Controls::Takes => {
                format!("Take 1, 2 or 3 bones at a time: {digit} is too many")
            }
        };
        self.say(&refusal);
        None
    }

    /// The human plays `mv` (a cell, or a take), or is told why not (and nothing changes).
    fn play(&mut self, mv: usize) -> Option<SearchRequest> {
        if self.game.is_over() {
            self.say("The game is over — press n for a new game");
            return None;
        }
        if self.side_to_move() == Side::Ai {
            self.say("Wait for the AI to move");
            return None;
        }
        let played = match &mut self.game {
            Playable::Board(board) => play_cell(board, mv),
            Playable::Heap(heap) => take_bones(heap, mv),
        };
        match played {
            Ok(mv) => {
                self.history.push(mv);
                if let Some(board) = self.game.board() {
                    // The cursor follows the move: onto the cell, or under gravity its column.
                    let geometry = board.geometry();
                    self.cursor = if geometry.gravity() {
                        mv % geometry.cols()
                    } else {
                        mv
                    };
                }
                self.message = None;
                self.after_move()
            }
            Err(why) => {
                self.say(&why);
                None
            }
        }
    }

    /// Scores a finished game, or asks the AI to move when it is its turn.
    fn after_move(&mut self) -> Option<SearchRequest> {
        if self.game.is_over() {
            match self.winner() {
                Some(Side::Human) => self.tally.wins += 1,
                Some(Side::Ai) => self.tally.losses += 1,
                None => self.tally.draws += 1,
            }
            return None;
        }
        if self.side_to_move() == Side::Ai {
            let position = self.game.clone();
            return Some(self.request(SearchKind::Decide, position));
        }
        None
    }

    fn search_done(&mut self, generation: u64, outcome: SearchOutcome) -> Option<SearchRequest> {
        let pending = self.pending?;
        if generation != self.generation || pending.generation != generation {
            return None; // a result for a position or settings that no longer apply
        }
        self.pending = None;
        // Without its comparison, the decision is shown at once and the comparison follows.
        self.comparing = outcome.comparison.is_none().then_some(generation);
        self.comparing_live = None;
        match pending.kind {
            SearchKind::Decide => {
                let Some(mv) = outcome.selected.best_move else {
                    self.say("The AI's search stopped before it chose a move");
                    return None;
                };
                let position = self.game.clone();
                if !self.game.is_legal(mv) {
                    self.say("The AI chose an impossible move; please report this");
                    return None;
                }
                self.game.apply(mv);
                self.history.push(mv);
                self.analysis = Some(Analysis {
                    position,
                    played: mv,
                    outcome,
                    rerun: false,
                    seed: pending.seed,
                });
                self.after_move()
            }
            SearchKind::Reanalyse => {
                if let Some(analysis) = &mut self.analysis {
                    analysis.outcome = outcome;
                    analysis.rerun = true;
                }
                None
            }
        }
    }

    fn compared(&mut self, generation: u64, comparison: SearchReport<usize>) {
        if self.comparing != Some(generation) || generation != self.generation {
            return; // a newer search started meanwhile
        }
        self.comparing = None;
        self.comparing_live = None;
        if let Some(analysis) = &mut self.analysis {
            analysis.outcome.comparison = Some(comparison);
        }
    }

    fn progress(&mut self, live: LiveFigures) {
        if live.generation != self.generation {
            return;
        }
        match (&mut self.pending, self.comparing) {
            (Some(pending), _) if pending.generation == live.generation => {
                pending.live = Some(live);
            }
            (None, Some(generation)) if generation == live.generation => {
                self.comparing_live = Some(live);
            }
            _ => {}
        }
    }

    fn change_depth(&mut self, step: i32) -> Option<SearchRequest> {
        let longest = self.setup.max_plies();
        // The search keeps one move list per ply up to MAX_PLY: a heap of bones may be longer.
        let most = longest.min(MAX_PLY as u32);
        let Some(depth) = self.settings.depth_limit else {
            self.settings.depth_limit = Some(self.last_depth);
            let what = self.depth_words();
            return self.settings_changed(&what);
        };
        let wanted = depth.saturating_add_signed(step).clamp(1, most);
        if wanted == depth {
            let why = if step < 0 {
                "The depth limit is already at its minimum, 1".to_owned()
            } else if most < longest {
                format!("The depth limit stops at {most} plies, the deepest the search goes")
            } else {
                format!("A depth limit of {most} already reaches the end of every game")
            };
            self.say(&why);
            return None;
        }
        self.settings.depth_limit = Some(wanted);
        let what = self.depth_words();
        self.settings_changed(&what)
    }

    /// Whether a game can last longer than the search can go deep, so a depth limit must stay.
    fn too_long(&self) -> bool {
        self.setup.max_plies() > MAX_PLY as u32
    }

    fn depth_words(&self) -> String {
        match self.settings.depth_limit {
            Some(depth) => format!("Depth limit {depth} plies"),
            None => format!(
                "Depth limit off: the AI searches as deep as {} allows",
                crate::text::duration(self.think)
            ),
        }
    }

    /// Re-runs what the settings affect: the AI's pending decision, or else its last one.
    fn settings_changed(&mut self, what: &str) -> Option<SearchRequest> {
        if let Some(depth) = self.settings.depth_limit {
            self.last_depth = depth;
        }
        if !self.game.is_over() && self.side_to_move() == Side::Ai {
            self.say(&format!("{what} — the AI starts its search again"));
            let position = self.game.clone();
            return Some(self.request(SearchKind::Decide, position));
        }
        if let Some(position) = self.analysis.as_ref().map(|a| a.position.clone()) {
            self.say(&format!("{what} — the AI's last move is searched again"));
            return Some(self.request(SearchKind::Reanalyse, position));
        }
        self.say(&format!("{what} — for the AI's next move"));
        None
    }

    fn swap_starter(&mut self) -> Option<SearchRequest> {
        // Before any move, the current game restarts with the other side; after one, the
        // setting for the next games flips (pressing `s` again flips it back).
        let starter = if self.history.is_empty() {
            self.starter.other()
        } else {
            match self.first {
                First::Human => Side::Ai,
                First::Ai => Side::Human,
                First::Random => self.starter.other(),
            }
        };
        self.first = match starter {
            Side::Human => First::Human,
            Side::Ai => First::Ai,
        };
        let who = match starter {
            Side::Human => "You start",
            Side::Ai => "The AI starts",
        };
        if self.history.is_empty() {
            self.games_started -= 1; // the same game, restarted
            let request = self.start_game(starter);
            self.say(&format!("{who} this game"));
            request
        } else {
            self.say(&format!("{who} the next game (press n)"));
            None
        }
    }

    fn next_starter(&mut self) -> Side {
        match self.first {
            First::Human => Side::Human,
            First::Ai => Side::Ai,
            First::Random => {
                if self.rng.random_bool(0.5) {
                    Side::Human
                } else {
                    Side::Ai
                }
            }
        }
    }

    /// Clears the board; any search still running is forgotten.
    fn start_game(&mut self, starter: Side) -> Option<SearchRequest> {
        let first_mark = match starter {
            Side::Human => self.human,
            Side::Ai => self.human.other(),
        };
        self.game = self.setup.start(first_mark);
        self.starter = starter;
        self.history.clear();
        self.analysis = None;
        self.pending = None;
        self.comparing = None;
        self.comparing_live = None;
        self.generation += 1;
        self.games_started += 1;
        self.message = None;
        self.after_move()
    }

    /// A new generation and the request for it; older results will be dropped.
    fn request(&mut self, kind: SearchKind, position: Playable) -> SearchRequest {
        let seed = match (kind, &self.analysis) {
            (SearchKind::Reanalyse, Some(analysis)) => analysis.seed,
            _ => self.rng.random(),
        };
        self.generation += 1;
        self.comparing = None;
        self.comparing_live = None;
        self.pending = Some(Pending {
            generation: self.generation,
            kind,
            started: Instant::now(),
            seed,
            play_now: false,
            live: None,
        });
        SearchRequest {
            generation: self.generation,
            kind,
            position,
            settings: self.settings,
            seed,
            think: self.think,
        }
    }

    fn say(&mut self, message: &str) {
        self.message = Some(message.to_owned());
    }

    // ---- read-only views for the renderer and the tests ----

    /// The current position, whatever the game.
    pub fn position(&self) -> &Playable {
        &self.game
    }

    /// The board, in a board game.
    pub fn board(&self) -> Option<&Mnk> {
        self.game.board()
    }

    /// How the player picks a move in this game (and so which keys apply).
    pub fn controls(&self) -> Controls {
        Controls::of(&self.game)
    }

    pub fn human(&self) -> Mark {
        self.human
    }

    pub fn ai(&self) -> Mark {
        self.human.other()
    }

    pub fn side_to_move(&self) -> Side {
        match &self.game {
            Playable::Board(board) if board.to_move() == self.human => Side::Human,
            Playable::Board(_) => Side::Ai,
            Playable::Heap(heap) if heap.first_player_to_move() => self.starter,
            Playable::Heap(_) => self.starter.other(),
        }
    }

    /// Who won the finished game (`None` while it goes on, and for a draw).
    pub fn winner(&self) -> Option<Side> {
        match &self.game {
            Playable::Board(board) => board.winner().map(|mark| {
                if mark == self.human {
                    Side::Human
                } else {
                    Side::Ai
                }
            }),
            // Whoever cannot take has lost: the winner took the last bone.
            Playable::Heap(_) => self.game.is_over().then(|| self.side_to_move().other()),
        }
    }

    pub fn status(&self) -> Status {
        match (self.winner(), self.game.is_over()) {
            (Some(Side::Human), _) => Status::HumanWon,
            (Some(Side::Ai), _) => Status::AiWon,
            (None, true) => Status::Draw,
            (None, false) if self.side_to_move() == Side::Human => Status::HumanToMove,
            (None, false) => Status::AiThinking,
        }
    }

    pub fn settings(&self) -> &SearchSettings {
        &self.settings
    }

    /// The limit `d` turns back on.
    pub fn remembered_depth(&self) -> u32 {
        self.last_depth
    }

    pub fn starter(&self) -> Side {
        self.starter
    }

    /// Who will start the next game.
    pub fn first(&self) -> First {
        self.first
    }

    pub fn history(&self) -> &[usize] {
        &self.history
    }

    pub fn last_move(&self) -> Option<usize> {
        self.history.last().copied()
    }

    /// Who played the last move: the starter played the odd-numbered ones.
    pub fn last_mover(&self) -> Option<Side> {
        match self.history.len() {
            0 => None,
            n if n % 2 == 1 => Some(self.starter),
            _ => Some(self.starter.other()),
        }
    }

    pub fn cursor(&self) -> usize {
        self.cursor
    }

    pub fn tally(&self) -> Tally {
        self.tally
    }

    pub fn games_started(&self) -> u32 {
        self.games_started
    }

    pub fn generation(&self) -> u64 {
        self.generation
    }

    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// True while a search runs, the comparison after a decision included (the loop then wakes
    /// often to animate the spinner and show the figures).
    pub fn is_busy(&self) -> bool {
        self.pending.is_some() || self.comparing.is_some()
    }

    /// True while the comparison search of the shown decision is still counting.
    pub fn comparing(&self) -> bool {
        self.comparing.is_some()
    }

    /// The comparison's figures so far, while it counts.
    pub fn comparing_live(&self) -> Option<LiveFigures> {
        self.comparing_live
    }

    /// The time budget of each AI decision.
    pub fn think_time(&self) -> Duration {
        self.think
    }

    /// How long the pending search has been running, by the App's clock.
    pub fn thinking_for(&self) -> Duration {
        self.pending.map_or(Duration::ZERO, |p| {
            self.clock.saturating_duration_since(p.started)
        })
    }

    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref()
    }

    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    pub fn help_open(&self) -> bool {
        self.help_open
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    pub fn color(&self) -> bool {
        self.color
    }
}

/// Plays `cell` on a board; under gravity any cell of a column stands for the column, and the
/// piece lands in its lowest empty cell, which is returned (the history and cursor hold it).
fn play_cell(board: &mut Mnk, cell: usize) -> Result<usize, String> {
    let geometry = board.geometry();
    let cell = if geometry.gravity() && cell < geometry.cells() {
        board
            .landing_cell(cell % geometry.cols())
            .ok_or("That column is full: choose another one")?
    } else {
        cell
    };
    board.play(cell).map(|()| cell).map_err(|error| {
        match error {
            MoveError::Occupied => "That cell is already taken",
            MoveError::OutOfBoard => "That cell is not on the board",
            MoveError::GameOver => "The game is over — press n for a new game",
        }
        .to_owned()
    })
}

/// Takes `take` bones from the heap, if there are that many and the rules allow it.
fn take_bones(heap: &mut Bones, take: usize) -> Result<usize, String> {
    let left = heap.heap();
    if take == 0 || take > usize::from(MAX_TAKE) {
        return Err(format!("Take 1, 2 or 3 bones at a time, not {take}"));
    }
    if take as u32 > left {
        let only = if left == 1 {
            "only 1 bone is left".to_owned()
        } else {
            format!("only {left} bones are left")
        };
        return Err(format!("You cannot take {take}: {only}"));
    }
    heap.apply(take as u8);
    Ok(take)
}
