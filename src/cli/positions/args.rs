//! `morpion positions`'s flags: the stones, the board, how many positions, the seed, the second check.

use clap::Args;

use crate::cli::shared::lines::abbreviate;
use crate::cli::shared::values::{is_integer, seed_parser, whole};
use crate::games::mnk::{MAX_COLS, MAX_ROWS};

#[derive(Debug, Args)]
pub struct PositionsArgs {
    /// Stones on the board: a number or a range (e.g. 8-14), fewer than the board's cells
    /// (at most 41 on 7×6).
    #[arg(long, value_name = "MIN-MAX", default_value = "8-14", value_parser = parse_stones)]
    pub(super) stones: StoneRange,

    /// Rows of the board (pieces fall; columns × (rows + 1) at most 64).
    #[arg(long, value_name = "R", allow_negative_numbers = true, default_value_t = 6, value_parser = whole::<usize>(1, MAX_ROWS as i128))]
    pub(super) rows: usize,

    /// Columns of the board.
    #[arg(long, value_name = "C", allow_negative_numbers = true, default_value_t = 7, value_parser = whole::<usize>(1, MAX_COLS as i128))]
    pub(super) cols: usize,

    /// Marks in a row needed to win.
    #[arg(long, value_name = "K", allow_negative_numbers = true, default_value_t = 4, value_parser = whole::<usize>(2, MAX_COLS as i128))]
    pub(super) k: usize,

    /// How many positions, each different.
    #[arg(long, value_name = "N", allow_negative_numbers = true, default_value_t = 10, value_parser = whole::<u32>(1, 100_000))]
    pub(super) count: u32,

    /// Seed of the random games.
    #[arg(long, value_name = "N", allow_negative_numbers = true, default_value_t = 0, value_parser = seed_parser)]
    pub(super) seed: u64,

    /// Solve every position a second, independent way (the textbook alpha-beta search with
    /// a table, no solver shortcuts) and stop with an error if the two disagree. Slow on
    /// positions with fewer than 15 stones.
    #[arg(long)]
    pub(super) check: bool,
}

/// The most stones a position that is not over can have, on the biggest boards (56 cells).
const MAX_STONES: u32 = 55;

/// A range of stone counts, both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct StoneRange {
    pub(super) min: u32,
    pub(super) max: u32,
}

/// `--stones`: one number or a range `MIN-MAX`, smaller first, each under [`MAX_STONES`].
fn parse_stones(text: &str) -> Result<StoneRange, String> {
    let number = |part: &str| match part.trim().parse::<u32>() {
        Ok(n) => Ok(n),
        Err(_) if is_integer(part.trim()) && !part.trim().starts_with('-') => Err(format!(
            "a position that is not over has fewer stones than its board has cells (at most {}), not {}",
            MAX_STONES,
            part.trim()
        )),
        Err(_) => Err(format!("{:?} is not a number of stones", abbreviate(part))),
    };
    let (min, max) = match text.split_once('-') {
        Some((min, max)) => (number(min)?, number(max)?),
        None => (number(text)?, number(text)?),
    };
    if min > max {
        return Err(format!(
            "the range {min}-{max} is empty: write the smaller number first"
        ));
    }
    if max > MAX_STONES {
        return Err(format!(
            "a position that is not over has fewer stones than its board has cells (at most {MAX_STONES}), not {max}"
        ));
    }
    Ok(StoneRange { min, max })
}
