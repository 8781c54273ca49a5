//! `morpion serve`: the classroom, an SSH server on which each student plays their own full game (issue 35).
//!
//! - `gate`: who may come in (the class password, the authorized keys) and slowing down
//!   repeated failures.
//! - `host_key`: the server's ed25519 key, made once and kept in the data folder.
//! - `listener`: accepting connections, at most so many still signing in, each for so long.
//! - `handler`: one connection: only a pty and a shell (the game) are granted.
//! - `session`: one student's game on its own thread, drawn into the channel.
//! - `records`: the class's records (`class::Records`) on their own thread.
//! - `live`: what each connected student is doing now (`Roster`).
//! - `export`: `morpion class export`, the records as CSV.
//! - `teacher`: the teacher's view of the class (`--teacher NAME`), on its own thread.
//!
//! Each session runs the same App and event loop as the local game, on a remote console
//! (see `tui::run_remote`).

pub mod export;
pub mod gate;
pub mod handler;
pub mod host_key;
pub mod listener;
pub mod live;
pub mod records;
pub mod session;
pub mod teacher;

use std::io::Write;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use russh::keys::PublicKey;
use russh::{MethodKind, MethodSet};

use crate::cli::serve::{PASSWORD_VAR, ServeArgs, TEACHER_PASSWORD_VAR};
use crate::home::places::Places;
use crate::serve::gate::{Gate, Teacher, fit_name};
use crate::serve::records::Note;

/// How long the stop waits for the sessions to give their clients' screens back.
const STOP_PATIENCE: Duration = Duration::from_secs(5);

/// How much longer than the idle timeout a connection may stay silent before the SSH layer
/// drops it: an idle session ends first, giving its client's screen back and recording why,
/// where a drop at the same moment would leave the game on the client's screen and record a
/// disconnect. The drop still ends a connection that never opens a session or never closes
/// its ended one.
const SILENCE_GRACE: Duration = Duration::from_secs(30);

/// What every connection shares.
pub struct Shared {
    pub gate: Gate,
    pub live: AtomicUsize,
    pub max_sessions: usize,
    pub idle_timeout: Duration,
    /// How long a connection has to sign in.
    pub sign_in_timeout: Duration,
    /// The connections still to sign in.
    pub signing_in: listener::SigningIn,
    pub stopping: Arc<AtomicBool>,
    pub ended_by_stop: AtomicUsize,
    pub records: Sender<Note>,
    /// Who is connected and what each is doing.
    pub roster: Arc<live::Roster>,
    pub runtime: tokio::runtime::Handle,
}

/// The class password, from the flag, the file or the environment (in that order).
fn password(args: &ServeArgs) -> anyhow::Result<Option<String>> {
    if let Some(password) = &args.password {
        return Ok(Some(password.clone()));
    }
    if let Some(path) = &args.password_file {
        return first_line(path).map(Some);
    }
    Ok(std::env::var(PASSWORD_VAR).ok().filter(|p| !p.is_empty()))
}

/// The first line of a password file, which must not be empty.
fn first_line(path: &std::path::Path) -> anyhow::Result<String> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("could not read the password file {}", path.display()))?;
    let first = text.lines().next().unwrap_or("").to_owned();
    if first.is_empty() {
        bail!(
            "the password file {} has no password on its first line",
            path.display()
        );
    }
    Ok(first)
}

/// The teacher's way in, when `--teacher` names one: their password (from the file or the
/// environment) and/or their keys; a teacher with neither is refused.
fn teacher(args: &ServeArgs) -> anyhow::Result<Option<Teacher>> {
    let Some(name) = &args.teacher else {
        return Ok(None);
    };
    if !fit_name(name) {
        bail!(
            "--teacher {name:?} cannot be a name to sign in with (1 to 64 printable characters, \
             no spaces at its ends)"
        );
    }
    let password = match &args.teacher_password_file {
        Some(path) => Some(first_line(path)?),
        None => std::env::var(TEACHER_PASSWORD_VAR)
            .ok()
            .filter(|p| !p.is_empty()),
    };
    let keys = read_keys(args.teacher_keys.as_deref())?;
    if password.is_none() && keys.is_empty() {
        bail!(
            "the teacher {name} could not come in: give the teacher's own password \
             (--teacher-password-file or {TEACHER_PASSWORD_VAR}) or --teacher-keys; the class \
             password never opens the teacher's view"
        );
    }
    if password.is_some() && password == self::password(args)? {
        bail!("the teacher's password must not be the class password");
    }
    Ok(Some(Teacher {
        name: name.clone(),
        password,
        keys,
    }))
}

/// The keys of an authorized-keys file.
fn authorized_keys(args: &ServeArgs) -> anyhow::Result<Vec<PublicKey>> {
    read_keys(args.authorized_keys.as_deref())
}

/// The keys of the authorized-keys file at `path`, if any.
fn read_keys(path: Option<&std::path::Path>) -> anyhow::Result<Vec<PublicKey>> {
    let Some(path) = path else {
        return Ok(Vec::new());
    };
    let entries = russh::keys::ssh_key::AuthorizedKeys::read_file(path)
        .with_context(|| format!("could not read the authorized keys {}", path.display()))?;
    Ok(entries
        .into_iter()
        .map(|e| e.public_key().clone())
        .collect())
}

/// Runs the server until Ctrl-C (or SIGTERM), then ends every session and says how many.
pub fn run(args: &ServeArgs) -> anyhow::Result<()> {
    let password = password(args)?;
    let keys = authorized_keys(args)?;
    if password.is_none() && keys.is_empty() {
        bail!(
            "nobody could come in: give a class password (--password, --password-file or \
             {PASSWORD_VAR}) or --authorized-keys"
        );
    }
    let mut gate = Gate::new(password, keys);
    if let Some(teacher) = teacher(args)? {
        gate = gate.with_teacher(teacher);
    }
    let places = Places::from_env().context("no data folder: set MORPION_DATA_DIR")?;
    let host_key = host_key::load_or_make(&places.data.join(host_key::HOST_KEY_FILE))?;
    let roster = Arc::new(live::Roster::default());
    let (notes, records_thread) =
        records::start(&places.data.join(records::RECORDS_FILE), roster.clone())?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .context("could not start the server's threads")?;
    let mut methods = Vec::new();
    if gate.has_password() {
        methods.push(MethodKind::Password);
    }
    if gate.has_keys() {
        methods.push(MethodKind::PublicKey);
    }
    let idle_timeout = Duration::from_secs(args.idle_timeout);
    let config = russh::server::Config {
        methods: MethodSet::from(methods.as_slice()),
        auth_rejection_time: Duration::from_secs(1),
        auth_rejection_time_initial: Some(Duration::ZERO),
        max_auth_attempts: 6,
        inactivity_timeout: Some(idle_timeout + SILENCE_GRACE),
        keys: vec![host_key.clone()],
        nodelay: true,
        ..Default::default()
    };
    let shared = Arc::new(Shared {
        gate,
        live: AtomicUsize::new(0),
        max_sessions: args.max_sessions as usize,
        idle_timeout,
        sign_in_timeout: Duration::from_secs(args.sign_in_timeout),
        signing_in: listener::SigningIn::default(),
        stopping: Arc::new(AtomicBool::new(false)),
        ended_by_stop: AtomicUsize::new(0),
        records: notes,
        roster,
        runtime: runtime.handle().clone(),
    });
    let listen = args.listen;
    let for_server = shared.clone();
    let stopped = runtime.block_on(async move {
        let socket = tokio::net::TcpListener::bind(listen)
            .await
            .with_context(|| format!("could not listen on {listen}"))?;
        let address = socket.local_addr()?;
        announce(
            address,
            &host_key::fingerprint(&host_key),
            for_server.gate.teacher(),
        );
        let (stop, _) = tokio::sync::broadcast::channel(1);
        let server = listener::accept(socket, Arc::new(config), for_server.clone(), stop.clone());
        let mut interrupt =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::interrupt())?;
        let mut terminate =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
        tokio::select! {
            result = server => result.context("the server failed")?,
            _ = interrupt.recv() => {}
            _ = terminate.recv() => {}
        }
        let live = for_server.live.load(Ordering::SeqCst);
        for_server.stopping.store(true, Ordering::SeqCst);
        // Each session gives its client's screen back and closes its channel.
        let asked = Instant::now();
        while for_server.live.load(Ordering::SeqCst) > 0 && asked.elapsed() < STOP_PATIENCE {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        let _ = stop.send("the server stopped".to_owned());
        anyhow::Ok(live)
    })?;
    let ended = shared.ended_by_stop.load(Ordering::SeqCst).max(stopped);
    drop(shared);
    runtime.shutdown_timeout(Duration::from_secs(1));
    // The notes already sent are written before the server ends; a session thread still
    // stuck (a client that never reads) is not waited for past the patience.
    let asked = Instant::now();
    while !records_thread.is_finished() && asked.elapsed() < STOP_PATIENCE {
        std::thread::sleep(Duration::from_millis(20));
    }
    let sessions = if ended == 1 { "session" } else { "sessions" };
    let _ = writeln!(
        std::io::stdout(),
        "morpion serve: stopped, {ended} {sessions} ended"
    );
    Ok(())
}

/// Tells the teacher where the server is and what students (and the teacher) type.
fn announce(address: SocketAddr, fingerprint: &str, teacher: Option<&str>) {
    let host = if address.ip().is_unspecified() {
        "THIS-MACHINE".to_owned()
    } else {
        address.ip().to_string()
    };
    let port = address.port();
    let mut out = std::io::stdout();
    let _ = writeln!(out, "morpion serve: listening on {address}");
    let _ = writeln!(out, "students type: ssh -p {port} NAME@{host}");
    if let Some(teacher) = teacher {
        let _ = writeln!(out, "the teacher's view: ssh -p {port} {teacher}@{host}");
    }
    let _ = writeln!(out, "host key: {fingerprint}");
    let _ = writeln!(out, "Ctrl-C stops the server");
    let _ = out.flush();
}

/// A line on the server's console (its standard output), where the teacher started it.
pub fn say(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "morpion serve: {text}");
    let _ = out.flush();
}
