//! The one key table: input handling, the footer's hints and the help popup all read it, for
//! each game and each context (playing, watching the AI play itself, the explorer, the comparison).

use std::borrow::Cow;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::games::playable::Playable;
use crate::i18n::{KeyText, KeyWords, Words};
use crate::tui::{
    Action, ChromeAction, Edit, GameAction, LessonsAction, PracticeAction, SetupAction, StepsAction,
};

mod table;

use Key::{Ctrl, Plain};
pub use table::BINDINGS;

/// How the player picks a move in the game being played; it decides which rows of the key
/// table apply, so input, footer and help always agree on the keys of that game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Controls {
    /// A cursor over the cells of the 3×3 board, whose cells are also the digit keys 1–9.
    Keypad,
    /// A cursor over the cells of any other board (no digit keys: a digit is refused).
    Cells,
    /// A cursor over the columns of a board with gravity; digits name the columns (this many).
    Columns(u8),
    /// A choice of how many bones to take, 1 to 3.
    Takes,
}

impl Controls {
    /// The controls of a game: cells on boards, columns under gravity, takes on the heap.
    pub fn of(position: &Playable) -> Self {
        match position.board() {
            Some(board) if board.geometry().gravity() => {
                Self::Columns(board.geometry().cols() as u8)
            }
            Some(board) if board.geometry().rows() == 3 && board.geometry().cols() == 3 => {
                Self::Keypad
            }
            Some(_) => Self::Cells,
            None => Self::Takes,
        }
    }

    /// This game's bit in `Binding::games`.
    const fn bit(self) -> u8 {
        match self {
            Self::Keypad => KEYPAD,
            Self::Cells => CELLS,
            Self::Columns(_) => COLUMNS,
            Self::Takes => TAKES,
        }
    }

    /// The highest digit key that plays a move (none on boards other than 3×3).
    pub fn last_digit(self) -> u8 {
        match self {
            Self::Keypad => 9,
            Self::Cells => 0,
            Self::Columns(count) => count,
            Self::Takes => crate::games::bones::MAX_TAKE,
        }
    }

    /// A binding's text for this game: `{last}` becomes the highest digit key.
    pub fn text(self, text: &'static str) -> Cow<'static, str> {
        if text.contains("{last}") {
            Cow::Owned(text.replace("{last}", &self.last_digit().to_string()))
        } else {
            Cow::Borrowed(text)
        }
    }
}

/// What the keys are for at the moment: choosing moves, watching the AI play itself, browsing
/// the search tree, or reading the technique comparison. Each has its own rows of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    /// You choose your moves against the AI.
    Play,
    /// Two people choose the moves: the AI only shows its work (hints, the comparison), so
    /// the footer leaves out the keys of the AI's own search (settings, tree).
    TwoPlayers,
    /// The AI plays both sides: the move keys give way to pause, step and speed.
    Watch,
    /// The search tree explorer is open.
    Explorer,
    /// The technique comparison is open.
    Techniques,
    /// Step mode: the AI's last search replayed one step at a time.
    Steps,
    /// Step mode, asking for a guess.
    Guessing,
    /// Step mode at the end of the search with the tree shown: the whole tree, browsed as the
    /// explorer is.
    StepsTree,
    /// The setup screen: a position set up by hand.
    Setup,
    /// The results kept between sessions.
    Results,
    /// Practice: a tree worked out by hand.
    Practice,
    /// Practice, the search replayed over the tree.
    PracticeReplay,
    /// A lesson on the live game, a screen to read (Enter turns to the next).
    Lesson,
    /// A lesson's exercise: a number to type and check (Enter checks it).
    LessonExercise,
    /// A lesson's exercise found with the depth limit's keys (lessons 2 and 3): the footer
    /// gives them.
    LessonDepthExercise,
}

impl Context {
    /// This context's bit in `Binding::contexts`.
    const fn bit(self) -> u16 {
        match self {
            Self::Setup => SETUP,
            Self::Results => RESULTS,
            Self::Practice => PRACTICE,
            Self::PracticeReplay => PRACTICE_REPLAY,
            Self::Lesson => LESSON_READING,
            Self::LessonExercise => LESSON_EXERCISE,
            Self::LessonDepthExercise => LESSON_DEPTH_EXERCISE,
            Self::Play => PLAY,
            Self::TwoPlayers => TWO_PLAYERS,
            Self::Watch => WATCH,
            Self::Explorer => EXPLORER,
            Self::Techniques => TECHNIQUES,
            Self::Steps => STEPS,
            Self::Guessing => GUESSING,
            Self::StepsTree => STEPS_TREE,
        }
    }
}

/// The keys that apply now: those of the game being played, in the current context.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keys {
    pub controls: Controls,
    pub context: Context,
}

impl Keys {
    /// The keys of `controls`'s game while a person chooses the moves.
    pub fn play(controls: Controls) -> Self {
        Self {
            controls,
            context: Context::Play,
        }
    }

    /// The bindings that apply, in table order.
    pub fn bindings(self) -> impl Iterator<Item = &'static Binding> {
        BINDINGS.iter().filter(move |b| {
            b.games & self.controls.bit() != 0 && b.contexts & self.context.bit() != 0
        })
    }

    /// The rows the help popup lists on `page` (the others are covered by the row above, like
    /// the four arrows), as (keys, what they do) in `words`' language.
    pub fn help_rows(
        self,
        page: HelpPage,
        words: &'static Words,
    ) -> impl Iterator<Item = (Cow<'static, str>, Cow<'static, str>)> {
        self.help_rows_on(page.alone(), words)
    }

    /// The rows the help popup lists on any of `pages`, in table order (so both pages shown as
    /// one end, as the first does, with quitting).
    pub fn help_rows_on(
        self,
        pages: &'static [HelpPage],
        words: &'static Words,
    ) -> impl Iterator<Item = (Cow<'static, str>, Cow<'static, str>)> {
        self.bindings()
            .filter(move |b| b.listed && pages.contains(&b.page))
            .filter_map(move |b| {
                let text = b.words(words)?;
                Some((self.text(text.label), self.text(text.description)))
            })
    }

    /// Whether the help has a second page here (the player's files, where they work).
    pub fn has_more_page(self) -> bool {
        self.bindings()
            .any(|b| b.listed && b.page == HelpPage::More)
    }

    /// The footer's hints, in table order (the first ones matter most), in `words`' language.
    pub fn hints(self, words: &'static Words) -> impl Iterator<Item = Cow<'static, str>> {
        self.bindings()
            .filter(move |b| b.footer & self.context.bit() != 0)
            .filter_map(move |b| b.words(words)?.hint.map(|h| self.text(h)))
    }

    /// A binding's text for this game (see [`Controls::text`]).
    pub fn text(self, text: &'static str) -> Cow<'static, str> {
        self.controls.text(text)
    }
}

/// `Binding::games` bits: the rows for the 3×3 board, other boards, boards with gravity, and
/// the heap of bones.
const KEYPAD: u8 = 1;
const CELLS: u8 = 8;
const BOARDS: u8 = KEYPAD | CELLS;
const COLUMNS: u8 = 2;
const TAKES: u8 = 4;
const EVERY_GAME: u8 = BOARDS | COLUMNS | TAKES;

/// `Binding::contexts` bits (see [`Context`]).
const PLAY: u16 = 1;
const WATCH: u16 = 2;
const EXPLORER: u16 = 4;
const TECHNIQUES: u16 = 8;
const TWO_PLAYERS: u16 = 16;
const STEPS: u16 = 32;
const GUESSING: u16 = 64;
const PRACTICE: u16 = 128;
const PRACTICE_REPLAY: u16 = 256;
const SETUP: u16 = 512;
const RESULTS: u16 = 1024;
const LESSON_READING: u16 = 2048;
const LESSON_EXERCISE: u16 = 4096;
const LESSON_DEPTH_EXERCISE: u16 = 8192;
/// A lesson's exercise, whatever keys find its answer.
const LESSON_EXERCISES: u16 = LESSON_EXERCISE | LESSON_DEPTH_EXERCISE;
/// A lesson, whatever its screen.
const LESSON: u16 = LESSON_READING | LESSON_EXERCISES;
const STEPS_TREE: u16 = 16384;
/// Wherever the help, Ctrl-Z and quitting work.
const EVERYWHERE: u16 = PLAYING
    | EXPLORER
    | TECHNIQUES
    | STEPS
    | GUESSING
    | STEPS_TREE
    | PRACTICE
    | PRACTICE_REPLAY
    | SETUP
    | RESULTS
    | LESSON;
/// A person chooses the moves.
const PEOPLE: u16 = PLAY | TWO_PLAYERS;
/// The settings and game keys work whoever chooses the moves.
const PLAYING: u16 = PLAY | WATCH | TWO_PLAYERS;

/// The help popup's pages: the keys of the game and context, then, where they work, the
/// player's files (the smallest screen has no line to spare for them on the first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpPage {
    /// The keys of the game and the context.
    Keys,
    /// More keys: the setup screen, saving the game and the settings, the results.
    More,
}

impl HelpPage {
    /// This page alone, as the list of pages the help shows.
    pub const fn alone(self) -> &'static [HelpPage] {
        match self {
            Self::Keys => &[Self::Keys],
            Self::More => &[Self::More],
        }
    }
}

/// A key (or family of keys) a binding answers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// A key pressed without Ctrl or Alt (Shift is ignored, so `+` works on every layout).
    Plain(KeyCode),
    /// A letter pressed with Ctrl.
    Ctrl(char),
    /// Any digit 1–9; the digit becomes part of the action.
    Digit,
}

/// What a binding does when one of its keys is pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    Fixed(Action),
    /// The digit pressed, for the game (a move) or for step mode (a step number or a guess).
    Digit(DigitFor),
}

/// Where a digit key goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DigitFor {
    /// A move: `GameAction::PlayDigit`.
    Game,
    /// Step mode: `StepsAction::Digit`.
    Steps,
    /// The setup screen: a column to drop a piece in.
    Setup,
    /// Practice: a digit of the entry typed.
    Practice,
    /// A lesson: a digit of the answer.
    Lesson,
}

/// One row of the key table.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    pub keys: &'static [Key],
    /// Where the row's words are in a language's table (`i18n::KeyWords`): the keys as the
    /// help popup writes them, what they do, the footer's short hint. None when the row above
    /// already stands for this one (the four arrows, `+` and `-`), so the help stays short
    /// enough for small screens.
    pub text: Option<fn(&KeyWords) -> KeyText>,
    /// Whether the help popup lists the row (the `?` row has words for the footer only: the
    /// popup's title says what it is).
    pub listed: bool,
    /// The help page that lists the row.
    pub page: HelpPage,
    /// The contexts whose footer shows the row's hint (`Context` bits): between two players
    /// the keys of the AI's own search still work (hints and the comparison follow the
    /// settings) but the footer keeps its room for the keys that matter there.
    footer: u16,
    pub trigger: Trigger,
    /// The games this row belongs to (`Controls` bits); labels, descriptions and hints may
    /// say `{last}` for the highest digit key of the game.
    games: u8,
    /// The contexts this row answers in (`Context` bits).
    contexts: u16,
}

impl Binding {
    /// The same row, for the games in `games` only.
    const fn only(self, games: u8) -> Self {
        Self { games, ..self }
    }

    /// The same row, in the contexts in `contexts` only.
    const fn within(self, contexts: u16) -> Self {
        Self {
            contexts,
            footer: contexts,
            ..self
        }
    }

    /// The same row, answering in a lesson too (the settings a lesson asks the learner to
    /// change), without a hint in its footer.
    const fn in_lessons(self) -> Self {
        Self {
            contexts: self.contexts | LESSON,
            ..self
        }
    }

    /// The same row, left out of the footer between two players.
    const fn quiet_between_players(self) -> Self {
        Self {
            footer: self.footer & !TWO_PLAYERS,
            ..self
        }
    }

    /// The same row, left out of every footer.
    const fn off_footer(self) -> Self {
        Self { footer: 0, ..self }
    }

    /// The same row, its hint in the footer of the contexts in `footer` only.
    const fn hinted_in(self, footer: u16) -> Self {
        Self { footer, ..self }
    }

    /// The same row, on the help's second page.
    const fn on_more_page(self) -> Self {
        Self {
            page: HelpPage::More,
            ..self
        }
    }

    /// The same row, left out of the help popup.
    const fn unlisted(self) -> Self {
        Self {
            listed: false,
            ..self
        }
    }

    /// The row's words in `words`' language (`{last}` not yet replaced), if it has any.
    pub fn words(&self, words: &Words) -> Option<KeyText> {
        self.text.map(|text| text(&words.keys))
    }
}

/// The action a key event asks for, if any.
///
/// Only presses count: some platforms (Windows, terminals with the kitty keyboard protocol)
/// also report releases and repeats, and a press followed by its release must play one move.
/// While the help popup is open any key closes it, except Ctrl-C, which always quits, and `?`,
/// which turns the help's page where it has two (the App decides). Only the
/// rows of the game being played and of the current context (`keys`) answer: up and down do
/// nothing in Connect Four, and the explorer's arrows are not the board's.
pub fn action_for_key(key: &KeyEvent, help_open: bool, keys: Keys) -> Option<Action> {
    if key.kind != KeyEventKind::Press {
        return None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && let KeyCode::Char(c) = key.code {
        let found = find(keys, |k| *k == Ctrl(c.to_ascii_lowercase()));
        if found.is_some() {
            return found.map(|b| resolve(b, key.code));
        }
    }
    if help_open && key.code == KeyCode::Char('?') && !ctrl {
        return Some(Action::Chrome(ChromeAction::TurnHelpPage));
    }
    if help_open {
        return Some(Action::Chrome(ChromeAction::CloseHelp));
    }
    if ctrl || key.modifiers.contains(KeyModifiers::ALT) {
        return None;
    }
    let binding = find(keys, |k| match k {
        Plain(code) => *code == key.code,
        Key::Digit => matches!(key.code, KeyCode::Char('1'..='9')),
        Ctrl(_) => false,
    })?;
    Some(resolve(binding, key.code))
}

/// Entries a popup scrolls by on Page Up / Page Down.
const POPUP_PAGE: isize = 5;

/// The entries a popup's scrolling key moves by (the arrows, j k, Page Up / Down; up when
/// negative) in the glossary and the results; `None` for every other key.
pub fn popup_scroll(key: &KeyEvent) -> Option<isize> {
    if key.kind != KeyEventKind::Press || !key.modifiers.difference(KeyModifiers::SHIFT).is_empty()
    {
        return None;
    }
    match key.code {
        KeyCode::Up | KeyCode::Char('k') => Some(-1),
        KeyCode::Down | KeyCode::Char('j') => Some(1),
        KeyCode::PageUp => Some(-POPUP_PAGE),
        KeyCode::PageDown => Some(POPUP_PAGE),
        _ => None,
    }
}

fn find(keys: Keys, matches: impl Fn(&Key) -> bool) -> Option<&'static Binding> {
    keys.bindings().find(|b| b.keys.iter().any(&matches))
}

fn resolve(binding: &Binding, code: KeyCode) -> Action {
    match (binding.trigger, code) {
        (Trigger::Fixed(action), _) => action,
        (Trigger::Digit(to), KeyCode::Char(c)) => {
            let digit = c as u8 - b'0';
            match to {
                DigitFor::Game => Action::Game(GameAction::PlayDigit(digit)),
                DigitFor::Steps => Action::Steps(StepsAction::Digit(digit)),
                DigitFor::Setup => Action::Setup(SetupAction::DropDigit(digit)),
                DigitFor::Practice => Action::Practice(PracticeAction::Edit(Edit::Digit(digit))),
                DigitFor::Lesson => Action::Lessons(LessonsAction::Digit(digit)),
            }
        }
        (Trigger::Digit(_), _) => unreachable!("digit bindings only match digit keys"),
    }
}

/// The most help rows any one game has in any one context on one page (rows with a label of
/// their own), which the help popup must find room for.
pub const MOST_BINDINGS: usize = {
    let games = [KEYPAD, CELLS, COLUMNS, TAKES];
    let contexts = [
        PLAY,
        TWO_PLAYERS,
        WATCH,
        EXPLORER,
        TECHNIQUES,
        STEPS,
        GUESSING,
        SETUP,
        RESULTS,
        PRACTICE,
        PRACTICE_REPLAY,
        LESSON_READING,
        LESSON_EXERCISE,
        LESSON_DEPTH_EXERCISE,
    ];
    let mut most = 0;
    let mut game = 0;
    while game < games.len() {
        let mut context = 0;
        while context < contexts.len() {
            let (mut count, mut more, mut row) = (0, 0, 0);
            while row < BINDINGS.len() {
                let binding = &BINDINGS[row];
                if binding.games & games[game] != 0
                    && binding.contexts & contexts[context] != 0
                    && binding.listed
                {
                    match binding.page {
                        HelpPage::Keys => count += 1,
                        HelpPage::More => more += 1,
                    }
                }
                row += 1;
            }
            if count > most {
                most = count;
            }
            if more > most {
                most = more;
            }
            context += 1;
        }
        game += 1;
    }
    most
};
