//! Reading a player's file that should be small: a plain file of at most so many bytes, never waiting on a FIFO or reading a device without end.

use std::fs::OpenOptions;
use std::io::{self, Read};
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;

/// The most a config file or a saved game holds: far more than any written by morpion.
pub const TEXT_LIMIT: u64 = 1 << 20;

/// Why a folder, a FIFO or a device is refused where a player's file should be.
pub const NOT_PLAIN: &str = "not a plain file (a folder, a FIFO or a device)";

/// The most a results file holds: a row per game, board and side, each well under a KiB.
pub const RESULTS_LIMIT: u64 = 16 << 20;

/// The bytes of the plain file at `path`, at most `limit` of them. Opened without waiting
/// (a FIFO with no writer would hold the game until one came); a FIFO, a device or a folder
/// is refused (`InvalidInput`), a bigger file too (`InvalidData`), before anything is read
/// beyond the limit. A missing file is `NotFound`, as for any read.
pub fn read(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    let file = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, NOT_PLAIN));
    }
    let too_big = || {
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!("bigger than {} KiB: not a file morpion wrote", limit >> 10),
        )
    };
    if meta.len() > limit {
        return Err(too_big());
    }
    let mut bytes = Vec::new();
    // One byte past the limit: a file that grew since it was measured shows as too big.
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(too_big());
    }
    Ok(bytes)
}

/// The text of the plain file at `path` (see [`read`]); not UTF-8 is `InvalidData`.
pub fn read_text(path: &Path, limit: u64) -> io::Result<String> {
    String::from_utf8(read(path, limit)?).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..valid]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!("not text in UTF-8 (line {line}, byte {})", valid + 1),
        )
    })
}
