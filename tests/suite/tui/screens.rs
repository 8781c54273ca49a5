//! Whole screens rendered with `TestBackend` at fixed sizes, compared with reviewed snapshots.

use std::time::Duration;

use clap::Parser;
use morpion::analysis::First;
use morpion::analysis::{SearchRequest, run_search};
use morpion::cli::args::Cli;
use morpion::cli::play::PlayArgs;
use morpion::tui::Look;
use morpion::tui::keymap::HelpPage;
use morpion::tui::{App, AppEvent, Status};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

fn app(first: First) -> (App, Option<SearchRequest>) {
    let args = PlayArgs {
        first,
        seed: Some(1),
        ..PlayArgs::default()
    };
    let (app, orders) = App::new(morpion::cli::play::config_of_board(&args).unwrap());
    (app, orders.into_search())
}

/// Presses the keys of `text`; runs every search it starts with fixed times, so screens repeat.
fn play(app: &mut App, pending: Option<SearchRequest>, text: &str) {
    let mut pending = pending;
    finish(app, &mut pending);
    for c in text.chars() {
        let key = Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        if let Some(request) = app
            .handle_event(&key, Rect::new(0, 0, 100, 30))
            .into_search()
        {
            pending = Some(request);
        }
        finish(app, &mut pending);
    }
}

fn finish(app: &mut App, pending: &mut Option<SearchRequest>) {
    while let Some(request) = pending.take() {
        // No clock: every search here ends by solving the game or at a depth limit, so a busy
        // machine draws the same screens as a quiet one.
        let unhurried = SearchRequest {
            think: Duration::from_secs(600),
            ..request.clone()
        };
        let mut outcome = run_search(&unhurried, None).expect("the position is not over");
        // Fixed times (alpha-beta the quicker), so the screens repeat exactly.
        if let Some(deepening) = outcome.deepening.as_mut() {
            deepening.elapsed = Duration::from_micros(530);
        }
        let recount = outcome.recount.as_mut().expect("recounted");
        for report in [&mut outcome.selected, recount] {
            report.elapsed = if report.settings.pruning {
                Duration::from_micros(412)
            } else {
                Duration::from_micros(21_300)
            };
        }
        *pending = app
            .update(AppEvent::SearchDone {
                generation: request.generation,
                outcome: Box::new(outcome),
            })
            .into_search();
    }
}

/// A session from the command line's arguments (`--game connect4`, `--game bones`, …).
fn app_from(args: &[&str]) -> (App, Option<SearchRequest>) {
    let cli = Cli::try_parse_from(["morpion"].iter().chain(args)).expect("valid arguments");
    let (app, orders) = App::new(morpion::cli::play::config(&cli.play, &cli.game).expect("valid"));
    (app, orders.into_search())
}

/// The screen as a terminal without Unicode shows it (`LANG=C`): ASCII stand-ins, no colour.
fn draw_ascii(app: App, width: u16, height: u16) -> Terminal<TestBackend> {
    let app = app.with_look(Look {
        color: false,
        unicode: false,
        ..Look::default()
    });
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| morpion::tui::draw(&app, frame))
        .unwrap();
    terminal
}

fn draw(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    terminal
}

#[test]
fn start_of_a_game() {
    let (app, pending) = app(First::Human);
    assert!(pending.is_none());
    insta::assert_snapshot!(draw(&app, 100, 30).backend());
}

#[test]
fn after_an_ai_move_with_the_full_panel() {
    let (mut app, pending) = app(First::Human);
    play(&mut app, pending, "5");
    insta::assert_snapshot!(draw(&app, 100, 30).backend());
}

#[test]
fn after_an_ai_move_at_80_by_24() {
    let (mut app, pending) = app(First::Human);
    play(&mut app, pending, "59");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn the_last_decision_searched_again_without_pruning_and_a_depth_limit() {
    let (mut app, pending) = app(First::Human);
    play(&mut app, pending, "1pd");
    insta::assert_snapshot!(draw(&app, 100, 30).backend());
}

#[test]
fn the_ai_opening_searched_again_with_plain_minimax() {
    let (mut app, pending) = app(First::Ai);
    play(&mut app, pending, "p");
    insta::assert_snapshot!(draw(&app, 100, 30).backend());
}

#[test]
fn game_over_with_the_winning_line() {
    let (mut app, pending) = app(First::Human);
    play(&mut app, pending, "123");
    let mut keys = String::new();
    while !app.board().unwrap().is_over() {
        let free = (0..9)
            .find(|&c| app.board().unwrap().mark_at(c).is_none())
            .unwrap();
        keys = (free + 1).to_string();
        play(&mut app, None, &keys);
    }
    assert_eq!(app.status(), Status::AiWon, "after {keys}");
    let terminal = draw(&app, 100, 30);
    insta::assert_snapshot!(terminal.backend());
    // The winning cells are drawn in the winning style.
    let buffer = terminal.backend().buffer();
    let winning = app.board().unwrap().winning_cells();
    let layout =
        morpion::tui::layout::Areas::compute(Rect::new(0, 0, 100, 30), app.position()).unwrap();
    for cell in 0..9 {
        let rect = layout.grid().unwrap().cell_rect(cell);
        let bg = buffer[(rect.x, rect.y)].bg;
        assert_eq!(bg == Color::Green, winning >> cell & 1 == 1, "cell {cell}");
    }
}

#[test]
fn after_an_ai_move_at_the_minimum_size() {
    // The smallest screen still shows the move table and every key of the help, nothing wrapped
    // away (the explanation of the panel gives way to the keys).
    let (mut app, pending) = app(First::Human);
    play(&mut app, pending, "1");
    insta::assert_snapshot!(draw(&app, 76, 20).backend());
    app.handle_event(
        &Event::Key(KeyEvent::new(KeyCode::Char('?'), KeyModifiers::NONE)),
        Rect::new(0, 0, 76, 20),
    );
    let help = draw(&app, 76, 20).backend().to_string();
    for (_, description) in app.keys().help_rows(HelpPage::Keys, app.words()) {
        assert!(help.contains(description.as_ref()), "{description}: {help}");
    }
    assert!(help.contains("q Ctrl-C  quit"), "{help}");
    assert!(!help.contains("the expected line."), "{help}");
}

#[test]
fn help_popup() {
    let (mut app, pending) = app(First::Human);
    play(&mut app, pending, "?");
    insta::assert_snapshot!(draw(&app, 100, 30).backend());
}

#[test]
fn a_tiny_terminal_shows_only_the_size_notice() {
    let (app, _) = app(First::Human);
    insta::assert_snapshot!(draw(&app, 20, 6).backend());
}

#[test]
fn every_size_down_to_one_cell_shows_the_size_notice_or_the_whole_screen() {
    let (mut app, pending) = app(First::Human);
    play(&mut app, pending, "5?");
    let lines = |width, height| -> Vec<String> {
        let screen = draw(&app, width, height).backend().to_string();
        screen
            .lines()
            .map(|l| l.trim_matches('"').to_owned())
            .collect()
    };
    // Smaller than the notice: as much of it as fits, from its first letter.
    assert_eq!(lines(1, 1), ["T"]);
    assert_eq!(lines(2, 1), ["Te"]);
    assert_eq!(lines(1, 3), ["T", "e", "r"]);
    // Below 76×20: the notice alone, with the size there is and the size needed.
    for (width, height) in [(71, 16), (72, 17), (73, 40)] {
        let screen = lines(width, height);
        let words: Vec<&str> = screen
            .iter()
            .map(|l| l.trim())
            .filter(|l| !l.is_empty())
            .collect();
        assert_eq!(
            words,
            [
                format!("Terminal too small: {width}×{height}").as_str(),
                "This game needs at least 76×20 (columns × rows):",
                "enlarge the window or make the text smaller",
            ],
            "{width}×{height}"
        );
    }
    // Room enough: the game, its panel and footer, with the help open over it.
    let screen = lines(200, 60).join("\n");
    for part in ["q Ctrl-C  quit", "Positions per AI move", "? he"] {
        assert!(screen.contains(part), "{part}:\n{screen}");
    }
    assert!(!screen.contains("Terminal too small"), "{screen}");
}

#[test]
fn the_minimum_size_is_the_first_that_draws_the_game() {
    let (app, _) = app(First::Human);
    let text = |w, h| draw(&app, w, h).backend().to_string();
    assert!(text(75, 20).contains("Terminal too small: 75×20"));
    assert!(text(75, 20).contains("This game needs at least 76×20 (columns × rows):"));
    assert!(text(76, 19).contains("Terminal too small: 76×19"));
    assert!(text(76, 19).contains("This game needs at least 76×20 (columns × rows):"));
    assert!(text(76, 20).contains("Your move (X)"));
}

#[test]
fn the_cursor_is_reversed_and_no_color_means_no_colour() {
    let (mut app, pending) = app(First::Human);
    play(&mut app, pending, "5");
    let layout =
        morpion::tui::layout::Areas::compute(Rect::new(0, 0, 100, 30), app.position()).unwrap();
    let cursor = layout.grid().unwrap().cell_rect(app.cursor());
    let colored = draw(&app, 100, 30);
    let cell = &colored.backend().buffer()[(cursor.x, cursor.y)];
    assert!(cell.modifier.contains(Modifier::REVERSED));

    let plain = app.with_color(false);
    let terminal = draw(&plain, 100, 30);
    let buffer = terminal.backend().buffer();
    for cell in &buffer.content {
        assert_eq!((cell.fg, cell.bg), (Color::Reset, Color::Reset));
    }
    assert!(
        buffer[(cursor.x, cursor.y)]
            .modifier
            .contains(Modifier::REVERSED)
    );
    assert_eq!(
        terminal.backend().to_string(),
        colored.backend().to_string(),
        "the same text without colours"
    );
}

#[test]
fn connect_four_in_progress_with_the_ais_panel() {
    let (mut app, pending) = app_from(&[
        "--game", "connect4", "--first", "human", "--seed", "1", "--depth", "4",
    ]);
    // A depth limit, so the deepening search ends at the same ply whatever the machine's speed.
    // Three of yours in the middle, the AI's answers; then the cursor moves to column 6.
    play(&mut app, pending, "443");
    let mut right = None;
    for _ in 0..2 {
        let key = Event::Key(KeyEvent::new(KeyCode::Right, KeyModifiers::NONE));
        right = app
            .handle_event(&key, Rect::new(0, 0, 100, 30))
            .into_search();
    }
    assert!(right.is_none());
    let terminal = draw(&app, 100, 30);
    insta::assert_snapshot!(terminal.backend());
    // The landing cell of the chosen column is drawn as the cursor.
    let layout =
        morpion::tui::layout::Areas::compute(Rect::new(0, 0, 100, 30), app.position()).unwrap();
    let landing = app.board().unwrap().landing_cell(app.cursor()).unwrap();
    let rect = layout.grid().unwrap().cell_rect(landing);
    let cell = &terminal.backend().buffer()[(rect.x, rect.y)];
    assert!(cell.modifier.contains(Modifier::REVERSED));
}

#[test]
fn bones_in_progress_with_the_ais_panel() {
    let (mut app, pending) = app_from(&["--game", "bones", "--first", "human", "--seed", "1"]);
    play(&mut app, pending, "2");
    let right = Event::Key(KeyEvent::new(KeyCode::Right, KeyModifiers::NONE));
    app.handle_event(&right, Rect::new(0, 0, 100, 30));
    insta::assert_snapshot!(draw(&app, 100, 30).backend());
}

#[test]
fn bones_at_the_minimum_size() {
    let (mut app, pending) = app_from(&["--game", "bones", "--first", "human", "--seed", "1"]);
    play(&mut app, pending, "3");
    insta::assert_snapshot!(draw(&app, 76, 20).backend());
}

#[test]
fn a_heap_of_a_thousand_bones_in_ascii() {
    let (mut app, pending) = app_from(&[
        "--game", "bones", "--heap", "1000", "--first", "human", "--seed", "1",
    ]);
    play(&mut app, pending, "3");
    let terminal = draw_ascii(app, 100, 30);
    let text = terminal.backend().to_string();
    assert!(text.is_ascii(), "{text}");
    insta::assert_snapshot!(terminal.backend());
}
