//! Replacing a file whole or not at all: a temporary file beside it, written, flushed to disk, then renamed over it.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// How the bytes reach the temporary file: [`write_all`] for real, a failing one in tests
/// (a full disk half-way through).
pub type Writer = fn(&mut File, &[u8]) -> io::Result<()>;

/// The plain writer.
pub fn write_all(file: &mut File, bytes: &[u8]) -> io::Result<()> {
    file.write_all(bytes)
}

/// Replaces `path` with `bytes`: after a failure at any step (a full disk, a size limit, a
/// crash) `path` holds its old contents whole, or does not exist if it did not.
pub fn replace(path: &Path, bytes: &[u8]) -> io::Result<()> {
    replace_through(path, bytes, write_all)
}

/// [`replace`] with the bytes written by `writer`. A symbolic link is written through (the
/// file it names is replaced, the link stays); the file keeps its permissions; a file that
/// is read-only, or that this user may not write, is refused (`PermissionDenied`) and one
/// that is not a plain file (a folder, a FIFO, a device) too (`InvalidInput`), both left as
/// they are.
pub fn replace_through(path: &Path, bytes: &[u8], writer: Writer) -> io::Result<()> {
    let path = &followed(path)?;
    let old = match fs::metadata(path) {
        Ok(old) => Some(old),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    if let Some(old) = &old {
        if !old.is_file() {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                super::small_file::NOT_PLAIN,
            ));
        }
        if old.permissions().readonly() || !may_write(path) {
            return Err(io::Error::from(io::ErrorKind::PermissionDenied));
        }
    }
    let temporary = temporary_beside(path);
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)?;
        if let Some(old) = &old {
            file.set_permissions(old.permissions())?;
        }
        writer(&mut file, bytes)?;
        file.flush()?;
        file.sync_all()?;
        fs::rename(&temporary, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
        return written;
    }
    // The rename itself reaches the disk with the folder; a folder that cannot be synced
    // (some file systems) still holds the whole new file.
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        let _ = File::open(folder).and_then(|f| f.sync_all());
    }
    Ok(())
}

/// The file `path` names once its symbolic links are followed (at most 40, as the system
/// follows them), whether it exists or not: a link to a missing file names that file.
fn followed(path: &Path) -> io::Result<PathBuf> {
    let mut path = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&path) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target = fs::read_link(&path)?;
                path = match path.parent() {
                    Some(folder) => folder.join(target),
                    None => target,
                };
            }
            _ => return Ok(path),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        format!("{}: too many levels of symbolic links", path.display()),
    ))
}

/// Whether this user may write the file at `path` (the system's own check, which the owner
/// of a folder could otherwise get round by renaming over a file of someone else's).
fn may_write(path: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let Ok(name) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
        return false;
    };
    // SAFETY: `name` is a NUL-terminated string that lives across the call.
    unsafe { libc::access(name.as_ptr(), libc::W_OK) == 0 }
}

/// Writes `bytes` into a new file at `path`, never over an existing one (`AlreadyExists`):
/// written beside it first, then linked into place, so a failure leaves no half-written file.
/// A symbolic link to a missing file (a dotfiles folder's, say) makes that file.
pub fn create_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let path = &followed(path)?;
    let temporary = temporary_beside(path);
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        // A hard link fails if `path` exists, where a rename would replace it.
        fs::hard_link(&temporary, path)
    })();
    let _ = fs::remove_file(&temporary);
    written
}

/// A name beside `path` that no other writer of this or another process uses.
fn temporary_beside(path: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let serial = COUNTER.fetch_add(1, Ordering::Relaxed);
    path.with_file_name(format!(".{name}.{}-{serial}.tmp", std::process::id()))
}
