//! The screens the README and the docs show are the real ones: the README's is
//! `assets/screen-100x30.txt`, docs/playing.md's French one `assets/screen-fr-80x24.txt`, and
//! docs/learning.md's step mode `assets/screen-steps-100x30.txt`, each what the App draws for the
//! same seed and keys (only the measured times may differ).

use morpion::analysis::First;
use morpion::analysis::run_search;
use morpion::cli::play::PlayArgs;
use morpion::i18n::Lang;
use morpion::tui::{App, AppEvent};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

const SCREEN: &str = include_str!("../../../assets/screen-100x30.txt");
const FRENCH_SCREEN: &str = include_str!("../../../assets/screen-fr-80x24.txt");
const README: &str = include_str!("../../../README.md");
const PLAYING: &str = include_str!("../../../docs/playing.md");
const LEARNING: &str = include_str!("../../../docs/learning.md");

/// `screen`'s lines with every time measured ("87 µs", "< 1 µs", "1.1 ms", "1,25 s", French
/// no-break spaces too) written "(time)" and the spaces between words collapsed (a time of
/// another width moves what follows it): the rest must match exactly.
fn without_times(screen: &str) -> Vec<String> {
    let units = ["µs", "ms", "s"];
    screen
        .lines()
        .map(|line| {
            let tokens: Vec<&str> = line
                .split(char::is_whitespace)
                .filter(|t| !t.is_empty())
                .collect();
            let mut kept: Vec<&str> = Vec::new();
            let mut at = 0;
            while at < tokens.len() {
                let token = tokens[at];
                let figure = token
                    .chars()
                    .all(|c| c.is_ascii_digit() || c == '.' || c == ',');
                if figure && tokens.get(at + 1).is_some_and(|unit| units.contains(unit)) {
                    if kept.last() == Some(&"<") {
                        kept.pop();
                    }
                    kept.push("(time)");
                    at += 2;
                } else {
                    kept.push(token);
                    at += 1;
                }
            }
            kept.join(" ")
        })
        .collect()
}

#[test]
fn the_readme_shows_the_captured_screen() {
    assert!(
        README.contains(SCREEN.trim_end()),
        "README.md must embed assets/screen-100x30.txt verbatim"
    );
}

#[test]
fn the_captured_screen_is_what_the_app_draws() {
    // `morpion --seed 3 --first human`, then the key 1, in a 100×30 terminal.
    let args = PlayArgs {
        first: First::Human,
        seed: Some(3),
        ..PlayArgs::default()
    };
    let (mut app, first) = App::new(morpion::cli::play::config_of_board(&args).unwrap());
    let first = first.into_search();
    assert!(first.is_none(), "the human starts");
    let area = Rect::new(0, 0, 100, 30);
    let key = Event::Key(KeyEvent::new(KeyCode::Char('1'), KeyModifiers::NONE));
    let request = app
        .handle_event(&key, area)
        .into_search()
        .expect("the AI answers");
    let outcome = run_search(&request, None).expect("the position is not over");
    let next = app
        .update(AppEvent::SearchDone {
            generation: request.generation,
            outcome: Box::new(outcome),
        })
        .into_search();
    assert!(next.is_none());
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(&app, frame.area()))
        .unwrap();
    let buffer = terminal.backend().buffer();
    let drawn: String = (0..30)
        .map(|y| {
            let row: String = (0..100).map(|x| buffer[(x, y)].symbol()).collect();
            row.trim_end().to_owned() + "\n"
        })
        .collect();
    let mut drawn = without_times(&drawn);
    while drawn.last().is_some_and(String::is_empty) {
        drawn.pop();
    }
    let mut captured = without_times(SCREEN);
    while captured.last().is_some_and(String::is_empty) {
        captured.pop();
    }
    assert_eq!(captured, drawn);
}

#[test]
fn the_playing_page_shows_the_captured_french_screen() {
    assert!(
        PLAYING.contains(FRENCH_SCREEN.trim_end()),
        "docs/playing.md must embed assets/screen-fr-80x24.txt verbatim"
    );
}

#[test]
fn the_captured_french_screen_is_what_the_app_draws() {
    // `LANG=fr_FR.UTF-8 morpion --seed 3 --first human`, then the key 1, at 80×24.
    let args = PlayArgs {
        first: First::Human,
        seed: Some(3),
        ..PlayArgs::default()
    };
    let config = morpion::cli::play::config_of_board(&args)
        .unwrap()
        .with_lang(Lang::Fr);
    let (mut app, first) = App::new(config);
    let first = first.into_search();
    assert!(first.is_none(), "the human starts");
    let area = Rect::new(0, 0, 80, 24);
    let key = Event::Key(KeyEvent::new(KeyCode::Char('1'), KeyModifiers::NONE));
    let request = app
        .handle_event(&key, area)
        .into_search()
        .expect("the AI answers");
    let outcome = run_search(&request, None).expect("the position is not over");
    app.update(AppEvent::SearchDone {
        generation: request.generation,
        outcome: Box::new(outcome),
    });
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(&app, frame.area()))
        .unwrap();
    let buffer = terminal.backend().buffer();
    // Only the measured times may differ: the line that says them is left out.
    let rows = without_times;
    let drawn: String = (0..24)
        .map(|y| {
            let row: String = (0..80).map(|x| buffer[(x, y)].symbol()).collect();
            row.trim_end().to_owned() + "\n"
        })
        .collect();
    let mut drawn = rows(&drawn);
    while drawn.last().is_some_and(String::is_empty) {
        drawn.pop();
    }
    let mut captured = rows(FRENCH_SCREEN);
    while captured.last().is_some_and(String::is_empty) {
        captured.pop();
    }
    assert_eq!(captured, drawn);
}

const STEPS_SCREEN: &str = include_str!("../../../assets/screen-steps-100x30.txt");

#[test]
fn the_learning_page_shows_the_captured_step_mode_screen() {
    assert!(
        LEARNING.contains(STEPS_SCREEN.trim_end()),
        "docs/learning.md must embed assets/screen-steps-100x30.txt verbatim"
    );
}

#[test]
fn the_captured_step_mode_screen_is_what_the_app_draws() {
    // `morpion --seed 3 --first human`, then the keys 1, w and c, in a 100×30 terminal.
    let mut session = crate::common::session::Session::new(&["--seed", "3", "--first", "human"]);
    session.keys("1");
    session.settle();
    session.keys("wc");
    let drawn: Vec<String> = session
        .draw(100, 30)
        .backend()
        .buffer()
        .content
        .chunks(100)
        .map(|row| {
            row.iter()
                .map(|cell| cell.symbol())
                .collect::<String>()
                .trim_end()
                .to_owned()
        })
        .collect();
    let captured: Vec<&str> = STEPS_SCREEN.lines().collect();
    assert_eq!(drawn, captured);
}
