//! Errors in what the user typed (as opposed to failures of the program): exit status 2.

use std::fmt;

/// A bad value on the command line that the argument parser could not catch alone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError(pub(crate) String);

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InputError {}
