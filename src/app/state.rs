//! The App: the whole state of a session, and `update`, the only place it changes.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::autoplay::Autoplay;
use super::compare_view::TechniquesView;
use super::hints::Hints;
use super::history::{Chooser, MoveRecord};
use super::keymap::{Context, Controls, Keys};
use super::tree_view::TreeView;
use super::{Action, cursor};
use crate::analysis::Explorer;
use crate::analysis::{Config, LiveFigures, SearchKind, SearchOutcome, SearchRequest};
use crate::analysis::{First, Mode};
use crate::analysis::{StudyJob, StudyLive, StudyRequest, StudyResult};
use crate::engine::{MAX_PLY, MoveOrder, SearchReport, SearchSettings, TableSize};
use crate::games::mnk::{Mark, Mnk};
use crate::games::playable::{Playable, Setup};
use crate::i18n::{Lang, Words};

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
    /// A study (explorer, hints, comparison) finished; dropped unless the App still wants `id`.
    Studied {
        id: u64,
        result: Box<StudyResult>,
    },
    /// How far the running study has got.
    StudyProgress(StudyLive),
    /// Time passes while the AI thinks or a study runs (the spinner, the elapsed time, the
    /// autoplay's pause).
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
    /// The search the panel shows: the decision's, or its latest re-analysis.
    pub outcome: SearchOutcome,
    /// True once the decision was searched again under changed settings.
    pub rerun: bool,
    /// The decision's own search, kept here once a re-analysis took `outcome`'s place.
    pub as_played: Option<Box<SearchOutcome>>,
    /// The decision's tie-break seed: a re-analysis uses it again, so the move it marks as its
    /// choice changes only when the settings change the tie, not by a new coin flip.
    pub seed: u64,
    /// A number no other decision (or re-analysis) of the session has: the explorer's tree is
    /// kept for it.
    pub serial: u64,
}

impl Analysis {
    /// The search the move was played on (the move list and the chart count it), whatever
    /// re-analyses followed.
    pub fn played_outcome(&self) -> &SearchOutcome {
        self.as_played.as_deref().unwrap_or(&self.outcome)
    }
}

/// The whole state of a session. The fields are the `app` module's own: each feature's file
/// (moves, history, autoplay, explorer, hints, comparison) adds its part of `update`.
#[derive(Debug)]
pub struct App {
    /// The game of the session, as every new game starts it.
    pub(super) setup: Setup,
    /// The human's mark on boards: the mark of the `Side::Human` seat.
    pub(super) human: Mark,
    /// Who starts the next game (the `s` key changes it).
    pub(super) first: First,
    pub(super) settings: SearchSettings,
    /// The limit `d` and `+`/`-` turn back on.
    pub(super) last_depth: u32,
    pub(super) rng: StdRng,
    pub(super) game: Playable,
    pub(super) starter: Side,
    /// The moves of the current game, in order, with who played them and the AI's searches.
    pub(super) records: Vec<MoveRecord>,
    /// Moves undo took back, the next one to play again last.
    pub(super) redo: Vec<MoveRecord>,
    /// A cell on boards, a column (0-based) under gravity, a take (1–3) on the heap.
    pub(super) cursor: usize,
    pub(super) tally: Tally,
    pub(super) games_started: u32,
    pub(super) generation: u64,
    pub(super) pending: Option<Pending>,
    /// The generation whose comparison search is still counting, after its decision arrived.
    pub(super) comparing: Option<u64>,
    /// Its figures so far.
    pub(super) comparing_live: Option<LiveFigures>,
    /// Decisions and re-analyses so far (the last one's serial).
    pub(super) analyses: u64,
    /// The time budget of each AI decision (iterative deepening).
    pub(super) think: Duration,
    pub(super) mode: Mode,
    pub(super) autoplay: Autoplay,
    /// The study wanted now (the loop runs it on the study thread), and its progress.
    pub(super) study: Option<StudyRequest>,
    pub(super) studies: u64,
    pub(super) study_live: Option<StudyLive>,
    pub(super) tree: TreeView,
    /// The last recorded tree, for the decision with this serial.
    pub(super) explorer: Option<(u64, Box<Explorer<Playable>>)>,
    pub(super) hints: Hints,
    pub(super) techniques: Option<TechniquesView>,
    /// Where `x` writes DOT files, and how many it has written.
    pub(super) export_dir: PathBuf,
    pub(super) exports: u32,
    /// The last DOT file written and a digest of its text: `x` again on the same tree names
    /// it instead of writing the same file again (a held or repeated key writes one file).
    pub(super) last_export: Option<(u64, PathBuf)>,
    pub(super) message: Option<String>,
    pub(super) help_open: bool,
    pub(super) quit: bool,
    /// The memory of the game's one table (`m` turns it on at this size).
    table_size: TableSize,
    /// Ctrl-Z was pressed: the event loop suspends the game.
    suspend: bool,
    pub(super) clock: Instant,
    pub(super) color: bool,
    /// The language of every word on screen.
    pub(super) lang: Lang,
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
        let table_size = config.table_size();
        let mut app = Self {
            cursor: cursor::start(&game),
            game,
            setup: config.game,
            human: config.human,
            first: config.first,
            last_depth: settings.depth_limit.unwrap_or(DEFAULT_DEPTH_LIMIT),
            table_size,
            settings,
            rng,
            starter: Side::Human,
            records: Vec::new(),
            redo: Vec::new(),
            tally: Tally::default(),
            games_started: 0,
            generation: 0,
            pending: None,
            comparing: None,
            comparing_live: None,
            analyses: 0,
            think: config.think,
            mode: config.mode,
            autoplay: Autoplay::default(),
            study: None,
            studies: 0,
            study_live: None,
            tree: TreeView::Closed,
            explorer: None,
            hints: Hints::default(),
            techniques: None,
            export_dir: config.export_dir,
            exports: 0,
            last_export: None,
            message: None,
            help_open: false,
            quit: false,
            suspend: false,
            clock: Instant::now(),
            color: true,
            lang: config.lang,
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

    /// The language of the screen.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Every word on screen, in the session's language.
    pub fn words(&self) -> &'static Words {
        self.lang.words()
    }

    /// Applies one event; returns the search the worker must start, if any. (The study the
    /// App wants, if any, is [`App::study`]: the loop runs it.)
    pub fn update(&mut self, event: AppEvent) -> Option<SearchRequest> {
        let request = self.apply(event);
        self.sync_hints();
        request
    }

    fn apply(&mut self, event: AppEvent) -> Option<SearchRequest> {
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
            AppEvent::Studied { id, result } => {
                self.studied(id, *result);
                None
            }
            AppEvent::StudyProgress(live) => {
                if self.study.as_ref().is_some_and(|s| s.id == live.id) {
                    self.study_live = Some(live);
                }
                None
            }
            AppEvent::Tick(now) => self.autoplay_tick(now),
        }
    }

    /// Asks for `job` (the study thread drops whatever it was doing).
    pub(super) fn start_study(&mut self, job: StudyJob) {
        self.studies += 1;
        self.study = Some(StudyRequest {
            id: self.studies,
            job,
        });
        self.study_live = None;
    }

    /// Nobody wants the running study any more.
    pub(super) fn stop_study(&mut self) {
        self.study = None;
        self.study_live = None;
    }

    fn studied(&mut self, id: u64, result: StudyResult) {
        if self.study.as_ref().is_none_or(|s| s.id != id) {
            return; // a study nobody wants any more
        }
        let Some(request) = self.study.take() else {
            return;
        };
        self.study_live = None;
        match result {
            StudyResult::Recorded(explorer) => self.tree_recorded(explorer),
            StudyResult::Regrown(grown) => self.regrown(*grown),
            StudyResult::Hints(values) => self.hints_found(request.job, values),
            StudyResult::Techniques(table) => self.techniques_found(table),
        }
    }

    fn act(&mut self, action: Action) -> Option<SearchRequest> {
        // The help popup swallows every action but quitting (the keymap sends Ctrl-C through).
        if self.help_open && !matches!(action, Action::Quit | Action::Suspend) {
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
                let said = &self.words().messages;
                let what = if self.settings.pruning {
                    said.pruning_on
                } else {
                    said.pruning_off
                };
                self.settings_changed(what)
            }
            Action::ToggleDepthLimit if self.settings.depth_limit.is_some() && self.too_long() => {
                self.say(&(self.words().messages.depth_limit_stays)(
                    self.setup.max_plies(),
                    MAX_PLY,
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
                let words = self.words();
                let what = (words.messages.evaluation)(words.evaluation(self.settings.evaluation));
                self.settings_changed(&what)
            }
            Action::CycleMoveOrder => {
                self.settings.move_order = match self.settings.move_order {
                    MoveOrder::Reading => MoveOrder::CentreFirst,
                    MoveOrder::CentreFirst => MoveOrder::Threats,
                    MoveOrder::Threats => MoveOrder::Reading,
                };
                let words = self.words();
                let what = (words.messages.move_order)(words.move_order(self.settings.move_order));
                self.settings_changed(&what)
            }
            Action::ToggleTable => {
                self.settings.transposition = match self.settings.transposition {
                    Some(_) => None,
                    None => Some(self.table_size),
                };
                let said = &self.words().messages;
                let what = match self.settings.transposition {
                    Some(size) => (said.table_on)(size.bytes as u64 >> 20),
                    None => said.table_off.to_owned(),
                };
                self.settings_changed(&what)
            }
            Action::NewGame => self.new_game(),
            Action::SwapStarter => self.swap_starter(),
            Action::ShowHelp => {
                self.help_open = true;
                None
            }
            Action::CloseHelp => None,
            Action::PlayNow => {
                match &mut self.pending {
                    Some(pending) if pending.kind == SearchKind::Decide => pending.play_now = true,
                    Some(_) => self.say(self.words().messages.esc_reanalysis),
                    None => self.say(self.words().messages.esc_idle),
                }
                None
            }
            Action::ToggleHints => {
                self.toggle_hints();
                None
            }
            Action::ShowTechniques => {
                self.show_techniques();
                None
            }
            Action::CloseTechniques => {
                self.close_techniques();
                None
            }
            Action::OpenTree => {
                self.open_tree();
                None
            }
            Action::CloseTree => {
                self.close_tree();
                None
            }
            Action::TreeUp
            | Action::TreeDown
            | Action::TreePageUp
            | Action::TreePageDown
            | Action::TreeExpand
            | Action::TreeCollapse => {
                self.tree_key(action);
                None
            }
            Action::ExportDot => {
                self.export_dot();
                None
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::CycleMode => self.cycle_mode(),
            Action::TogglePause => self.toggle_pause(),
            Action::StepOnce => self.step_once(),
            Action::Slower => {
                self.change_pace(true);
                None
            }
            Action::Faster => {
                self.change_pace(false);
                None
            }
            Action::Suspend => {
                self.suspend = true;
                None
            }
            Action::Paste => {
                self.say(self.words().messages.paste_refused);
                None
            }
            Action::Quit => {
                self.generation += 1;
                self.pending = None;
                self.comparing = None;
                self.study = None;
                self.quit = true;
                None
            }
        }
    }

    pub(super) fn new_game(&mut self) -> Option<SearchRequest> {
        let starter = self.next_starter();
        let request = self.start_game(starter);
        self.say(&(self.words().messages.new_game)(self.games_started));
        request
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
            let said = &self.words().messages;
            let why = if step < 0 {
                said.depth_at_minimum.to_owned()
            } else if most < longest {
                (said.depth_at_most)(most)
            } else {
                (said.depth_reaches_end)(most)
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
        let words = self.words();
        match self.settings.depth_limit {
            Some(depth) => (words.messages.depth_limit)(depth),
            None => (words.messages.depth_limit_off)(&words.duration(self.think)),
        }
    }

    /// Re-runs what the settings affect: the AI's pending decision, or else its last one.
    fn settings_changed(&mut self, what: &str) -> Option<SearchRequest> {
        if let Some(depth) = self.settings.depth_limit {
            self.last_depth = depth;
        }
        if self.pending.is_some_and(|p| p.kind == SearchKind::Decide) {
            self.say(&(self.words().messages.search_restarts)(what));
            let position = self.game.clone();
            return Some(self.request(SearchKind::Decide, position));
        }
        if let Some(position) = self.analysis().map(|a| a.position.clone()) {
            self.say(&(self.words().messages.searched_again)(what));
            return Some(self.request(SearchKind::Reanalyse, position));
        }
        let next = if self.mode == Mode::Humans {
            self.words().messages.for_hints
        } else {
            self.words().messages.for_next_move
        };
        self.say(&next(what));
        None
    }

    fn swap_starter(&mut self) -> Option<SearchRequest> {
        // Before any move, the current game restarts with the other side; after one, the
        // setting for the next games flips (pressing `s` again flips it back).
        let starter = if self.records.is_empty() {
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
        let said = &self.words().messages;
        if self.records.is_empty() {
            self.games_started -= 1; // the same game, restarted
            let request = self.start_game(starter);
            self.say(match starter {
                Side::Human => said.you_start_now,
                Side::Ai => said.ai_starts_now,
            });
            request
        } else {
            self.say(match starter {
                Side::Human => said.you_start_next,
                Side::Ai => said.ai_starts_next,
            });
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
    pub(super) fn start_game(&mut self, starter: Side) -> Option<SearchRequest> {
        let first_mark = match starter {
            Side::Human => self.human,
            Side::Ai => self.human.other(),
        };
        self.game = self.setup.start(first_mark);
        self.starter = starter;
        self.records.clear();
        self.redo.clear();
        self.pending = None;
        self.comparing = None;
        self.comparing_live = None;
        self.autoplay.next_at = None;
        self.autoplay.step = false;
        self.generation += 1;
        self.games_started += 1;
        self.message = None;
        self.after_move()
    }

    /// A new generation and the request for it; older results will be dropped.
    pub(super) fn request(&mut self, kind: SearchKind, position: Playable) -> SearchRequest {
        let seed = match (kind, self.analysis()) {
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

    pub(super) fn say(&mut self, message: &str) {
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

    /// The seat to move: `Side::Human` is the seat of the human's mark (played by the AI when
    /// it plays itself), `Side::Ai` the other.
    pub fn side_to_move(&self) -> Side {
        self.seat_to_move(&self.game)
    }

    /// The seat to move in `position`, a position of this game.
    pub fn seat_to_move(&self, position: &Playable) -> Side {
        match position {
            Playable::Board(board) if board.to_move() == self.human => Side::Human,
            Playable::Board(_) => Side::Ai,
            Playable::Heap(heap) if heap.first_player_to_move() => self.starter,
            Playable::Heap(_) => self.starter.other(),
        }
    }

    /// A seat's name on screen: "You" and "AI" against the AI; otherwise the marks on boards,
    /// and the seats' numbers on the heap ("AI 1", "Player 2").
    pub fn seat_name(&self, side: Side) -> String {
        self.seat_name_in(side, self.words())
    }

    /// [`App::seat_name`] in `words`' language.
    pub fn seat_name_in(&self, side: Side, words: &Words) -> String {
        let seats = &words.seats;
        let number = match side {
            Side::Human => 1,
            Side::Ai => 2,
        };
        match (self.mode, self.game.board()) {
            (Mode::HumanAi, _) => match side {
                Side::Human => seats.you.to_owned(),
                Side::Ai => seats.ai.to_owned(),
            },
            (Mode::AiAi, Some(_)) => (seats.ai_mark)(&self.mark_of(side).to_string()),
            (Mode::AiAi, None) => (seats.ai_number)(number),
            (Mode::Humans, Some(_)) => self.mark_of(side).to_string(),
            (Mode::Humans, None) => (seats.player)(number),
        }
    }

    /// A seat's short name, for the score and the move list: "You"/"AI", a mark, "AI 1"/"AI 2"
    /// (the AI playing itself on the heap) or "P1"/"P2" (two players on the heap).
    pub fn seat_short(&self, side: Side) -> String {
        let number = match side {
            Side::Human => 1,
            Side::Ai => 2,
        };
        match (self.mode, self.game.board()) {
            (Mode::HumanAi, _) => self.seat_name(side),
            (_, Some(_)) => self.mark_of(side).to_string(),
            (Mode::AiAi, None) => (self.words().seats.ai_number)(number),
            (Mode::Humans, None) => (self.words().seats.player_short)(number),
        }
    }

    /// The mark a seat plays on boards.
    pub fn mark_of(&self, side: Side) -> Mark {
        match side {
            Side::Human => self.human,
            Side::Ai => self.human.other(),
        }
    }

    /// What the keys are for now.
    pub fn context(&self) -> Context {
        if self.techniques.is_some() {
            Context::Compare
        } else if self.tree != TreeView::Closed {
            Context::Tree
        } else if self.mode == Mode::AiAi {
            Context::Watch
        } else if self.mode == Mode::Humans {
            Context::TwoPlayers
        } else {
            Context::Play
        }
    }

    /// The keys that apply now (input, footer and help read them).
    pub fn keys(&self) -> Keys {
        Keys {
            controls: self.controls(),
            context: self.context(),
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

    /// The moves of the current game, in order.
    pub fn history(&self) -> Vec<usize> {
        self.records.iter().map(|record| record.mv).collect()
    }

    pub fn last_move(&self) -> Option<usize> {
        self.records.last().map(|record| record.mv)
    }

    /// Who played the last move: the starter played the odd-numbered ones.
    /// Who chose the last move: a person or the AI (whatever seat it was played from).
    pub fn last_chooser(&self) -> Option<Chooser> {
        self.records.last().map(|record| record.chooser)
    }

    pub fn last_mover(&self) -> Option<Side> {
        match self.records.len() {
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
        self.pending.is_some()
            || self.comparing.is_some()
            || self.study.is_some()
            || self.autoplay.next_at.is_some()
    }

    /// The study the App wants run now (the loop hands it to the study thread).
    pub fn study(&self) -> Option<&StudyRequest> {
        self.study.as_ref()
    }

    /// The generation of the AI search the App waits for (its decision, or the comparison
    /// after it), if any: a search for another one is of no use.
    pub fn wanted_search(&self) -> Option<u64> {
        self.pending.map(|p| p.generation).or(self.comparing)
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

    /// The AI's last decision still on the board, the one the panel shows.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.records
            .iter()
            .rev()
            .find_map(|r| r.analysis.as_deref())
    }

    /// The App's clock (the last tick).
    pub fn clock(&self) -> Instant {
        self.clock
    }

    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    pub fn help_open(&self) -> bool {
        self.help_open
    }

    /// The game's table was made smaller than asked for (`asked` and `got` in MiB): say so.
    pub fn table_shrunk(&mut self, asked: u64, got: u64) {
        self.say(&(self.words().messages.table_shrunk)(asked, got));
    }

    /// Whether Ctrl-Z was pressed since the last call (the event loop then suspends the game).
    pub fn take_suspend(&mut self) -> bool {
        std::mem::take(&mut self.suspend)
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    pub fn color(&self) -> bool {
        self.color
    }
}
