//! The match: the game being played, who sits where and who starts, the moves played and
//! taken back, the cursor, the play mode and the session's score.

use crate::analysis::{First, Mode};
use crate::engine::Game;
use crate::games::bones::{Bones, MAX_TAKE};
use crate::games::mnk::{Mark, Mnk, MoveError};
use crate::games::playable::{Playable, Setup};
use crate::i18n::{Messages, Words};

use crate::tui::Direction;
use crate::tui::game::cursor;
use crate::tui::game::history::{Analysis, Chooser, MoveRecord};

/// One of the two seats at the game, whoever plays it. Neither says who starts (that is
/// `Match::starter`, the `s` key swaps it) nor who chooses the moves (that is the mode:
/// `Match::ai_plays`).
///
/// - `Home` is the seat of the human's mark (`--mark`): "You" against the AI, the first AI
///   ("AI 1", the mark's name) when the AI plays itself, the first player ("Player 1") between
///   two people. The [`Tally`] counts wins and losses from this seat.
/// - `Away` is the other seat: the AI against you, the second AI ("AI 2") when the AI plays
///   itself, the second player ("Player 2") between two people.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    Home,
    Away,
}

impl Seat {
    pub fn other(self) -> Self {
        match self {
            Self::Home => Self::Away,
            Self::Away => Self::Home,
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

/// A mode's score from the home seat's side ([`Seat::Home`]): each mode keeps its own, so the
/// names beside the points ("You", "AI", "X", "Player 1") are always the ones who played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// The match: one game after another of the same setup, its moves, seats and score.
#[derive(Debug)]
pub(in crate::tui) struct Match {
    /// The game of the session, as every new game starts it.
    setup: Setup,
    /// The position every game starts from when it is not the board's own start: set up (b),
    /// given on the command line (`--board`, `--moves`) or a saved game's. The marks on it
    /// decide who started.
    start_position: Option<Mnk>,
    /// Where pieces fall, the columns (0-based) dropped in turn to reach `start_position`,
    /// X first: the order the setup screen, the move list and a saved game keep.
    start_drops: Vec<usize>,
    /// The human's mark on boards: the mark of the `Seat::Home` seat.
    human: Mark,
    /// Who starts the next game (the `s` key changes it).
    first: First,
    starter: Seat,
    game: Playable,
    /// The moves of the current game, in order, with who played them and the AI's searches.
    records: Vec<MoveRecord>,
    /// Moves undo took back, the next one to play again last.
    redo: Vec<MoveRecord>,
    /// A cell on boards, a column (0-based) under gravity, a take (1–3) on the heap.
    cursor: usize,
    /// Each mode's score, in the order of [`mode_index`].
    tallies: [Tally; 3],
    /// The mode whose score counted the finished game on the board: an undo takes the point
    /// back there, whatever the mode is now.
    scored_in: Option<Mode>,
    games_started: u32,
    mode: Mode,
}

impl Match {
    pub(in crate::tui) fn new(
        setup: Setup,
        human: Mark,
        first: First,
        mode: Mode,
        (start_position, start_drops): (Option<Mnk>, Vec<usize>),
    ) -> Self {
        let game = setup.start(human);
        Self {
            cursor: cursor::start(&game),
            game,
            setup,
            start_position,
            start_drops,
            human,
            first,
            starter: Seat::Home,
            records: Vec::new(),
            redo: Vec::new(),
            tallies: [Tally::default(); 3],
            scored_in: None,
            games_started: 0,
            mode,
        }
    }

    /// Who starts the next game; `coin` is flipped only when that is random.
    pub(in crate::tui) fn next_starter(&self, coin: impl FnOnce() -> bool) -> Seat {
        match self.first {
            First::Human => Seat::Home,
            First::Ai => Seat::Away,
            First::Random => {
                if coin() {
                    Seat::Home
                } else {
                    Seat::Away
                }
            }
        }
    }

    /// Clears the board for a new game that `starter` starts (from a start position, the
    /// seat whose mark moved first there).
    pub(in crate::tui) fn start(&mut self, starter: Seat) {
        let first_mark = match starter {
            Seat::Home => self.human,
            Seat::Away => self.human.other(),
        };
        self.game = self.setup.start(first_mark);
        self.starter = starter;
        if let Some(position) = &self.start_position {
            self.starter = self.seat_of(first_mover(position));
            self.game = Playable::Board(position.clone());
        }
        self.records.clear();
        self.redo.clear();
        self.games_started += 1;
    }

    /// `s`: the seat that starts now (before any move: the current game is to restart with
    /// it) or next (after one), which becomes the setting for the next games.
    pub(in crate::tui) fn swap_starter(&mut self) -> Seat {
        // Before any move, the current game restarts with the other side; after one, the
        // setting for the next games flips (pressing `s` again flips it back).
        let starter = if self.records.is_empty() {
            self.starter.other()
        } else {
            match self.first {
                First::Human => Seat::Away,
                First::Ai => Seat::Home,
                First::Random => self.starter.other(),
            }
        };
        self.first = match starter {
            Seat::Home => First::Human,
            Seat::Away => First::Ai,
        };
        starter
    }

    /// The same game restarts: it is not counted twice.
    pub(in crate::tui) fn uncount_game(&mut self) {
        self.games_started -= 1;
    }

    /// The next mode: the AI takes or leaves the seats.
    pub(in crate::tui) fn cycle_mode(&mut self) -> Mode {
        self.mode = self.mode.next();
        self.mode
    }

    pub(in crate::tui) fn move_cursor(&mut self, direction: Direction) {
        self.cursor = cursor::step(&self.game, self.cursor, direction);
    }

    /// A person plays `mv` (a cell, or a take), or is told why not (and nothing changes).
    pub(in crate::tui) fn play_person(&mut self, mv: usize, said: &Messages) -> Result<(), String> {
        let by = self.seat_to_move();
        let mv = match &mut self.game {
            Playable::Board(board) => play_cell(board, mv, said),
            Playable::Heap(heap) => take_bones(heap, mv, said),
        }?;
        self.push_move(MoveRecord {
            mv,
            by,
            chooser: Chooser::Human,
            analysis: None,
        });
        self.redo.clear();
        if let Some(board) = self.game.board() {
            // The cursor follows the move: onto the cell, or under gravity its column.
            let geometry = board.geometry();
            self.cursor = if geometry.gravity() {
                mv % geometry.cols()
            } else {
                mv
            };
        }
        Ok(())
    }

    /// The AI plays `mv`, a legal move, as its search `analysis` decided.
    pub(in crate::tui) fn play_decision(&mut self, mv: usize, analysis: Analysis) {
        let by = self.seat_to_move();
        self.game.apply(mv);
        self.push_move(MoveRecord {
            mv,
            by,
            chooser: Chooser::Ai,
            analysis: Some(Box::new(analysis)),
        });
        self.redo.clear();
    }

    /// Keeps a move already applied to the game in the history.
    fn push_move(&mut self, record: MoveRecord) {
        self.records.push(record);
        if self.game.is_over() {
            let winner = self.winner();
            let tally = &mut self.tallies[mode_index(self.mode)];
            match winner {
                Some(Seat::Home) => tally.wins += 1,
                Some(Seat::Away) => tally.losses += 1,
                None => tally.draws += 1,
            }
            self.scored_in = Some(self.mode);
        }
    }

    /// Plays `moves` (legal moves from the position on the board, a saved game's) without
    /// counting a finished game in the session's score: they were played before. The AI's
    /// seat chose its moves when the AI plays it now. Stops at the first move that is not
    /// legal (none is: the file was checked).
    pub(in crate::tui) fn resume(&mut self, moves: &[usize]) {
        for &mv in moves {
            if self.game.is_over() || !self.game.is_legal(mv) {
                break;
            }
            let by = self.seat_to_move();
            let chooser = if self.ai_plays(by) {
                Chooser::Ai
            } else {
                Chooser::Human
            };
            self.game.apply(mv);
            self.records.push(MoveRecord {
                mv,
                by,
                chooser,
                analysis: None,
            });
        }
        self.redo.clear();
        // The cursor where a person's last move left it, as if the moves had been played here.
        self.cursor = cursor::start(&self.game);
        let last_person = self
            .records
            .iter()
            .rev()
            .find(|r| r.chooser == Chooser::Human);
        if let (Some(record), Some(board)) = (last_person, self.game.board()) {
            let geometry = board.geometry();
            self.cursor = if geometry.gravity() {
                record.mv % geometry.cols()
            } else {
                record.mv
            };
        }
    }

    /// The games start from `position` (a board of this game's shape, checked), or from the
    /// board's own start (`None`); where pieces fall, `drops` are the columns (0-based) that
    /// reach it, in order. The next game shows it.
    pub(in crate::tui) fn set_start_position(&mut self, position: Option<Mnk>, drops: Vec<usize>) {
        self.start_position = position;
        self.start_drops = drops;
    }

    /// The game becomes `setup` (a heap of another size), who starts being `first`.
    pub(in crate::tui) fn set_setup(&mut self, setup: Setup, first: First) {
        self.setup = setup;
        self.first = first;
        self.start_position = None;
        self.start_drops.clear();
    }

    /// Takes back the last `count` moves (a finished game's score is taken back with them).
    pub(in crate::tui) fn take_back(&mut self, count: usize) {
        for _ in 0..count {
            let Some(record) = self.records.pop() else {
                return;
            };
            // A finished game of this session gives its point back (a resumed game that had
            // ended before was never scored).
            if self.game.is_over()
                && let Some(scored_in) = self.scored_in.take()
            {
                let winner = self.winner();
                let tally = &mut self.tallies[mode_index(scored_in)];
                match winner {
                    Some(Seat::Home) => tally.wins -= 1,
                    Some(Seat::Away) => tally.losses -= 1,
                    None => tally.draws -= 1,
                }
            }
            self.game.undo(record.mv);
            self.redo.push(record);
        }
    }

    /// Plays again what undo took back (against the AI: up to the person's next turn); returns
    /// how many moves.
    pub(in crate::tui) fn play_again(&mut self) -> usize {
        let mut count = 0;
        while let Some(record) = self.redo.pop() {
            if self.game.is_over() || !self.game.is_legal(record.mv) {
                self.redo.clear(); // cannot happen: the stack holds the game's own moves
                break;
            }
            self.game.apply(record.mv);
            self.push_move(record);
            count += 1;
            let person_next = !self.ai_plays(self.seat_to_move());
            if self.mode != Mode::HumanAi || person_next || self.game.is_over() {
                break;
            }
        }
        count
    }

    /// How many plies undo takes back: one, or against the AI as many as it takes to reach the
    /// person's turn again (`None` when no earlier position is the person's turn).
    pub(in crate::tui) fn plies_to_undo(&self) -> Option<usize> {
        if self.records.is_empty() {
            return None;
        }
        if self.mode != Mode::HumanAi {
            return Some(1);
        }
        let mut position = self.game.clone();
        for (taken, record) in self.records.iter().rev().enumerate() {
            position.undo(record.mv);
            if !self.ai_plays(self.seat_to_move_in(&position)) {
                return Some(taken + 1);
            }
        }
        None
    }

    /// The AI's decision still on the board, the one the panel shows.
    pub(in crate::tui) fn last_analysis_mut(&mut self) -> Option<&mut Analysis> {
        self.records
            .iter_mut()
            .rev()
            .find_map(|r| r.analysis.as_deref_mut())
    }

    // ---- reading ----

    /// Whether the AI chooses the moves of `seat` in this mode.
    pub(in crate::tui) fn ai_plays(&self, seat: Seat) -> bool {
        match self.mode {
            Mode::HumanAi => seat == Seat::Away,
            Mode::AiAi => true,
            Mode::Humans => false,
        }
    }

    /// True when a person is to move in an unfinished game.
    pub(in crate::tui) fn person_to_move(&self) -> bool {
        !self.game.is_over() && !self.ai_plays(self.seat_to_move())
    }

    pub(in crate::tui) fn seat_to_move(&self) -> Seat {
        self.seat_to_move_in(&self.game)
    }

    /// The seat to move in `position`, a position of this game.
    pub(in crate::tui) fn seat_to_move_in(&self, position: &Playable) -> Seat {
        match position {
            Playable::Board(board) if board.to_move() == self.human => Seat::Home,
            Playable::Board(_) => Seat::Away,
            Playable::Heap(heap) if heap.first_player_to_move() => self.starter,
            Playable::Heap(_) => self.starter.other(),
        }
    }

    /// Who won the finished game (`None` while it goes on, and for a draw).
    pub(in crate::tui) fn winner(&self) -> Option<Seat> {
        match &self.game {
            Playable::Board(board) => board.winner().map(|mark| {
                if mark == self.human {
                    Seat::Home
                } else {
                    Seat::Away
                }
            }),
            // Whoever cannot take has lost: the winner took the last bone.
            Playable::Heap(_) => self.game.is_over().then(|| self.seat_to_move().other()),
        }
    }

    /// The mark a seat plays on boards.
    pub(in crate::tui) fn mark_of(&self, seat: Seat) -> Mark {
        match seat {
            Seat::Home => self.human,
            Seat::Away => self.human.other(),
        }
    }

    /// A seat's name on screen in `words`' language: "You" and "AI" against the AI; otherwise
    /// the marks on boards, and the seats' numbers on the heap ("AI 1", "Player 2").
    pub(in crate::tui) fn seat_name(&self, seat: Seat, words: &Words) -> String {
        let seats = &words.seats;
        let number = match seat {
            Seat::Home => 1,
            Seat::Away => 2,
        };
        match (self.mode, self.game.board()) {
            (Mode::HumanAi, _) => match seat {
                Seat::Home => seats.you.to_owned(),
                Seat::Away => seats.ai.to_owned(),
            },
            (Mode::AiAi, Some(_)) => (seats.ai_mark)(&self.mark_of(seat).to_string()),
            (Mode::AiAi, None) => (seats.ai_number)(number),
            (Mode::Humans, Some(_)) => self.mark_of(seat).to_string(),
            (Mode::Humans, None) => (seats.player)(number),
        }
    }

    /// A seat's short name, for the score and the move list.
    pub(in crate::tui) fn seat_short(&self, seat: Seat, words: &Words) -> String {
        let number = match seat {
            Seat::Home => 1,
            Seat::Away => 2,
        };
        match (self.mode, self.game.board()) {
            (Mode::HumanAi, _) => self.seat_name(seat, words),
            (_, Some(_)) => self.mark_of(seat).to_string(),
            (Mode::AiAi, None) => (words.seats.ai_number)(number),
            (Mode::Humans, None) => (words.seats.player_short)(number),
        }
    }

    /// Who played the last move.
    pub(in crate::tui) fn last_mover(&self) -> Option<Seat> {
        self.records.last().map(|record| record.by)
    }

    /// The seat whose move opened this game: from a start position, the side to move there
    /// (whoever made the moves that led to it, which [`Self::starter`] names); otherwise the
    /// starter.
    pub(in crate::tui) fn opener(&self) -> Seat {
        match &self.start_position {
            Some(position) => self.seat_of(position.to_move()),
            None => self.starter,
        }
    }

    /// The seat that plays `mark` on boards.
    fn seat_of(&self, mark: Mark) -> Seat {
        if mark == self.human {
            Seat::Home
        } else {
            Seat::Away
        }
    }

    /// The AI's last decision still on the board, the one the panel shows.
    pub(in crate::tui) fn analysis(&self) -> Option<&Analysis> {
        self.records
            .iter()
            .rev()
            .find_map(|r| r.analysis.as_deref())
    }

    pub(in crate::tui) fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The position the games start from, when it is not the board's own start.
    pub(in crate::tui) fn start_position(&self) -> Option<&Mnk> {
        self.start_position.as_ref()
    }

    /// Where pieces fall, the columns (0-based) dropped in turn to reach the start position.
    pub(in crate::tui) fn start_drops(&self) -> &[usize] {
        &self.start_drops
    }

    pub(in crate::tui) fn game(&self) -> &Playable {
        &self.game
    }

    pub(in crate::tui) fn human(&self) -> Mark {
        self.human
    }

    pub(in crate::tui) fn first(&self) -> First {
        self.first
    }

    pub(in crate::tui) fn starter(&self) -> Seat {
        self.starter
    }

    pub(in crate::tui) fn records(&self) -> &[MoveRecord] {
        &self.records
    }

    /// Whether the AI played moves of this game without a search of this session (a saved
    /// game's, taken up again): there is nothing of theirs to explore or replay.
    pub(in crate::tui) fn ai_moves_unsearched(&self) -> bool {
        self.records
            .iter()
            .any(|record| record.chooser == Chooser::Ai && record.analysis.is_none())
    }

    pub(in crate::tui) fn redo_moves(&self) -> &[MoveRecord] {
        &self.redo
    }

    pub(in crate::tui) fn cursor(&self) -> usize {
        self.cursor
    }

    /// The score of the mode played now.
    pub(in crate::tui) fn tally(&self) -> Tally {
        self.tallies[mode_index(self.mode)]
    }

    pub(in crate::tui) fn games_started(&self) -> u32 {
        self.games_started
    }

    pub(in crate::tui) fn mode(&self) -> Mode {
        self.mode
    }
}

/// The mark that moved first to reach `position` by alternating play: the one to move after an
/// even number of moves.
pub(in crate::tui) fn first_mover(position: &Mnk) -> Mark {
    if position.plies().is_multiple_of(2) {
        position.to_move()
    } else {
        position.to_move().other()
    }
}

/// Where a mode's score is in [`Match::tallies`].
fn mode_index(mode: Mode) -> usize {
    match mode {
        Mode::HumanAi => 0,
        Mode::AiAi => 1,
        Mode::Humans => 2,
    }
}

/// Plays `cell` on a board; under gravity any cell of a column stands for the column, and the
/// piece lands in its lowest empty cell, which is returned (the history and cursor hold it).
fn play_cell(board: &mut Mnk, cell: usize, said: &Messages) -> Result<usize, String> {
    let geometry = board.geometry();
    let cell = if geometry.gravity() && cell < geometry.cells() {
        board
            .landing_cell(cell % geometry.cols())
            .ok_or(said.column_full)?
    } else {
        cell
    };
    board.play(cell).map(|()| cell).map_err(|error| {
        match error {
            MoveError::Occupied => said.cell_taken,
            MoveError::OutOfBoard => said.cell_off_board,
            MoveError::GameOver => said.game_over,
        }
        .to_owned()
    })
}

/// Takes `take` bones from the heap, if there are that many and the rules allow it.
fn take_bones(heap: &mut Bones, take: usize, said: &Messages) -> Result<usize, String> {
    let left = heap.heap();
    if take == 0 || take > usize::from(MAX_TAKE) {
        return Err((said.take_not)(take));
    }
    if take as u32 > left {
        return Err((said.cannot_take)(take, left));
    }
    heap.apply(take as u8);
    Ok(take)
}
