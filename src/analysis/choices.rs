//! The choices the command line, the config file and the game share: the ready-made game, the human's mark, the colours.

use clap::ValueEnum;

use crate::games::mnk::{Geometry, Mark};

/// The terminal background the colours are chosen for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum ThemeChoice {
    /// The one the terminal says it has.
    #[default]
    Auto,
    Dark,
    Light,
}

/// A ready-made game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GameKind {
    /// 3×3, 3 in a row.
    Ttt,
    /// 4×4, 4 in a row.
    Ttt4,
    /// 7 columns × 6 rows, 4 in a row, pieces fall.
    Connect4,
    /// A heap of bones; take 1, 2 or 3; who cannot take loses.
    Bones,
}

impl GameKind {
    /// The name used on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Self::Ttt => "ttt",
            Self::Ttt4 => "ttt4",
            Self::Connect4 => "connect4",
            Self::Bones => "bones",
        }
    }

    /// The board of a board game (`None` for bones, which has no board).
    pub fn board(self) -> Option<Geometry> {
        let square = |side, k| Geometry::new(side, side, k).expect("a built-in shape is valid");
        match self {
            Self::Ttt => Some(square(3, 3)),
            Self::Ttt4 => Some(square(4, 4)),
            Self::Connect4 => Some(Geometry::connect_four()),
            Self::Bones => None,
        }
    }
}

/// The mark the human plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum HumanMark {
    X,
    O,
}

impl HumanMark {
    /// The mark on the board.
    pub fn mark(self) -> Mark {
        match self {
            Self::X => Mark::X,
            Self::O => Mark::O,
        }
    }

    /// The choice that plays `mark`.
    pub fn of(mark: Mark) -> Self {
        match mark {
            Mark::X => Self::X,
            Mark::O => Self::O,
        }
    }
}
