//! What runs the game: the event loop and the consoles it runs in (the local terminal, a remote
//! one), the terminal and its signals, the remote input's inbox and decoder, input (and mending cut
//! escape sequences), fatal signals, the job runner, the search, study and hints' solver threads,
//! work orders.

pub(in crate::tui) mod bytes;
pub(in crate::tui) mod console;
pub(in crate::tui) mod event_loop;
pub(in crate::tui) mod fatal;
pub(in crate::tui) mod hints_worker;
pub(in crate::tui) mod inbox;
pub(in crate::tui) mod input;
pub(in crate::tui) mod job_runner;
pub(in crate::tui) mod remote;
pub(in crate::tui) mod signals;
pub(in crate::tui) mod split_sequence;
pub(in crate::tui) mod study_worker;
pub(in crate::tui) mod terminal;
pub(in crate::tui) mod work;
pub(in crate::tui) mod worker;
