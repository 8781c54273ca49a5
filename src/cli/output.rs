//! Writing a subcommand's finished output to stdout, where a closed pipe is not an error.

use std::io::{self, Write};

/// Writes `text` to stdout at once. A reader that stops early (`morpion table | head -1`)
/// closes the pipe; that is the reader's choice, not a failure, so it ends the output quietly
/// instead of panicking the way `println!` would.
pub fn print(text: &str) -> anyhow::Result<()> {
    let mut stdout = io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(e.into()),
        _ => Ok(()),
    }
}
