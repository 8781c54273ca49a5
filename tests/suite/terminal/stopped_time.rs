//! Time the game spends stopped (Ctrl-Z, SIGTSTP, SIGSTOP) is neither the AI's thinking time
//! nor playing time: the AI thinks its whole think time after `fg`, and step mode's autoplay
//! goes on from where it was.
//!
//! Each test stops the game for far longer than what it checks (twice the think time, a
//! hundred steps' time), so a busy machine's delays cannot pass for the stop or hide it.

use crate::pty;

use std::thread;
use std::time::{Duration, Instant};

use pty::{PATIENCE, Session};

const CTRL_Z: &[u8] = b"\x1a";

/// Connect Four, the textbook search alone (no book, no solver), `THINK_MS` to think: the
/// deepening never ends before its time is up on the first moves.
const THINK_MS: u64 = 2_000;

fn connect_four_thinking() -> Session {
    let think = THINK_MS.to_string();
    let args = [
        "--game",
        "connect4",
        "--first",
        "human",
        "--seed",
        "1",
        "--no-perfect",
        "--think-ms",
        &think,
    ];
    // Wide enough for the deepening's line to fit on one row of the panel.
    let mut session = Session::spawn(&args, 200, 40, &[]);
    session.wait_for("Your move");
    session.send(b"4");
    session.wait_for("AI is thinking");
    session
}

/// The process state letter from /proc: 'T' when stopped.
fn state(session: &Session) -> char {
    let stat = std::fs::read_to_string(format!("/proc/{}/stat", session.pid())).expect("stat");
    stat[stat.rfind(')').expect("comm") + 2..]
        .chars()
        .next()
        .expect("a state")
}

/// Waits until the game is stopped, keeps it so for `stopped`, then continues it.
fn stopped_for(session: &Session, stopped: Duration) {
    let deadline = Instant::now() + PATIENCE;
    while state(session) != 'T' {
        assert!(Instant::now() < deadline, "never stopped");
        thread::sleep(Duration::from_millis(10));
    }
    // The scenario, not a measurement: the game stays stopped at least this long.
    thread::sleep(stopped);
    session.signal(libc::SIGCONT);
}

/// The time the deepening line of the panel says the AI's search took, in seconds: "Deepening
/// N searches, 1 to N plies deep (…), stopped when time was up: P positions in all, tie checks
/// included, 2.00 s", a line that wraps in the panel (its words are joined here).
fn deepening_seconds(screen: &str) -> f64 {
    // The panel's text, right of its left border (the column its title's corner is in), line
    // after line.
    let column = screen
        .lines()
        .find_map(|line| {
            let at = line.find("┌ AI played")?;
            Some(line[..at].chars().count() + 1)
        })
        .unwrap_or_else(|| panic!("no panel:\n{screen}"));
    let panel: Vec<String> = screen
        .lines()
        .map(|line| {
            let text: String = line.chars().skip(column).collect();
            text.trim_end().trim_end_matches('│').trim().to_owned()
        })
        .collect();
    let joined = panel.join(" ");
    let line = joined
        .split("Deepening ")
        .nth(1)
        .unwrap_or_else(|| panic!("no deepening line:\n{screen}"));
    assert!(
        line.contains("stopped when time was up"),
        "the think time ran out:\n{screen}"
    );
    let time = line
        .split("tie checks included, ")
        .nth(1)
        .unwrap_or_else(|| panic!("no time in {line:?}:\n{screen}"));
    let number: String = time
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    let value: f64 = number.parse().expect("a number");
    // The unit right after the number (the joined panel goes on past it).
    if time[number.len()..].trim_start().starts_with("ms") {
        value / 1e3
    } else {
        value
    }
}

/// Stops the thinking AI with `stop`, for twice its think time, continues it, and checks the
/// search it played took its think time, not the stop as well.
fn the_stop_is_not_thinking_time(stop: impl Fn(&mut Session)) {
    let mut session = connect_four_thinking();
    stop(&mut session);
    let stopped = Duration::from_millis(2 * THINK_MS);
    stopped_for(&session, stopped);
    session.wait_for("AI played");
    // The panel's last label, drawn after the deepening line in the same frame.
    let screen = session.wait_for("Expected");
    let took = deepening_seconds(&screen);
    let think = THINK_MS as f64 / 1e3;
    // Before: the stop counted, so the AI played the moment it was continued, its search
    // "taking" the think time and the stop (≥ 4 s). Now: its think time, and a stop's worth
    // of slack for a busy machine, still short of the stop.
    assert!(
        took >= think && took < think + stopped.as_secs_f64() / 2.0,
        "the search took {took} s for a think time of {think} s and a stop of {stopped:?}:\n{screen}"
    );
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(5));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn ctrl_z_while_the_ai_thinks_does_not_eat_its_think_time() {
    the_stop_is_not_thinking_time(|session| session.send(CTRL_Z));
}

#[test]
fn sigtstp_while_the_ai_thinks_does_not_eat_its_think_time() {
    the_stop_is_not_thinking_time(|session| session.signal(libc::SIGTSTP));
}

#[test]
fn sigstop_while_the_ai_thinks_does_not_eat_its_think_time() {
    // Nobody can catch SIGSTOP: the game counts the stop from when it last looked (a tenth of
    // a second at most before it).
    the_stop_is_not_thinking_time(|session| session.signal(libc::SIGSTOP));
}

/// The step step mode's counter shows ("Step 123 of 4,567 · …") on `screen`, if it shows.
fn step_on(screen: &str) -> Option<u64> {
    screen
        .split("Step ")
        .skip(1)
        .map(|after| {
            after
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == ',')
                .filter(char::is_ascii_digit)
                .collect::<String>()
        })
        .find(|digits| !digits.is_empty())?
        .parse()
        .ok()
}

fn step_number(session: &Session) -> u64 {
    let screen = session.screen();
    step_on(&screen).unwrap_or_else(|| panic!("no step counter:\n{screen}"))
}

/// Stops step mode's autoplay (10 steps a second) with `stop` for 10 s, continues it, and
/// checks it goes on from where it was: 100 steps, had the stop counted, come at once.
fn the_stop_is_not_playing_time(stop: impl Fn(&mut Session)) {
    // Plain minimax on the empty 3×3 board: half a million steps, far more than a test plays.
    let mut session = Session::spawn(
        &["--first", "ai", "--no-pruning", "--seed", "1"],
        100,
        30,
        &[],
    );
    session.wait_for("Your move");
    session.send(b"w");
    session.wait_for("Step 1 ");
    // 10 steps a second (the default 5, one notch faster), playing.
    session.send(b"] ");
    session.wait_for("Playing: 10 steps a second");
    let first = step_number(&session);
    let deadline = Instant::now() + PATIENCE;
    while step_number(&session) < first + 3 {
        assert!(Instant::now() < deadline, "the autoplay never moved");
        thread::sleep(Duration::from_millis(20));
    }
    let before = step_number(&session);
    stop(&mut session);
    stopped_for(&session, Duration::from_secs(10));
    // Five steps on (half a second): the first look at a step that far is the jump, if any.
    let deadline = Instant::now() + PATIENCE;
    let after = loop {
        let screen = session.screen();
        if let (true, Some(now)) = (screen.contains("Playing"), step_on(&screen))
            && now >= before + 5
        {
            break now;
        }
        assert!(Instant::now() < deadline, "the autoplay never went on");
        thread::sleep(Duration::from_millis(10));
    };
    assert!(
        after < before + 50,
        "step {before} before a 10 s stop, {after} just after:\n{}",
        session.screen()
    );
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(5));
    assert_eq!((exit.code, exit.signal), (0, None));
}

#[test]
fn ctrl_z_does_not_make_step_modes_autoplay_jump() {
    the_stop_is_not_playing_time(|session| session.send(CTRL_Z));
}

#[test]
fn sigstop_does_not_make_step_modes_autoplay_jump() {
    the_stop_is_not_playing_time(|session| session.signal(libc::SIGSTOP));
}
