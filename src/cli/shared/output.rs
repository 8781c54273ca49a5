//! Writing a subcommand's output to stdout, where a closed pipe is not an error but a full disk is.

use std::io::{self, Write};

use anyhow::Context;

/// Writes `text` to stdout at once (flushed). A reader that stops early (`morpion table |
/// head -1`) closes the pipe; that is the reader's choice, not a failure, so it ends the output
/// quietly instead of panicking the way `println!` would.
pub(crate) fn print(text: &str) -> anyhow::Result<()> {
    write(text).map(|_| ())
}

/// Writes `text` to stdout at once (flushed) and says whether anyone still reads it: `false`
/// once the reader has closed the pipe, so a long run stops at once. Any other failure (a full
/// disk, `>/dev/full`) is an error naming standard output.
pub(crate) fn write(text: &str) -> anyhow::Result<bool> {
    let mut stdout = io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(false),
        Err(e) => Err(e).context("could not write to standard output"),
    }
}
