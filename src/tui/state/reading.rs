//! What the screen and the tests read of the App: its parts' state, without changing it.

use super::App;
use crate::analysis::exact_hints::{SolveRequest, solves_hints};
use crate::analysis::{Explorer, First, Mode, TechniqueRow};
use crate::analysis::{LiveFigures, SearchPlan, StudyRequest};
use crate::engine::SearchSettings;
use crate::games::mnk::{Mark, Mnk};
use crate::games::playable::Playable;
use crate::i18n::{Lang, Words};
use crate::tui::autoplay::{Autoplay, pace_words};
use crate::tui::chrome::popup_frame::PopupFrame;
use crate::tui::explorer::state::ExplorerView;
use crate::tui::game::ai_search::Pending;
use crate::tui::game::game_match::{Seat, Status, Tally};
use crate::tui::game::history::{Analysis, Chooser, MoveRecord};
use crate::tui::hints::{HintSet, HintState, study_settings};
use crate::tui::keymap::{Controls, Keys};
use crate::tui::layout::{Areas, MessageLine, TooSmall};
use crate::tui::look::Look;
use crate::tui::practice::state::{PracticeTally, PracticeView};
use crate::tui::predict::Predict;
use crate::tui::steps::state::{GuessTally, StepsView};
use crate::tui::techniques::state::TechniquesView;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use std::time::{Duration, Instant};

impl App {
    /// The language of the screen.
    pub fn lang(&self) -> Lang {
        self.chrome.lang()
    }

    /// Every word on screen, in the session's language.
    pub fn words(&self) -> &'static Words {
        self.chrome.words()
    }

    /// The current position, whatever the game.
    pub fn position(&self) -> &Playable {
        self.game.game()
    }

    /// The board, in a board game.
    pub fn board(&self) -> Option<&Mnk> {
        self.game.game().board()
    }

    /// How the player picks a move in this game (and so which keys apply).
    pub fn controls(&self) -> Controls {
        Controls::of(self.game.game())
    }

    pub fn human(&self) -> Mark {
        self.game.human()
    }

    pub fn ai(&self) -> Mark {
        self.game.human().other()
    }

    /// Whether the AI chooses the moves of `seat` in this mode.
    pub fn ai_plays(&self, seat: Seat) -> bool {
        self.game.ai_plays(seat)
    }

    /// The seat to move in the game on the board (see [`Seat`] for who sits where).
    pub fn seat_to_move(&self) -> Seat {
        self.game.seat_to_move()
    }

    /// The seat to move in `position`, a position of this game.
    pub fn seat_to_move_in(&self, position: &Playable) -> Seat {
        self.game.seat_to_move_in(position)
    }

    /// A seat's name on screen: "You" and "AI" against the AI; otherwise the marks on boards,
    /// and the seats' numbers on the heap ("AI 1", "Player 2").
    pub fn seat_name(&self, seat: Seat) -> String {
        self.game.seat_name(seat, self.words())
    }

    /// [`App::seat_name`] in `words`' language.
    pub fn seat_name_in(&self, seat: Seat, words: &Words) -> String {
        self.game.seat_name(seat, words)
    }

    /// A seat's short name, for the score and the move list: "You"/"AI", a mark, "AI 1"/"AI 2"
    /// (the AI playing itself on the heap) or "P1"/"P2" (two players on the heap).
    pub fn seat_short(&self, seat: Seat) -> String {
        self.game.seat_short(seat, self.words())
    }

    /// The mark a seat plays on boards.
    pub fn mark_of(&self, seat: Seat) -> Mark {
        self.game.mark_of(seat)
    }

    /// The keys that apply now (input, footer and help read them).
    pub fn keys(&self) -> Keys {
        Keys {
            controls: Controls::of(&self.shown_position()),
            context: self.context(),
        }
    }

    /// Who won the finished game (`None` while it goes on, and for a draw).
    pub fn winner(&self) -> Option<Seat> {
        self.game.winner()
    }

    pub fn status(&self) -> Status {
        match (self.winner(), self.game.game().is_over()) {
            (Some(Seat::Home), _) => Status::HumanWon,
            (Some(Seat::Away), _) => Status::AiWon,
            (None, true) => Status::Draw,
            (None, false) if self.seat_to_move() == Seat::Home => Status::HumanToMove,
            (None, false) => Status::AiThinking,
        }
    }

    /// Whether the AI plays this game perfectly (Connect Four, unless `--no-perfect`).
    pub fn plays_perfectly(&self) -> bool {
        self.search.perfect() && crate::analysis::perfect::plays_perfectly(self.game.game())
    }

    pub fn settings(&self) -> &SearchSettings {
        self.search.settings()
    }

    /// Whether the player turned iterative deepening on.
    pub fn deepening(&self) -> bool {
        self.search.deepening()
    }

    /// The time budget of each AI decision that deepens.
    pub fn think(&self) -> Duration {
        self.search.think()
    }

    /// How the AI would search `position` under the settings now: one search, or deepening.
    pub fn search_plan(&self, position: &Playable) -> SearchPlan {
        SearchPlan::of(position, self.settings(), self.deepening())
    }

    pub fn starter(&self) -> Seat {
        self.game.starter()
    }

    /// The seat whose move opened this game (from a set-up position, the side to move there).
    pub fn opener(&self) -> Seat {
        self.game.opener()
    }

    /// Who will start the next game.
    pub fn first(&self) -> First {
        self.game.first()
    }

    pub fn mode(&self) -> Mode {
        self.game.mode()
    }

    pub fn autoplay(&self) -> Autoplay {
        self.autoplay
    }

    /// The moves of the current game, in order.
    pub fn history(&self) -> Vec<usize> {
        self.game.records().iter().map(|record| record.mv).collect()
    }

    /// The moves of the game, oldest first, with who played them and the AI's searches.
    pub fn moves(&self) -> &[MoveRecord] {
        self.game.records()
    }

    /// Moves undo took back, which redo would play again (the next one last).
    pub fn redo_moves(&self) -> &[MoveRecord] {
        self.game.redo_moves()
    }

    /// Practice, when open.
    pub fn practice(&self) -> Option<&PracticeView> {
        self.practice.as_deref()
    }

    /// The lesson open, if one is.
    pub fn lesson(&self) -> Option<&crate::tui::lessons::state::LessonsView> {
        self.lessons.open()
    }

    /// The session's score in practice.
    pub fn practice_tally(&self) -> PracticeTally {
        self.practice_tally
    }

    /// Step mode, when open.
    pub fn steps(&self) -> Option<&StepsView> {
        self.steps.as_deref()
    }

    /// How far step mode's seek on the study thread has got: (steps, positions) walked, or
    /// while it counts the search first, (0, positions counted).
    pub fn seek_figures(&self) -> Option<(u64, u64)> {
        match self.studies.job() {
            Some(crate::analysis::StudyJob::Seek(_)) => {
                self.studies.live().map(|live| (live.steps, live.positions))
            }
            _ => None,
        }
    }

    /// Predict mode and the predictions of the session.
    pub fn predict(&self) -> &Predict {
        &self.predict
    }

    /// The guesses of the session so far.
    pub fn guesses(&self) -> GuessTally {
        self.guesses
    }

    /// The position the board shows: the game's, in step mode the replayed step's, on the
    /// setup screen the position being set up.
    pub fn shown_position(&self) -> std::borrow::Cow<'_, Playable> {
        if let Some(setup) = &self.setup {
            return std::borrow::Cow::Owned(setup.position());
        }
        match &self.steps {
            Some(steps) => std::borrow::Cow::Owned(steps.replay.position()),
            None => std::borrow::Cow::Borrowed(self.position()),
        }
    }

    /// The position the games start from, when it is not the game's own start (set up, given
    /// on the command line, or a saved game's).
    pub fn start_position(&self) -> Option<&Mnk> {
        self.game.start_position()
    }

    /// Where pieces fall, the columns (0-based) dropped in turn to reach the start position
    /// (empty without one, and on other boards).
    pub fn start_drops(&self) -> &[usize] {
        self.game.start_drops()
    }

    /// The move the board highlights as the last one: the game's, or in step mode the last
    /// move of the replayed path (none on the setup screen).
    pub fn shown_last_move(&self) -> Option<usize> {
        if self.setup.is_some() {
            return None;
        }
        match &self.steps {
            Some(steps) => steps.replay.current().step.path.last().copied(),
            None => self.last_move(),
        }
    }

    pub fn last_move(&self) -> Option<usize> {
        self.game.records().last().map(|record| record.mv)
    }

    /// Who chose the last move: a person or the AI (whatever seat it was played from).
    pub fn last_chooser(&self) -> Option<Chooser> {
        self.game.records().last().map(|record| record.chooser)
    }

    /// Who played the last move: the starter played the odd-numbered ones.
    pub fn last_mover(&self) -> Option<Seat> {
        self.game.last_mover()
    }

    pub fn cursor(&self) -> usize {
        self.game.cursor()
    }

    pub fn tally(&self) -> Tally {
        self.game.tally()
    }

    pub fn games_started(&self) -> u32 {
        self.game.games_started()
    }

    pub fn generation(&self) -> u64 {
        self.search.generation()
    }

    pub fn pending(&self) -> Option<Pending> {
        self.search.pending()
    }

    /// True while a search runs, the recount after a decision included (the loop then wakes
    /// often to animate the spinner and show the figures).
    pub fn is_busy(&self) -> bool {
        self.search.busy()
            || self.studies.wanted().is_some()
            || self.overlays.hints().solve_wanted().is_some()
            || self.autoplay.next_at.is_some()
            || self.steps.as_ref().is_some_and(|s| s.playing.is_some())
    }

    /// The study the App wants run now (its work orders started it).
    pub fn study(&self) -> Option<&StudyRequest> {
        self.studies.wanted()
    }

    /// The generation of the AI search the App waits for (its decision, or the recount
    /// after it), if any: a search for another one is of no use.
    pub fn wanted_search(&self) -> Option<u64> {
        self.search
            .pending()
            .map(|p| p.generation)
            .or(self.search.recounting())
    }

    /// True while the recount search of the shown decision is still counting.
    pub fn recounting(&self) -> bool {
        self.search.recounting().is_some()
    }

    /// The recount's figures so far, while it counts.
    pub fn recount_live(&self) -> Option<LiveFigures> {
        self.search.recount_live()
    }

    /// How long the pending search has been running, by the App's clock.
    pub fn thinking_for(&self) -> Duration {
        self.search.pending().map_or(Duration::ZERO, |p| {
            self.chrome.clock().saturating_duration_since(p.started)
        })
    }

    /// The AI's last decision still on the board, the one the panel shows.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.game.analysis()
    }

    /// The App's clock (the last tick).
    pub fn clock(&self) -> Instant {
        self.chrome.clock()
    }

    pub fn message(&self) -> Option<&str> {
        self.chrome.message()
    }

    /// The message said shorter, where it has a shorter form.
    pub fn short_message(&self) -> Option<&str> {
        self.chrome.short_message()
    }

    pub fn help_open(&self) -> bool {
        self.overlays.help_page().is_some()
    }

    /// The help's page showing, if the help is open.
    pub fn help_page(&self) -> Option<crate::tui::keymap::HelpPage> {
        self.overlays.help_page()
    }

    /// The glossary of the panel's words is open.
    pub fn glossary_open(&self) -> bool {
        self.overlays.glossary_open()
    }

    /// The glossary's entries, in the order it shows them: the one on perfect play first where
    /// the AI plays perfectly (the last rows are the first out of sight).
    pub fn glossary_entries(&self) -> Vec<(&'static str, &'static str)> {
        let glossary = &self.words().glossary;
        self.plays_perfectly()
            .then_some(glossary.perfect_entry)
            .into_iter()
            .chain(glossary.entries.iter().copied())
            .collect()
    }

    /// The glossary's first entry in sight (its index in [`Self::glossary_entries`]).
    pub fn glossary_top(&self) -> usize {
        self.overlays.glossary_top()
    }

    /// The glossary's entries as it shows them, each one line: the term in `term`'s style,
    /// then its meaning.
    pub fn glossary_lines(&self, term: Style) -> Vec<Line<'static>> {
        let separator = self.words().glossary.separator;
        self.glossary_entries()
            .into_iter()
            .map(|(name, meaning)| {
                Line::from(vec![
                    Span::styled(name, term),
                    Span::raw(format!("{separator}{meaning}")),
                ])
            })
            .collect()
    }

    /// The glossary popup on `screen`: its size and how far it scrolls.
    pub fn glossary_frame(&self, screen: Rect) -> PopupFrame {
        PopupFrame::new(self.glossary_lines(Style::default()), screen)
    }

    /// A popup (the help or the glossary) is open: the next key closes it.
    pub fn popup_open(&self) -> bool {
        self.overlays.popup_open()
    }

    pub fn should_quit(&self) -> bool {
        self.chrome.quitting()
    }

    /// What the terminal allows and the background it has.
    pub fn look(&self) -> Look {
        self.chrome.look()
    }

    /// The hints for the position on the board, when they are on and every move has a value
    /// (see [`Hints::set_for`](crate::tui::Hints::set_for)).
    pub fn hints(&self) -> Option<HintSet> {
        if self.steps.is_some()
            || self.setup.is_some()
            || !self.overlays.hints_on()
            || !self.game.person_to_move()
        {
            return None;
        }
        let position = self.position();
        let settings = study_settings(self.search.settings(), position);
        let exact = solves_hints(position, self.search.settings());
        self.overlays.hints().set_for(position, &settings, exact)
    }

    pub fn hint_state(&self) -> HintState {
        if !self.overlays.hints_on() {
            return HintState::Off;
        }
        if self.position().is_over() {
            return HintState::Over;
        }
        if !self.game.person_to_move() {
            return HintState::Idle;
        }
        let settings = study_settings(self.search.settings(), self.position());
        match self.hints() {
            None if self.overlays.hints_too_big_for(self.position(), &settings)
                && self.overlays.hints().solve_wanted().is_none() =>
            {
                HintState::TooBig
            }
            None => HintState::Working,
            Some(set) => set.state(),
        }
    }

    /// The solve the exact hints want run now (the moves of the position on the board the
    /// book did not give), if any.
    pub fn hints_solve(&self) -> Option<&SolveRequest> {
        self.overlays.hints().solve_wanted()
    }

    /// While the solver works out the hints: the move it is solving and the positions it has
    /// searched so far for it.
    pub fn hints_solving(&self) -> Option<(usize, u64)> {
        if !self.overlays.hints_on() || !self.game.person_to_move() {
            return None;
        }
        let exact = &self.overlays.hints().exact;
        let solving = exact.solving()?;
        Some((exact.solving_move()?, solving.positions))
    }

    /// The technique table popup, while it is open.
    pub fn techniques(&self) -> Option<&TechniquesView> {
        self.overlays.techniques()
    }

    /// The technique table's rows so far: all of them once done, else those finished, and the
    /// positions the running row has searched so far.
    pub fn technique_rows(&self) -> (Vec<TechniqueRow<usize>>, Option<u64>) {
        let Some(view) = self.overlays.techniques() else {
            return (Vec::new(), None);
        };
        if let Some(table) = &view.table {
            return (table.rows.clone(), None);
        }
        match self.studies.live() {
            Some(live) => (live.rows.clone(), Some(live.positions)),
            None => (Vec::new(), Some(0)),
        }
    }

    /// The names of MAX (to move at the root of a tree recorded from `root`) and MIN, in
    /// `words`' language: the marks on boards, the seats on the heap (in the third person:
    /// "human holds AI to …").
    pub fn tree_players(&self, root: &Playable, words: &Words) -> (String, String) {
        match root.board() {
            Some(board) => {
                let mark = board.to_move();
                (mark.to_string(), mark.other().to_string())
            }
            None => {
                let name = |seat: Seat| match (self.game.mode(), seat) {
                    (Mode::HumanAi, Seat::Home) => words.seats.human.to_owned(),
                    _ => words.third_person(&self.seat_name_in(seat, words)),
                };
                let seat = self.seat_to_move_in(root);
                (name(seat), name(seat.other()))
            }
        }
    }

    /// The explorer, while it is open.
    pub fn explorer(&self) -> Option<&Explorer<Playable>> {
        match self.overlays.tree() {
            ExplorerView::Open => self.studies.explorer(),
            _ => None,
        }
    }

    pub fn explorer_view(&self) -> ExplorerView {
        self.overlays.tree()
    }

    /// The serial of the decision the open explorer shows.
    pub fn explored_serial(&self) -> Option<u64> {
        self.studies.explorer_serial()
    }

    /// What the message line says (see [`MessageLine`]); the autoplay's pace once, not again
    /// in the notice that announced it.
    pub fn message_line(&self) -> MessageLine<'_> {
        let searching = self.pending().is_some();
        let playing_itself = self.mode() == Mode::AiAi && !self.position().is_over();
        let autoplay = (playing_itself && !searching).then(|| {
            let status = &self.words().status;
            let autoplay = self.autoplay();
            if autoplay.paused {
                status.paused.to_owned()
            } else {
                (status.autoplay)(&pace_words(autoplay.pause(), self.words()))
            }
        });
        let mut notice = self.message();
        if playing_itself && !self.autoplay().paused {
            let pace = pace_words(self.autoplay().pause(), self.words());
            if notice == Some((self.words().messages.pace)(&pace).as_str()) {
                notice = None;
            }
        }
        MessageLine {
            searching,
            autoplay,
            notice,
            short: notice.and(self.chrome.short_message()),
            class: self.classroom_line(),
        }
    }

    /// Where everything goes on a screen of `area` (or how much room is missing).
    pub fn areas(&self, area: Rect) -> Result<Areas, TooSmall> {
        Areas::with_message(area, &self.shown_position(), &self.message_line())
    }
}
