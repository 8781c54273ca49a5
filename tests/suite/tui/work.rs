//! The App's work orders: the one way it asks the background threads for work and cancels it.

use clap::Parser;
use morpion::cli::args::Cli;
use morpion::tui::{Action, App, AppEvent, GameAction, TechniquesAction, Work, WorkOrders};

fn app(args: &[&str]) -> (App, WorkOrders) {
    let cli = Cli::try_parse_from(std::iter::once("morpion").chain(args.iter().copied()))
        .expect("valid arguments");
    App::new(morpion::cli::play::config(&cli.play, &cli.game).expect("valid"))
}

fn act(app: &mut App, action: Action) -> Vec<Work> {
    app.update(AppEvent::Action(action)).into_iter().collect()
}

#[test]
fn the_ai_starting_orders_its_search_and_keeps_only_it() {
    let (app, orders) = app(&["--first", "ai", "--seed", "5"]);
    let orders: Vec<Work> = orders.into_iter().collect();
    let generation = app.pending().expect("the AI thinks").generation;
    assert!(
        matches!(&orders[..], [
            Work::Search(request),
            Work::KeepOnly { search: Some(kept), study: None },
        ] if request.generation == generation && *kept == generation),
        "{orders:?}"
    );
}

#[test]
fn esc_orders_the_search_to_play_now_once() {
    // One search (3×3 without deepening) goes to its end: Esc orders nothing.
    let (mut one, _) = app(&["--first", "ai", "--seed", "5"]);
    assert!(act(&mut one, Action::Game(GameAction::PlayNow)).is_empty());
    // Deepening plays its deepest finished search.
    let (mut app, _) = app(&["--first", "ai", "--seed", "5", "--deepening"]);
    let generation = app.pending().expect("the AI thinks").generation;
    let orders = act(&mut app, Action::Game(GameAction::PlayNow));
    assert!(
        matches!(&orders[..], [Work::PlayNow(g)] if *g == generation),
        "{orders:?}"
    );
    let again = act(&mut app, Action::Game(GameAction::PlayNow));
    assert!(again.is_empty(), "told once is enough: {again:?}");
}

#[test]
fn the_technique_table_orders_a_study_and_closing_it_drops_it() {
    let (mut app, orders) = app(&["--first", "human"]);
    assert!(orders.is_empty(), "the human starts: nothing to do");
    let orders = act(&mut app, Action::Techniques(TechniquesAction::Show));
    let id = app.study().expect("a study is wanted").id;
    assert!(
        matches!(&orders[..], [
            Work::Study(request),
            Work::KeepOnly { search: None, study: Some(kept) },
        ] if request.id == id && *kept == id),
        "{orders:?}"
    );
    let orders = act(&mut app, Action::Techniques(TechniquesAction::Close));
    assert!(app.study().is_none());
    assert!(
        matches!(
            &orders[..],
            [Work::KeepOnly {
                search: None,
                study: None
            }]
        ),
        "{orders:?}"
    );
}
