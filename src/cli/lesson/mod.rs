//! `morpion lesson [N]`: the lesson to open full screen over the game's default session.

mod args;

pub use args::LessonArgs;

use crate::analysis::lessons::Topic;

/// The lesson the arguments ask for (the first without a number).
pub fn topic(args: &LessonArgs) -> Topic {
    args.number
        .and_then(|n| Topic::numbered(usize::from(n)))
        .unwrap_or(Topic::Minimax)
}
