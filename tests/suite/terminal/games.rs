//! The real binary plays Connect Four and the Game of Bones in a pseudo-terminal: keys drop and
//! take, the AI answers with its panel, plain ASCII under LANG=C, the terminal restored on quit.

use crate::pty;

use std::time::Duration;

use pty::{Session, keys};

fn quit(mut session: Session) {
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(2));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn bones_takes_with_keys_and_the_ai_answers() {
    let args = ["--game", "bones", "--first", "human", "--seed", "1"];
    let mut session = Session::spawn(&args, 100, 30, &[]);
    session.wait_for("10 of 10 bones left");
    let screen = session.wait_for("Enter/1-3 take");
    assert!(screen.contains("▮▮▮▮▮ ▮▮▮▮▮"), "{screen}");
    session.send(keys::RIGHT);
    session.send(keys::ENTER);
    let screen = session.wait_for("AI played take");
    assert!(screen.contains("of 10 bones left"), "{screen}");
    assert!(screen.contains("AI took"), "{screen}");
    assert_eq!(session.cells_not_one_column_wide(), Vec::new(), "{screen}");
    quit(session);
}

#[test]
fn bones_in_ascii_under_the_c_locale() {
    let args = ["--game", "bones", "--heap", "30", "--first", "human"];
    let mut session = Session::spawn(&args, 100, 30, &[("LANG", "C")]);
    let screen = session.wait_for("30 of 30 bones left");
    assert!(screen.contains("||||| ||||| ||||| ||||| |||||"), "{screen}");
    session.send(b"3");
    session.wait_for("AI played take");
    session.wait_stable(Duration::from_millis(150));
    assert!(session.output().is_ascii(), "only ASCII bytes under LANG=C");
    quit(session);
}

#[test]
fn connect_four_drops_by_column_and_the_ai_answers() {
    let args = ["--game", "connect4", "--first", "human", "--seed", "1"];
    let mut session = Session::spawn(&args, 100, 30, &[]);
    let screen = session.wait_for("Enter/1-7 drop");
    assert!(
        screen.contains("▼4▼"),
        "the middle column is chosen:\n{screen}"
    );
    session.send(keys::LEFT);
    session.send(keys::UP);
    session.send(keys::ENTER);
    let screen = session.wait_for("AI played col");
    assert!(screen.contains(" 1 You col 3"), "the move list: {screen}");
    session.send(b"8");
    session.wait_for("Digits 1–7 drop in a column: there is no column 8");
    quit(session);
}

#[test]
fn connect_four_of_the_biggest_widths_is_played() {
    // 7 columns of 8 rows, 8 of 7 and 9 of 6: the boards whose columns, a spare cell each,
    // fill 63, 64 and 63 bits. Eight columns need a terminal 84 wide, nine 88.
    for (rows, cols, width, height) in [("8", "7", 80, 24), ("7", "8", 84, 24), ("6", "9", 88, 24)]
    {
        let args = [
            "--rows",
            rows,
            "--cols",
            cols,
            "--k",
            "4",
            "--gravity",
            "--first",
            "human",
            "--seed",
            "1",
            "--think-ms",
            "200",
        ];
        let mut session = Session::spawn(&args, width, height, &[]);
        session.wait_for(&format!("Enter/1-{cols} drop"));
        session.send(cols.as_bytes());
        let screen = session.wait_for("AI played col");
        assert!(!screen.contains("Terminal too small"), "{screen}");
        quit(session);
    }
}
