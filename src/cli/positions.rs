//! `morpion positions`: random Connect Four positions (random legal games stopped before a win)
//! with their exact scores in the published convention, one "columns score" line each: the
//! format of the published test sets, read back by `analyze --stdin` and by `bench`.

use std::collections::HashSet;
use std::sync::Arc;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::args::PositionsArgs;
use super::output;
use crate::engine::{
    Game, MoveOrder, SearchOptions, SearchSettings, Solver, Table, TableSize, search_in,
};
use crate::games::mnk::{Geometry, Mnk};

/// The solver's table.
const TABLE: TableSize = TableSize::mib(64);

/// Prints `args.count` different positions and their scores, each checked a second way when
/// asked.
pub fn run(args: &PositionsArgs) -> anyhow::Result<()> {
    let geometry = Arc::new(Geometry::connect_four());
    let mut rng = StdRng::seed_from_u64(args.seed);
    let mut solver = Solver::new(TABLE)?;
    let check_settings = SearchSettings {
        move_order: MoveOrder::Threats,
        transposition: Some(TABLE),
        ..SearchSettings::default()
    };
    // Made once, used by every check.
    let mut check_table = match args.check {
        true => Table::for_settings(&check_settings)?,
        false => None,
    };
    let mut seen = HashSet::new();
    let mut text = String::new();
    while seen.len() < args.count as usize {
        let stones = rng.random_range(args.stones.min..=args.stones.max);
        let Some((columns, position)) = random_game(&geometry, stones, &mut rng) else {
            continue;
        };
        if !seen.insert(columns.clone()) {
            continue;
        }
        let value = solver.solve(&position, None).value;
        if args.check {
            let textbook = search_in(
                &position,
                &check_settings,
                &SearchOptions::default(),
                &mut check_table,
            )
            .value;
            anyhow::ensure!(
                textbook == value,
                "{columns}: the solver says {value}, the textbook search {textbook}"
            );
        }
        text += &format!("{columns} {}\n", position.published_score(value));
    }
    output::print(&text)
}

/// A random legal game of `stones` moves that nobody has won (`None` if someone won on the way),
/// as its column sequence (1-based) and the position it reaches.
fn random_game(geometry: &Arc<Geometry>, stones: u32, rng: &mut StdRng) -> Option<(String, Mnk)> {
    let mut position = Mnk::new(Arc::clone(geometry), crate::games::mnk::Mark::X);
    let mut columns = String::new();
    let mut moves = Vec::new();
    for _ in 0..stones {
        position.legal_moves(&mut moves);
        let cell = moves[rng.random_range(0..moves.len())];
        position.apply(cell);
        if position.is_over() {
            return None;
        }
        columns.push(char::from(b'1' + (cell % geometry.cols()) as u8));
    }
    Some((columns, position))
}

/// The Connect Four test sets under `assets/`, made by this command (see the README) and built
/// into the binary, so `bench` runs from anywhere.
pub mod sets {
    /// 28 to 41 stones.
    pub const END: &str = include_str!("../../assets/c4-end.txt");
    /// 15 to 27 stones.
    pub const MID: &str = include_str!("../../assets/c4-mid.txt");
    /// 8 to 14 stones.
    pub const BEGIN: &str = include_str!("../../assets/c4-begin.txt");
}

/// One line of a test set: a column sequence and its score in the published convention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    pub columns: String,
    pub score: i64,
}

/// The lines of a test set ("columns score" each; blank lines skipped), or what is wrong with one.
pub fn read_set(text: &str) -> anyhow::Result<Vec<Scored>> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| {
            let mut fields = line.split_whitespace();
            let (Some(columns), Some(score), None) = (fields.next(), fields.next(), fields.next())
            else {
                anyhow::bail!("line {}: expected \"columns score\", got {line:?}", i + 1);
            };
            let score = score
                .parse()
                .map_err(|_| anyhow::anyhow!("line {}: {score:?} is not a score", i + 1))?;
            Ok(Scored {
                columns: columns.to_owned(),
                score,
            })
        })
        .collect()
}
