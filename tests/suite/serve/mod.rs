//! `morpion serve` with the real OpenSSH client: the real binary on 127.0.0.1 (a free port), its host key pinned in a scratch known_hosts, `ssh -tt` in a pty, the password given by an askpass script.

use std::io::{BufRead, BufReader, Read};
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, ChildStdout, Command, Output, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use crate::common::scratch::Scratch;
use crate::pty::{MORPION, PATIENCE, Session};

mod hostile;
mod limits;
mod raw_client;
mod students;
mod teacher;

/// The class password the tests' server is started with.
const PASSWORD: &str = "tic-tac-toe";

/// How long a refused `ssh` gets to give up (it never waits on a person: no prompt, no tty).
const SSH_LIMIT: Duration = Duration::from_secs(60);

/// A `morpion serve` of the test's own, killed when dropped.
struct Server {
    child: Child,
    port: u16,
    /// The lines printed after the address, read on.
    lines: mpsc::Receiver<String>,
    scratch: Scratch,
}

impl Server {
    /// Starts the server on 127.0.0.1 and a free port, its data folder a scratch one, and
    /// waits for the address it prints.
    fn start(name: &str) -> Self {
        Self::start_with(name, &[], |_| Vec::new())
    }

    /// The same with more environment, and the more flags `prepare` gives once it has written
    /// what they need in the scratch folder (the host key is made first, so the data folder
    /// is there).
    fn start_with(
        name: &str,
        env: &[(&str, &str)],
        prepare: impl FnOnce(&Scratch) -> Vec<String>,
    ) -> Self {
        Self::launch(name, env, &["--idle-timeout", "300"], prepare)
    }

    /// The server with only the flags `prepare` gives (the idle timeout and the most
    /// sessions at their defaults unless it gives them).
    fn start_flags(name: &str, prepare: impl FnOnce(&Scratch) -> Vec<String>) -> Self {
        Self::launch(name, &[], &[], prepare)
    }

    fn launch(
        name: &str,
        env: &[(&str, &str)],
        flags: &[&str],
        prepare: impl FnOnce(&Scratch) -> Vec<String>,
    ) -> Self {
        let scratch = Scratch::new(name);
        // The host key, made before the server starts so the client can pin it.
        let host_key =
            morpion::serve::host_key::load_or_make(&scratch.join("data/ssh_host_ed25519_key"))
                .expect("make the host key");
        let args = prepare(&scratch);
        let mut child = Command::new(MORPION)
            .args(["serve", "--listen", "127.0.0.1:0"])
            .args(flags)
            .args(&args)
            .env("MORPION_CLASS_PASSWORD", PASSWORD)
            .env("MORPION_DATA_DIR", scratch.join("data"))
            .env("MORPION_CONFIG", scratch.join("config.toml"))
            .envs(env.iter().copied())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start morpion serve");
        let lines = read_lines(child.stdout.take().expect("the server's stdout"));
        let first = lines
            .recv_timeout(PATIENCE)
            .expect("the server prints its address");
        let port = first
            .strip_prefix("morpion serve: listening on 127.0.0.1:")
            .and_then(|port| port.parse().ok())
            .unwrap_or_else(|| panic!("not an address on 127.0.0.1: {first:?}"));
        let public = host_key.public_key().to_openssh().expect("the public key");
        std::fs::write(
            scratch.join("known_hosts"),
            format!("[127.0.0.1]:{port} {public}\n"),
        )
        .expect("write known_hosts");
        let askpass = scratch.join("askpass.sh");
        write_script(&askpass, &format!("#!/bin/sh\necho '{PASSWORD}'\n"));
        write_script(
            &scratch.join("wrong.sh"),
            "#!/bin/sh\necho 'not-the-password'\n",
        );
        Self {
            child,
            port,
            lines,
            scratch,
        }
    }

    /// The next line the server prints, within `PATIENCE`.
    fn next_line(&self) -> String {
        self.lines
            .recv_timeout(PATIENCE)
            .expect("the server prints another line")
    }

    /// `ssh`'s arguments for this server: its host key pinned, password only, quiet.
    fn ssh_args(&self) -> Vec<String> {
        let known_hosts = format!(
            "UserKnownHostsFile={}",
            self.scratch.join("known_hosts").display()
        );
        [
            "-p",
            &self.port.to_string(),
            "-F",
            "/dev/null",
            "-o",
            "StrictHostKeyChecking=yes",
            "-o",
            &known_hosts,
            "-o",
            "PreferredAuthentications=password",
            "-o",
            "NumberOfPasswordPrompts=1",
            "-o",
            "LogLevel=ERROR",
            "-o",
            "ConnectTimeout=30",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    }

    /// The environment that gives `ssh` the password from `script` without a prompt.
    fn askpass(&self, script: &str) -> [(&'static str, String); 2] {
        [
            (
                "SSH_ASKPASS",
                self.scratch.join(script).display().to_string(),
            ),
            ("SSH_ASKPASS_REQUIRE", "force".to_owned()),
        ]
    }

    /// `ssh ARGS… ada@127.0.0.1 COMMAND…` without a terminal, bounded in time.
    fn ssh(&self, script: &str, extra: &[&str], command: &[&str]) -> Output {
        self.ssh_as("ada", script, extra, command)
    }

    /// `ssh ARGS… USER@127.0.0.1 COMMAND…` without a terminal, bounded in time.
    fn ssh_as(&self, user: &str, script: &str, extra: &[&str], command: &[&str]) -> Output {
        let mut ssh = Command::new("ssh");
        ssh.args(self.ssh_args())
            .args(extra)
            .arg(format!("{user}@127.0.0.1"))
            .args(command)
            .envs(self.askpass(script))
            .stdin(Stdio::null());
        bounded(ssh, SSH_LIMIT)
    }

    /// A student's `ssh -tt` in a `cols`×`rows` pty.
    fn student(&self, name: &str, cols: u16, rows: u16, env: &[(&str, &str)]) -> Session {
        self.session(name, "askpass.sh", cols, rows, env)
    }

    /// `ssh -tt` as `name`, with the password `script` gives, in a `cols`×`rows` pty.
    fn session(
        &self,
        name: &str,
        script: &str,
        cols: u16,
        rows: u16,
        env: &[(&str, &str)],
    ) -> Session {
        let mut args = self.ssh_args();
        args.push("-tt".to_owned());
        args.extend(["-o".to_owned(), "SendEnv=LANG".to_owned()]);
        args.push(format!("{name}@127.0.0.1"));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let askpass = self.askpass(script);
        let mut vars: Vec<(&str, &str)> = askpass.iter().map(|(k, v)| (*k, v.as_str())).collect();
        vars.extend_from_slice(env);
        Session::spawn_program("ssh", &args, cols, rows, &vars, &[])
    }

    /// `ssh USER@127.0.0.1` without a terminal, with `leading` options before the usual ones
    /// (OpenSSH takes the first value given for each option, so these win), bounded in time.
    fn ssh_leading(&self, user: &str, leading: &[&str], script: &str) -> Output {
        let mut ssh = Command::new("ssh");
        ssh.args(leading)
            .args(self.ssh_args())
            .arg("-T")
            .arg(format!("{user}@127.0.0.1"))
            .envs(self.askpass(script))
            .stdin(Stdio::null());
        bounded(ssh, SSH_LIMIT)
    }

    /// `ssh -tt` as `name` in a `cols`×`rows` pty, with `leading` options before the usual
    /// ones and the password from askpass.sh if it is asked.
    fn session_leading(&self, name: &str, leading: &[&str], cols: u16, rows: u16) -> Session {
        let mut args: Vec<String> = leading.iter().map(|s| s.to_string()).collect();
        args.extend(self.ssh_args());
        args.push("-tt".to_owned());
        args.push(format!("{name}@127.0.0.1"));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let askpass = self.askpass("askpass.sh");
        let vars: Vec<(&str, &str)> = askpass.iter().map(|(k, v)| (*k, v.as_str())).collect();
        Session::spawn_program("ssh", &args, cols, rows, &vars, &[])
    }

    /// The server's resident memory, in KiB, from /proc.
    fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("read the server's status");
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmRSS in the server's status")
    }

    /// The CPU time (user + system) the server has used, in clock ticks, from /proc.
    fn cpu_ticks(&self) -> u64 {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id()))
            .expect("read the server's stat");
        let after = &stat[stat.rfind(')').expect("comm") + 2..];
        let fields: Vec<&str> = after.split_whitespace().collect();
        fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
    }

    /// Why each recorded session ended, oldest first, once `count` sessions have ended.
    fn ends(&self, count: usize) -> Vec<String> {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let ends: Vec<String> = self
                .sessions()
                .into_iter()
                .filter_map(|session| session.ended.map(|(_, why)| why))
                .collect();
            if ends.len() >= count {
                return ends;
            }
            assert!(
                Instant::now() < deadline,
                "only these sessions ended: {ends:?}"
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// The sessions recorded in the class's database.
    fn sessions(&self) -> Vec<morpion::class::SessionRecord> {
        morpion::class::Records::open(self.scratch.join("data/class.sqlite3"))
            .expect("the class's records open")
            .sessions()
            .expect("the sessions read")
    }
}

impl Server {
    /// Why the first session ended, once its end is recorded (written just after the
    /// session's channel closes, so a moment after the client has gone).
    fn first_end(&self) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some((_, why)) = self.sessions().first().and_then(|s| s.ended.clone()) {
                return why;
            }
            assert!(
                Instant::now() < deadline,
                "the session's end was never recorded"
            );
            thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn write_script(path: &PathBuf, text: &str) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::write(path, text).expect("write the script");
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o700)).expect("chmod");
}

/// The lines of `stdout`, one by one, as they come.
fn read_lines(stdout: ChildStdout) -> mpsc::Receiver<String> {
    let (sender, lines) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { return };
            if sender.send(line).is_err() {
                return;
            }
        }
    });
    lines
}

/// Runs `command` to its end, killed after `limit`; its output and status.
fn bounded(mut command: Command, limit: Duration) -> Output {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the command");
    let mut stdout = child.stdout.take().expect("stdout");
    let mut stderr = child.stderr.take().expect("stderr");
    let out = thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stdout.read_to_end(&mut bytes);
        bytes
    });
    let err = thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stderr.read_to_end(&mut bytes);
        bytes
    });
    let deadline = Instant::now() + limit;
    let status = loop {
        if let Some(status) = child.try_wait().expect("poll the command") {
            break status;
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            panic!("{command:?} still ran after {limit:?}");
        }
        thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_server_prints_the_students_command_and_the_host_keys_fingerprint_and_keeps_the_key_private()
{
    use std::os::unix::fs::PermissionsExt;
    let server = Server::start("serve-start");
    assert_eq!(
        server.next_line(),
        format!("students type: ssh -p {} NAME@127.0.0.1", server.port)
    );
    let key = server.next_line();
    let fingerprint = key
        .strip_prefix("host key: SHA256:")
        .expect("a SHA256 fingerprint");
    // 32 bytes in unpadded base64.
    assert_eq!(fingerprint.len(), 43, "{key:?}");
    let mode = std::fs::metadata(server.scratch.join("data/ssh_host_ed25519_key"))
        .expect("the host key is kept in the data folder")
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o600);
}

#[test]
fn a_student_plays_a_move_over_ssh_and_q_ends_the_session() {
    let server = Server::start("serve-play");
    let mut student = server.student("ada", 80, 24, &[]);
    student.wait_for("Board");
    student.wait_for("Your move");
    assert!(student.alternate_screen());
    assert!(student.cursor_hidden());
    student.send(b"5");
    student.wait_for("AI played");
    student.wait_for("1 You b2");
    student.send(b"q");
    let exit = student.expect_exit(PATIENCE);
    assert_eq!(exit.code, 0, "{}", student.screen());
    assert!(
        !student.alternate_screen(),
        "the client's screen is given back"
    );
    assert!(!student.cursor_hidden());
    assert_eq!(server.first_end(), "quit");
    let sessions = server.sessions();
    assert_eq!(sessions.len(), 1);
    assert_eq!(sessions[0].student, "ada");
}

#[test]
fn the_game_follows_the_clients_window_and_a_closed_client_ends_the_session() {
    let server = Server::start("serve-resize");
    let student = server.student("ada", 80, 24, &[]);
    student.wait_for("Your move");
    student.resize(120, 40);
    // The panel's title box reaches the new last column.
    student.wait_until("the game redrawn at 120 columns", |screen| {
        screen
            .contents()
            .lines()
            .any(|line| line.trim_end().chars().count() == 120 && line.ends_with('┐'))
    });
    // The client goes away (a closed laptop): its session ends and is recorded so.
    drop(student);
    assert_eq!(server.first_end(), "disconnected");
}

#[test]
fn a_student_whose_lang_is_french_gets_the_game_in_french() {
    let server = Server::start("serve-french");
    let mut student = server.student("zoe", 80, 24, &[("LANG", "fr_FR.UTF-8")]);
    student.wait_for("Plateau");
    student.wait_for("À vous de jouer");
    student.send(b"q");
    assert_eq!(student.expect_exit(PATIENCE).code, 0);
}

#[test]
fn a_wrong_password_is_refused() {
    let server = Server::start("serve-wrong");
    let output = server.ssh("wrong.sh", &[], &["true"]);
    assert_eq!(output.status.code(), Some(255));
    assert!(
        text(&output.stderr).contains("Permission denied"),
        "{}",
        text(&output.stderr)
    );
    assert_eq!(server.sessions(), []);
}

#[test]
fn a_command_a_subsystem_and_a_shell_without_a_terminal_are_refused_with_a_message() {
    let server = Server::start("serve-exec");
    let exec = server.ssh("askpass.sh", &[], &["ls", "/"]);
    assert_eq!(exec.status.code(), Some(1));
    assert_eq!(text(&exec.stdout), "");
    assert!(text(&exec.stderr).contains("morpion serve: only the game is served here"));
    let sftp = server.ssh("askpass.sh", &["-s"], &["sftp"]);
    assert_eq!(sftp.status.code(), Some(1));
    assert!(text(&sftp.stderr).contains("only the game is served here"));
    let no_pty = server.ssh("askpass.sh", &["-T"], &[]);
    assert_eq!(no_pty.status.code(), Some(1));
    assert!(text(&no_pty.stderr).contains("the game needs a terminal"));
    // Told in the language the client's LANG asks for.
    let french = ["-o", "SetEnv=LANG=fr_FR.UTF-8"];
    let exec = server.ssh("askpass.sh", &french, &["ls", "/"]);
    assert_eq!(exec.status.code(), Some(1));
    assert!(
        text(&exec.stderr).contains(
            "morpion serve\u{a0}: seul le jeu est servi ici (ni shell, ni commande, ni transfert \
             de fichiers, ni redirection, ni agent)\u{a0}: connectez-vous avec un terminal, \
             `ssh -p PORT NOM@HÔTE`\r\n"
        ),
        "{}",
        text(&exec.stderr)
    );
    let no_pty = server.ssh("askpass.sh", &[&["-T"][..], &french].concat(), &[]);
    assert!(
        text(&no_pty.stderr).contains(
            "morpion serve\u{a0}: le jeu a besoin d'un terminal\u{a0}: connectez-vous avec \
             `ssh -t -p PORT NOM@HÔTE`\r\n"
        ),
        "{}",
        text(&no_pty.stderr)
    );
    assert_eq!(server.sessions(), []);
}

#[test]
fn port_forwarding_either_way_is_refused() {
    let server = Server::start("serve-forward");
    let remote = server.ssh(
        "askpass.sh",
        &[
            "-N",
            "-o",
            "ExitOnForwardFailure=yes",
            "-R",
            "127.0.0.1:0:127.0.0.1:9",
        ],
        &[],
    );
    assert_eq!(remote.status.code(), Some(255));
    assert!(
        text(&remote.stderr).contains("remote port forwarding failed"),
        "{}",
        text(&remote.stderr)
    );
    // -L: the tunnel's far end is a listener of the test's own, which nobody must reach.
    let target = TcpListener::bind("127.0.0.1:0").expect("a listener");
    target.set_nonblocking(true).unwrap();
    let local = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let forward = format!("127.0.0.1:{local}:{}", target.local_addr().unwrap());
    let mut ssh = Command::new("ssh");
    ssh.args(server.ssh_args())
        .args(["-N", "-L", &forward, "ada@127.0.0.1"])
        .envs(server.askpass("askpass.sh"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let mut tunnel = ssh.spawn().expect("start ssh -L");
    let deadline = Instant::now() + SSH_LIMIT;
    let mut stream = loop {
        if let Ok(stream) = std::net::TcpStream::connect(("127.0.0.1", local)) {
            break stream;
        }
        assert!(Instant::now() < deadline, "ssh -L never listened");
        thread::sleep(Duration::from_millis(50));
    };
    stream.set_read_timeout(Some(SSH_LIMIT)).unwrap();
    let mut got = Vec::new();
    let read = stream.read_to_end(&mut got);
    let _ = tunnel.kill();
    let _ = tunnel.wait();
    assert!(read.is_ok(), "the tunnel is closed at once: {read:?}");
    assert_eq!(got, b"");
    assert!(target.accept().is_err(), "nothing reached the far end");
}

#[test]
fn sigint_stops_the_server_which_ends_the_sessions_and_says_how_many() {
    let mut server = Server::start("serve-stop");
    for _ in 0..3 {
        server.next_line(); // the command, the fingerprint, Ctrl-C
    }
    let mut student = server.student("ada", 80, 24, &[]);
    student.wait_for("Your move");
    // SAFETY: kill(2) of our own child.
    assert_eq!(
        unsafe { libc::kill(server.child.id() as i32, libc::SIGINT) },
        0
    );
    assert_eq!(
        server.next_line(),
        "morpion serve: stopped, 1 session ended"
    );
    let deadline = Instant::now() + PATIENCE;
    let status = loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "the server did not stop");
        thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(0));
    student.expect_exit(PATIENCE);
    assert!(
        !student.alternate_screen(),
        "the client's screen is given back"
    );
    assert!(
        student
            .screen()
            .contains("morpion: the server was stopped, session ended."),
        "{}",
        student.screen()
    );
    assert_eq!(server.first_end(), "server stopped");
}
