//! One writer at a time: an advisory lock on a file beside the data, held while a value is read, changed and written back.

use std::fs::{File, OpenOptions};
use std::io;
use std::os::fd::AsRawFd;
use std::path::Path;

/// An exclusive lock, released when dropped (or when the process ends, however it ends).
#[derive(Debug)]
pub struct Lock {
    file: File,
}

impl Lock {
    /// Waits for the lock of `path` (a file made for the purpose: the data file itself is
    /// replaced by each write, and a lock on a replaced file would lock nothing).
    pub fn acquire(path: &Path) -> io::Result<Self> {
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)?;
        loop {
            // SAFETY: flock on a file descriptor this value owns for its whole life.
            if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX) } == 0 {
                return Ok(Self { file });
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        // SAFETY: as above; closing the file would release it too.
        unsafe { libc::flock(self.file.as_raw_fd(), libc::LOCK_UN) };
    }
}
