//! The rule of bounds on the real screens: the App driven by keys over several games and
//! settings (pruning on and off, a depth limit, the table, another move order), its panel's
//! move table, step mode and the explorer rendered, and their words checked against the
//! engine's step stream: every bound shown has moves skipped below it, as many as it says, and
//! lies outside its window, every exact value has nothing skipped below it or lies inside its
//! window, every cut names the moves it skipped.

use morpion::engine::{Bound, INFINITY, Score, StepKind};
use morpion::games::playable::Playable;
use morpion::i18n::EN;
use morpion::tui::move_name;
use ratatui::crossterm::event::KeyCode;

use crate::common::session::Session;
use crate::common::skips::{Searched, Truth, searched};

/// Large enough that the panel shows every move's row and its longest words.
const WIDTH: u16 = 160;
const HEIGHT: u16 = 45;
const EXPLORER_WIDTH: u16 = 300;

/// The panel's side of the screen as one line of words: each row's text right of the board's
/// box, borders dropped, runs of spaces made one (a wrapped sentence reads whole again).
fn panel_text(session: &Session) -> String {
    panel_lines(session, WIDTH)
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The panel's rows, as drawn `width` columns wide.
fn panel_lines(session: &Session, width: u16) -> Vec<String> {
    let screen = session.draw(width, HEIGHT).backend().to_string();
    screen
        .lines()
        .map(|line| line.trim_matches('"'))
        // The panel's left border follows the left column's boxes: a side or a corner.
        .filter_map(|line| {
            ["││", "┐│", "┘│", "┤│"]
                .iter()
                .filter_map(|edge| line.find(edge).map(|at| at + edge.len()))
                .min()
                .map(|at| &line[at..])
        })
        .map(|panel| panel.trim_end_matches('│').to_owned())
        .collect()
}

/// "+3", "0", "-994", as the screen writes a score.
fn signed(score: Score) -> String {
    match score {
        0 => "0".to_owned(),
        s => format!("{s:+}"),
    }
}

/// A window's edge: "-∞", "+∞" or the score.
fn edge(score: Score) -> String {
    match score {
        s if s <= -INFINITY => "-∞".to_owned(),
        s if s >= INFINITY => "+∞".to_owned(),
        s => signed(s),
    }
}

/// "1 move", "3 moves".
fn count(n: u64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// What was skipped below a position, as the screen says it: "2 cuts skipped 5 moves", "1
/// table answer was only a bound", or both.
fn skipped_words(truth: &Truth) -> String {
    let cuts = (truth.cuts > 0).then(|| {
        format!(
            "{} skipped {}",
            count(truth.cuts, "cut", "cuts"),
            count(truth.moves, "move", "moves")
        )
    });
    let table = (truth.table_bounds > 0).then(|| {
        format!(
            "{} only a bound",
            count(truth.table_bounds, "table answer was", "table answers were")
        )
    });
    [cuts, table]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" and ")
}

/// `morpion ARGS`, then `keys` (⏎ for Enter, which plays at the cursor), the AI's answers
/// searched.
fn game(args: &[&str], keys: &str) -> Session {
    let mut session = Session::new(args);
    session.settle();
    for key in keys.chars() {
        match key {
            '⏎' => session.key(KeyCode::Enter),
            key => session.keys(&key.to_string()),
        }
        session.settle();
    }
    assert!(session.app.analysis().is_some(), "{args:?}: the AI moved");
    session
}

/// Every row of the panel's move table against the root moves' truths; returns the bounds seen.
fn check_move_table(session: &Session, context: &str) -> usize {
    let analysis = session.app.analysis().expect("the AI moved");
    let report = &analysis.outcome.selected;
    let truth = searched(&analysis.position, &report.settings);
    assert_eq!(truth.entered, report.nodes, "{context}: the same search");
    let lines = panel_lines(session, WIDTH);
    let digits = matches!(&analysis.position, Playable::Board(b)
        if b.geometry().rows() == 3 && b.geometry().cols() == 3 && !b.geometry().gravity());
    let mut bounds = 0;
    for m in &report.moves {
        let name = move_name(&EN, &analysis.position, m.mv);
        let name = if digits {
            format!("{name} {}", m.mv + 1)
        } else {
            name
        };
        // A row: a marker (▶ played, ◆ chosen, = as good) or none, the name, the score.
        let unmarked = |line: &str| {
            line.trim_start()
                .trim_start_matches(['▶', '◆', '='])
                .trim_start()
                .to_owned()
        };
        let row = lines
            .iter()
            .map(|l| unmarked(l))
            .find(|l| l.starts_with(&format!("{name} ")))
            .unwrap_or_else(|| panic!("{context}: no row for {name}:\n{}", lines.join("\n")));
        let row = row.as_str();
        let rest = row[name.len()..].trim_start();
        let (mark, rest) = match rest.split_once(' ') {
            Some((mark @ ("≤" | "≥" | "<"), rest)) => (mark, rest),
            _ => ("", rest),
        };
        let (score, words) = rest.split_once(' ').expect(row);
        let truth = &truth.positions[&vec![m.mv]];
        assert_eq!(score.parse::<Score>().unwrap(), m.score, "{context}: {row}");
        let says_cut = words.contains("cut");
        match mark {
            "≤" | "≥" => {
                bounds += 1;
                let bound = if mark == "≤" {
                    Bound::Upper
                } else {
                    Bound::Lower
                };
                assert_eq!(truth.bound, bound, "{context}: {row}");
                assert!(
                    !truth.skipped_nothing() && truth.outside(),
                    "{context}: {row}"
                );
                if truth.cuts > 0 {
                    let cut = format!("· {} cut below", count(truth.moves, "move", "moves"));
                    assert!(words.contains(&cut), "{context}: {row}");
                } else {
                    assert!(words.contains("· a table bound below"), "{context}: {row}");
                }
            }
            "<" => assert_eq!(truth.bound, Bound::Upper, "{context}: {row}"),
            _ => {
                assert!(
                    truth.bound == Bound::Exact || report.best_moves.contains(&m.mv),
                    "{context}: {row} shown exact: {truth:?}"
                );
                assert!(!says_cut, "{context}: {row}");
            }
        }
    }
    bounds
}

/// Step mode from its first step, `most` steps on: each sentence against its step.
fn check_step_mode(session: &mut Session, most: usize, context: &str) -> usize {
    session.keys("w");
    let steps = session.app.steps().expect("step mode is open");
    let pruning = steps.replay.settings().pruning;
    let truth: Searched<usize> = searched(steps.replay.game(), steps.replay.settings());
    let mut bounds = 0;
    let mut bounded_updates = 0;
    let last = truth.steps.len() - 1;
    for (number, step) in truth.steps.iter().enumerate().take(most.min(last)) {
        let frame = session.app.steps().unwrap().replay.current();
        assert_eq!(frame.number, number as u64 + 1, "{context}");
        assert_eq!(frame.step, *step, "{context}: step mode replays the search");
        let text = panel_text(session);
        let here = &truth.positions[&step.path];
        match &step.kind {
            StepKind::Exit { value, .. } => {
                let v = signed(*value);
                match here.bound {
                    Bound::Upper => {
                        bounds += 1;
                        let said = format!(
                            "worth at most {v}: here or below, {}, and {v} ≤ α {}:",
                            skipped_words(here),
                            edge(here.alpha)
                        );
                        assert!(text.contains(&said), "{context}: {said}\n{text}");
                        let up = format!("It is backed up as a bound: ≤ {v}.");
                        assert!(text.contains(&up), "{context}: {up}\n{text}");
                    }
                    Bound::Lower => {
                        bounds += 1;
                        let said = format!(
                            "worth at least {v}: here or below, {}, and {v} ≥ β {}:",
                            skipped_words(here),
                            edge(here.beta)
                        );
                        assert!(text.contains(&said), "{context}: {said}\n{text}");
                        let up = format!("It is backed up as a bound: ≥ {v}.");
                        assert!(text.contains(&up), "{context}: {up}\n{text}");
                    }
                    Bound::Exact => {
                        assert!(text.contains(&format!("worth {v},")), "{context}: {text}");
                        assert!(text.contains("exactly"), "{context}: {text}");
                        let though = pruning && here.skipped_nothing() && here.outside();
                        assert_eq!(
                            text.contains(
                                "Nothing below it was skipped, so it is exact even though"
                            ),
                            though,
                            "{context}: {here:?}\n{text}"
                        );
                    }
                }
            }
            // The child's value comes back with the bound it left with, never bare.
            StepKind::Update { child, value, .. } => {
                let mut path = step.path.clone();
                path.push(*child);
                let prefix = truth.positions[&path].bound.prefix();
                let said = format!(" returns {prefix}{}:", signed(*value));
                assert!(text.contains(&said), "{context}: {said}\n{text}");
                bounded_updates += usize::from(!prefix.is_empty());
            }
            StepKind::Cut { skipped, .. } => {
                let said = if skipped.len() == 1 {
                    "the 1 remaining move is cut".to_owned()
                } else {
                    format!("the {} remaining moves are cut", skipped.len())
                };
                assert!(text.contains(&said), "{context}: {said}\n{text}");
            }
            _ => {
                for word in ["worth at most", "worth at least", "remaining move"] {
                    assert!(!text.contains(word), "{context}: {word}\n{text}");
                }
            }
        }
        session.key(KeyCode::Right);
    }
    session.keys("w");
    // The bounds left were heard by their parents as bounds (a table's bound answers too).
    assert!(bounds == 0 || bounded_updates > 0, "{context}");
    bounds
}

/// The explorer, `most` rows down from its first, each opened: the selected row's details
/// against its position's truth, a cut row's moves against the cut.
fn check_explorer(session: &mut Session, most: usize, context: &str) -> usize {
    session.keys("t");
    assert!(session.finish_study(), "{context}: the tree is recorded");
    session.key(KeyCode::Home);
    let explorer = session.app.explorer().expect("recorded");
    let root = session
        .app
        .analysis()
        .expect("the AI moved")
        .position
        .clone();
    let settings = *explorer.tree().settings();
    let truth: Searched<usize> = searched(&root, &settings);
    let mut bounds = 0;
    for _ in 0..most {
        let explorer = session.app.explorer().unwrap();
        let id = explorer.selected_node();
        let on_cut = matches!(
            explorer.rows().get(explorer.selected()),
            Some(morpion::analysis::Row::Cut { .. })
        );
        let path = explorer.tree().path(id);
        let here = &truth.positions[&path];
        let view = explorer.view(id);
        let tied = explorer.tie_checked(id);
        // So wide that the details' lines never wrap beside the small board drawn at their left.
        let lines = panel_lines(session, EXPLORER_WIDTH);
        let text = lines
            .iter()
            .find(|l| l.contains("score ") || l.contains("Cut: "))
            .cloned()
            .unwrap_or_else(|| panic!("{context}: no details\n{}", lines.join("\n")));
        if on_cut {
            let cut = explorer.tree().node(id).cut.as_ref().expect("a cut row");
            let skipped = truth
                .cuts
                .iter()
                .find(|(p, _)| *p == path)
                .map(|(_, n)| *n)
                .expect("the steps cut there");
            assert_eq!(cut.skipped.len(), skipped, "{context}");
            assert!(text.contains("Cut: "), "{context}: {text}");
        } else {
            let score = format!("{}{}", view.bound.prefix(), signed(view.score));
            let said = format!("score {score} for ");
            assert!(text.contains(&said), "{context}: {said}\n{text}");
            match view.bound {
                Bound::Upper => {
                    bounds += 1;
                    assert_eq!(here.bound, Bound::Upper, "{context}: {path:?}");
                    let said = format!(
                        "at most this: {} below it, and it is ≤ α {}, a fail low",
                        skipped_words(here),
                        edge(here.alpha)
                    );
                    assert!(text.contains(&said), "{context}: {said}\n{text}");
                }
                Bound::Lower => {
                    bounds += 1;
                    assert_eq!(here.bound, Bound::Lower, "{context}: {path:?}");
                    let said = format!(
                        "at least this: {} below it, and it is ≥ β {}, a fail high",
                        skipped_words(here),
                        edge(here.beta)
                    );
                    assert!(text.contains(&said), "{context}: {said}\n{text}");
                }
                Bound::Exact if tied => {
                    assert_eq!(here.bound, Bound::Upper, "{context}: {path:?}");
                    assert!(text.contains("then the tie check proved it"), "{context}");
                }
                Bound::Exact => {
                    assert_eq!(here.bound, Bound::Exact, "{context}: {path:?}");
                    let though =
                        settings.pruning && !here.leaf && here.skipped_nothing() && here.outside();
                    assert_eq!(
                        text.contains("exact: nothing below it was skipped, so it is exact though"),
                        though,
                        "{context}: {path:?} {here:?}\n{text}"
                    );
                }
            }
            for word in ["at most this", "at least this"] {
                assert!(
                    view.bound != Bound::Exact || !text.contains(word),
                    "{context}: {text}"
                );
            }
        }
        session.key(KeyCode::Right);
        session.key(KeyCode::Down);
    }
    session.keys("t");
    bounds
}

/// Plays `keys` in `morpion ARGS` and checks the move table, the first 400 steps of step mode
/// and the first 80 rows of the explorer; returns the bounds they showed.
fn check_screens(args: &[&str], keys: &str) -> usize {
    let context = format!("{args:?} {keys}");
    let mut session = game(args, keys);
    check_move_table(&session, &context)
        + check_step_mode(&mut session, 400, &context)
        + check_explorer(&mut session, 80, &context)
}

#[test]
fn alpha_beta_on_3x3_shows_its_bounds_by_the_rule() {
    assert!(check_screens(&["--first", "human", "--seed", "3"], "1") > 20);
    assert!(check_screens(&["--first", "human", "--seed", "4"], "59") > 5);
}

#[test]
fn a_depth_limit_shows_its_bounds_by_the_rule() {
    assert!(check_screens(&["--first", "human", "--seed", "3", "--depth", "2"], "1") > 5);
}

#[test]
fn the_table_and_another_move_order_show_their_bounds_by_the_rule() {
    let args = [
        "--first",
        "human",
        "--seed",
        "5",
        "--table-mib",
        "1",
        "--order",
        "centre-first",
    ];
    assert!(check_screens(&args, "1") > 10);
}

#[test]
fn plain_minimax_shows_no_bound_at_all() {
    assert_eq!(
        check_screens(&["--first", "human", "--seed", "3", "--no-pruning"], "1"),
        0
    );
}

#[test]
fn bones_and_4x4_show_their_bounds_by_the_rule() {
    let bones = check_screens(&["--game", "bones", "--heap", "9", "--first", "human"], "1");
    let ttt4 = check_screens(
        &[
            "--game", "ttt4", "--depth", "3", "--first", "human", "--seed", "1",
        ],
        "⏎",
    );
    assert!(bones > 0 && ttt4 > 5, "{bones} {ttt4}");
}
