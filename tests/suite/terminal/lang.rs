//! The language of the real binary in a pseudo-terminal: French from the locale without a flag,
//! `--lang` over the locale, LC_ALL over LC_MESSAGES over LANG, French in plain ASCII under a
//! locale without UTF-8, and a bad `--lang` refused before the screen is touched.

use crate::pty;

use std::time::Duration;

use pty::Session;

fn quit(mut session: Session) {
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(2));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

const HUMAN_FIRST: [&str; 4] = ["--first", "human", "--seed", "3"];

#[test]
fn a_french_locale_plays_in_french_without_a_flag() {
    let mut session = Session::spawn(&HUMAN_FIRST, 100, 30, &[("LANG", "fr_FR.UTF-8")]);
    session.wait_for("À vous de jouer (X)");
    // The footer is the last line of the frame: once it is there, the whole frame is.
    let screen = session.wait_for("Entrée/1-9 jouer");
    assert!(screen.contains("À vous de jouer (X)"), "{screen}");
    assert!(screen.contains("Vous 0 · Nulles 0 · IA 0"), "{screen}");
    session.send(b"1");
    session.wait_for("L'IA a joué b2");
    // Figures in French: a no-break space between thousands, a decimal comma (once the
    // comparison with plain minimax has counted).
    let screen = session.wait_for("4,7\u{a0}%");
    assert!(
        screen.contains("Recherches\u{a0}: positions examinées"),
        "{screen}"
    );
    assert!(screen.contains("59\u{a0}704"), "{screen}");
    assert_eq!(session.cells_not_one_column_wide(), Vec::new(), "{screen}");
    quit(session);
}

#[test]
fn the_flag_wins_over_the_locale_and_lc_all_over_lang() {
    let english = [
        (&["--lang", "en"][..], &[("LANG", "fr_FR.UTF-8")][..]),
        (&[], &[("LANG", "fr_FR.UTF-8"), ("LC_ALL", "C.UTF-8")]),
        (&[], &[("LANG", "en_GB.UTF-8"), ("LC_MESSAGES", "")]),
    ];
    for (flags, env) in english {
        let args: Vec<&str> = HUMAN_FIRST
            .iter()
            .copied()
            .chain(flags.iter().copied())
            .collect();
        let session = Session::spawn(&args, 100, 30, env);
        session.wait_for("Your move (X)");
        quit(session);
    }
    let french = [
        (&["--lang", "fr"][..], &[("LANG", "en_US.UTF-8")][..]),
        (&[], &[("LANG", "C.UTF-8"), ("LC_MESSAGES", "fr_CA.UTF-8")]),
        (&[], &[("LANG", "en_US.UTF-8"), ("LC_ALL", "fr_BE.UTF-8")]),
    ];
    for (flags, env) in french {
        let args: Vec<&str> = HUMAN_FIRST
            .iter()
            .copied()
            .chain(flags.iter().copied())
            .collect();
        let session = Session::spawn(&args, 100, 30, env);
        session.wait_for("À vous de jouer (X)");
        quit(session);
    }
}

#[test]
fn french_in_plain_ascii_where_the_locale_has_no_utf8() {
    let env = [("LANG", "fr_FR.ISO-8859-1")];
    let mut session = Session::spawn(&HUMAN_FIRST, 100, 30, &env);
    session.wait_for("A vous de jouer (X)");
    session.send(b"1");
    let screen = session.wait_for("L'IA a joue b2");
    assert!(
        screen.contains("Recherches : positions examinees"),
        "{screen}"
    );
    session.wait_stable(Duration::from_millis(150));
    assert!(
        session.output().is_ascii(),
        "only ASCII bytes without UTF-8"
    );
    quit(session);
}

#[test]
fn a_bad_language_is_refused_like_the_other_flags() {
    let mut session = Session::spawn(&["--lang", "de"], 100, 30, &[("LANG", "fr_FR.UTF-8")]);
    let exit = session.expect_exit(Duration::from_secs(5));
    assert_eq!((exit.code, exit.signal.clone()), (2, None));
    let screen = session.screen();
    assert!(
        screen.contains("invalid value 'de' for '--lang <LANG>'"),
        "{screen}"
    );
    assert!(screen.contains("[possible values: en, fr]"), "{screen}");
    assert!(!session.alternate_screen());
}
