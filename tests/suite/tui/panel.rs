//! The panel and the move list say what was searched: settings as set, comparison, each move's own.

use crate::common;

use std::time::Duration;

use common::session::{Session, flat};
use morpion::analysis::{DeepeningEnd, DeepeningWhy, SearchKind, run_search};
use morpion::tui::AppEvent;

/// The line of `screen` (as `TestBackend` prints it) holding `text`, without its quotes.
fn line_with(screen: &str, text: &str) -> String {
    screen
        .lines()
        .find(|line| line.contains(text))
        .unwrap_or_else(|| panic!("no line with {text:?} in\n{screen}"))
        .trim_matches('"')
        .to_owned()
}

/// The column of the panel's left border: the panel is the box to the right of the board's.
fn panel_column(screen: &str) -> usize {
    let top = screen.lines().nth(1).expect("a screen").trim_matches('"');
    top.chars()
        .skip(1)
        .position(|c| c == '┌')
        .expect("the panel's corner")
        + 1
}

/// What the panel (the right-hand box) shows on a line, inside its borders and padding.
fn panel_text(line: &str, column: usize) -> String {
    let inside: String = line.trim_matches('"').chars().skip(column + 2).collect();
    inside.trim_end_matches('│').trim_end().to_owned()
}

/// What the panel shows on `screen`'s line holding `text`.
fn panel_line(screen: &str, text: &str) -> String {
    panel_text(&line_with(screen, text), panel_column(screen))
}

/// Answers the AI's pending decision as if its think time (1 s) ran out after the iteration of
/// `depth` plies: the deepest search that finished is that one (searched here to that depth,
/// with no clock, so the figures repeat).
fn out_of_time_at(s: &mut Session, depth: u32) {
    let request = s.request.take().expect("the AI thinks");
    let mut unhurried = request.clone();
    unhurried.settings.depth_limit = Some(depth);
    unhurried.think = Duration::from_secs(600);
    // Deepening as the game's search did: the tree without a depth limit is too big for one.
    unhurried.deepening = true;
    let mut outcome = run_search(&unhurried, None).expect("the game goes on");
    let deepening = outcome.deepening.as_mut().expect("it deepened");
    deepening.why = DeepeningWhy::TooBig;
    deepening.end = DeepeningEnd::OutOfTime;
    deepening.limit = request.settings.depth_limit;
    deepening.budget = request.think;
    deepening.elapsed = request.think;
    s.update(AppEvent::SearchDone {
        generation: request.generation,
        outcome: Box::new(outcome),
    });
}

#[test]
fn the_panel_gives_the_depth_limit_as_set_and_the_depth_reached_apart() {
    // No depth limit is set, the tree is too big for one search, and the clock stopped the
    // deepening: the settings line says it deepened, for how long, and what scored the
    // positions where it stopped; the deepening line how deep it got and why it deepened.
    for (lang, settings, deepening) in [
        (
            "en",
            "alpha-beta · deepening for 1.00\u{a0}s, then heuristic · threats · table 16\u{a0}MiB, 11.1\u{a0}% hits",
            "Deepening 6 searches, 1 to 6 plies deep (one search could visit over 1,000,000 positions), stopped when time was up: ",
        ),
        (
            "fr",
            "alpha-bêta · approfondie pendant 1,00\u{a0}s, puis heuristique · menaces d'abord · table 16\u{a0}Mio, 11,1\u{a0}% de succès",
            "Itérations 6 recherches, de 1 à 6 demi-coups (une seule recherche pourrait voir plus de 1\u{a0}000\u{a0}000 positions), arrêt à la fin du temps imparti\u{a0}: ",
        ),
    ] {
        let mut s = Session::new(&[
            "--game", "connect4", "--first", "human", "--seed", "1", "--lang", lang,
        ]);
        assert_eq!(s.app.settings().depth_limit, None);
        s.keys("3");
        out_of_time_at(&mut s, 6);
        // Tall enough for the French panel's longer lines ("demi-coups", "menaces d'abord")
        // to leave the move table its rows without the deepening line giving way.
        let screen = s.draw(120, 32).backend().to_string();
        // Both lines wrap at this width: each one's lines, joined up to the next line's label.
        let column = panel_column(&screen);
        let panel: Vec<String> = screen.lines().map(|l| panel_text(l, column)).collect();
        let labels = [
            "Exact",
            "Positions",
            "Search",
            "Recherche",
            "Value",
            "Valeur",
        ];
        let joined = |start: &str| {
            let first_words: String = start.chars().take(12).collect();
            let at = panel
                .iter()
                .position(|l| l.starts_with(&first_words))
                .unwrap_or_else(|| panic!("no {start:?} in\n{screen}"));
            let mut lines = vec![panel[at].clone()];
            for line in &panel[at + 1..] {
                if line.is_empty() || labels.iter().any(|label| line.starts_with(label)) {
                    break;
                }
                lines.push(line.clone());
            }
            lines.join(" ")
        };
        let search = settings.split(' ').next().expect("a word");
        let spaced = |text: &str| text.replace('\u{a0}', " ");
        assert_eq!(
            spaced(&joined(&format!("{search} · "))),
            spaced(settings),
            "{screen}"
        );
        let reached = joined(deepening);
        assert!(
            spaced(&reached).starts_with(&spaced(deepening)),
            "{reached}"
        );
        let time = if lang == "en" {
            " 1.00 s"
        } else {
            " 1,00\u{a0}s"
        };
        assert!(reached.ends_with(time), "{reached}");
    }
}

/// The move list's line of move `number` (the left-hand box), trimmed.
fn move_list_line(screen: &str, number: usize) -> String {
    let prefix = format!("│ {number:>2} ");
    let line = screen
        .lines()
        .map(|line| line.trim_matches('"'))
        .find(|line| line.starts_with(&prefix))
        .unwrap_or_else(|| panic!("no move {number} in\n{screen}"));
    let (list, _) = line[3..].split_once('│').expect("the box's right border");
    format!("{}{list}", &line[..3]).trim_end().to_owned()
}

#[test]
fn redo_counts_again_a_comparison_that_undo_stopped() {
    let mut s = Session::new(&[
        "--game", "connect4", "--first", "human", "--seed", "1", "--depth", "4",
    ]);
    s.keys("3");
    s.decide_only();
    assert!(s.app.recounting());
    let screen = s.screen();
    assert_eq!(move_list_line(&screen, 2), "│  2 AI  col 5 398/…");
    assert_eq!(
        panel_line(&screen, "still counting"),
        "  minimax is still counting for the comparison"
    );
    // Undo while minimax counts, then redo: the comparison counts again for the move redone.
    s.keys("u");
    assert!(!s.app.recounting());
    s.keys("r");
    assert_eq!(s.app.history().len(), 2);
    let request = s.request.clone().expect("the comparison counts again");
    assert_eq!(request.kind, SearchKind::Recount);
    assert!(s.app.recounting());
    assert_eq!(
        s.app.pending(),
        None,
        "no decision: the move is on the board"
    );
    let screen = s.screen();
    assert_eq!(move_list_line(&screen, 2), "│  2 AI  col 5 398/…");
    assert_eq!(
        panel_line(&screen, "still counting"),
        "  minimax is still counting for the comparison"
    );
    s.finish_search();
    assert!(!s.app.recounting());
    let screen = s.screen();
    assert_eq!(move_list_line(&screen, 2), "│  2 AI  col 5 398/2,800");
    assert!(!screen.contains('…'), "{screen}");
    assert!(!screen.contains("stopped"), "{screen}");
}

#[test]
fn a_comparison_that_is_not_running_is_never_shown_as_counting() {
    let mut s = Session::new(&[
        "--game", "connect4", "--first", "human", "--seed", "1", "--depth", "4",
    ]);
    s.keys("3");
    s.decide_only();
    // A new setting: the decision is searched again, its comparison under way stops.
    s.keys("o");
    assert_eq!(s.app.pending().map(|p| p.kind), Some(SearchKind::Reanalyse));
    assert!(!s.app.recounting());
    let screen = s.screen();
    let column = panel_column(&screen);
    let panel: Vec<String> = screen.lines().map(|l| panel_text(l, column)).collect();
    let minimax = panel
        .iter()
        .position(|l| l == "  minimax")
        .expect("plain minimax's line");
    assert_eq!(panel[minimax + 1], "    not counted", "{screen}");
    assert_eq!(
        panel_line(&screen, "stopped"),
        "  the comparison was stopped by a newer search"
    );
    // Every move's minimax count says stopped ("—"), none says counting ("…").
    let column = panel_column(&screen);
    let rows: Vec<String> = screen
        .lines()
        .map(|line| panel_text(line, column))
        .filter(|text| {
            ["▶", "◆", "=", " "]
                .iter()
                .any(|m| text.starts_with(&format!("{m} col")))
        })
        .collect();
    assert_eq!(rows.len(), 7, "{screen}");
    assert!(rows.iter().all(|row| row.ends_with(" —")), "{rows:#?}");
    assert_eq!(move_list_line(&screen, 2), "│  2 AI  col 5 398/—");
}

/// Who played each move, as the move list says it: the column after the move's number (on a
/// screen tall enough for the whole list).
fn move_list_by(s: &Session) -> Vec<String> {
    let screen = s.draw(100, 40).backend().to_string();
    (1..=s.app.history().len())
        .map(|number| {
            let line = move_list_line(&screen, number);
            line.split_whitespace()
                .nth(2)
                .expect("who played")
                .to_owned()
        })
        .collect()
}

#[test]
fn the_move_list_keeps_who_chose_each_move_when_v_changes_the_mode() {
    // The AI against itself plays X b2 and O a1.
    let mut s = Session::new(&["--mode", "ai-ai", "--first", "human", "--seed", "3"]);
    s.finish_search();
    s.tick(Duration::from_secs(10));
    s.finish_search();
    assert_eq!(s.board(), "O../.X./...");
    assert_eq!(move_list_by(&s), ["X", "O"]);
    // Two players: X c3 and O a3 typed at the keyboard.
    s.keys("v");
    s.keys("97");
    assert_eq!(move_list_by(&s), ["AI", "AI", "X", "O"]);
    // Against the AI: your c1 (X), the AI's answer (O).
    s.keys("v");
    s.keys("3");
    s.finish_search();
    assert_eq!(s.app.history().len(), 6);
    assert_eq!(move_list_by(&s), ["AI", "AI", "You", "You", "You", "AI"]);
    // The AI against itself again: the moves people chose stay theirs.
    s.keys("v");
    assert_eq!(move_list_by(&s), ["X", "O", "You", "You", "You", "O"]);
}

#[test]
fn a_new_setting_searches_the_move_again_and_the_list_keeps_the_search_it_was_played_on() {
    let mut s = Session::new(&["--first", "human", "--seed", "3"]);
    s.keys("1");
    s.finish_search();
    let screen = s.screen();
    assert_eq!(move_list_line(&screen, 2), "│  2 AI  b2    2,787/59,704");
    assert_eq!(
        panel_line(&screen, "  alpha-beta  "),
        "  alpha-beta  2,787 in 412 µs"
    );
    assert_eq!(
        panel_line(&screen, "to check ties"),
        "  +403 more to check ties, counted apart from the rows"
    );
    // Centre-first order: the panel shows the decision searched again, and says the list
    // keeps the search the move was played on.
    s.keys("o");
    s.settle();
    let screen = s.screen();
    assert_eq!(
        panel_line(&screen, "New settings"),
        "New settings, same position; the move played and the move"
    );
    assert_eq!(
        panel_line(&screen, "order"),
        "alpha-beta · no depth limit · centre-first order · no table"
    );
    assert_eq!(
        panel_line(&screen, "  alpha-beta + "),
        "  alpha-beta + centre-first order  2,515 in 412 µs"
    );
    // The tie checks outnumber the search they follow (2,515): the line says why.
    assert_eq!(
        panel_line(&screen, "to check ties"),
        "  +3,082 to check ties, more than the search: a tie needs"
    );
    assert_eq!(
        panel_line(&screen, "every reply"),
        "every reply alpha-beta skipped"
    );
    assert_eq!(move_list_line(&screen, 2), "│  2 AI  b2    2,787/59,704");
    // Every setting the same way: the list still gives what was searched for the move.
    for key in ["m", "e", "p", "d"] {
        s.keys(key);
        s.settle();
        assert_eq!(
            move_list_line(&s.screen(), 2),
            "│  2 AI  b2    2,787/59,704",
            "after {key}"
        );
    }
    let analysis = s.app.analysis().expect("the AI's decision");
    assert_eq!(analysis.played_outcome().selected.nodes, 2_787);
    assert_ne!(
        analysis.outcome.selected.settings,
        analysis.played_outcome().selected.settings
    );
}

#[test]
fn a_move_name_never_wraps_in_the_expected_line() {
    let mut s = Session::new(&["--game", "connect4", "--first", "human", "--seed", "1"]);
    s.keys("3");
    out_of_time_at(&mut s, 6);
    let screen = s.screen();
    let column = panel_column(&screen);
    let panel: Vec<String> = screen.lines().map(|l| panel_text(l, column)).collect();
    let at = panel
        .iter()
        .position(|l| l.starts_with("Expected"))
        .expect("the expected line");
    // The book chose col 4, the search's line starts with col 3: it says so. Three names do
    // not fit the first line: the third goes to the next line whole.
    assert_eq!(
        panel[at].replace('\u{a0}', " "),
        "Expected  had the AI played col 3: col 3, col 3,"
    );
    assert_eq!(
        panel[at + 1].replace('\u{a0}', " "),
        "col 5, col 5, col 4, col 5"
    );
}

/// Issue 37 (the fresh-eyes pass): with pruning off, the tie checks' line beside alpha-beta's
/// count read as if the AI's plain minimax had run them; it says they are alpha-beta's, which
/// the AI's exact scores did not need.
#[test]
fn with_pruning_off_the_tie_checks_are_said_to_be_alpha_betas() {
    let mut session = Session::new(&["--seed", "1", "--first", "human"]);
    session.keys("5");
    session.settle();
    let on = flat(&session.panel_text(80, 24));
    assert!(on.contains("+3,759 to check ties"), "{on}");
    assert!(!on.contains("for alpha-beta"), "{on}");
    session.keys("p");
    session.settle();
    assert!(!session.app.settings().pruning);
    let wide = flat(&session.panel_text(120, 40));
    assert!(
        wide.contains("+3,759 more for alpha-beta's tie checks; the AI's minimax needs none"),
        "{wide}"
    );
    let narrow = flat(&session.panel_text(80, 24));
    assert!(
        narrow.contains("+3,759 alpha-beta tie checks (not the AI's)"),
        "{narrow}"
    );
}

/// Issue 37 (the fresh-eyes pass): the AI played a3 where a1 came first and was as good, and
/// nothing on the panel said why. The legend says the move played was a random pick among the
/// moves marked =, exactly when it was: the search that chose it found them all as good. After
/// a change of settings the marks are the new search's, which picked nothing: it does not say so.
#[test]
fn the_legend_says_the_move_played_was_a_random_pick_among_the_equal_ones() {
    for (lang, random, plain) in [
        ("en", "= as good, ▶ picked at random", "= as good"),
        ("fr", "= aussi bon, ▶ tiré au sort", "= aussi bon"),
    ] {
        let mut session = Session::new(&["--seed", "1", "--first", "human", "--lang", lang]);
        session.keys("5");
        session.settle();
        let analysis = session.app.analysis().expect("the AI's move");
        let report = &analysis.outcome.selected;
        assert!(!analysis.rerun);
        assert!(report.best_moves.len() > 1, "{:?}", report.best_moves);
        assert!(report.best_moves.contains(&analysis.played));
        for (width, height) in [(80, 24), (120, 40)] {
            let panel = session.panel_text(width, height).replace('\u{a0}', " ");
            assert!(panel.contains(random), "{lang} {width}×{height}\n{panel}");
        }
        session.keys("d");
        session.settle();
        let analysis = session.app.analysis().expect("the AI's move");
        assert!(analysis.rerun);
        assert!(analysis.outcome.selected.best_moves.len() > 1);
        let panel = session.panel_text(120, 40).replace('\u{a0}', " ");
        assert!(panel.contains(plain), "{lang}\n{panel}");
        assert!(!panel.contains(random), "{lang}\n{panel}");
    }
}
