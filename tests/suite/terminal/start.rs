//! How the game starts. In the background of an interactive shell (`morpion &`) it waits,
//! stopped, until it is brought to the foreground: it asks the terminal nothing before (whose
//! answers would land in the shell's input), `fg` starts it whole, and `kill %1` ends it. Keys
//! typed while it gets ready are not echoed onto the shell's screen.

use crate::pty;

use std::thread;
use std::time::{Duration, Instant};

use pty::{GAME_SCREEN, MORPION, PATIENCE, Session};

/// An interactive bash, with job control, whose prompt the test waits for.
fn shell() -> Session {
    let session = Session::spawn_program(
        "bash",
        &["--norc", "--noprofile", "-i"],
        100,
        30,
        &[("PS1", "READY$ "), ("HISTFILE", "/dev/null")],
        &[],
    );
    session.wait_for("READY$");
    session
}

/// Starts the game in the background and returns its process id, as bash reports it.
fn start_in_the_background(session: &mut Session) -> i32 {
    let command = format!("{MORPION} --first human --seed 7 & echo \"PID=$!.\"\r");
    session.send(command.as_bytes());
    reported_pid(session)
}

/// The pid on the line "PID=123." that the shell printed (the command line's own "PID=$!."
/// is not at a line's start).
fn reported_pid(session: &Session) -> i32 {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let screen = session.screen();
        let pid = screen
            .lines()
            .filter_map(|line| line.strip_prefix("PID="))
            .find_map(|rest| rest.strip_suffix('.')?.parse().ok());
        if let Some(pid) = pid {
            return pid;
        }
        assert!(Instant::now() < deadline, "no PID line:\n{screen}");
        thread::sleep(Duration::from_millis(20));
    }
}

/// The process state letter from /proc ('T': stopped), or `None` once it is gone.
fn state(pid: i32) -> Option<char> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat[stat.rfind(')')? + 2..].chars().next()
}

fn wait_for_state(pid: i32, wanted: impl Fn(Option<char>) -> bool, what: &str) {
    let deadline = Instant::now() + PATIENCE;
    while !wanted(state(pid)) {
        assert!(
            Instant::now() < deadline,
            "never {what}; state {:?}",
            state(pid)
        );
        thread::sleep(Duration::from_millis(10));
    }
}

/// How many times the game's main thread has left the processor (it stops, waits or is
/// preempted): a stopped thread's count stands still, so a change tells it ran, however briefly.
fn switches(pid: i32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .filter_map(|line| {
            let rest = line
                .strip_prefix("voluntary_ctxt_switches:")
                .or_else(|| line.strip_prefix("nonvoluntary_ctxt_switches:"))?;
            rest.trim().parse::<u64>().ok()
        })
        .sum()
}

/// Asks the shell `jobs` until `done` holds for its answer; panics with `what` after `PATIENCE`.
///
/// bash learns of its jobs' stops and ends only through waitpid(2), which it calls on SIGCHLD
/// and when it waits for a command it runs. A SIGCHLD that comes while bash is printing job
/// notices (before a prompt) is dropped: bash 5.2's `notify_of_job_status` holds the handler's
/// waitpid off and never makes up for it. `jobs` and `echo` run no process, so such a job stays
/// "Stopped" in `jobs` for good, its process long dead (a zombie bash never reaps). `(:)` is a
/// subshell bash runs and waits for: that wait reaps every child whose state changed, so each
/// `jobs` answers with what the system knows by then.
fn ask_jobs_until(session: &mut Session, what: &str, done: impl Fn(&str) -> bool) {
    let deadline = Instant::now() + PATIENCE;
    for asked in 1.. {
        session.send(format!("(:); jobs; echo asked-{asked}.\r").as_bytes());
        let screen = session.wait_for(&format!("\nasked-{asked}.\nREADY$"));
        let answer = screen
            .rsplit(&format!("echo asked-{asked}."))
            .next()
            .expect("the jobs command");
        if done(answer) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "the shell never saw it {what}:\n{screen}"
        );
        thread::sleep(Duration::from_millis(50));
    }
}

/// Waits until the shell has seen its job stop: until it has, `fg` and `kill %1` take the job
/// for a running one and send it no SIGCONT (the game would stay stopped: `fg` says "Stopped"
/// again, `kill` leaves a SIGTERM pending).
fn wait_until_the_shell_sees_it_stopped(session: &mut Session) {
    ask_jobs_until(session, "stop", |jobs| jobs.contains("Stopped"));
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack
        .windows(needle.len())
        .any(|window| window == needle)
}

#[test]
fn started_in_the_background_it_waits_stopped_and_asks_nothing_until_fg() {
    let mut session = shell();
    let pid = start_in_the_background(&mut session);
    wait_for_state(pid, |s| s == Some('T'), "stopped");
    // Stopped before it wrote a byte: no question to the terminal (OSC 11, device
    // attributes), whose answers the shell would read as a command line; no game screen.
    session.send(b"echo still-here\r");
    session.wait_for("still-here\n");
    let output = session.output();
    assert!(
        !contains(&output, b"\x1b]11;?") && !contains(&output, b"\x1b[c"),
        "the game asked the terminal from the background"
    );
    assert!(!session.alternate_screen());
    wait_until_the_shell_sees_it_stopped(&mut session);
    // fg: the game starts, asks, and is playable.
    session.send(b"fg\r");
    session.wait_for(GAME_SCREEN);
    assert!(
        contains(&session.output(), b"\x1b]11;?"),
        "asked once in front"
    );
    session.wait_for("Your move");
    session.send(b"5");
    session.wait_for("AI played");
    session.send(b"q");
    wait_for_state(pid, |s| s.is_none() || s == Some('Z'), "ended");
    session.wait_for("READY$");
    assert!(!session.alternate_screen());
    session.send(b"exit\r");
}

#[test]
fn started_in_the_background_it_ends_when_killed_there() {
    let mut session = shell();
    let pid = start_in_the_background(&mut session);
    wait_for_state(pid, |s| s == Some('T'), "stopped");
    wait_until_the_shell_sees_it_stopped(&mut session);
    session.send(b"kill %1\r");
    // bash continues a stopped job it sends SIGTERM to: the game must then die, not stop again.
    wait_for_state(pid, |s| s.is_none() || s == Some('Z'), "ended");
    ask_jobs_until(&mut session, "end", |jobs| !jobs.contains("Stopped"));
    assert!(!session.alternate_screen());
    session.send(b"exit\r");
}

#[test]
fn bg_after_ctrl_z_stops_it_again_until_fg() {
    let mut session = shell();
    session.send(format!("{MORPION} --first human --seed 7\r").as_bytes());
    session.wait_for("Your move");
    session.send(b"\x1a");
    session.wait_for("READY$");
    session.send(b"bg; echo PID=$!.\r");
    let pid = reported_pid(&session);
    // In the background it cannot take the terminal: it stops again, leaving the shell alone.
    wait_for_state(pid, |s| s == Some('T'), "stopped again");
    assert!(!session.alternate_screen());
    wait_until_the_shell_sees_it_stopped(&mut session);
    session.send(b"fg\r");
    session.wait_for("Your move");
    session.wait_until("the game's screen", |screen| screen.alternate_screen());
    session.send(b"q");
    wait_for_state(pid, |s| s.is_none() || s == Some('Z'), "ended");
    session.send(b"exit\r");
}

/// The memory the process holds now (VmRSS), in MiB.
fn resident_mib(pid: i32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(0, |kib| kib / 1024)
}

#[test]
fn keys_typed_while_a_big_table_is_made_are_not_echoed_on_the_shells_screen() {
    // A 1 GiB table: its pages are touched before the game takes the screen (seconds in a
    // debug build, a fraction of one in release).
    let mut session = Session::spawn(
        &["--first", "human", "--seed", "7", "--table-mib", "1024"],
        100,
        30,
        &[],
    );
    let pid = session.pid();
    let deadline = Instant::now() + PATIENCE;
    while resident_mib(pid) < 100 && !session.alternate_screen() {
        assert!(Instant::now() < deadline, "the table was never made");
        thread::sleep(Duration::from_millis(2));
    }
    // Keys the game does nothing with, typed while it gets ready (if it is not ready yet).
    session.send(b"#%#%");
    session.wait_for("Your move");
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(5));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
    let screen = session.screen();
    assert!(
        !screen.contains("#%#%"),
        "the keys were echoed onto the shell's screen:\n{screen}"
    );
}

/// Starts a long AI search in the shell's foreground, stops the game with SIGSTOP (which
/// cannot be caught: the shell finds its job stopped and takes the terminal back), then
/// continues it with a SIGCONT that is not `fg`, which leaves it in the background; the game
/// must see that and stop again. Returns its pid, stopped (as the shell knows), and the bytes
/// the terminal received between the two stops.
fn stopped_then_continued_in_the_background(session: &mut Session) -> (i32, Vec<u8>) {
    let command = format!(
        "{MORPION} --rows 5 --cols 5 --k 4 --depth 12 --no-pruning --think-ms 600000 --first ai\r"
    );
    session.send(command.as_bytes());
    // The status line is the first frame's last row: once it is read, the frame's write has
    // ended. (Stopped in the middle of a write that the terminal could not take at once, the
    // game finishes that write when continued, wherever it is: not a new frame.)
    session.wait_for("Esc plays now");
    let pid = {
        let deadline = Instant::now() + PATIENCE;
        loop {
            // The game is the shell's child; its pid from the process table.
            let found = std::fs::read_dir("/proc")
                .expect("/proc")
                .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<i32>().ok())
                .find(|&pid| {
                    std::fs::read_to_string(format!("/proc/{pid}/cmdline"))
                        .is_ok_and(|line| line.starts_with(MORPION) && line.contains("600000"))
                        && std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
                            let after = &stat[stat.rfind(')').unwrap_or(0) + 2..];
                            after.split_whitespace().nth(1) == Some(&session.pid().to_string())
                        })
                });
            if let Some(pid) = found {
                break pid;
            }
            assert!(Instant::now() < deadline, "the game's process not found");
            thread::sleep(Duration::from_millis(20));
        }
    };
    // SAFETY: kill(2) of the game this test started.
    unsafe { libc::kill(pid, libc::SIGSTOP) };
    wait_for_state(pid, |s| s == Some('T'), "stopped");
    // The shell's notice, then its prompt (another write, read apart at times): all of the
    // shell's bytes are in before the count starts, or its prompt would pass for the game's.
    session.wait_until("the shell's prompt after its notice", |screen| {
        let text = screen.contents();
        text.rsplit_once("Stopped")
            .is_some_and(|(_, after)| after.lines().any(|line| line.starts_with("READY$")))
    });
    let written = session.output_len();
    let stopped_at = switches(pid);
    // SAFETY: as above.
    unsafe { libc::kill(pid, libc::SIGCONT) };
    // It may run and stop again between two looks at its state: its count of switches tells.
    let deadline = Instant::now() + PATIENCE;
    while switches(pid) == stopped_at || state(pid) != Some('T') {
        assert!(
            Instant::now() < deadline,
            "never continued then stopped again, in the background; state {:?}",
            state(pid)
        );
        thread::sleep(Duration::from_millis(10));
    }
    // What came between the two stops: the shell's `jobs` below come after.
    let from_the_background = session.output()[written..].to_vec();
    wait_until_the_shell_sees_it_stopped(session);
    (pid, from_the_background)
}

#[test]
fn continued_in_the_background_after_sigstop_it_writes_nothing_until_fg() {
    // Before, a SIGCONT that was not `fg` continued the game in the background, where it drew
    // its next frames over the shell's screen before the system stopped it.
    let mut session = shell();
    let (pid, after) = stopped_then_continued_in_the_background(&mut session);
    // (Its frames are diffs: a spinner, a time, a count; any byte is one too many.)
    assert!(
        after.is_empty(),
        "the game drew over the shell's screen from the background: {:?}",
        String::from_utf8_lossy(&after)
    );
    // fg: the game takes the terminal back, redrawn, the AI still thinking.
    session.send(b"fg\r");
    session.wait_until("the game's screen", |screen| {
        screen.alternate_screen() && screen.contents().contains("AI is thinking")
    });
    session.send(b"q");
    wait_for_state(pid, |s| s.is_none() || s == Some('Z'), "ended");
    session.send(b"exit\r");
}

#[test]
fn continued_in_the_background_after_sigstop_it_ends_when_killed_there() {
    let mut session = shell();
    let (pid, _) = stopped_then_continued_in_the_background(&mut session);
    // bash sends SIGTERM, then SIGCONT: the game must see the SIGTERM before it stops again.
    session.send(b"kill %1\r");
    wait_for_state(pid, |s| s.is_none() || s == Some('Z'), "ended");
    ask_jobs_until(&mut session, "end", |jobs| !jobs.contains("Stopped"));
    // The screen it took is given back, from the background.
    assert!(!session.alternate_screen());
    session.send(b"exit\r");
}
