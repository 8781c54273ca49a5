//! The chrome around the game: the message line, language and colours, the help and glossary
//! popups, the footer's key hints, the title bar, and their views.

pub(in crate::tui) mod popup_frame;
pub(in crate::tui) mod state;
pub(in crate::tui) mod update;
pub(in crate::tui) mod view;
