//! `morpion book`: builds the Connect Four opening book with the exact solver and prints it (the file `assets/connect4-book.txt` is its output), each position's line on standard error as it is solved.

use std::fs::File;
use std::io::{BufReader, Write};
use std::path::Path;
use std::time::Instant;

use clap::Args;

use super::shared::error::InputError;
use super::shared::lines::{Line, Lines, MAX_LINE_BYTES};
use super::shared::output;
use super::shared::values::whole;
use crate::analysis::book::{BookReader, OpeningBook};
use crate::analysis::book_build::{BookLine, build};
use crate::engine::{Solver, TableSize};
use crate::text::{counted, duration, positions, thousands};

#[derive(Debug, Args)]
pub struct BookArgs {
    /// The deepest position of the book, in stones on the board.
    #[arg(long, value_name = "N", default_value_t = 8, value_parser = whole::<u32>(0, 41))]
    plies: u32,

    /// Threads solving at once, sharing the solver's table [default: the machine's cores].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=256))]
    threads: Option<u32>,

    /// The solver's table, in MiB.
    #[arg(long, value_name = "MIB", default_value_t = 1024, value_parser = whole::<usize>(1, 65_536))]
    table_mib: usize,

    /// A book (or any lines in its format, such as this command's progress with its prefix
    /// cut) whose positions are taken as they are instead of solved again: to make a book
    /// deeper, or to finish one that was stopped. Lines of text of up to 4096 bytes, one per
    /// position (a mirror image is the same position): two different lines for one position
    /// are refused.
    #[arg(long, value_name = "FILE")]
    from: Option<std::path::PathBuf>,
}

/// Builds the book up to `--plies` and prints it, a header first.
pub fn run(args: &BookArgs) -> anyhow::Result<()> {
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, usize::from),
        |n| n as usize,
    );
    // The book given first: a file that will not do is refused before the table is made.
    let known = match &args.from {
        Some(path) => read_book(path)?,
        None => OpeningBook::default(),
    };
    // The threads solve every position of the book (34 to 42 plies to go), those with fewer
    // than 36 too.
    let mut solver = Solver::new(TableSize::mib(args.table_mib))?
        .with_threads(threads)
        .with_parallel_from(0);
    let started = Instant::now();
    let mut solved = 0_u64;
    let mut nodes = 0_u64;
    let mut stderr = std::io::stderr();
    let lines = build(&mut solver, args.plies, &known, None, |line: &BookLine| {
        solved += 1;
        nodes += line.nodes;
        // Progress only: a closed standard error loses nothing of the book.
        let _ = writeln!(
            stderr,
            "book: {}, {}, {} | {}",
            positions(solved),
            counted(nodes, "solver position", "solver positions"),
            duration(started.elapsed()),
            line.text()
        );
    })
    .ok_or_else(|| anyhow::anyhow!("the solve was stopped before the book was done"))?;
    let mut text = format!(
        "# morpion's Connect Four opening book: `morpion book --plies {plies} > assets/connect4-book.txt`\n\
         # builds it with the project's own exact solver. A line is a position: the columns played\n\
         # to reach it (`-`: the empty board), then the exact value of a piece in each column, 1 to\n\
         # 7, for the side to move, on the engine's scale (+959: a win 41 plies away, the move\n\
         # included; -958: a loss 42 plies away; 0: a draw; `.`: a full column). The positions are\n\
         # those where the AI is to move, up to {stones}, as first or second player, when it\n\
         # plays the book's move (the best move nearest the centre) and the other side any move; a\n\
         # mirror image shares its position's line. {count}.\n",
        plies = args.plies,
        stones = counted(args.plies.into(), "stone", "stones"),
        count = positions(lines.len() as u64),
    );
    for line in &lines {
        text.push_str(&line.text());
        text.push('\n');
    }
    output::print(&text)
}

/// The book in the file at `path`, read in lines of at most [`MAX_LINE_BYTES`] bytes as
/// `analyze --stdin` reads them (a book line has a few dozen), so a file that is no book
/// (`/dev/zero`, a binary) is refused at its first long line instead of read whole.
fn read_book(path: &Path) -> Result<OpeningBook, InputError> {
    let shown = path.display();
    let refuse = |e: &dyn std::fmt::Display| InputError(format!("--from {shown}: {e}"));
    let file = File::open(path).map_err(|e| refuse(&e))?;
    let mut lines = Lines::new(BufReader::new(file));
    let mut reader = BookReader::default();
    while let Some((number, line)) = lines.next_line().map_err(|e| refuse(&e))? {
        let number = usize::try_from(number).unwrap_or(usize::MAX);
        match line {
            Line::Text(text) => reader.line(number, &text).map_err(|e| refuse(&e))?,
            Line::NotUtf8 { quote } => {
                return Err(refuse(&format_args!(
                    "line {number} is not UTF-8 text ({quote:?}): a book is text"
                )));
            }
            Line::TooLong { quote } => {
                return Err(refuse(&format_args!(
                    "line {number} is longer than {} bytes ({quote:?}): a book's lines hold a few dozen",
                    thousands(MAX_LINE_BYTES as u64)
                )));
            }
        }
    }
    Ok(reader.finish())
}
