//! `morpion analyze --dot FILE`: the Graphviz file is parsed back and checked against the
//! engine's own search: one node per position drawn, a tree, root moves in search order with
//! their scores and bounds, cuts naming the moves they skipped.

use crate::common;
use morpion::engine::SearchOptions;

use std::collections::HashMap;
use std::path::PathBuf;

use common::cli::morpion;
use morpion::engine::{Bound, Game, SearchSettings, search};
use morpion::games::mnk::Mnk;

/// A DOT statement of the kinds the export writes.
#[derive(Debug)]
enum Statement {
    Node {
        id: String,
        label: String,
        attrs: String,
    },
    Edge {
        from: String,
        to: String,
        attrs: String,
    },
}

/// Parses the statements between `digraph search {` and `}` (one per line, as written).
fn parse(dot: &str) -> Vec<Statement> {
    let mut lines = dot.lines();
    assert_eq!(lines.next(), Some("digraph search {"));
    let mut statements = Vec::new();
    let mut closed = false;
    for line in lines {
        let line = line.trim();
        if line == "}" {
            closed = true;
            continue;
        }
        assert!(!closed, "nothing after the closing brace: {line}");
        assert!(line.ends_with(';'), "a statement ends with ';': {line}");
        let body = &line[..line.len() - 1];
        if body.starts_with("label=")
            || body.starts_with("labelloc")
            || body.starts_with("node ")
            || body.starts_with("edge ")
        {
            continue;
        }
        let (head, attrs) = body.split_once(" [").expect("attributes");
        let attrs = attrs.strip_suffix(']').expect("closing bracket").to_owned();
        match head.split_once(" -> ") {
            Some((from, to)) => statements.push(Statement::Edge {
                from: from.to_owned(),
                to: to.to_owned(),
                attrs,
            }),
            None => {
                let label = attrs
                    .strip_prefix("label=\"")
                    .and_then(|rest| rest.split_once('"'))
                    .map(|(label, _)| label.to_owned())
                    .expect("every node has a label first");
                statements.push(Statement::Node {
                    id: head.to_owned(),
                    label,
                    attrs,
                });
            }
        }
    }
    assert!(closed, "the graph is closed");
    statements
}

fn dot_of(args: &[&str], name: &str) -> String {
    let path: PathBuf =
        std::env::temp_dir().join(format!("morpion-{}-{name}.dot", std::process::id()));
    let path_text = path.to_str().unwrap().to_owned();
    let mut all = args.to_vec();
    all.extend(["--dot", &path_text]);
    let out = morpion(&all);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let dot = std::fs::read_to_string(&path).expect("the DOT file was written");
    std::fs::remove_file(&path).ok();
    dot
}

#[test]
fn the_tree_drawn_is_the_engines_search_of_that_board() {
    let dot = dot_of(
        &["analyze", "--board", "X...O....", "--dot-limit", "12"],
        "board",
    );
    let statements = parse(&dot);
    let labels: HashMap<&str, &str> = statements
        .iter()
        .filter_map(|s| match s {
            Statement::Node { id, label, .. } => Some((id.as_str(), label.as_str())),
            _ => None,
        })
        .collect();
    let positions: Vec<&str> = labels
        .keys()
        .copied()
        .filter(|id| id.starts_with('n'))
        .collect();
    assert_eq!(positions.len(), 12, "the limit");
    // A tree: every drawn position but the root has exactly one parent, drawn too.
    let mut parents: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut root_children = Vec::new();
    for statement in &statements {
        if let Statement::Edge { from, to, attrs } = statement {
            assert!(labels.contains_key(from.as_str()) && labels.contains_key(to.as_str()));
            if to.starts_with('n') {
                parents.entry(to).or_default().push(from);
                if from == "n0" {
                    let name = attrs
                        .strip_prefix("label=\"")
                        .and_then(|r| r.split_once('"'))
                        .unwrap()
                        .0;
                    root_children.push((name.to_owned(), to.clone()));
                }
            }
        }
    }
    for id in &positions {
        let expected = usize::from(*id != "n0");
        assert_eq!(parents.get(id).map_or(0, Vec::len), expected, "{id}");
    }

    // The engine's search of the same board, with the same default settings.
    let position = Mnk::from_board("X...O....", None).unwrap();
    let settings = SearchSettings::for_plies_left(7, true, None, None);
    let report = search(&position, &settings, &SearchOptions::default());
    assert!(labels["n0"].contains(&format!("{} positions below", report.nodes)));
    assert!(labels["n0"].starts_with("MAX (X) to move"));
    let names: Vec<String> = report
        .moves
        .iter()
        .map(|m| position.move_name(m.mv))
        .collect();
    let drawn: Vec<String> = root_children.iter().map(|(n, _)| n.clone()).collect();
    assert_eq!(drawn, names, "every root move, in the order searched");
    for (m, (_, id)) in report.moves.iter().zip(&root_children) {
        let prefix = |bound| match bound {
            Bound::Exact => "",
            Bound::Upper => "≤ ",
            Bound::Lower => "≥ ",
        };
        let score = if m.score > 0 {
            format!("+{}", m.score)
        } else {
            m.score.to_string()
        };
        // As the report shows it: a move the tie check proved is exact, with what alpha-beta
        // alone had found.
        let shown = report.shown_bound(m);
        let text = if shown == m.bound {
            format!("score {}{score}\\n", prefix(shown))
        } else {
            format!(
                "score {score} (exact by the tie check; alpha-beta: {}{score})\\n",
                prefix(m.bound)
            )
        };
        let label = labels[id.as_str()];
        assert!(label.contains(&text), "{label} vs {m:?}");
        assert!(
            label.contains(&format!("\\n{} positions", m.nodes)) || m.nodes == 1,
            "{label}"
        );
        assert!(label.starts_with("MIN (O) to move"), "{label}");
    }
}

#[test]
fn the_bold_line_is_the_best_move_and_the_expected_line_analyze_prints() {
    // Seven moves tie; the seed picks b3, not b1, the first of them in reading order.
    let args = ["analyze", "--board", "X...O....", "--dot-limit", "300"];
    let out = morpion(&args);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Best move: b3\n"), "{text}");
    assert!(
        text.contains("Expected line: X b3, O a2, X c2, O c1, X a3, O c3, X b1\n"),
        "{text}"
    );
    let dot = dot_of(&args, "line");
    // The same line, as far as the file's first 300 positions reach.
    assert_eq!(common::dot::bold_line(&dot), ["b3", "a2", "c2", "c1"]);
    // b3 was only bounded by alpha-beta ("≤ 0"); the tie check proved it a draw.
    let b3 = common::dot::labels(&dot)
        .into_values()
        .find(|label| label.ends_with("\\n258 positions"))
        .expect("b3's position");
    assert_eq!(
        b3,
        "MIN (O) to move\\nscore 0 (exact by the tie check; alpha-beta: ≤ 0)\\nα 0 · β +∞\\n258 positions"
    );
    // The Game of Bones too: from 8 bones every take loses as slowly, and the seed picks take 3.
    let args = ["analyze", "--game", "bones", "--heap", "8"];
    let report = common::cli::json(&[&args[..], &["--json"]].concat());
    let pv: Vec<&str> = report["pv"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert_eq!(pv, ["take 3", "take 1", "take 1", "take 3"]);
    assert_eq!(report["best_moves"].as_array().unwrap().len(), 3);
    assert_eq!(common::dot::bold_line(&dot_of(&args, "bones-line")), pv);
}

#[test]
fn one_position_is_counted_in_the_singular() {
    // One empty cell: the root has a single position below it, a draw.
    let dot = dot_of(&["analyze", "--board", "XOXXOOOX."], "one");
    assert_eq!(
        common::dot::labels(&dot)["n0"],
        "MAX (X) to move\\nscore 0\\nα -∞ · β +∞\\n1 position below"
    );
    assert_eq!(
        common::dot::labels(&dot)["n1"],
        "game over: draw\\nscore 0\\nα -∞ · β +∞\\n1 position"
    );
}

#[test]
fn cuts_are_drawn_with_the_moves_they_skipped_and_plain_minimax_has_none() {
    let dot = dot_of(
        &["analyze", "--board", "X...O....", "--dot-limit", "400"],
        "cuts",
    );
    let statements = parse(&dot);
    let mut cuts = 0;
    for statement in &statements {
        if let Statement::Node { id, label, attrs } = statement
            && id.starts_with("cut")
        {
            cuts += 1;
            let (count, rest) = label
                .strip_prefix("cut: ")
                .and_then(|l| l.split_once(' '))
                .expect("cut: N moves");
            let count: usize = count.parse().unwrap();
            let names = rest.split_once('(').unwrap().1.split_once(')').unwrap().0;
            assert_eq!(names.split(' ').count(), count, "{label}");
            assert!(label.contains("cannot change"), "{label}");
            assert!(attrs.contains("style=dashed"));
            let owner = format!("n{}", &id[3..]);
            assert!(statements.iter().any(|s| matches!(s,
                Statement::Edge { from, to, .. } if *from == owner && to == id)));
        }
    }
    assert!(cuts > 10, "{cuts} cuts drawn");

    let plain = dot_of(
        &[
            "analyze",
            "--board",
            "X...O....",
            "--pruning",
            "off",
            "--dot-limit",
            "400",
        ],
        "plain",
    );
    assert!(!plain.contains("cut"), "minimax cuts nothing");
    let position = Mnk::from_board("X...O....", None).unwrap();
    let settings = SearchSettings::for_plies_left(7, false, None, None);
    let report = search(&position, &settings, &SearchOptions::default());
    let heading = format!(
        "minimax · {} positions searched",
        morpion::text::thousands(report.nodes)
    );
    assert!(plain.contains(&heading), "{heading}: {}", &plain[..200]);
}

#[test]
fn bones_and_connect_four_trees_are_drawn_too() {
    let bones = dot_of(
        &[
            "analyze",
            "--game",
            "bones",
            "--heap",
            "6",
            "--dot-limit",
            "50",
        ],
        "bones",
    );
    let statements = parse(&bones);
    assert!(bones.contains("MAX = first player"));
    assert!(statements.iter().any(|s| matches!(s,
        Statement::Edge { from, attrs, .. } if from == "n0" && attrs.starts_with("label=\"take 1\""))));
    let c4 = dot_of(
        &[
            "analyze",
            "--game",
            "connect4",
            "--moves",
            "4444",
            "--depth",
            "3",
            "--dot-limit",
            "30",
        ],
        "connect4",
    );
    let root_moves: Vec<String> = parse(&c4)
        .iter()
        .filter_map(|s| match s {
            Statement::Edge { from, attrs, .. } if from == "n0" => attrs
                .strip_prefix("label=\"")
                .and_then(|r| r.split_once('"'))
                .map(|(name, _)| name.to_owned()),
            _ => None,
        })
        .collect();
    let expected: Vec<String> = (1..=7).map(|c| format!("col {c}")).collect();
    assert_eq!(root_moves, expected, "the seven columns, named as columns");
}

#[test]
fn a_dot_file_that_cannot_be_written_is_a_clear_error_and_stdin_refuses_dot() {
    let out = morpion(&[
        "analyze",
        "--board",
        "X........",
        "--dot",
        "/no/such/dir/t.dot",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("could not write the DOT file /no/such/dir/t.dot"),
        "{err}"
    );
    let out = morpion(&["analyze", "--stdin", "--dot", "t.dot"]);
    assert_eq!(out.status.code(), Some(2));
}
