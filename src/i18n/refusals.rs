//! What the server tells a client whose channel request it refuses (on the client's stderr, before it exits), worded in `assets/i18n/*/refusals.ftl`.

crate::phrases! {
    /// Why `morpion serve` refused a channel request; each is one line, the program's name
    /// first.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum RefusalPhrase in "refusals" {
        /// A shell asked for before anyone signed in (no client does this).
        NotSignedIn,
        /// The game asked for without a terminal (`ssh -T`).
        NeedsTerminal,
        /// The server is stopping: no new game starts.
        Stopping,
        /// Every one of the `max` places is taken.
        ClassFull { max: usize },
        /// The system would not start the session's thread.
        CouldNotStart,
        /// Anything but a terminal with the game (a command, a subsystem such as sftp).
        OnlyTheGame,
    }
}
