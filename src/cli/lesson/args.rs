//! `morpion lesson`'s flags: which lesson, and the screen's language and colours.

use clap::Args;

use crate::cli::play::ThemeChoice;
use crate::i18n::Lang;

#[derive(Debug, Args, Clone)]
pub struct LessonArgs {
    /// The lesson to open, 1 to 5: 1 minimax on a tiny game, 2 why alpha-beta saves, 3 a depth
    /// limit and an evaluation, 4 move ordering and the table, 5 the Game of Bones [default: 1]
    #[arg(value_parser = clap::value_parser!(u8).range(1..=5))]
    pub number: Option<u8>,

    /// The language of the screen: en or fr [default: the locale's, if French]
    #[arg(long, value_enum, value_name = "LANG", hide_possible_values = true)]
    pub lang: Option<Lang>,

    /// The screen's colours, for a dark or a light terminal background [default: auto]
    #[arg(long, value_enum)]
    pub theme: Option<ThemeChoice>,
}
