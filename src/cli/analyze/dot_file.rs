//! Writing `analyze --dot FILE`: a new file only (the game's `x` rule), an existing one only with `--force`, never through a symbolic link, and only ever a regular file.

use std::fs::OpenOptions;
use std::io::{self, Write};
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::Path;

use crate::cli::shared::error::InputError;

/// Writes `text` into `path`, which must not exist yet unless `force`; a symbolic link is
/// never followed, forced or not, and what is not a regular file (a FIFO, which would hold
/// the command until something reads it, a device, a folder) is never written. A path that
/// exists (or is a link, or is no file) is the user's choice to make again (an `InputError`,
/// exit 2); any other failure is the system's (exit 1).
pub(super) fn write(path: &Path, text: &str, force: bool) -> anyhow::Result<()> {
    let shown = path.display();
    let not_a_file = |kind: &str| {
        InputError(format!(
            "the DOT file {shown} is {kind}, not a regular file: give the path of a file"
        ))
    };
    // What is there already and is no file is refused before it is opened (opening a device
    // can do something); the checks after opening close the gap.
    if let Ok(there) = path.symlink_metadata()
        && !there.is_file()
        && !there.is_symlink()
        && force
    {
        return Err(not_a_file(kind_name(there.file_type())).into());
    }
    let mut options = OpenOptions::new();
    // Non-blocking: opening a FIFO to write would otherwise wait for a reader (it fails at
    // once instead); regular files ignore the flag. Nothing is truncated before the file is
    // known to be a regular one.
    options
        .write(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    if force {
        options.create(true);
    } else {
        options.create_new(true);
    }
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
        // A FIFO nobody reads (O_NONBLOCK's answer), a folder.
        Err(e) if e.raw_os_error() == Some(libc::ENXIO) => return Err(not_a_file("a FIFO").into()),
        Err(e) if e.raw_os_error() == Some(libc::EISDIR) => {
            return Err(not_a_file("a folder").into());
        }
        Err(e) => {
            return Err(
                anyhow::Error::new(e).context(format!("could not write the DOT file {shown}"))
            );
        }
    };
    let written = |e: io::Error| {
        anyhow::Error::new(e).context(format!("could not write the DOT file {shown}"))
    };
    let kind = file.metadata().map_err(written)?.file_type();
    if !kind.is_file() {
        return Err(not_a_file(kind_name(kind)).into());
    }
    file.set_len(0)
        .and_then(|()| file.write_all(text.as_bytes()))
        .and_then(|()| file.flush())
        .map_err(written)
}

/// What a file that is not a regular one is, in words.
fn kind_name(kind: std::fs::FileType) -> &'static str {
    if kind.is_fifo() {
        "a FIFO"
    } else if kind.is_char_device() || kind.is_block_device() {
        "a device"
    } else if kind.is_socket() {
        "a socket"
    } else if kind.is_dir() {
        "a folder"
    } else {
        "something else"
    }
}
