//! Drives the real `morpion` binary in a pseudo-terminal and reads its screen through a vt100 parser.
#![allow(dead_code)] // each test file uses a different part of the harness

use std::io::{ErrorKind, Read, Write};
use std::os::fd::{AsRawFd, FromRawFd};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

/// How long any wait gives the child before the test fails instead of hanging CI. Generous: a
/// test waits for a condition, and on a busy machine (both cores taken by other work) the child
/// can take many times its usual time to get there; only a child that never does waits it out.
/// Recording the whole 3×3 minimax tree in a debug build took over a minute with eight
/// compilers sharing the two cores (load 15), so the wait is five minutes.
pub const PATIENCE: Duration = Duration::from_secs(300);

/// The most of a core an idle game uses over a window of time.
pub const IDLE_SHARE: f64 = 0.05;

/// The binary under test, as cargo built it for this test profile.
pub const MORPION: &str = env!("CARGO_BIN_EXE_morpion");

/// A 3×3 game in which the human moves first, so nothing happens until a key is pressed.
pub const HUMAN_FIRST: &[&str] = &["--first", "human", "--seed", "7"];

/// A 5×5 board searched by plain minimax 12 plies deep with ten minutes to think: the AI thinks
/// for far longer than any test runs, so quitting, signals and resizes all arrive mid-search.
pub const AI_THINKS_FOREVER: &[&str] = &[
    "--rows",
    "5",
    "--cols",
    "5",
    "--k",
    "4",
    "--depth",
    "12",
    "--no-pruning",
    "--think-ms",
    "600000",
    "--first",
    "ai",
];

/// Text on the first screen of a game, once it is drawn.
pub const GAME_SCREEN: &str = "Board";

/// Key sequences as a terminal sends them.
pub mod keys {
    pub const ENTER: &[u8] = b"\r";
    pub const ESC: &[u8] = b"\x1b";
    pub const CTRL_C: &[u8] = b"\x03";
    pub const UP: &[u8] = b"\x1b[A";
    pub const DOWN: &[u8] = b"\x1b[B";
    pub const RIGHT: &[u8] = b"\x1b[C";
    pub const LEFT: &[u8] = b"\x1b[D";
    pub const HOME: &[u8] = b"\x1b[H";
    pub const END: &[u8] = b"\x1b[F";
}

/// A running `morpion` in a pty of a given size.
pub struct Session {
    child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    writer: Box<dyn Write + Send>,
    parser: Arc<Mutex<vt100::Parser>>,
    /// Every byte the child wrote, for checks on raw output (escape codes, volume).
    output: Arc<Mutex<Vec<u8>>>,
    /// Set once the pty has no writer left (the child exited) and every byte has been read.
    ended: Arc<AtomicBool>,
    /// Tells the reader to let go of its copy of the master, so the pty can really close.
    stop_reading: Arc<AtomicBool>,
    reader: Option<JoinHandle<()>>,
}

impl Session {
    /// Starts the release or debug binary cargo built for these tests, with `args`, in a
    /// `cols`×`rows` pty, in the environment of [`Session::spawn_program`] plus `env`.
    pub fn spawn(args: &[&str], cols: u16, rows: u16, env: &[(&str, &str)]) -> Self {
        Self::spawn_program(MORPION, args, cols, rows, env, &[])
    }

    /// Starts `program` with `args` in a `cols`×`rows` pty. The environment is the test's own,
    /// made predictable: TERM=xterm-256color and LANG=C.UTF-8, without LC_ALL, LC_CTYPE, LC_MESSAGES,
    /// NO_COLOR, COLORTERM and the crash hook; then `env` is set and `unset` removed.
    pub fn spawn_program(
        program: &str,
        args: &[&str],
        cols: u16,
        rows: u16,
        env: &[(&str, &str)],
        unset: &[&str],
    ) -> Self {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("open a pty");
        let mut command = CommandBuilder::new(program);
        command.args(args);
        command.env("TERM", "xterm-256color");
        command.env("LANG", "C.UTF-8");
        for (key, value) in crate::common::cli::player_env() {
            command.env(key, value);
        }
        for key in [
            "LC_ALL",
            "LC_CTYPE",
            "LC_MESSAGES",
            "NO_COLOR",
            "COLORTERM",
            "MORPION_TEST_PANIC",
        ] {
            command.env_remove(key);
        }
        for (key, value) in env {
            command.env(key, value);
        }
        for key in unset {
            command.env_remove(key);
        }
        let child = pair
            .slave
            .spawn_command(command)
            .expect("spawn the program");
        drop(pair.slave);
        let writer = pair.master.take_writer().expect("pty writer");
        let parser = Arc::new(Mutex::new(vt100::Parser::new(
            nonzero(rows),
            nonzero(cols),
            0,
        )));
        let output = Arc::new(Mutex::new(Vec::new()));
        let ended = Arc::new(AtomicBool::new(false));
        let stop_reading = Arc::new(AtomicBool::new(false));
        let master_fd = pair
            .master
            .as_raw_fd()
            .expect("the pty master's descriptor");
        // SAFETY: dup(2) of a descriptor the master keeps open; the copy is owned by the File.
        let duplicate = unsafe { libc::dup(master_fd) };
        assert!(duplicate >= 0, "dup the pty master");
        // SAFETY: `duplicate` is a fresh descriptor nobody else owns.
        let pty_output = unsafe { std::fs::File::from_raw_fd(duplicate) };
        let reader = {
            let (parser, output) = (Arc::clone(&parser), Arc::clone(&output));
            let (ended, stop) = (Arc::clone(&ended), Arc::clone(&stop_reading));
            thread::spawn(move || read_until_closed(pty_output, &parser, &output, &stop, &ended))
        };
        Self {
            child,
            master: pair.master,
            writer,
            parser,
            output,
            ended,
            stop_reading,
            reader: Some(reader),
        }
    }

    pub fn pid(&self) -> i32 {
        self.child.process_id().expect("child pid") as i32
    }

    /// Types bytes as the terminal would send them.
    pub fn send(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).expect("write to pty");
        self.writer.flush().expect("flush pty");
    }

    /// The screen as text, one line per row, trailing spaces trimmed.
    pub fn screen(&self) -> String {
        let parser = self.parser.lock().unwrap();
        parser
            .screen()
            .rows(0, parser.screen().size().1.get())
            .map(|row| row.trim_end().to_string())
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Whether the child currently shows the alternate screen.
    pub fn alternate_screen(&self) -> bool {
        self.parser.lock().unwrap().screen().alternate_screen()
    }

    /// Whether the cursor is hidden.
    pub fn cursor_hidden(&self) -> bool {
        self.parser.lock().unwrap().screen().hide_cursor()
    }

    /// Bytes written by the child so far.
    pub fn output_len(&self) -> usize {
        self.output.lock().unwrap().len()
    }

    pub fn output(&self) -> Vec<u8> {
        self.output.lock().unwrap().clone()
    }

    /// Waits until the screen contains `needle`; panics with the screen after `PATIENCE`.
    pub fn wait_for(&self, needle: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let screen = self.screen();
            if screen.contains(needle) {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {needle:?}; screen:\n{screen}"
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// In a 3×3 game where it is the human's turn: plays the centre, waits for the AI's reply
    /// and for the human's turn again, so the game is really under way.
    pub fn one_move_each(&mut self) {
        self.send(b"5");
        self.wait_for("AI played");
        self.wait_for("Your move");
    }

    /// Waits until the screen has not changed for `quiet`, and returns it.
    pub fn wait_stable(&self, quiet: Duration) -> String {
        let deadline = Instant::now() + PATIENCE;
        let mut last = self.screen();
        let mut since = Instant::now();
        loop {
            thread::sleep(Duration::from_millis(20));
            let now = self.screen();
            if now != last {
                last = now;
                since = Instant::now();
            } else if since.elapsed() >= quiet {
                return last;
            }
            assert!(Instant::now() < deadline, "screen never settled:\n{last}");
        }
    }

    /// Resizes the pty (the child gets SIGWINCH).
    pub fn resize(&self, cols: u16, rows: u16) {
        // The parser first: the child redraws in full only after its SIGWINCH, so that redraw
        // is always parsed at the new size. (The other order let a redraw slip in between and
        // be parsed at the old size, leaving a garbled screen that later diffs never repair.)
        self.parser
            .lock()
            .unwrap()
            .set_size(nonzero(rows), nonzero(cols));
        self.master
            .resize(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("resize pty");
    }

    /// Waits for the child to exit; `None` if it is still running after `limit`.
    pub fn wait_exit(&mut self, limit: Duration) -> Option<ExitInfo> {
        let deadline = Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().expect("poll child") {
                return Some(ExitInfo {
                    code: status.exit_code(),
                    signal: status.signal().map(str::to_owned),
                    after: limit.saturating_sub(deadline.saturating_duration_since(Instant::now())),
                });
            }
            if Instant::now() >= deadline {
                return None;
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// The pty's line discipline flags: (echo, canonical mode) — both on in a restored terminal.
    pub fn echo_and_canonical(&self) -> (bool, bool) {
        let termios = self.master.get_termios().expect("termios of the pty");
        let local = termios.local_flags.bits() as libc::tcflag_t;
        (local & libc::ECHO != 0, local & libc::ICANON != 0)
    }

    /// Sends a signal to the child.
    pub fn signal(&self, signal: libc::c_int) {
        // SAFETY: kill(2) on our own child's pid has no memory-safety preconditions.
        let result = unsafe { libc::kill(self.pid(), signal) };
        assert_eq!(result, 0, "kill({}, {signal}) failed", self.pid());
    }

    /// Waits for a `window` of time over which the child used under [`IDLE_SHARE`] of a core and
    /// wrote under `most_bytes` to the terminal, and returns (that share, those bytes). A busy
    /// machine only delays such a window (the child may still be handling what it was sent);
    /// a child that never goes idle fails the test after [`PATIENCE`], with the last window's
    /// figures.
    pub fn wait_idle(&self, window: Duration, most_bytes: usize) -> (f64, usize) {
        // SAFETY: sysconf has no preconditions.
        let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
        assert!(hz > 0, "sysconf(_SC_CLK_TCK)");
        let deadline = Instant::now() + PATIENCE;
        loop {
            let (ticks, bytes, started) = (self.cpu_ticks(), self.output_len(), Instant::now());
            thread::sleep(window);
            let share =
                (self.cpu_ticks() - ticks) as f64 / hz as f64 / started.elapsed().as_secs_f64();
            let written = self.output_len() - bytes;
            if share < IDLE_SHARE && written < most_bytes {
                return (share, written);
            }
            assert!(
                Instant::now() < deadline,
                "never idle within {PATIENCE:?}: {:.2} % of a core and {written} bytes over the last {window:?}",
                share * 100.0
            );
        }
    }

    /// CPU time (user + system) the child has used, from /proc, in clock ticks.
    pub fn cpu_ticks(&self) -> u64 {
        let stat =
            std::fs::read_to_string(format!("/proc/{}/stat", self.pid())).expect("read stat");
        // Fields after the command name (which is in parentheses): state is field 3, utime 14, stime 15.
        let after = &stat[stat.rfind(')').expect("comm") + 2..];
        let fields: Vec<&str> = after.split_whitespace().collect();
        fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
    }

    /// Waits until `ready` holds for the screen; panics with `what` and the screen after `PATIENCE`.
    pub fn wait_until(&self, what: &str, ready: impl Fn(&vt100::Screen) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if ready(self.parser.lock().unwrap().screen()) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what}; screen:\n{}",
                self.screen()
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits until the child has exited and every byte it wrote has been read; panics if that
    /// takes longer than `limit` (a hung child fails the test).
    pub fn expect_exit(&mut self, limit: Duration) -> ExitInfo {
        let exit = self
            .wait_exit(limit)
            .unwrap_or_else(|| panic!("still running after {limit:?}; screen:\n{}", self.screen()));
        let deadline = Instant::now() + PATIENCE;
        while !self.ended.load(Ordering::SeqCst) {
            assert!(Instant::now() < deadline, "the pty never closed");
            thread::sleep(Duration::from_millis(5));
        }
        exit
    }

    /// Panics unless the terminal is back as the shell left it: normal screen, cursor shown,
    /// echo and canonical mode on, mouse reporting off.
    pub fn assert_restored(&self) {
        let screen = self.screen();
        assert!(
            !self.alternate_screen(),
            "still on the alternate screen:\n{screen}"
        );
        assert!(
            !self.cursor_hidden(),
            "the cursor is still hidden:\n{screen}"
        );
        assert_eq!(
            self.echo_and_canonical(),
            (true, true),
            "echo and canonical mode (raw mode left on?):\n{screen}"
        );
        assert_eq!(
            self.parser.lock().unwrap().screen().mouse_protocol_mode(),
            vt100::MouseProtocolMode::None,
            "mouse reporting still on"
        );
    }

    /// Whether the child is still running.
    pub fn running(&mut self) -> bool {
        self.child.try_wait().expect("poll child").is_none()
    }

    /// Every cell on screen that does not hold exactly one character of display width 1 (empty
    /// cells hold a space), as (row, column, contents).
    pub fn cells_not_one_column_wide(&self) -> Vec<(u16, u16, String)> {
        let parser = self.parser.lock().unwrap();
        let screen = parser.screen();
        let (rows, cols) = screen.size();
        let mut odd = Vec::new();
        for row in 0..rows.get() {
            for col in 0..cols.get() {
                let cell = screen.cell(row, col).expect("cell inside the screen");
                let contents = cell.contents();
                let one_char = contents.chars().count() <= 1;
                if cell.is_wide() || cell.is_wide_continuation() || !one_char {
                    odd.push((row, col, contents.to_owned()));
                }
            }
        }
        odd
    }

    /// Closes the master side of the pty, as when the terminal window is closed.
    pub fn close_terminal(mut self) -> Box<dyn Child + Send + Sync> {
        let child = std::mem::replace(&mut self.child, Box::new(NoChild));
        self.stop_reader();
        drop(self);
        child
    }

    fn stop_reader(&mut self) {
        self.stop_reading.store(true, Ordering::SeqCst);
        if let Some(reader) = self.reader.take() {
            reader.join().expect("the pty reader thread");
        }
    }
}

/// Feeds everything the child writes to the screen parser and the raw log, until the child's
/// side is closed (EIO) or `stop` is set. It polls with a short timeout instead of blocking in
/// read(2), so that it can drop its copy of the master on request: a pty only hangs up when
/// every copy of its master is closed.
fn read_until_closed(
    mut pty_output: std::fs::File,
    parser: &Mutex<vt100::Parser>,
    output: &Mutex<Vec<u8>>,
    stop: &AtomicBool,
    ended: &AtomicBool,
) {
    let mut buffer = [0u8; 8192];
    while !stop.load(Ordering::SeqCst) {
        let mut poll = libc::pollfd {
            fd: pty_output.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        };
        // SAFETY: one valid pollfd for the duration of the call.
        let ready = unsafe { libc::poll(&mut poll, 1, 20) };
        if ready == 0
            || (ready < 0 && std::io::Error::last_os_error().kind() == ErrorKind::Interrupted)
        {
            continue;
        }
        match pty_output.read(&mut buffer) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                parser.lock().unwrap().process(&buffer[..n]);
                output.lock().unwrap().extend_from_slice(&buffer[..n]);
            }
        }
    }
    ended.store(true, Ordering::SeqCst);
}

fn nonzero(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).expect("a pty side is at least 1")
}

/// How the child ended.
#[derive(Debug, Clone)]
pub struct ExitInfo {
    pub code: u32,
    pub signal: Option<String>,
    /// Roughly how long it took to exit after the wait began.
    pub after: Duration,
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.stop_reader();
    }
}

/// Stands in for a child already handed out by `close_terminal`.
#[derive(Debug)]
struct NoChild;

impl portable_pty::ChildKiller for NoChild {
    fn kill(&mut self) -> std::io::Result<()> {
        Ok(())
    }
    fn clone_killer(&self) -> Box<dyn portable_pty::ChildKiller + Send + Sync> {
        Box::new(NoChild)
    }
}

impl Child for NoChild {
    fn try_wait(&mut self) -> std::io::Result<Option<portable_pty::ExitStatus>> {
        Ok(Some(portable_pty::ExitStatus::with_exit_code(0)))
    }
    fn wait(&mut self) -> std::io::Result<portable_pty::ExitStatus> {
        Ok(portable_pty::ExitStatus::with_exit_code(0))
    }
    fn process_id(&self) -> Option<u32> {
        None
    }
}
