//! The chrome drawn: the frame (title bar, facts, message line, too-small notice), the footer,
//! the help and glossary popups.

pub(in crate::tui) mod footer;
pub(in crate::tui) mod frame;
pub(in crate::tui) mod glossary;
pub(in crate::tui) mod help;
pub(in crate::tui) mod popup;
