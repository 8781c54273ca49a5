//! The type of a language's table: every phrase the full-screen game shows, as words and one-line formats.

use super::Rewrites;
use super::answers::AnswerWords;
use super::board::BoardWords;
use super::home::{HomeKeyWords, HomeWords};
use super::practice::{PracticeKeyWords, PracticeWords};
use super::steps::{StepKeyWords, StepWords};
use super::tree::TreeWords;

/// Everything the screen says, in one language. Fields hold words and one-line formats only;
/// where a case chooses among them, the field's comment names the method of `choose.rs` that
/// does.
pub struct Words {
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
    pub board: BoardWords,
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
    /// Where the transposition table's answers came from (`answers.rs`).
    pub answers: AnswerWords,
    /// Practice: a tree worked out by hand, graded (`practice.rs`).
    pub practice: PracticeWords,
    /// The tree in step mode, grown as the search goes (`tree.rs`).
    pub tree: TreeWords,
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

/// The statistics panel.
pub struct Panel {
    pub intro_title: &'static str,
    pub two_players: &'static str,
    pub two_players_text: &'static str,
    pub intro_heading: &'static str,
    /// The settings now.
    pub intro_now: fn(&str) -> String,
    pub intro_points: [&'static str; 3],
    pub intro_change: &'static str,
    /// The settings line, longest form first, by how the AI searches (see `Words::settings`):
    /// one search to the end, (search, move order, table); one search to a depth limit,
    /// (search, plies, what scores the positions there, the same short, move order, table);
    /// iterative deepening within a time, (search, time, what scores the last depth, the same
    /// short, move order, table), and the same up to a depth limit (search, plies, time, …).
    pub settings_no_limit: fn(&str, &str, &str) -> [String; 3],
    pub settings_limit: fn(&str, u32, &str, &str, &str, &str) -> [String; 3],
    pub settings_deepening: fn(&str, &str, &str, &str, &str, &str) -> [String; 3],
    pub settings_deepening_limit: fn(&str, u32, &str, &str, &str, &str, &str) -> [String; 3],
    /// What scores the positions at a depth limit, by evaluation, long and short.
    pub at_limit_draw: [&'static str; 2],
    pub at_limit_heuristic: [&'static str; 2],
    /// The heap's evaluation at the limit, longest form first.
    pub at_limit_heap: [&'static str; 2],
    /// The table: (MiB, hit rate), (MiB), none.
    pub table_hits: fn(u64, &str) -> String,
    pub table_size: fn(u64) -> String,
    pub no_table: &'static str,
    /// The table with neither size nor hit rate, for the narrowest settings line.
    pub table_bare: &'static str,
    /// A search's name with a technique more: (name, move order), (name).
    pub plus_order: fn(&str, &str) -> String,
    pub plus_table: fn(&str) -> String,
    /// The move table's column of the AI's search when it used more than one technique.
    pub ai_search: &'static str,
    /// Deepening: (depth reached, why it ran where the player did not ask for it, or nothing,
    /// why it stopped, positions of all its searches, time).
    pub deepening: fn(u32, &str, &str, &str, &str) -> String,
    /// Why deepening stopped where it did.
    pub solved: &'static str,
    pub proven: &'static str,
    pub depth_limit_reached: &'static str,
    pub time_up: &'static str,
    pub esc_pressed: &'static str,
    /// In the deepening line, where the player did not turn deepening on: why it ran.
    pub deepening_too_big: fn(&str) -> String,
    pub not_counted: &'static str,
    /// The panel's title: the AI's move, and the same searched again.
    pub played: fn(&str) -> String,
    pub played_again: fn(&str) -> String,
    /// The note over a decision searched again with new settings, longest form first.
    pub rerun_note: [&'static str; 2],
    pub positions_searched: &'static str,
    /// The same heading for searches that stopped this many plies deep.
    pub positions_searched_deep: fn(u32) -> String,
    /// A search's positions and the time it took alone: (positions, time).
    pub count_time: fn(&str, &str) -> String,
    /// Positions the tie checks visited besides, outside the moves' counts: (positions); and
    /// where they are more than the search they follow, (positions, moves checked), which says
    /// why.
    /// Longest form first.
    pub tie_checks: fn(&str) -> [String; 2],
    pub tie_checks_more: fn(&str, usize) -> [String; 2],
    /// The other search (named) still counts.
    pub still_counting: fn(&str) -> String,
    /// A decision searched again with another move order alone, which searched more than the
    /// order it was played with: (positions, the new order's name, positions, the old one's).
    pub order_searched_more: fn(&str, &str, &str, &str) -> String,
    pub recount_stopped: &'static str,
    pub deepening_label: &'static str,
    /// Connect Four played perfectly: the label of the line that says where the move came from.
    pub exact_label: &'static str,
    /// The label of the search's value where an exact value is shown above it.
    pub search_value: &'static str,
    /// The opening book's move: (its value and what it means).
    pub exact_book: fn(&str) -> String,
    /// The solver's move: (positions, time, value and what it means).
    pub exact_solved: fn(&str, &str, &str) -> String,
    /// The same, shorter: (time, value).
    pub exact_solved_short: fn(&str, &str) -> String,
    /// The solver ran out of time: (the think time).
    pub exact_out_of_time: fn(&str) -> String,
    pub exact_no_memory: &'static str,
    /// The system would not start a thread for the solver.
    pub exact_no_thread: &'static str,
    /// Where a perfect move came from, in the panel's title: the book, the solver, neither.
    pub source_book: &'static str,
    pub source_solved: &'static str,
    pub source_unsolved: &'static str,
    pub value: &'static str,
    /// The value line: (score, what it means).
    pub value_line: fn(&str, &str) -> String,
    pub expected: &'static str,
    /// The legend's entries, each shown only when the table has its symbol.
    pub legend_played: &'static str,
    pub legend_choice: &'static str,
    /// ◆ where the book or the solver chose another move than the search's.
    pub legend_search_choice: &'static str,
    /// Before the expected line where it starts with another move than the one played (the
    /// book or the solver chose): the search's own first move.
    pub by_the_search: fn(&str) -> String,
    pub legend_tied: &'static str,
    pub legend_bound: &'static str,
    /// The key of the glossary, at the end of the legend.
    pub terms_key: &'static str,
    pub move_heading: &'static str,
    pub score_heading: &'static str,
    pub outcome_heading: &'static str,
    /// Rows left out of the move table.
    pub more_moves: fn(usize) -> String,
}

/// How the AI searches, as the settings line says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach<'a> {
    /// One search without a depth limit: to the end of every line.
    NoLimit,
    /// One search, depth-limited to this many plies.
    Limit(u32),
    /// Iterative deepening within the think time (written out), up to the depth limit if any:
    /// the positions at its last depth are scored by the evaluation.
    Deepening { limit: Option<u32>, time: &'a str },
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

/// The search tree explorer.
pub struct ExplorerWords {
    pub recording_title: &'static str,
    /// What the tree is of: the search behind a move, or the AI's search.
    pub behind: fn(&str) -> String,
    pub ai_search: &'static str,
    /// Titles, longest first: (what, technique, positions, how many).
    pub titles: fn(&str, &str, &str, u64) -> [String; 3],
    /// Shorter titles of the search behind a move, longest first, between the second and the
    /// third of `titles`: (the move, technique, positions, how many).
    pub titles_behind: fn(&str, &str, &str, u64) -> [String; 2],
    /// The search's name in the title of a tree searched with the transposition table.
    pub with_table: fn(&str) -> String,
    /// What a row the table answered ends with.
    pub from_table: &'static str,
    pub recording_behind: fn(&str) -> String,
    pub recording: &'static str,
    pub recording_text: &'static str,
    pub leave: &'static str,
    pub move_heading: &'static str,
    pub score_heading: &'static str,
    pub window_heading: &'static str,
    pub positions_heading: &'static str,
    /// The same two, short, where the panel is narrow: the α/β window before the levels of
    /// the rows shown would not fit beside it.
    pub window_heading_short: &'static str,
    pub positions_heading_short: &'static str,
    pub depth_limit: &'static str,
    pub wins: fn(&str) -> String,
    pub draw: &'static str,
    /// A game that ends with a plain score (an abstract tree's leaf): who scores it, how much.
    pub scores: fn(&str, &str) -> String,
    /// A cut row: (the moves skipped, how many, why).
    pub cut_row: fn(&str, usize, &str) -> String,
    /// Why in short: (MAX, MIN, reached, beta, the side whose choice it cannot change after
    /// "of") for a cut of MAX, and of MIN.
    pub max_cut_short: fn(&str, &str, &str, &str, &str) -> String,
    pub min_cut_short: fn(&str, &str, &str, &str, &str) -> String,
    /// Why in full, the same way.
    pub max_cut: fn(&str, &str, &str, &str, &str) -> String,
    pub min_cut: fn(&str, &str, &str, &str, &str) -> String,
    /// The details of a cut: why.
    pub cut_details: fn(&str) -> String,
    /// Who is to move: MAX by name, MIN by name, as a sentence starts with it (see
    /// `Words::max_to_move`).
    pub max_to_move: fn(&str) -> String,
    pub min_to_move: fn(&str) -> String,
    pub exact: &'static str,
    /// Exact for the search's depth limit, but an estimate of the evaluation there.
    pub exact_estimate: &'static str,
    /// A 0 under a depth limit: a draw, or nothing decided within reach.
    pub exact_even_limited: &'static str,
    /// A bound, by the rule: (what was skipped below, α) for at most, (the same, β) for at
    /// least.
    pub upper_bound: fn(&str, &str) -> String,
    pub lower_bound: fn(&str, &str) -> String,
    /// Exact although outside the window, since nothing below it was skipped: ("≤ α +3").
    pub exact_nothing_skipped: fn(&str) -> String,
    /// (score, MAX, what bound).
    pub score_for: fn(&str, &str, &str) -> String,
    /// What bound a root move's score is when alpha-beta only bounded it (the bound it found,
    /// "≤ 0") and the tie check then proved it as good as the best: exact.
    pub tie_checked: fn(&str) -> String,
    /// (α, β, positions, how many, and at the root `below_it`; see `Words::searched_with`).
    pub searched_with: fn(&str, &str, &str, u64, &str) -> String,
    pub below_it: &'static str,
    pub not_kept: &'static str,
}

/// The technique comparison popup.
pub struct TechniqueWords {
    pub title: &'static str,
    /// (the seat to move's `to_move` phrase, how deep every search goes).
    pub heading: fn(&str, &str) -> String,
    /// To this depth, then positions scored by the evaluation (see `Words::to_depth`).
    pub to_depth_draw: fn(u32) -> String,
    pub to_depth_heuristic: fn(u32) -> String,
    pub to_depth_heap: fn(u32) -> String,
    pub to_the_end: &'static str,
    pub technique: &'static str,
    pub positions: &'static str,
    pub time: &'static str,
    pub value: &'static str,
    pub mv: &'static str,
    pub searching: &'static str,
    pub stopped: &'static str,
    pub waiting: &'static str,
    pub gave_up: &'static str,
    /// The deepening row with its depth, longest form first.
    pub deepened: fn(u32) -> [String; 2],
    /// A technique with its table's hit rate.
    pub hits: fn(&str, &str) -> String,
    pub fill_in: &'static str,
    /// All values agree on this one.
    pub agree: fn(&str) -> String,
    pub differ: &'static str,
    pub too_few: &'static str,
    /// The budget of each row.
    pub budget: fn(&str) -> String,
    pub equal_moves: &'static str,
    /// A row that visited more positions than the row above (its technique, the row above's).
    pub more_than_above: fn(&str, &str) -> String,
    /// The same, for the move order's row: the order tried weaker moves first here.
    pub order_more_than_above: fn(&str, &str) -> String,
}

/// The help popup.
pub struct Help {
    pub title: &'static str,
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
}

/// What the App says after a key, on the status line.
pub struct Messages {
    /// (the first problem of the config file, its path and line included).
    pub config_problem: fn(&str) -> String,
    /// (the name the unreadable results file was kept aside under).
    pub results_kept_aside: fn(&str) -> String,
    /// (the results file).
    pub results_not_written: fn(&str) -> String,
    pub hints_off: &'static str,
    pub hints_for_you: &'static str,
    pub hints_for_the_player: &'static str,
    pub hints_on_your_turn: &'static str,
    pub nothing_to_undo: &'static str,
    pub nothing_to_undo_ai_first: &'static str,
    pub took_back_one: &'static str,
    pub took_back_two: &'static str,
    pub nothing_to_redo: &'static str,
    pub played_again: fn(usize) -> String,
    pub digits_on_3x3_only: &'static str,
    /// (columns, the digit pressed).
    pub no_such_column: fn(u8, u8) -> String,
    pub too_many_digit: fn(u8) -> String,
    pub game_over: &'static str,
    pub wait_for_ai: &'static str,
    pub search_stopped: &'static str,
    pub impossible_move: &'static str,
    pub column_full: &'static str,
    pub cell_taken: &'static str,
    pub cell_off_board: &'static str,
    pub take_not: fn(usize) -> String,
    /// (take, bones left).
    pub cannot_take: fn(usize, u32) -> String,
    pub techniques_game_over: &'static str,
    pub pruning_on: &'static str,
    pub pruning_off: &'static str,
    /// (plies of the longest game, the deepest search).
    pub depth_limit_stays: fn(u32, usize) -> String,
    pub evaluation: fn(&str) -> String,
    pub move_order: fn(&str) -> String,
    /// `o` on the heap: every order tries its takes the same way.
    pub one_order_on_heap: &'static str,
    pub table_on: fn(u64) -> String,
    pub table_off: &'static str,
    /// Iterative deepening on: (the think time).
    pub deepening_on: fn(&str) -> String,
    /// Off: one search decides; or the position is too big for one, (the think time).
    pub deepening_off: &'static str,
    pub deepening_off_too_big: fn(&str) -> String,
    pub esc_reanalysis: &'static str,
    /// Esc while one search decides: it goes to its end.
    pub esc_one_search: &'static str,
    pub esc_idle: &'static str,
    pub new_game: fn(u32) -> String,
    pub depth_at_minimum: &'static str,
    pub depth_at_most: fn(u32) -> String,
    pub depth_reaches_end: fn(u32) -> String,
    pub depth_limit: fn(u32) -> String,
    /// Depth limit off: one search to the end of every line; deepening (the player's choice) as
    /// far as the think time allows; or deepening where the tree is too big for one search (the
    /// think time).
    pub depth_limit_off: &'static str,
    pub depth_limit_off_deepening: fn(&str) -> String,
    pub depth_limit_off_too_big: fn(&str) -> String,
    /// A setting changed (said first), and what follows.
    pub search_restarts: fn(&str) -> String,
    pub searched_again: fn(&str) -> String,
    pub for_next_move: fn(&str) -> String,
    /// The same between two players: what the setting changes there.
    pub for_hints: fn(&str) -> String,
    pub you_start_now: &'static str,
    pub ai_starts_now: &'static str,
    pub you_start_next: &'static str,
    pub ai_starts_next: &'static str,
    pub mode_human_ai: &'static str,
    pub mode_ai_ai: &'static str,
    pub mode_humans: &'static str,
    pub autoplay_game_over: &'static str,
    pub pace: fn(&str) -> String,
    pub no_tree_humans: &'static str,
    pub no_tree_yet: &'static str,
    pub tree_too_big: fn(&str) -> String,
    /// The hints gave up: (their position budget).
    pub hints_too_big: fn(&str) -> String,
    /// The system refused the hints' solver a thread, or the memory for its table: the moves
    /// it has not solved keep their estimates.
    pub hints_no_thread: &'static str,
    pub hints_no_memory: &'static str,
    /// Step mode could not have the table its replay needs (its size in MiB); the AI keeps its own.
    pub replay_no_memory: fn(u64) -> String,
    /// The memory the tree's nodes or table needed (MiB), refused by the system.
    pub tree_no_memory: fn(usize) -> String,
    pub leaf: &'static str,
    pub searching_subtree: &'static str,
    /// (positions written, path).
    pub wrote_dot: fn(usize, &str) -> String,
    pub dot_failed: fn(&str) -> String,
    /// A paste (bracketed paste: one event, however long).
    pub paste_refused: &'static str,
    /// `x` again on the tree already written: (path).
    pub dot_already_written: fn(&str) -> String,
    /// The table had to be made smaller than asked: (MiB asked, MiB got).
    pub table_shrunk: fn(u64, u64) -> String,
}
