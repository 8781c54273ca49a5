//! The type of a language's table: every phrase the full-screen game shows, as words and one-line formats.

use super::Rewrites;
use super::explorer::{ExplorerWords, TechniqueWords};
use super::home::{HomeKeyWords, HomeWords};
use super::lessons::{LessonKeyWords, LessonWords};
use super::messages::Messages;
use super::panel::Panel;
use super::practice::{PracticeKeyWords, PracticeWords};
use super::step_keys::StepKeyWords;
use super::steps::StepWords;

/// Everything the screen says, in one language. Fields hold words and one-line formats only;
/// where a case chooses among them, the field's comment names the method of `choose.rs` that
/// does.
pub struct Words {
    /// The language of these words, for the phrases of the catalogs.
    pub lang: super::Lang,
    /// The thousands separator: `549,945` or `549 945`.
    pub thousands: &'static str,
    /// The decimal separator: `4.7` or `4,7`.
    pub decimal: char,
    /// Between a number and its unit (`1.1 ms`, `16 MiB`).
    pub unit_space: &'static str,
    pub grammar: Grammar,
    pub names: Names,
    pub seats: Seats,
    pub title: Title,
    pub heap: HeapWords,
    pub info: Info,
    pub move_list: MoveList,
    pub values: Values,
    pub panel: Panel,
    pub glossary: Glossary,
    pub chart: Chart,
    pub status: StatusLine,
    pub explorer: ExplorerWords,
    pub techniques: TechniqueWords,
    pub help: Help,
    pub keys: KeyWords,
    pub messages: Messages,
    /// Step mode and guessing (`steps.rs`).
    pub steps: StepWords,
    /// The player's files and the setup screen (`home.rs`).
    pub home: HomeWords,
    /// Practice: a tree worked out by hand, graded (`practice.rs`).
    pub practice: PracticeWords,
    /// The lessons (`lessons.rs`).
    pub lessons: LessonWords,
}

/// How a sentence takes a seat's name (or a search's): what the language adds to it, as
/// rewrites of its start (see `choose::rewrite`; none: the name as it is). The methods of
/// `choose.rs` give each phrase the form it needs.
pub struct Grammar {
    /// Inside a sentence: French adds the article ("l'IA", "le joueur 1").
    pub article: Rewrites,
    /// After "of": French writes "du joueur 1", "de l'IA", "d'alpha-bêta", "de X".
    pub of: Rewrites,
    /// At the start of a sentence: French writes the article in capitals ("L'IA").
    pub capital: Rewrites,
}

/// Names of moves, settings and techniques.
pub struct Names {
    /// A move of the Game of Bones: "take 2".
    pub take: fn(u32) -> String,
    /// A move under gravity, by its column (1-based): "col 4".
    pub column: fn(usize) -> String,
    /// The root of a search tree, where no move led.
    pub start: &'static str,
    pub eval_draw: &'static str,
    pub eval_heuristic: &'static str,
    /// The heap's evaluation: a multiple of 4 loses for the side to move.
    pub eval_heap: &'static str,
    pub order_reading: &'static str,
    pub order_centre_first: &'static str,
    pub order_threats: &'static str,
    /// The heap's one order (every move order tries take 1, 2, then 3).
    pub order_takes: &'static str,
    pub minimax: &'static str,
    pub alpha_beta: &'static str,
    /// Alpha-beta in the shortest settings line ("α-β" in French, whose line is longer).
    pub alpha_beta_short: &'static str,
    /// The comparison's row that adds this move order.
    pub plus_order: fn(&str) -> String,
    pub table: &'static str,
    pub deepening: &'static str,
    /// A setting switched on / off, in the settings line.
    pub on: &'static str,
    pub off: &'static str,
    /// No pause between the AI's moves.
    pub no_pause: &'static str,
}

/// Who plays: the seats' names.
pub struct Seats {
    pub you: &'static str,
    pub ai: &'static str,
    /// The AI playing a mark, against itself: "AI X".
    pub ai_mark: fn(&str) -> String,
    /// The AI playing a seat of the heap, against itself: "AI 1".
    pub ai_number: fn(u8) -> String,
    /// A person at a shared keyboard, on the heap: "Player 1".
    pub player: fn(u8) -> String,
    /// The same, short, for the score and the move list: "P1".
    pub player_short: fn(u8) -> String,
    /// The person, in the third person, in the explorer's sentences on the heap: "human".
    pub human: &'static str,
}

/// The title bar.
pub struct Title {
    /// "Your move (X)".
    pub your_move_mark: fn(&str) -> String,
    pub your_move: &'static str,
    /// The AI thinks; the spinner follows.
    pub ai_thinking: fn(&str) -> String,
    pub you_win: &'static str,
    pub ai_wins: &'static str,
    pub draw: &'static str,
    /// A seat by name wins: "X wins" (the name as a sentence starts with it; see
    /// `Words::seat_wins`).
    pub wins: fn(&str) -> String,
    /// A seat by name thinks (the same); the spinner follows.
    pub thinking: fn(&str, &str) -> String,
    /// A seat is to move (its `to_move` phrase), while the autoplay is paused.
    pub to_move_paused: fn(&str) -> String,
    /// A seat is to move, by name after "of" ("Au tour de l'IA"; see `Words::seat_to_move`),
    /// and the person, in the comparison.
    pub to_move: fn(&str) -> String,
    pub you_to_move: &'static str,
    /// The session's score: (human's seat, wins, draws, AI's seat, losses).
    pub tally: fn(&str, u32, u32, &str, u32) -> String,
    /// The same for a game without draws (the Game of Bones): (home seat, wins, other, losses).
    pub tally_no_draws: fn(&str, u32, &str, u32) -> String,
}

/// The Game of Bones' box.
pub struct HeapWords {
    pub title: &'static str,
    pub no_bones_left: &'static str,
    /// (left, at the start), and a shorter form for a narrow box.
    pub bones_left: fn(u32, u32) -> String,
    pub bones_left_short: fn(u32, u32) -> String,
    pub you_took: fn(usize) -> String,
    pub ai_took: fn(usize) -> String,
    /// A named player's take (two players, or the AI against itself): "Player 2 took 1".
    pub player_took: fn(&str, usize) -> String,
    /// The rule, before the first move.
    pub rule: &'static str,
    /// Bones not drawn, above the rows shown.
    pub more_above: fn(u32) -> String,
    /// The explorer's small heap: "7 bones left".
    pub small_heap: fn(u32) -> String,
}

/// The game's box under the board.
pub struct Info {
    /// The game's title: (number, who started), and just the number where that is too long.
    pub game: fn(u32, &str) -> String,
    pub game_short: fn(u32) -> String,
    pub you_started: &'static str,
    /// A seat started, by name inside a sentence (see `Words::seat_started`).
    pub started: fn(&str) -> String,
    /// The goal on boards: "3 in a row".
    pub in_a_row: fn(usize) -> String,
    /// The goal on the heap.
    pub last_bone_wins: &'static str,
    /// The two seats of the heap: "You vs AI", and a shorter form (see `Words::versus`: the AI
    /// by name takes its article).
    pub versus: fn(&str, &str) -> String,
    pub versus_short: fn(&str, &str) -> String,
}

/// The move list under the board.
pub struct MoveList {
    pub no_move_yet: &'static str,
    /// Moves undo took back.
    pub undone: fn(usize) -> String,
    pub number: &'static str,
    pub by: &'static str,
    pub mv: &'static str,
    pub both_counts: &'static str,
    /// The heading of the one count (what the AI searched), and a shorter form.
    pub one_count: [&'static str; 2],
}

/// Search values in words: the position's value, each move's outcome, the hints.
pub struct Values {
    /// The AI wins / loses in this many plies, this many of them its own moves (see
    /// `Words::ai_wins_in`).
    pub ai_wins_in: fn(u32, u32) -> String,
    pub ai_loses_in: fn(u32, u32) -> String,
    pub draw_with_perfect_play: &'static str,
    /// No forced result within this many plies (a depth limit, draw evaluation).
    pub no_forced_result: fn(u32) -> String,
    pub even_estimate: &'static str,
    /// A heuristic score for the AI, with its scale.
    pub ai_estimate: fn(i32) -> String,
    /// The heap's evaluation for the AI: a heap it wins, one it loses, by the rule of 4.
    pub heap_wins: fn(i32) -> String,
    pub heap_loses: fn(i32) -> String,
    /// A hint's outcome (plies), longest form first: "win in 3", "win 3", "W3", "W".
    pub win: fn(u32) -> [String; 4],
    pub loss: fn(u32) -> [String; 4],
    pub draw: [&'static str; 2],
    /// A root move alpha-beta bounded by the best value that the tie check proved worse
    /// ("< 0"), by what the best value is (see `Words::worse_than_best`).
    pub worse_than_best: Worse,
    /// A root move's outcome for the AI in the move table, by what its score proves (see
    /// `Words::outcome`): exactly, at most or at least this ([`Proof`]).
    pub exact: Outcomes,
    pub at_most: Outcomes,
    pub at_least: Outcomes,
    /// A bound's longest form says what alpha-beta skipped under the move: (outcome, the
    /// moves cuts skipped below it), or (outcome) when no cut did but a table answer there
    /// was only a bound.
    pub cut_below: fn(&str, u64) -> String,
    pub table_bound_below: fn(&str) -> String,
    /// What was skipped below a position, in a sentence (see `Words::skipped_below`): (cuts,
    /// the moves they skipped); (table answers that were only bounds); both joined.
    pub cuts_skipped: fn(u64, u64) -> String,
    pub table_bounds: fn(u64) -> String,
    pub skipped_and: fn(&str, &str) -> String,
    /// A search that gave up without a budget: "> 1,234 (stopped)".
    pub stopped: fn(&str) -> String,
    /// (search): it gave up before the end.
    pub alpha_beta_gave_up: fn(&str) -> String,
    pub nothing_to_recount: &'static str,
    /// (search, positions): the other search gave up after them and the first needed as many.
    pub minimax_gave_up: fn(&str, &str) -> String,
    /// (first search, share, factor, other search after "of") when the other gave up: both
    /// bounds.
    pub saving_bound: fn(&str, &str, &str, &str) -> String,
    /// (first search, other search) visited as many positions.
    pub pruned_nothing: fn(&str, &str) -> String,
    /// (first search, share, factor, other search after "of"): "alpha-beta visited 4.7 % of
    /// minimax's positions (21× fewer)".
    pub saving: fn(&str, &str, &str, &str) -> String,
    /// (first search, factor, other search): the first visited more.
    pub more_positions: fn(&str, &str, &str) -> String,
}

/// A root move's outcome for the AI in the move table by its [`Verdict`], longest form first.
pub struct Outcomes {
    /// The plies to the winning move.
    pub win: [fn(u32) -> String; 3],
    pub loss: [fn(u32) -> String; 3],
    pub draw: [&'static str; 3],
    pub undecided: [&'static str; 3],
    pub estimate: [&'static str; 3],
    /// On a heap, a score the rule of 4 gave at the depth limit: an exact win or loss whose
    /// distance the search did not reach (a proven rule, not a guess).
    pub rule_win: [&'static str; 3],
    pub rule_loss: [&'static str; 3],
}

/// What a root move the tie check proved worse comes to, by what the best value is, longest
/// form first.
pub struct Worse {
    pub than_a_win: [&'static str; 3],
    pub than_a_loss: [&'static str; 3],
    pub than_a_draw: [&'static str; 3],
    /// Than a value nothing decided (at a depth limit) or an estimate.
    pub than_undecided: [&'static str; 3],
}

/// What a root move's score proves, for the move table (see `Words::outcome`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The AI wins, its winning move this many plies away.
    Win(u32),
    /// The AI loses, the opponent's winning move this many plies away.
    Loss(u32),
    /// A draw with perfect play.
    Draw,
    /// Score 0 at a depth limit: nothing decided within reach.
    Undecided,
    /// A heuristic score.
    Estimate,
    /// On a heap, a win or a loss the rule of 4 decided at the depth limit: exact, its
    /// distance beyond the limit.
    RuleWin,
    RuleLoss,
}

/// How much of a [`Verdict`] the search proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    Exact,
    /// Alpha-beta skipped moves under the move and its score fell to α or below: at most
    /// this (for the AI).
    AtMost,
    /// The same, at least this.
    AtLeast,
}

/// The glossary of the panel: every term and symbol it shows, as a minimax lesson says it.
pub struct Glossary {
    pub title: &'static str,
    /// The title when the entries are more than the popup shows: the keys that scroll them.
    pub title_scroll: &'static str,
    /// In the popup's bottom border while entries below are out of sight.
    pub more_below: &'static str,
    /// Between a term and its meaning (": ").
    pub separator: &'static str,
    /// (term, what it means).
    pub entries: &'static [(&'static str, &'static str)],
    /// The entry on perfect play (the book and the solver), shown where the AI plays perfectly.
    pub perfect_entry: (&'static str, &'static str),
}

/// The chart of positions per AI move.
pub struct Chart {
    pub heading: &'static str,
    pub scale: &'static str,
}

/// The line under the footer: searches under way, the autoplay, the last message.
pub struct StatusLine {
    pub ai_searching: &'static str,
    pub searching_again: &'static str,
    pub esc_plays_now: &'static str,
    pub playing_best: &'static str,
    /// The deepest finished iteration (plies) and its best move.
    pub live_best: fn(u32, &str) -> String,
    pub live_positions: fn(&str) -> String,
    pub paused: &'static str,
    /// The autoplay's pace.
    pub autoplay: fn(&str) -> String,
    pub press_n: &'static str,
    /// (width, height, needed width, needed height): three lines, each wrapped on its own.
    pub too_small: fn(u16, u16, u16, u16) -> String,
}

/// The help popup.
pub struct Help {
    pub title: &'static str,
    /// The title where the help has two pages: the first's, the second's (how `?` turns it).
    pub paged_titles: [&'static str; 2],
    /// The second page's explanation: where the player's files are seen.
    pub files: [&'static str; 2],
    /// What the screen shows, two lines for each context (never wrapped, even at the
    /// smallest screen width).
    pub panel: [&'static str; 2],
    pub tree: [&'static str; 2],
    pub techniques: [&'static str; 2],
}

/// One row of the key table, in words: the keys as the help writes them, what they do, and
/// the footer's hint ("key what"), if the row has one. `{last}` stands for the game's highest
/// digit key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyText {
    pub label: &'static str,
    pub description: &'static str,
    pub hint: Option<&'static str>,
}

/// A row of the key table in words, as the tables write it.
pub(super) const fn key(
    label: &'static str,
    description: &'static str,
    hint: Option<&'static str>,
) -> KeyText {
    KeyText {
        label,
        description,
        hint,
    }
}

/// The words of each row of the key table (`app::keymap`), by what the row does.
pub struct KeyWords {
    pub move_cursor: KeyText,
    /// Enter on the 3×3 board, whose digits play too.
    pub play_keypad: KeyText,
    /// Enter on other boards (no digit keys).
    pub play_cell: KeyText,
    pub play_digit: KeyText,
    pub choose_column: KeyText,
    pub drop: KeyText,
    pub drop_digit: KeyText,
    pub choose_take: KeyText,
    pub take: KeyText,
    pub take_digit: KeyText,
    pub pause: KeyText,
    pub step: KeyText,
    pub pace: KeyText,
    pub tree_select: KeyText,
    pub tree_page: KeyText,
    pub tree_open: KeyText,
    pub tree_close: KeyText,
    pub tree_export: KeyText,
    pub tree_leave: KeyText,
    pub techniques_close: KeyText,
    pub pruning: KeyText,
    pub depth: KeyText,
    pub tree: KeyText,
    pub hints: KeyText,
    pub techniques: KeyText,
    pub undo: KeyText,
    pub eval: KeyText,
    /// The same on a heap, whose heuristic is the rule of 4.
    pub eval_heap: KeyText,
    pub order: KeyText,
    pub table: KeyText,
    pub deepening: KeyText,
    pub mode: KeyText,
    /// The same while the AI plays itself, its hint saying how to take a side again.
    pub mode_watching: KeyText,
    pub new_game: KeyText,
    pub swap: KeyText,
    pub play_now: KeyText,
    pub help: KeyText,
    /// The glossary of the panel's words.
    pub glossary: KeyText,
    pub quit: KeyText,
    /// Step mode's keys (`steps.rs`).
    pub steps: StepKeyWords,
    /// The keys of the player's files and the setup screen (`home.rs`).
    pub home: HomeKeyWords,
    /// Practice's keys (`practice.rs`).
    pub practice: PracticeKeyWords,
    /// The lessons' keys (`lessons.rs`).
    pub lessons: LessonKeyWords,
}
