//! The AI's search as the worker streams it: the decision first (the AI moves at once), the
//! comparison after it, live figures while it runs, Esc to play now, and stale results dropped.

use morpion::engine::Table;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use clap::Parser;
use morpion::analysis::{
    DeepeningEnd, LiveFigures, Phase, SearchKind, SearchRequest, decide, recount,
};
use morpion::cli::args::Cli;
use morpion::engine::{SearchOptions, SearchSettings, search, search_iterative};
use morpion::games::mnk::Mnk;
use morpion::tui::{Action, App, AppEvent, GameAction, Seat};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

const SCREEN: Rect = Rect::new(0, 0, 100, 30);

fn app(args: &[&str]) -> (App, Option<SearchRequest>) {
    let cli = Cli::try_parse_from(std::iter::once("morpion").chain(args.iter().copied()))
        .expect("valid arguments");
    let (app, orders) = App::new(morpion::cli::play::config(&cli.play, &cli.game).expect("valid"));
    (app, orders.into_search())
}

fn key(app: &mut App, code: KeyCode) -> Option<SearchRequest> {
    app.handle_event(&Event::Key(KeyEvent::new(code, KeyModifiers::NONE)), SCREEN)
        .into_search()
}

fn screen(app: &App) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 30)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    terminal.backend().to_string()
}

/// The panel's row of plain minimax's count, as the panel aligns it.
/// The figures of plain minimax's line in the panel ("549,945 in 21.3 ms"), or "no line".
fn minimax_figures(screen: &str) -> String {
    screen
        .lines()
        .find_map(|line| line.split("│   minimax ").nth(1))
        .map(|rest| rest.split('│').next().unwrap_or(rest).trim().to_owned())
        .unwrap_or_else(|| "no line".to_owned())
}

/// The decision alone, as the worker sends it before the comparison runs.
fn decided(app: &mut App, request: &SearchRequest) -> Option<SearchRequest> {
    let outcome = decide(
        request,
        None,
        None,
        &mut Table::for_one_search(&request.settings),
    )
    .expect("a decision");
    assert!(outcome.recount.is_none());
    app.update(AppEvent::SearchDone {
        generation: request.generation,
        outcome: Box::new(outcome),
    })
    .into_search()
}

#[test]
fn the_ai_moves_before_its_comparison_is_counted_and_the_panel_fills_in_after() {
    let (mut app, request) = app(&["--first", "ai", "--seed", "5"]);
    let request = request.expect("the AI starts");
    assert!(decided(&mut app, &request).is_none());
    assert_eq!(
        app.history().len(),
        1,
        "the AI's move is on the board at once"
    );
    assert_eq!(app.seat_to_move(), Seat::Home);
    assert!(app.recounting(), "the comparison still counts");
    assert!(app.is_busy(), "so the screen keeps refreshing");
    let waiting = screen(&app);
    assert!(
        waiting.contains("minimax is still counting for the comparison"),
        "{waiting}"
    );
    assert_eq!(minimax_figures(&waiting), "…", "{waiting}");

    // Live figures of the comparison show while it counts.
    app.update(AppEvent::Progress(LiveFigures {
        generation: request.generation,
        phase: Phase::Recounting,
        positions: 123_456,
        depth: 0,
        value: 0,
        best_move: None,
    }));
    assert_eq!(minimax_figures(&screen(&app)), "… 123,456");

    let selected = app.analysis().unwrap().outcome.selected.clone();
    let recount = recount(
        &request,
        &selected.settings,
        None,
        None,
        &mut Table::for_one_search(&selected.settings),
    );
    assert_eq!(recount.nodes, 549_945, "plain minimax from the empty board");
    app.update(AppEvent::Recounted {
        generation: request.generation,
        recount: Box::new(recount),
    });
    assert!(!app.recounting());
    assert!(!app.is_busy());
    let done = screen(&app);
    let figures = minimax_figures(&done);
    assert!(figures.starts_with("549,945 in "), "{done}");
    assert!(done.contains("alpha-beta visited"), "{done}");
    // 3×3: one search to the end decided, and the settings line says just that.
    assert!(
        done.contains("alpha-beta · no depth limit · reading order"),
        "{done}"
    );
    assert!(!done.contains("Deepening"), "{done}");
}

#[test]
fn a_comparison_from_before_the_players_move_is_dropped_and_says_so() {
    let (mut app, request) = app(&["--first", "ai", "--seed", "5"]);
    let request = request.expect("the AI starts");
    decided(&mut app, &request);
    let selected = app.analysis().unwrap().outcome.selected.clone();
    // The human answers before the comparison is done: the AI's next search starts.
    let board = app.board().expect("a board game");
    let cell = (0..9).find(|&c| board.mark_at(c).is_none()).unwrap();
    let next = app
        .update(AppEvent::Action(Action::Game(GameAction::PlayCell(cell))))
        .into_search()
        .expect("the AI answers");
    assert!(!app.recounting());
    app.update(AppEvent::Recounted {
        generation: request.generation,
        recount: Box::new(recount(
            &request,
            &selected.settings,
            None,
            None,
            &mut Table::for_one_search(&selected.settings),
        )),
    });
    assert!(
        app.analysis().unwrap().outcome.recount.is_none(),
        "a stale comparison is dropped"
    );
    assert!(
        app.pending()
            .is_some_and(|p| p.generation == next.generation)
    );
    let shown = screen(&app);
    assert!(
        shown.contains("the comparison was stopped by a newer search"),
        "{shown}"
    );
    assert!(shown.contains("not counted"), "{shown}");
}

#[test]
fn live_figures_show_while_the_ai_thinks_and_stale_ones_are_ignored() {
    // Deepening: the figures name its deepest finished search, and Esc can play it.
    let (mut app, request) = app(&["--first", "ai", "--seed", "5", "--deepening"]);
    let request = request.expect("the AI starts");
    let live = LiveFigures {
        generation: request.generation,
        phase: Phase::Deciding,
        positions: 98_765,
        depth: 4,
        value: 0,
        best_move: Some(4),
    };
    app.update(AppEvent::Progress(LiveFigures {
        generation: request.generation - 1,
        ..live
    }));
    assert_eq!(
        app.pending().unwrap().live,
        None,
        "an older search's figures"
    );
    app.update(AppEvent::Progress(live));
    assert_eq!(app.pending().unwrap().live, Some(live));
    let shown = screen(&app);
    assert!(
        shown.contains("Esc plays now · 4 plies done, best b2 · 98,765 positions"),
        "{shown}"
    );
}

#[test]
fn esc_asks_a_thinking_ai_to_play_now_and_otherwise_explains_itself() {
    // Deepening on: a stop request then plays the deepest search finished.
    let (mut app, request) = app(&["--first", "ai", "--seed", "5", "--deepening"]);
    let request = request.expect("the AI starts");
    assert!(key(&mut app, KeyCode::Esc).is_none());
    let pending = app.pending().unwrap();
    assert!(pending.play_now);
    assert_eq!(
        pending.generation, request.generation,
        "the same search goes on"
    );
    assert!(!app.should_quit());
    assert!(screen(&app).contains("playing its best move so far"));

    // What the worker does then: the search stops at once and its deepest iteration is played.
    let stop = AtomicBool::new(true);
    let outcome = decide(
        &request,
        Some(&stop),
        None,
        &mut Table::for_one_search(&request.settings),
    )
    .expect("depth 1 always finishes");
    let deepening = outcome.deepening.expect("it deepened");
    assert_eq!(deepening.depth, 1);
    assert_eq!(deepening.end, DeepeningEnd::PlayedNow);
    app.update(AppEvent::SearchDone {
        generation: request.generation,
        outcome: Box::new(outcome),
    });
    assert_eq!(app.history().len(), 1);
    assert!(screen(&app).contains("Deepening 1 search, 1 ply deep, stopped by Esc:"));

    // With nothing to hurry, Esc says what it is for and changes nothing else.
    assert!(key(&mut app, KeyCode::Esc).is_none());
    assert_eq!(
        app.message(),
        Some("Esc makes the AI play at once while it thinks; q quits")
    );
    assert!(!app.should_quit());
    assert_eq!(app.history().len(), 1);
}

#[test]
fn esc_does_not_cut_a_reanalysis_short() {
    let (mut app, request) = app(&["--first", "ai", "--seed", "5"]);
    decided(&mut app, &request.unwrap());
    let again = key(&mut app, KeyCode::Char('p')).expect("the decision is searched again");
    assert_eq!(again.kind, SearchKind::Reanalyse);
    key(&mut app, KeyCode::Esc);
    assert!(!app.pending().unwrap().play_now);
    assert_eq!(
        app.message(),
        Some("Esc hurries the AI's decisions; this is a re-analysis")
    );
}

#[test]
fn the_deepest_iteration_chooses_as_a_single_search_to_its_depth_with_the_same_seed() {
    // From a few positions with many equally good moves, for several seeds and limits.
    for board in [".........", "X........", "X...O....", "XO..X...."] {
        let position = Mnk::from_board(board, None).expect("a legal board");
        for depth in [None, Some(2), Some(5)] {
            for seed in 0..6 {
                let settings = SearchSettings {
                    depth_limit: depth,
                    ..SearchSettings::default()
                };
                let positions = AtomicU64::new(0);
                let result = search_iterative(
                    &position,
                    &settings,
                    &SearchOptions {
                        seed,
                        positions: Some(&positions),
                        ..Default::default()
                    },
                );
                let deepest = result.report.expect("an iteration finished");
                let single = search(
                    &position,
                    &SearchSettings {
                        depth_limit: Some(result.depth),
                        ..settings
                    },
                    &SearchOptions {
                        seed,
                        ..Default::default()
                    },
                );
                assert_eq!(
                    deepest.best_move, single.best_move,
                    "{board} {depth:?} {seed}"
                );
                assert_eq!(deepest.nodes, single.nodes, "{board} {depth:?} {seed}");
                assert_eq!(deepest.moves, single.moves, "{board} {depth:?} {seed}");
                assert_eq!(
                    positions.load(Ordering::Relaxed),
                    result.nodes,
                    "the live count ends at the total"
                );
            }
        }
    }
}

#[test]
fn esc_cannot_cut_one_search_short_the_move_comes_when_it_ends() {
    // 3×3: one search decides, to the end of every line; a stop request changes nothing, so
    // there is always a whole search to show (and it takes a moment).
    let (mut app, request) = app(&["--first", "ai", "--seed", "5"]);
    let request = request.expect("the AI starts");
    assert!(key(&mut app, KeyCode::Esc).is_none());
    assert!(!app.pending().unwrap().play_now, "nothing to hurry");
    assert_eq!(
        app.message(),
        Some("One search decides here: the AI plays as soon as it ends")
    );
    assert!(!screen(&app).contains("Esc plays now"), "{}", screen(&app));
    // And were the search told to stop, it would still go to its end.
    let stop = AtomicBool::new(true);
    let outcome = decide(
        &request,
        Some(&stop),
        None,
        &mut Table::for_one_search(&request.settings),
    )
    .expect("one search");
    assert_eq!(outcome.deepening, None);
    assert!(outcome.selected.complete);
    assert_eq!(outcome.selected.settings.depth_limit, None);
    assert_eq!(
        outcome.selected.nodes, 20_865,
        "alpha-beta's whole search of the empty board"
    );
}
