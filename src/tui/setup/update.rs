//! The setup screen's flows: opening it on the position on the board, editing the position, and playing on from it once it is checked.

use crate::analysis::{First, SearchRequest};
use crate::games::mnk::Mark;
use crate::games::playable::{Playable, Setup};
use crate::tui::Direction;
use crate::tui::game::game_match::Seat;
use crate::tui::setup::state::{Draft, SetupView};
use crate::tui::setup::view::refusal_words;
use crate::tui::state::App;

/// The setup screen's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupAction {
    /// `b`: open it on the position on the board.
    Open,
    /// Leave it, nothing changed.
    Close,
    /// The cursor (a cell, a column), or on the heap one bone fewer / more.
    Move(Direction),
    /// Put a mark on the cell under the cursor, or empty it (`None`).
    Put(Option<Mark>),
    /// The cell under the cursor: empty, X, O in turn.
    Cycle,
    /// Drop the next piece in the column under the cursor.
    Drop,
    /// Drop the next piece in this column (1-based).
    DropDigit(u8),
    /// Take the last piece dropped back.
    TakeBack,
    /// Who started (boards) or takes first (the heap): the other.
    SwapFirst,
    /// An empty board.
    Empty,
    /// Check the position, and play on from it.
    Play,
}

impl App {
    /// The setup screen, when open.
    pub fn setup(&self) -> Option<&SetupView> {
        self.setup.as_deref()
    }

    pub(in crate::tui) fn setup_act(&mut self, action: SetupAction) -> Option<SearchRequest> {
        if action == SetupAction::Open {
            self.open_setup();
            return None;
        }
        if action == SetupAction::Play {
            return self.play_setup();
        }
        let view = self.setup.as_deref_mut()?;
        match action {
            SetupAction::Close => {
                // Nothing changed: a refusal said there is no longer true of the game.
                self.setup = None;
                self.chrome.clear_message();
            }
            SetupAction::Move(direction) => view.move_cursor(direction),
            SetupAction::Put(mark) => view.put(mark),
            SetupAction::Cycle => view.cycle(),
            SetupAction::Drop => view.drop_in(view.cursor),
            SetupAction::DropDigit(digit) => {
                let column = usize::from(digit.max(1) - 1);
                view.drop_in(column);
            }
            SetupAction::TakeBack => view.take_back(),
            SetupAction::SwapFirst => view.swap_first(),
            SetupAction::Empty => view.empty(),
            SetupAction::Open | SetupAction::Play => {}
        }
        None
    }

    /// Opens the setup screen on the position on the board (where pieces fall, the columns
    /// of this game's moves).
    fn open_setup(&mut self) {
        let moves = self.history();
        let view = SetupView::new(
            self.game.setup(),
            self.game.game(),
            (self.game.start_drops(), &moves),
            self.game.starter(),
        );
        self.chrome.clear_message();
        self.setup = Some(Box::new(view));
    }

    /// Enter: the position checked as `analyze` checks one; refused, the message line says
    /// why; else the games start from it (an empty board: from the game's own start).
    fn play_setup(&mut self) -> Option<SearchRequest> {
        let words = self.words();
        let view = self.setup.as_deref_mut()?;
        let position = match view.checked() {
            Ok(position) => position,
            Err(refusal) => {
                let said = (words.home.setup_refused)(&refusal_words(words, &refusal));
                view.refusal = Some(refusal);
                self.chrome.say(&said);
                return None;
            }
        };
        let draft = view.draft.clone();
        self.setup = None;
        let home = &self.words().home;
        match (position, draft) {
            (Playable::Board(board), _) if board.plies() == 0 => {
                self.game.set_start_position(None, Vec::new());
                let starter = self.next_starter();
                let request = self.start_game(starter);
                self.chrome.say(home.setup_cleared);
                request
            }
            (Playable::Board(board), draft) => {
                let drops = match draft {
                    Draft::Drops { columns, .. } => columns,
                    _ => Vec::new(),
                };
                self.game.set_start_position(Some(board), drops);
                // The position decides who started.
                let request = self.start_game(Seat::Home);
                self.chrome.say(home.setup_done);
                request
            }
            (_, Draft::Heap { heap, first }) => {
                let before = self.game.setup().max_plies();
                self.search.game_changed(before, heap);
                let first_setting = match first {
                    Seat::Home => First::Human,
                    Seat::Away => First::Ai,
                };
                self.game.set_setup(Setup::Heap(heap), first_setting);
                let request = self.start_game(first);
                self.chrome
                    .say(&(self.words().messages.new_game)(self.game.games_started()));
                request
            }
            (Playable::Heap(_), _) => None,
        }
    }
}
