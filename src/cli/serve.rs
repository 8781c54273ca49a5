//! `morpion serve`'s flags: the address, who may come in (the class and the teacher), the idle and sign-in timeouts and the most sessions.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Args;

/// The environment variable the class password may come from.
pub const PASSWORD_VAR: &str = "MORPION_CLASS_PASSWORD";

/// The environment variable the teacher's password may come from.
pub const TEACHER_PASSWORD_VAR: &str = "MORPION_TEACHER_PASSWORD";

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address and port to listen on; port 0 picks a free one. Only this machine by
    /// default: `--listen 0.0.0.0:2222` opens it to the room.
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:0")]
    pub listen: SocketAddr,

    /// The class password (seen by anyone who can list this machine's processes: prefer
    /// --password-file or the MORPION_CLASS_PASSWORD environment variable).
    #[arg(long, value_name = "P", conflicts_with = "password_file")]
    pub password: Option<String>,

    /// A file whose first line is the class password.
    #[arg(long, value_name = "FILE")]
    pub password_file: Option<PathBuf>,

    /// An OpenSSH authorized-keys file: the keys in it may come in without the password.
    #[arg(long, value_name = "FILE")]
    pub authorized_keys: Option<PathBuf>,

    /// The teacher's name: signing in with it opens the teacher's view of the class, and only
    /// with the teacher's own password or keys, never the class's.
    #[arg(long, value_name = "NAME")]
    pub teacher: Option<String>,

    /// A file whose first line is the teacher's password (else the MORPION_TEACHER_PASSWORD
    /// environment variable).
    #[arg(long, value_name = "FILE", requires = "teacher")]
    pub teacher_password_file: Option<PathBuf>,

    /// An OpenSSH authorized-keys file of the teacher's own keys.
    #[arg(long, value_name = "FILE", requires = "teacher")]
    pub teacher_keys: Option<PathBuf>,

    /// A session with nothing from its student for this many seconds ends.
    #[arg(long, value_name = "SECS", default_value_t = 1800, value_parser = clap::value_parser!(u64).range(1..))]
    pub idle_timeout: u64,

    /// A connection that has not signed in this many seconds after it opened is closed.
    #[arg(long, value_name = "SECS", default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..))]
    pub sign_in_timeout: u64,

    /// The most sessions at once; a student beyond it is told the class is full.
    #[arg(long, value_name = "N", default_value_t = 40, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub max_sessions: u32,
}
