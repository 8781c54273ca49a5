//! NO_COLOR, TERM=dumb, no COLORTERM, LANG=C: plain ASCII and the 16 basic colours or none; every cell one column wide.

use crate::pty;

use std::time::Duration;

use pty::{HUMAN_FIRST, Session};

/// Plays a move (so marks, the last-move highlight and the panel are drawn), then returns the
/// session and every byte it wrote.
fn played_game(env: &[(&str, &str)]) -> (Session, Vec<u8>) {
    let mut session =
        Session::spawn_program(pty::MORPION, HUMAN_FIRST, 100, 30, env, &["COLORTERM"]);
    session.wait_for("Your move");
    session.send(b"5");
    session.wait_for("AI played");
    session.wait_stable(Duration::from_millis(150));
    let output = session.output();
    (session, output)
}

/// Every colour set by an SGR sequence in `output`, one per colour ("38;5;12", "31", …).
fn colour_codes(output: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(output);
    let mut colours = Vec::new();
    for rest in text.split("\x1b[").skip(1) {
        let Some(end) = rest.find(|c: char| !(c.is_ascii_digit() || c == ';')) else {
            continue;
        };
        if !rest[end..].starts_with('m') {
            continue;
        }
        let mut params = rest[..end].split(';');
        while let Some(param) = params.next() {
            match param.parse::<u32>() {
                // Extended colours carry their arguments: 5;index or 2;r;g;b.
                Ok(38 | 48 | 58) => {
                    let kind = params.next().unwrap_or("");
                    let count = if kind == "2" { 3 } else { 1 };
                    let args: Vec<&str> = params.by_ref().take(count).collect();
                    colours.push(format!("{param};{kind};{}", args.join(";")));
                }
                // 39 and 49 (back to the terminal's own colours) set no colour.
                Ok(30..=37 | 40..=47 | 90..=97 | 100..=107) => colours.push(param.to_owned()),
                _ => {}
            }
        }
    }
    colours
}

fn quit(mut session: Session) {
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(2));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

fn assert_one_column_cells(session: &Session) {
    assert_eq!(
        session.cells_not_one_column_wide(),
        Vec::new(),
        "{}",
        session.screen()
    );
}

#[test]
fn no_color_dumb_terminal_and_c_locale_give_plain_ascii() {
    let (session, output) = played_game(&[("NO_COLOR", "1"), ("TERM", "dumb"), ("LANG", "C")]);
    assert!(output.is_ascii(), "only ASCII bytes under LANG=C");
    assert_eq!(
        colour_codes(&output),
        Vec::<String>::new(),
        "no colours at all"
    );
    let screen = session.screen();
    assert!(screen.contains("+ Board ---"), "ASCII borders:\n{screen}");
    assert!(
        screen.contains("    X    |"),
        "the X in the centre cell:\n{screen}"
    );
    assert_one_column_cells(&session);
    quit(session);
}

#[test]
fn no_color_alone_turns_every_colour_off() {
    let (session, output) = played_game(&[("NO_COLOR", "1")]);
    assert_eq!(colour_codes(&output), Vec::<String>::new());
    assert!(
        !output.is_ascii(),
        "Unicode is still used in a UTF-8 locale"
    );
    assert_one_column_cells(&session);
    quit(session);
}

#[test]
fn a_dumb_terminal_gets_no_colour_and_ascii() {
    let (session, output) = played_game(&[("TERM", "dumb")]);
    assert_eq!(colour_codes(&output), Vec::<String>::new());
    assert!(output.is_ascii());
    assert_one_column_cells(&session);
    quit(session);
}

#[test]
fn the_c_locale_gets_ascii_in_colour() {
    let (session, output) = played_game(&[("LANG", "C")]);
    assert!(output.is_ascii());
    assert!(!colour_codes(&output).is_empty(), "colours stay on");
    assert_one_column_cells(&session);
    quit(session);
}

#[test]
fn colours_are_the_sixteen_basic_ones_without_colorterm() {
    let (session, output) = played_game(&[]);
    let codes = colour_codes(&output);
    assert!(!codes.is_empty(), "a colour terminal gets colours");
    for code in &codes {
        let params: Vec<&str> = code.split(';').collect();
        let basic = match params.as_slice() {
            // crossterm writes even the 16 basic colours as palette entries 0..=15.
            ["38" | "48", "5", index] => index.parse::<u8>().is_ok_and(|i| i < 16),
            ["39" | "49"] => true,
            [sgr] => sgr
                .parse::<u32>()
                .is_ok_and(|n| matches!(n, 30..=37 | 40..=47 | 90..=97 | 100..=107)),
            _ => false,
        };
        assert!(basic, "{code:?} is not one of the 16 basic colours");
    }
    assert!(
        !String::from_utf8_lossy(&output).contains("38;2;"),
        "no truecolor"
    );
    assert_one_column_cells(&session);
    quit(session);
}

fn look(vars: &[(&str, &str)]) -> morpion::tui::Look {
    morpion::tui::Look::from_vars(|name| {
        vars.iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value.into())
    })
}

#[test]
fn the_look_follows_posix_locale_order_and_no_color() {
    use morpion::tui::Look;
    // The background: not known (neither the terminal, asked later, nor COLORFGBG said).
    let full = Look {
        color: true,
        unicode: true,
        background: morpion::tui::Background::Unknown,
    };
    assert_eq!(look(&[]), full, "nothing set: a modern UTF-8 terminal");
    assert_eq!(look(&[("LANG", "en_US.utf8")]), full);
    assert_eq!(
        look(&[("NO_COLOR", "")]),
        full,
        "an empty NO_COLOR is no request"
    );
    assert_eq!(
        look(&[("LANG", "en_US.UTF-8"), ("LC_ALL", "C")]),
        Look {
            unicode: false,
            ..full
        },
        "LC_ALL wins over LANG"
    );
    assert_eq!(
        look(&[("LC_CTYPE", "fr_FR.UTF-8"), ("LANG", "POSIX")]),
        full,
        "LC_CTYPE wins over LANG"
    );
    assert_eq!(
        look(&[("TERM", "dumb")]),
        Look {
            color: false,
            unicode: false,
            ..full
        }
    );
    assert_eq!(
        look(&[("NO_COLOR", "1")]),
        Look {
            color: false,
            ..full
        }
    );
}
