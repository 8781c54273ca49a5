//! Building the opening book with the exact solver: every position the AI can meet up to a
//! ply, and every move's exact value there (the command `morpion book`).

use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::book::{COLUMNS, ColumnValues, OpeningBook, folded_key};
use crate::engine::{Game, Solver};
use crate::games::mnk::{Geometry, Mnk};

/// One position of the book: the columns played to reach it and each column's exact value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookLine {
    pub columns: String,
    pub values: ColumnValues,
    /// Positions the solver visited for it (0 when it was known already).
    pub nodes: u64,
}

impl BookLine {
    /// The line as the book's file writes it.
    pub fn text(&self) -> String {
        let moves = if self.columns.is_empty() {
            "-"
        } else {
            &self.columns
        };
        let values = self.values.iter().map(|value| match value {
            Some(value) if *value > 0 => format!("+{value}"),
            Some(value) => value.to_string(),
            None => ".".to_owned(),
        });
        std::iter::once(moves.to_owned())
            .chain(values)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The book up to `deepest` stones: the positions where the AI is to move, as the first player
/// (the empty board) and as the second (after any first move), when it plays the book's move
/// (see [`OpeningBook::choice_of`]) and the other side any move. Each position is solved once
/// (a mirror image counts as the same position), ply by ply, so a book stopped early is whole
/// up to some ply. A position of `known` (a book's lines) is taken from it instead of solved
/// again. `told` hears each line as it is done; `None` if `stop` ended the work.
pub fn build(
    solver: &mut Solver,
    deepest: u32,
    known: &OpeningBook,
    stop: Option<&AtomicBool>,
    mut told: impl FnMut(&BookLine),
) -> Option<Vec<BookLine>> {
    let geometry = Arc::new(Geometry::connect_four());
    let start = Mnk::from_columns(geometry, "").ok()?;
    // Positions to solve by ply, each with the columns that reach it.
    let mut levels: BTreeMap<u32, Vec<(String, Mnk)>> = BTreeMap::new();
    levels
        .entry(0)
        .or_default()
        .push((String::new(), start.clone()));
    let mut first_moves = Vec::new();
    start.legal_moves(&mut first_moves);
    for mv in first_moves {
        let mut after = start.clone();
        after.apply(mv);
        levels.entry(1).or_default().push((column_name(mv), after));
    }
    let mut builder = Builder {
        solver,
        deepest,
        known,
        stop,
        told: &mut told,
        seen: HashSet::new(),
        lines: Vec::new(),
    };
    // Ply by ply up to BROAD (the costly positions: a book stopped there is whole), then each
    // deeper position's positions one after the other, depth first, so the solver's table
    // still holds what the position above taught.
    let mut ply = 0;
    while let Some(level) = levels.remove(&ply) {
        for (columns, position) in level {
            let mut found = Vec::new();
            builder.visit(columns, &position, &mut found)?;
            if ply < BROAD {
                levels.entry(ply + 2).or_default().extend(found);
            } else {
                builder.depth_first(found)?;
            }
        }
        ply += 1;
    }
    let mut lines = builder.lines;
    lines.sort_by(|a, b| (a.columns.len(), &a.columns).cmp(&(b.columns.len(), &b.columns)));
    Some(lines)
}

/// Up to this ply the book is built ply by ply, depth first below.
const BROAD: u32 = 4;

struct Builder<'a, F: FnMut(&BookLine)> {
    solver: &'a mut Solver,
    deepest: u32,
    known: &'a OpeningBook,
    stop: Option<&'a AtomicBool>,
    told: &'a mut F,
    seen: HashSet<String>,
    lines: Vec<BookLine>,
}

impl<F: FnMut(&BookLine)> Builder<'_, F> {
    /// Solves `position` (the AI to move; taken from the known lines if there) unless it is
    /// over, too deep or done already, and adds to `found` the positions two plies on: after
    /// the book's move and each reply.
    fn visit(
        &mut self,
        columns: String,
        position: &Mnk,
        found: &mut Vec<(String, Mnk)>,
    ) -> Option<()> {
        if position.is_over() || position.plies() > self.deepest {
            return Some(());
        }
        let (key, mirrored) = folded_key(position);
        if !self.seen.insert(key) {
            return Some(());
        }
        let line = match self.known.values_of(position) {
            Some(values) => BookLine {
                columns,
                values,
                nodes: 0,
            },
            None => solve(self.solver, position, columns, self.stop)?,
        };
        (self.told)(&line);
        if position.plies() + 2 <= self.deepest
            && let Some(best) = OpeningBook::choice_of(&line.values, mirrored)
                .and_then(|col| position.landing_cell(col))
        {
            let mut after = position.clone();
            after.apply(best);
            if !after.is_over() {
                let mut replies = Vec::new();
                after.legal_moves(&mut replies);
                for reply in replies {
                    let mut next = after.clone();
                    next.apply(reply);
                    let reached = format!(
                        "{}{}{}",
                        line.columns,
                        column_name(best),
                        column_name(reply)
                    );
                    found.push((reached, next));
                }
            }
        }
        self.lines.push(line);
        Some(())
    }

    /// Visits each of `positions` and, right after each, the positions below it.
    fn depth_first(&mut self, positions: Vec<(String, Mnk)>) -> Option<()> {
        for (columns, position) in positions {
            let mut found = Vec::new();
            self.visit(columns, &position, &mut found)?;
            self.depth_first(found)?;
        }
        Some(())
    }
}

/// Every move of `position` solved.
fn solve(
    solver: &mut Solver,
    position: &Mnk,
    columns: String,
    stop: Option<&AtomicBool>,
) -> Option<BookLine> {
    let solved = solver.solve_moves(position, stop)?;
    let mut values: ColumnValues = [None; COLUMNS];
    for &(mv, value, _) in &solved {
        values[mv % COLUMNS] = Some(value);
    }
    Some(BookLine {
        columns,
        values,
        nodes: solved.iter().map(|&(_, _, nodes)| nodes).sum(),
    })
}

/// A landing cell's column, as the book writes it (1-based).
fn column_name(cell: usize) -> String {
    (cell % COLUMNS + 1).to_string()
}
