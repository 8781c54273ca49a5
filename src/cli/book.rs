//! `morpion book`: builds the Connect Four opening book with the exact solver and prints it
//! (the file `assets/connect4-book.txt` is its output), each position's line on standard error
//! as it is solved.

use std::io::Write;
use std::time::Instant;

use super::args::BookArgs;
use super::{InputError, output};
use crate::analysis::book::OpeningBook;
use crate::analysis::book_build::{BookLine, build};
use crate::engine::{Solver, TableSize};
use crate::text::{duration, thousands};

/// Builds the book up to `--plies` and prints it, a header first.
pub fn run(args: &BookArgs) -> anyhow::Result<()> {
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, usize::from),
        |n| n as usize,
    );
    // The threads solve every position of the book (34 to 42 plies to go), those with fewer
    // than 36 too.
    let mut solver = Solver::new(TableSize::mib(args.table_mib))?
        .with_threads(threads)
        .with_parallel_from(0);
    let known = match &args.from {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| InputError(format!("--from {}: {e}", path.display())))?;
            OpeningBook::parse(&text)
                .map_err(|e| InputError(format!("--from {}: {e}", path.display())))?
        }
        None => OpeningBook::default(),
    };
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
            "book: {} positions, {} solver positions, {} | {}",
            thousands(solved),
            thousands(nodes),
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
         # those where the AI is to move, up to {plies} stones, as first or second player, when it\n\
         # plays the book's move (the best move nearest the centre) and the other side any move; a\n\
         # mirror image shares its position's line. {count} positions.\n",
        plies = args.plies,
        count = lines.len(),
    );
    for line in &lines {
        text.push_str(&line.text());
        text.push('\n');
    }
    output::print(&text)
}
