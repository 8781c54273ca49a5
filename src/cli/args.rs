//! The command line's shape, declared once with clap: the play command's flags, and the subcommands, each with its own flags.

use clap::{Parser, Subcommand};

use super::analyze::AnalyzeArgs;
use super::autoplay::AutoplayArgs;
use super::bench::BenchArgs;
use super::book::BookArgs;
use super::class::ClassArgs;
use super::completions::CompletionsArgs;
use super::config::ConfigArgs;
use super::lesson::LessonArgs;
use super::perft::PerftArgs;
use super::play::{GameArgs, PlayArgs, SessionArgs, StartArgs};
use super::positions::PositionsArgs;
use super::practice::PracticeArgs;
use super::serve::ServeArgs;
use super::stats::StatsArgs;
use super::table::TableArgs;
use super::trace::TraceArgs;

/// Play tic-tac-toe, bigger boards, Connect Four or the Game of Bones against a minimax AI that
/// shows its work.
#[derive(Debug, Parser)]
#[command(
    name = "morpion",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(flatten)]
    pub play: PlayArgs,

    #[command(flatten)]
    pub game: GameArgs,

    #[command(flatten)]
    pub session: SessionArgs,

    #[command(flatten)]
    pub start: StartArgs,

    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// The reference table: node counts from the empty 3×3 board, pruning off/on × depth none/6.
    Table(TableArgs),
    /// Analyse one position: every move's score, the best move, node counts, expected line.
    Analyze(AnalyzeArgs),
    /// Benchmark the search: positions, time and positions per second of fixed workloads.
    Bench(BenchArgs),
    /// Count the move sequences of each length from the start (won positions are not expanded).
    Perft(PerftArgs),
    /// Random Connect Four positions (7×6, or --rows, --cols, --k) with their exact scores, one
    /// "columns score" per line.
    Positions(PositionsArgs),
    /// AI against AI: one line (or JSON object) per move with its statistics, then a summary.
    Autoplay(AutoplayArgs),
    /// The steps of the search `analyze` reports, one a line: positions entered, leaves scored,
    /// values returned, α/β updates, cuts, positions left.
    Trace(TraceArgs),
    /// Build the Connect Four opening book with the exact solver and print it (the game's book
    /// is `assets/connect4-book.txt`, made by `morpion book > assets/connect4-book.txt`).
    Book(BookArgs),
    /// The config file's place and the settings in force (the defaults < the file); --init
    /// writes a commented file of the defaults, never over one.
    Config(ConfigArgs),
    /// The results kept between sessions: games won, drawn and lost against the AI by game,
    /// board and side, and the prediction and guessing tallies.
    Stats(StatsArgs),
    /// The completion script for a shell: bash, zsh, fish, elvish or powershell.
    Completions(CompletionsArgs),
    /// The manual page, in roff: `morpion man > morpion.1`.
    Man,
    /// Practise alpha-beta on a small game tree: work out by hand what the search returns at
    /// each node and which branches it cuts, then have every answer checked. Opens the exercise
    /// full screen, or with --print, --solution or --check works as text.
    Practice(PracticeArgs),
    /// Five short lessons on the live game, each ending in an exercise the engine checks:
    /// minimax on a tiny game, why alpha-beta saves, a depth limit and an evaluation, move
    /// ordering and the table, the Game of Bones. Opens lesson N (1 to 5) full screen.
    Lesson(LessonArgs),
    /// The classroom: an SSH server on which each student plays their own full game
    /// (`ssh -p PORT NAME@HOST`), let in by the class password or an authorized key.
    Serve(ServeArgs),
    /// The class's records that `morpion serve` keeps: `morpion class export` writes the
    /// class's results as CSV (one row per student, or per practice check with --checks).
    Class(ClassArgs),
}
