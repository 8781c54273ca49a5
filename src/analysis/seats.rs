//! Who sits at the two sides of a game: who moves first, and who plays (a person or the AI).
//!
//! The interactive game and the command line share these; the command line parses them.

use clap::ValueEnum;

/// Who moves first in the next game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum First {
    // No doc comments on these variants: clap would print them in `--help`.
    Human,
    Ai,
    Random,
}

/// Who plays the two sides.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum Mode {
    /// You against the AI.
    #[default]
    #[value(name = "human-ai")]
    HumanAi,
    /// The AI against itself, with a pause between moves.
    #[value(name = "ai-ai")]
    AiAi,
    /// Two people at one keyboard; the AI only shows its work when asked.
    Humans,
}

impl Mode {
    /// The next mode, for the key that cycles them.
    pub fn next(self) -> Self {
        match self {
            Self::HumanAi => Self::AiAi,
            Self::AiAi => Self::Humans,
            Self::Humans => Self::HumanAi,
        }
    }

    /// The mode in words.
    pub fn words(self) -> &'static str {
        match self {
            Self::HumanAi => "you against the AI",
            Self::AiAi => "the AI against itself",
            Self::Humans => "two players",
        }
    }
}
