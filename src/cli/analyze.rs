//! `morpion analyze`: one position's full search report, as text or JSON.

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::analysis::Analysis;
use super::analysis_text::render;
use super::args::{AnalyzeArgs, OnOff};
use super::{InputError, output};
use crate::engine::{SearchSettings, search};
use crate::games::mnk::Mnk;

/// The tie-break seed when none is given: fixed, so the same question always gets the same answer.
pub const DEFAULT_SEED: u64 = 0;

/// Reads the board, searches it, prints the report. Bad boards are `InputError`s (exit status 2).
pub fn run(args: &AnalyzeArgs) -> anyhow::Result<()> {
    let position = read_board(&args.board, args.k)?;
    let plies_left = position.geometry().cells() as u32 - position.plies();
    let settings = SearchSettings::for_plies_left(
        plies_left,
        args.pruning == OnOff::On,
        args.depth,
        args.eval,
    );
    let seed = args.seed.unwrap_or(DEFAULT_SEED);
    let report = search(&position, &settings, &mut StdRng::seed_from_u64(seed));
    let analysis = Analysis::new(&position, &report, seed);
    let text = if args.json {
        serde_json::to_string(&analysis)? + "\n"
    } else {
        render(&position, &analysis)
    };
    output::print(&text)
}

/// Parses `--board`, naming the problem when it is not a position X-first play can reach.
fn read_board(text: &str, k: Option<usize>) -> Result<Mnk, InputError> {
    let trimmed = text.trim();
    let cells = trimmed.chars().count();
    // Without `/` the notation only means 3×3; any other length is a typo, not a one-row board.
    if !trimmed.is_empty() && !trimmed.contains('/') && cells != 9 {
        return Err(InputError(format!(
            "invalid board {trimmed:?}: it has {cells} characters and no '/'; give 9 characters for 3×3, or rows joined by / (e.g. XX./OO./...)"
        )));
    }
    Mnk::from_board(trimmed, k).map_err(|e| InputError(format!("invalid board {trimmed:?}: {e}")))
}
