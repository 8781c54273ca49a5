//! `morpion trace`: the steps of the search `analyze` reports, one a line, as text or JSON Lines.

use std::cell::RefCell;
use std::io::{self, BufWriter, Write};
use std::ops::ControlFlow;

mod args;
mod lines;

pub use args::TraceArgs;

use super::position::Target;
use super::shared::error::InputError;
use crate::analysis::practice::for_max;
use crate::engine::{Game, SearchOptions, SearchSettings, Side, Step, StepKind, search};
use crate::games::bones::Bones;
use crate::games::trees::parse;
use crate::text::{counted, positions};
use lines::{Names, json_line, text_line};

/// Reads the position, runs `analyze`'s search on it with an observer, and prints every step.
/// Bad input is an `InputError` (exit 2); a closed stdout ends the trace quietly.
pub fn run(args: &TraceArgs) -> anyhow::Result<()> {
    if let Some(text) = &args.tree {
        let tree = parse(text).map_err(|e| InputError(format!("--tree: {e}")))?;
        let settings = SearchSettings {
            pruning: args.search.pruning(),
            depth_limit: args.search.depth,
            evaluation: args.search.eval.unwrap_or_default(),
            ..SearchSettings::default()
        };
        let names = Names {
            max: "MAX",
            min: "MIN",
            index: &|node| tree.position_among_siblings(node) as u64,
            name: &|node| tree.position_among_siblings(node).to_string(),
            alone: &|node| tree.name(node),
            leaves_are_scores: true,
            tree_leaf: &|path| {
                path.last()
                    .is_some_and(|&node| tree.node(node).leaf.is_some())
            },
            separator: ".",
            list_separator: ", ",
            root: tree.root_side(),
        };
        return trace(&tree.game(), &settings, args, &names);
    }
    if !args.position.gives_a_position() {
        return Err(InputError(
            "no position given: use --board <BOARD> (rows of X, O and . joined by /), --game connect4 [--moves COLUMNS], --gravity [--moves COLUMNS] or --game bones [--heap N]".into(),
        )
        .into());
    }
    let target = Target::read(&args.position, None)?;
    let settings = target.settings(&args.search);
    match target {
        Target::Board(position) => {
            let max = position.to_move().to_string();
            let min = position.to_move().other().to_string();
            let geometry = position.geometry();
            let names = Names {
                max: &max,
                min: &min,
                index: &|cell| cell as u64,
                name: &|cell| geometry.move_name(cell),
                alone: &|cell| geometry.move_name(cell),
                leaves_are_scores: false,
                tree_leaf: &|_| false,
                // Cell names ("b2") need no comma; column names ("col 4") do.
                separator: if geometry.gravity() { ", " } else { " " },
                list_separator: if geometry.gravity() { ", " } else { " " },
                root: Side::Max,
            };
            trace(&position, &settings, args, &names)
        }
        Target::Bones(heap) => {
            let game = Bones::new(heap);
            let names = Names {
                max: "the first player",
                min: "the second player",
                index: &u64::from,
                name: &|take| game.move_name(take),
                alone: &|take| game.move_name(take),
                leaves_are_scores: false,
                tree_leaf: &|_| false,
                separator: ", ",
                list_separator: ", ",
                root: Side::Max,
            };
            trace(&game, &settings, args, &names)
        }
    }
}

/// Where the steps go, and how the writing went.
struct Printer<'a, M, W> {
    out: W,
    names: &'a Names<'a, M>,
    json: bool,
    pruning: bool,
    limit: Option<u64>,
    written: u64,
    entered: u64,
    /// The step after the last allowed one came: the trace was cut short by `--limit`.
    limited: bool,
    /// The reader closed stdout (`| head`): stop at once, quietly.
    closed: bool,
    error: Option<io::Error>,
}

impl<M: Copy, W: Write> Printer<'_, M, W> {
    /// Writes one step (turned to MAX's side under a MIN root); breaks off the search at the
    /// limit or when writing fails.
    fn step(&mut self, step: &Step<M>) -> ControlFlow<()> {
        let turned;
        let step = match self.names.root {
            Side::Max => step,
            Side::Min => {
                turned = for_max(step, Side::Min);
                &turned
            }
        };
        if self.limit.is_some_and(|limit| self.written >= limit) {
            self.limited = true;
            return ControlFlow::Break(());
        }
        let line = if self.json {
            json_line(step, self.names)
        } else {
            text_line(step, self.names, self.pruning)
        };
        if let Err(e) = writeln!(self.out, "{line}") {
            return self.failed(e);
        }
        self.written += 1;
        if matches!(step.kind, StepKind::Enter) {
            self.entered += 1;
        }
        ControlFlow::Continue(())
    }

    /// Records a write error and stops the search.
    fn failed(&mut self, e: io::Error) -> ControlFlow<()> {
        if e.kind() == io::ErrorKind::BrokenPipe {
            self.closed = true;
        } else {
            self.error = Some(e);
        }
        ControlFlow::Break(())
    }
}

/// Searches `game` under `settings`, printing each step as it happens.
fn trace<G: Game>(
    game: &G,
    settings: &SearchSettings,
    args: &TraceArgs,
    names: &Names<'_, G::Move>,
) -> anyhow::Result<()> {
    let printer = RefCell::new(Printer {
        out: BufWriter::new(io::stdout().lock()),
        names,
        json: args.json,
        pruning: settings.pruning,
        limit: args.limit,
        written: 0,
        entered: 0,
        limited: false,
        closed: false,
        error: None,
    });
    let observer = |step: &Step<G::Move>| printer.borrow_mut().step(step);
    let report = search(
        game,
        settings,
        &SearchOptions {
            observer: Some(&observer),
            ..Default::default()
        },
    );
    let mut printer = printer.into_inner();
    if printer.closed {
        return Ok(());
    }
    if let Some(e) = printer.error.take() {
        return Err(anyhow::Error::new(e).context("could not write the trace"));
    }
    if report.complete && !args.json {
        let summary = format!(
            "done: {}, {} entered (the count analyze reports), value {}",
            counted(printer.written, "step", "steps"),
            positions(printer.entered),
            match names.root {
                Side::Max => report.value,
                Side::Min => -report.value,
            }
        );
        if let Err(e) = writeln!(printer.out, "{summary}") {
            let _ = printer.failed(e);
        }
    }
    match printer.out.flush() {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => return Ok(()),
        Err(e) => return Err(anyhow::Error::new(e).context("could not write the trace")),
        Ok(()) => {}
    }
    if let Some(e) = printer.error.take() {
        return Err(anyhow::Error::new(e).context("could not write the trace"));
    }
    if printer.limited {
        let limit = printer.written;
        let _ = writeln!(
            io::stderr(),
            "morpion: trace stopped after {} (--limit {limit}); the search goes on beyond",
            counted(limit, "step", "steps")
        );
    }
    Ok(())
}
