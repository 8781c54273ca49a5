//! Bad command-line values in a real terminal: refused before the screen is touched.

use crate::pty;

use std::time::Duration;

use pty::Session;

#[test]
fn bad_values_are_refused_without_touching_the_screen() {
    for (args, message) in [
        (&["--rows", "0"][..], "invalid value '0' for '--rows <R>'"),
        (&["--rows", "1000"], "invalid value '1000' for '--rows <R>'"),
        (&["--k", "10"], "invalid value '10' for '--k <K>'"),
        (
            &["--k", "5"],
            "must be between 2 and 3 on a 3×3 board, not 5",
        ),
        (&["--depth", "-1"], "invalid value '-1' for '--depth <N>'"),
        (&["--depth", "abc"], "invalid value 'abc' for '--depth <N>'"),
        (&["--frobnicate"], "unexpected argument '--frobnicate'"),
        (&["--human", "z"], "invalid value 'z' for '--human <HUMAN>'"),
    ] {
        let mut session = Session::spawn(args, 100, 30, &[]);
        let exit = session.expect_exit(Duration::from_secs(5));
        assert_eq!((exit.code, exit.signal.clone()), (2, None), "{args:?}");
        let screen = session.screen();
        assert!(screen.contains(message), "{args:?}: {screen}");
        let output = String::from_utf8_lossy(&session.output()).into_owned();
        // No alternate screen, no raw mode, no mouse reporting, no cursor games: the only escape
        // codes allowed are the colours of clap's own message.
        for control in ["\x1b[?1049h", "\x1b[?1000h", "\x1b[?25l", "\x1b[2J"] {
            assert!(!output.contains(control), "{args:?} wrote {control:?}");
        }
        assert!(!session.alternate_screen(), "{args:?}");
        assert_eq!(session.echo_and_canonical(), (true, true), "{args:?}");
    }
}
