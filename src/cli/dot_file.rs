//! Writing `analyze --dot FILE`: a new file only (the game's `x` rule), an existing one only
//! with `--force`, never through a symbolic link.

use std::fs::OpenOptions;
use std::io::{self, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;

use super::InputError;

/// Writes `text` into `path`, which must not exist yet unless `force`; a symbolic link is
/// never followed, forced or not. A path that exists (or is a link) is the user's choice to
/// make again (an `InputError`, exit 2); any other failure is the system's (exit 1).
pub fn write(path: &Path, text: &str, force: bool) -> anyhow::Result<()> {
    let mut options = OpenOptions::new();
    options.write(true).custom_flags(libc::O_NOFOLLOW);
    if force {
        options.create(true).truncate(true);
    } else {
        options.create_new(true);
    }
    let shown = path.display();
    let mut file = match options.open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            return Err(InputError(format!(
                "the DOT file {shown} already exists: give another name, or --force to replace it"
            ))
            .into());
        }
        // O_NOFOLLOW's answer when the last part of the path is a symbolic link.
        Err(e) if e.raw_os_error() == Some(libc::ELOOP) => {
            return Err(InputError(format!(
                "the DOT file {shown} is a symbolic link, which is never followed: give the path of the file itself"
            ))
            .into());
        }
        Err(e) => {
            return Err(
                anyhow::Error::new(e).context(format!("could not write the DOT file {shown}"))
            );
        }
    };
    file.write_all(text.as_bytes())
        .and_then(|()| file.flush())
        .map_err(|e| anyhow::Error::new(e).context(format!("could not write the DOT file {shown}")))
}
