//! The rule of bounds in `trace` and `analyze`, the real binary's words against the engine's
//! step stream over many positions and settings (pruning on and off, depth limits, the
//! evaluations, four games): every bound printed has moves skipped below it, as many as it says,
//! and lies outside its window; every exact value has nothing skipped below it or lies inside
//! its window; every cut names the moves it skipped.

use std::sync::Arc;

use morpion::engine::{Bound, Evaluation, Score, SearchSettings, StepKind};
use morpion::games::bones::Bones;
use morpion::games::mnk::{Geometry, Mnk};

use crate::common::cli::text;
use crate::common::skips::{Searched, Truth, searched};

/// A position and the flags that give it to `trace` and `analyze`.
struct Case {
    flags: Vec<String>,
    /// What separates move names in a trace's path and cut ("b2 a3", "take 1, take 2").
    separator: &'static str,
}

/// The search settings `trace` and `analyze` run under, given every flag explicitly.
fn settings(pruning: bool, depth: Option<u32>, evaluation: Evaluation) -> SearchSettings {
    SearchSettings {
        pruning,
        depth_limit: depth,
        evaluation,
        ..SearchSettings::default()
    }
}

fn flags(case: &Case, settings: &SearchSettings) -> Vec<String> {
    let mut flags = case.flags.clone();
    flags.extend(["--pruning".to_owned(), on_off(settings.pruning).to_owned()]);
    if let Some(depth) = settings.depth_limit {
        flags.extend(["--depth".to_owned(), depth.to_string()]);
    }
    let evaluation = match settings.evaluation {
        Evaluation::Draw => "draw",
        Evaluation::Heuristic => "heuristic",
    };
    flags.extend(["--eval".to_owned(), evaluation.to_owned()]);
    flags
}

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// A score as the trace writes it: "+999", "0", "-3", "+∞".
fn parse_score(text: &str) -> Score {
    match text {
        "+∞" => Score::MAX,
        "-∞" => Score::MIN,
        text => text.trim_start_matches('+').parse().expect(text),
    }
}

/// "1 move skipped by 1 cut" → (1, 1).
fn parse_skipped(text: &str) -> (u64, u64) {
    let words: Vec<&str> = text.split(' ').collect();
    match words[..] {
        [
            moves,
            "move" | "moves",
            "skipped",
            "by",
            cuts,
            "cut" | "cuts",
            "below",
        ] => (moves.parse().unwrap(), cuts.parse().unwrap()),
        _ => panic!("not a count of skipped moves: {text:?}"),
    }
}

/// Checks the trace's exit line `line` for a position whose truth is `truth`.
fn check_exit(line: &str, truth: &Truth, pruning: bool, context: &str) {
    let (_, said) = line.split_once(": exit with ").expect(line);
    if let Some(rest) = said.strip_prefix("≤ ") {
        assert_eq!(truth.bound, Bound::Upper, "{context}: {line}");
        let (value, why) = rest.split_once(" (at most: ").expect(line);
        let why = why.strip_suffix(')').expect(line);
        let (comparison, skipped) = why.split_once(", ").expect(line);
        let (left, alpha) = comparison.split_once(" ≤ α ").expect(line);
        assert_eq!(left, value);
        assert!(
            parse_score(value) <= parse_score(alpha),
            "{context}: {line}"
        );
        assert_eq!(parse_score(value), truth.value);
        assert_eq!(
            parse_skipped(skipped),
            (truth.moves, truth.cuts),
            "{context}: {line}"
        );
    } else if let Some(rest) = said.strip_prefix("≥ ") {
        assert_eq!(truth.bound, Bound::Lower, "{context}: {line}");
        let (value, why) = rest.split_once(" (at least: ").expect(line);
        let why = why.strip_suffix(')').expect(line);
        let (comparison, skipped) = why.split_once(", ").expect(line);
        let (left, beta) = comparison.split_once(" ≥ β ").expect(line);
        assert_eq!(left, value);
        assert!(parse_score(value) >= parse_score(beta), "{context}: {line}");
        assert_eq!(
            parse_skipped(skipped),
            (truth.moves, truth.cuts),
            "{context}: {line}"
        );
    } else {
        assert_eq!(truth.bound, Bound::Exact, "{context}: {line}");
        let (value, why) = said.split_once(" (").expect(line);
        assert_eq!(parse_score(value), truth.value);
        let though = truth.skipped_nothing() && truth.outside() && pruning;
        if though {
            assert!(
                why.starts_with("exact: nothing skipped below, though "),
                "{context}: {line}"
            );
        } else {
            assert_eq!(why, "exact)", "{context}: {line}");
        }
    }
}

/// Runs `trace` on `case` under `settings` and checks every line against the steps.
fn check_trace(
    case: &Case,
    settings: &SearchSettings,
    truth: &Searched<impl Clone + Eq + std::hash::Hash>,
) {
    let mut args = vec!["trace".to_owned()];
    args.extend(flags(case, settings));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = text(&args);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines.len(),
        truth.steps.len() + 1,
        "{args:?}: one line a step, then done"
    );
    for (line, step) in lines.iter().zip(&truth.steps) {
        let context = format!("{args:?}");
        match &step.kind {
            StepKind::Exit { .. } => {
                check_exit(
                    line,
                    &truth.positions[&step.path],
                    settings.pruning,
                    &context,
                );
            }
            StepKind::Cut { skipped, .. } => {
                let (_, names) = line.rsplit_once(": ").expect(line);
                let names = names.strip_suffix(" skipped").expect(line);
                assert_eq!(
                    names.split(case.separator).count(),
                    skipped.len(),
                    "{context}: {line}"
                );
                assert!(!skipped.is_empty());
            }
            _ => {
                for word in ["cut", "skipped", "at most", "at least"] {
                    assert!(!line.contains(word), "{context}: {line}");
                }
            }
        }
    }
}

/// Runs `analyze` on a board `case` and checks every move row's score and words against the
/// root moves' truths, in search order.
fn check_analyze<M: Clone + Eq + std::hash::Hash>(
    case: &Case,
    settings: &SearchSettings,
    truth: &Searched<M>,
    root_moves: &[M],
) {
    let mut args = vec!["analyze".to_owned()];
    args.extend(flags(case, settings));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = text(&args);
    let best: Vec<&str> = out
        .lines()
        .filter_map(|l| {
            l.strip_prefix("Best move: ")
                .or_else(|| l.strip_prefix("Equally best: "))
        })
        .flat_map(|l| {
            l.split(" (")
                .next()
                .unwrap_or_default()
                .split(", ")
                .collect::<Vec<_>>()
        })
        .collect();
    let rows: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.trim_start().starts_with("move "))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .collect();
    assert_eq!(rows.len(), root_moves.len(), "{args:?}\n{out}");
    for (row, mv) in rows.iter().zip(root_moves) {
        let truth = &truth.positions[&vec![mv.clone()]];
        let name = row.split_whitespace().next().expect(row);
        // The column after the name: the score (with its mark, if any).
        let cells: Vec<&str> = row.split_whitespace().collect();
        let (mark, score) = match cells[1] {
            mark @ ("≤" | "≥" | "<") => (mark, cells[2]),
            score => ("", score),
        };
        assert_eq!(
            score.parse::<Score>().unwrap(),
            truth.value,
            "{args:?}: {row}"
        );
        let cut_words = row.contains("cut below");
        match mark {
            "≤" | "≥" => {
                let bound = if mark == "≤" {
                    Bound::Upper
                } else {
                    Bound::Lower
                };
                assert_eq!(truth.bound, bound, "{args:?}: {row}");
                if truth.cuts > 0 {
                    let moves = format!(
                        "· {} {} cut below",
                        truth.moves,
                        if truth.moves == 1 { "move" } else { "moves" }
                    );
                    assert!(row.ends_with(&moves), "{args:?}: {row}");
                } else {
                    assert!(row.ends_with("· a table bound below"), "{args:?}: {row}");
                }
            }
            "<" => {
                // The tie check proved it worse than the best, which alpha-beta only bounded.
                assert_eq!(truth.bound, Bound::Upper, "{args:?}: {row}");
                assert!(!cut_words, "{args:?}: {row}");
            }
            _ => {
                assert!(
                    truth.bound == Bound::Exact || best.contains(&name),
                    "{args:?}: {row} is shown exact: {truth:?}"
                );
                assert!(!cut_words, "{args:?}: {row}");
            }
        }
    }
}

/// The root moves in the order the search took them.
fn root_moves<M: Clone>(truth: &Searched<M>) -> Vec<M> {
    truth
        .steps
        .iter()
        .filter(|s| matches!(s.kind, StepKind::Enter) && s.path.len() == 1)
        .map(|s| s.path[0].clone())
        .collect()
}

fn board_case(board: &str) -> Case {
    Case {
        flags: vec!["--board".to_owned(), board.to_owned()],
        separator: " ",
    }
}

#[test]
fn trace_and_analyze_show_a_bound_only_where_moves_were_skipped_below_it() {
    let draw = Evaluation::Draw;
    let heuristic = Evaluation::Heuristic;
    let mut bounds_seen = 0;
    let mut exact_outside_seen = 0;
    // Tic-tac-toe: pruning off and on, no limit and limits, both evaluations.
    for board in [
        "X.O/.X./...",
        "XO./.../...",
        "XOX/XOO/...",
        "X../.O./...",
        ".../.X./...",
        "XX./OO./...",
        "O.X/.X./O..",
    ] {
        let position = Mnk::from_board(board, None).unwrap();
        let case = board_case(board);
        for (pruning, depth, evaluation) in [
            (true, None, draw),
            (false, None, draw),
            (true, Some(2), draw),
            (true, Some(3), heuristic),
            (false, Some(2), draw),
        ] {
            let settings = settings(pruning, depth, evaluation);
            let truth = searched(&position, &settings);
            check_trace(&case, &settings, &truth);
            check_analyze(&case, &settings, &truth, &root_moves(&truth));
            bounds_seen += truth
                .positions
                .values()
                .filter(|t| t.bound != Bound::Exact)
                .count();
            exact_outside_seen += truth
                .positions
                .values()
                .filter(|t| pruning && !t.leaf && t.skipped_nothing() && t.outside())
                .count();
        }
    }
    // 4×4 and Connect Four under a depth limit, scored by the heuristic.
    for (case, position) in [
        (
            board_case("X.../.O../..X./...."),
            Mnk::from_board("X.../.O../..X./....", None).unwrap(),
        ),
        (
            Case {
                flags: ["--game", "connect4", "--moves", "4453"]
                    .map(str::to_owned)
                    .to_vec(),
                separator: ", ",
            },
            Mnk::from_columns(Arc::new(Geometry::connect_four()), "4453").unwrap(),
        ),
    ] {
        for pruning in [true, false] {
            let settings = settings(pruning, Some(3), heuristic);
            let truth = searched(&position, &settings);
            check_trace(&case, &settings, &truth);
            if case.separator == " " {
                check_analyze(&case, &settings, &truth, &root_moves(&truth));
            }
        }
    }
    // The Game of Bones: its trace (analyze words its moves apart).
    for heap in [6, 9] {
        let case = Case {
            flags: ["--game", "bones", "--heap", &heap.to_string()]
                .map(str::to_owned)
                .to_vec(),
            separator: ", ",
        };
        for (pruning, depth) in [(true, None), (false, None), (true, Some(3))] {
            let settings = settings(pruning, depth, draw);
            let truth = searched(&Bones::new(heap), &settings);
            check_trace(&case, &settings, &truth);
        }
    }
    assert!(bounds_seen > 50, "bounds met: {bounds_seen}");
    assert!(
        exact_outside_seen > 20,
        "exact values outside their window met: {exact_outside_seen}"
    );
}
