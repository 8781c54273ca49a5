//! What the commands share: errors, output, the player's places, progress, the ready-made games, flag values, the search flags, tables of text, timing.

pub(crate) mod cell;
pub(crate) mod columns;
pub(crate) mod error;
pub(crate) mod game_choice;
pub(crate) mod lines;
pub(crate) mod measure;
pub(crate) mod output;
pub(crate) mod places;
pub(crate) mod progress;
pub(crate) mod reach;
pub(crate) mod search_args;
pub(crate) mod values;
