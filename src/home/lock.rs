//! One writer at a time: an advisory lock on a file beside the data, held while a value is read, changed and written back.

use std::fs::{File, OpenOptions};
use std::io;
use std::os::fd::AsRawFd;
use std::path::Path;
use std::time::{Duration, Instant};

/// An exclusive lock, released when dropped (or when the process ends, however it ends).
#[derive(Debug)]
pub struct Lock {
    file: File,
}

impl Lock {
    /// How long a writer waits for another one: far longer than a write takes, short enough
    /// that the game (which writes a result when a game ends) is never held up for long.
    pub const PATIENCE: Duration = Duration::from_secs(3);

    /// Takes the lock of `path` (a file made for the purpose: the data file itself is
    /// replaced by each write, and a lock on a replaced file would lock nothing), waiting
    /// for another holder at most [`Lock::PATIENCE`] (`WouldBlock` after that).
    pub fn acquire(path: &Path) -> io::Result<Self> {
        Self::acquire_within(path, Self::PATIENCE)
    }

    /// [`Lock::acquire`], waiting at most `patience`.
    pub fn acquire_within(path: &Path, patience: Duration) -> io::Result<Self> {
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)?;
        let start = Instant::now();
        loop {
            // SAFETY: flock on a file descriptor this value owns for its whole life.
            if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0 {
                return Ok(Self { file });
            }
            let error = io::Error::last_os_error();
            match error.kind() {
                io::ErrorKind::Interrupted => {}
                io::ErrorKind::WouldBlock if start.elapsed() < patience => {
                    std::thread::sleep(Duration::from_millis(10));
                }
                io::ErrorKind::WouldBlock => {
                    return Err(io::Error::new(
                        io::ErrorKind::WouldBlock,
                        format!(
                            "another program held its lock, {}, for over {} s",
                            path.file_name().unwrap_or_default().to_string_lossy(),
                            patience.as_secs()
                        ),
                    ));
                }
                _ => return Err(error),
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
