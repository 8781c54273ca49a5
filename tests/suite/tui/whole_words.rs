//! No word is ever cut: every screen reachable by keys, in both languages, at the smallest
//! size and at 80×24, 100×30 and 120×36, shows only whole words of its language's table, and
//! shows the last notice whole (wrapped onto the message line's rows, never cut short).

use crate::common;

use std::collections::BTreeSet;

use common::phrases::EveryPhrase;
use common::session::Session;
use morpion::i18n::{EN, FR};
use morpion::tui::layout::Areas;
use ratatui::layout::Rect;

/// The sizes a screen is checked at: the game's smallest, and the usual terminals.
const SIZES: [(u16, u16); 3] = [(80, 24), (100, 30), (120, 36)];

/// Words both languages write, and names the tables do not hold as words.
const NAMES: &[&str] = &[
    "morpion", "minimax", "alpha", "max", "min", "col", "dot", "tsvg", "graphviz", "ctrl", "hjkl",
    "mib", "mio", "esc",
];

/// The words of `text` (letters only, lower case, at least three).
fn words(text: &str) -> BTreeSet<String> {
    text.replace("{last}", "7")
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 3)
        .map(str::to_lowercase)
        .collect()
}

/// A session of `morpion ARGS` in `lang` after `steps`: keys pressed, each search and study
/// run to its end unless the step ends with `!` (it is left running).
fn session(lang: &str, args: &[&str], steps: &[&str]) -> Session {
    let args: Vec<&str> = ["--lang", lang, "--first", "human", "--seed", "1"]
        .into_iter()
        .chain(args.iter().copied())
        .collect();
    let mut s = Session::new(&args);
    for step in steps {
        let (keys, running) = match step.strip_suffix('!') {
            Some(keys) => (keys, true),
            None => (*step, false),
        };
        s.keys(keys);
        if !running {
            s.settle();
            while s.finish_study() {}
            s.settle();
        }
    }
    s
}

/// Key steps (see [`session`]), one list a state.
type States = &'static [&'static [&'static str]];

/// The states a player reaches by keys on a 3×3 board.
const TIC_TAC_TOE: States = &[
    &[],
    &["5"],
    &["5", "u"],
    &["5", "?"],
    &["5", "t"],
    &["5", "i"],
    &["5", "c"],
    &["5", "m"],
    &["5", "d"],
    &["5", "5"],
    &["5", "3!", "1"],
    &["5", "v"],
    &["5", "v", "v"],
];

/// The same on Connect Four (its AI held to 3 plies, so a debug build is quick).
const CONNECT_FOUR: States = &[
    &[],
    &["4"],
    &["4", "u"],
    &["4", "?"],
    &["4", "t"],
    &["4", "i"],
    &["4", "c"],
    &["4", "9"],
    &["4", "v"],
];

/// The same on the Game of Bones, to its end.
const BONES: States = &[
    &[],
    &["2"],
    &["2", "u"],
    &["2", "?"],
    &["2", "t"],
    &["2", "i"],
    &["2", "c"],
    &["2", "4"],
    &["2", "2", "2", "2", "2", "2"],
    &["2", "v", "v"],
];

/// The words on `screen` that are no word of `vocabulary`: cut ones ("agai").
fn cut_words(screen: &str, vocabulary: &BTreeSet<String>) -> Vec<String> {
    words(screen)
        .into_iter()
        .filter(|w| !vocabulary.contains(w) && !NAMES.contains(&w.as_str()))
        .collect()
}

/// The message line's rows, under the footer, joined: a wrapped notice reads as one text.
fn message_text(screen: &str) -> String {
    let lines: Vec<&str> = screen.lines().map(|line| line.trim_matches('"')).collect();
    let footer = lines
        .iter()
        .rposition(|line| line.starts_with('└'))
        .map_or(lines.len(), |at| at + 2);
    lines[footer.min(lines.len())..]
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The smallest screen that shows `s`'s game.
fn smallest(s: &Session) -> (u16, u16) {
    match Areas::compute(Rect::new(0, 0, 1, 1), s.app.position()) {
        Err(too_small) => (too_small.need_width, too_small.need_height),
        Ok(_) => (1, 1),
    }
}

fn check(s: &Session, vocabulary: &BTreeSet<String>, what: &str, failures: &mut Vec<String>) {
    for (width, height) in [smallest(s)].into_iter().chain(SIZES) {
        let screen = s.draw(width, height).backend().to_string();
        let cut = cut_words(&screen, vocabulary);
        if !cut.is_empty() {
            failures.push(format!("{what} at {width}×{height}: cut {cut:?}\n{screen}"));
        }
        if let Some(notice) = s.app.message() {
            let notice: String = notice.split_whitespace().collect::<Vec<_>>().join(" ");
            if !message_text(&screen).contains(&notice) {
                failures.push(format!(
                    "{what} at {width}×{height}: the notice {notice:?} is not whole\n{screen}"
                ));
            }
        }
    }
}

#[test]
fn no_word_is_cut_on_any_screen_in_either_language() {
    let mut failures = Vec::new();
    for (lang, table) in [("en", &EN), ("fr", &FR)] {
        let vocabulary = words(&table.every_phrase().join(" "));
        let games: [(&str, &[&str], States); 3] = [
            ("3×3", &[], TIC_TAC_TOE),
            (
                "connect4",
                &["--game", "connect4", "--depth", "3"],
                CONNECT_FOUR,
            ),
            ("bones", &["--game", "bones"], BONES),
        ];
        for (game, args, states) in games {
            for steps in states {
                let s = session(lang, args, steps);
                let what = format!("{lang} {game} {steps:?}");
                check(&s, &vocabulary, &what, &mut failures);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
