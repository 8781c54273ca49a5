//! The game and `morpion analyze` agree: every AI decision the App makes with one search (or,
//! with iterative deepening on, its deepest search) has the counts and values `analyze` prints
//! for the same position and settings. The App is driven by keys (its searches run as the
//! worker runs them); the real binary is run apart, fed the positions the App searched.

use std::collections::BTreeSet;

use morpion::analysis::{DeepeningWhy, ONE_SEARCH_MOST, SearchPlan, positions_at_most};
use morpion::engine::{Evaluation, Game};
use morpion::games::playable::Playable;
use morpion::text::thousands;
use ratatui::crossterm::event::KeyCode;
use serde_json::Value;

use crate::common::cli::fed;
use crate::common::session::Session;

/// How the binary reads a position of this game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A 3×3 board (`--board`, its first mover given by `--first`).
    TicTacToe,
    /// The 4×4 board, four in a row (`--game ttt4 --board`).
    FourByFour,
    /// A 4×4 board where pieces fall (`--rows 4 --cols 4 --gravity`, the columns played).
    Gravity,
    /// The Game of Bones (`--game bones`, the heap).
    Bones,
}

impl Kind {
    /// The binary's flags for the game, before the search settings.
    fn flags(self) -> Vec<&'static str> {
        match self {
            Self::TicTacToe => vec![],
            Self::FourByFour => vec!["--game", "ttt4"],
            Self::Gravity => vec!["--rows", "4", "--cols", "4", "--gravity"],
            Self::Bones => vec!["--game", "bones"],
        }
    }
}

/// One search the App showed, as the binary must find it again.
#[derive(Debug)]
struct Searched {
    /// The position as `--stdin` reads it (a board, the columns played, a heap).
    line: String,
    /// Who moved first on a board (`--first`); X where the board says nothing.
    first: &'static str,
    pruning: bool,
    depth: Option<u32>,
    evaluation: Evaluation,
    /// Every root move: name, score, bound as shown, positions below it.
    moves: Vec<(String, i32, &'static str, u64)>,
    value: i32,
    nodes: u64,
    tie_checks: u64,
    best: BTreeSet<String>,
}

impl Searched {
    /// The binary's flags for this search's settings (its first mover included).
    fn settings_flags(&self) -> Vec<String> {
        let mut flags = vec![
            "--pruning".to_owned(),
            if self.pruning { "on" } else { "off" }.to_owned(),
            "--eval".to_owned(),
            self.evaluation.name().to_owned(),
        ];
        if let Some(depth) = self.depth {
            flags.extend(["--depth".to_owned(), depth.to_string()]);
        }
        if self.first == "o" {
            flags.extend(["--first".to_owned(), "o".to_owned()]);
        }
        flags
    }
}

/// A small generator for the human's moves, so each game is its own and repeats.
struct Coin(u64);

impl Coin {
    fn pick(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// The position the App's move list has reached, as `--stdin` reads it, and the first mover.
fn line_of(kind: Kind, position: &Playable, history: &[usize]) -> (String, &'static str) {
    match (kind, position) {
        (Kind::Bones, Playable::Heap(heap)) => (heap.heap().to_string(), "x"),
        (Kind::Gravity, Playable::Board(board)) => {
            let cols = board.geometry().cols();
            let columns = history
                .iter()
                .map(|&cell| (cell % cols + 1).to_string())
                .collect();
            (columns, "x")
        }
        (_, Playable::Board(board)) => {
            let first = if board.plies() % 2 == 0 {
                board.to_move()
            } else {
                board.to_move().other()
            };
            let first = if first.symbol() == 'O' { "o" } else { "x" };
            (board.to_board(), first)
        }
        _ => unreachable!("the game and its position agree"),
    }
}

/// Plays the human's move `mv` with keys: a digit on 3×3, for a column or a take; the cursor
/// and Enter on other boards.
fn play(s: &mut Session, kind: Kind, mv: usize) {
    match (kind, s.app.position()) {
        (Kind::TicTacToe, _) => s.keys(&(mv + 1).to_string()),
        (Kind::Bones, _) => s.keys(&mv.to_string()),
        (Kind::Gravity, Playable::Board(board)) => {
            let col = mv % board.geometry().cols();
            s.keys(&(col + 1).to_string());
        }
        (Kind::FourByFour, Playable::Board(board)) => {
            let cols = board.geometry().cols();
            let (from, to) = (s.app.cursor(), mv);
            let (dr, dc) = (
                (to / cols) as i64 - (from / cols) as i64,
                (to % cols) as i64 - (from % cols) as i64,
            );
            let vertical = if dr > 0 { KeyCode::Down } else { KeyCode::Up };
            let horizontal = if dc > 0 {
                KeyCode::Right
            } else {
                KeyCode::Left
            };
            for _ in 0..dr.abs() {
                s.key(vertical);
            }
            for _ in 0..dc.abs() {
                s.key(horizontal);
            }
            assert_eq!(s.app.cursor(), mv);
            s.key(KeyCode::Enter);
        }
        _ => unreachable!("the game and its position agree"),
    }
}

/// Plays `games` games of `morpion ARGS` (the human's moves drawn by `coin`), pressing
/// `after_each` after every AI decision (settings keys: each makes the App search the decision
/// again), and collects every search the panel showed. A search the App deepened for want of
/// time must be one whose tree may be too big for one search; a search it ran once (or deepened
/// because `--deepening` asked) is collected.
fn searches(kind: Kind, args: &[&str], games: u32, after_each: &[&str]) -> Vec<Searched> {
    let mut found = Vec::new();
    let mut coin = Coin(args.len() as u64 * 7_919 + u64::from(games));
    let mut s = Session::new(args);
    for game in 0..games {
        if game > 0 {
            s.keys("n");
        }
        let mut seen = None;
        let mut pressed = 0;
        loop {
            s.settle();
            if let Some(analysis) = s.app.analysis()
                && seen != Some(analysis.serial)
            {
                seen = Some(analysis.serial);
                if let Some(searched) = shown(kind, &s) {
                    found.push(searched);
                }
                if pressed < after_each.len() && !s.app.position().is_over() {
                    s.keys(after_each[pressed]);
                    pressed += 1;
                    continue;
                }
                pressed = 0;
            }
            let position = s.app.position().clone();
            if position.is_over() {
                break;
            }
            let mut moves = Vec::new();
            position.legal_moves(&mut moves);
            play(&mut s, kind, moves[coin.pick(moves.len())]);
        }
    }
    found
}

/// The search the panel shows now, if the App ran it once or deepened by choice.
fn shown(kind: Kind, s: &Session) -> Option<Searched> {
    let analysis = s.app.analysis().expect("a decision");
    let position = &analysis.position;
    let report = &analysis.outcome.selected;
    let plan = s.app.search_plan(position);
    match analysis.outcome.deepening {
        None => assert_eq!(plan, SearchPlan::One, "one search only where it is small"),
        Some(deepening) => {
            assert_eq!(plan, SearchPlan::Deepening(deepening.why));
            if deepening.why == DeepeningWhy::TooBig {
                // Bounded by the clock: its depth depends on the machine, nothing to compare.
                assert!(positions_at_most(position, report.settings.depth_limit) > ONE_SEARCH_MOST);
                return None;
            }
        }
    }
    assert!(report.complete);
    // The panel's headline is this search's count.
    let screen = s.screen();
    assert!(
        screen.contains(&format!(" {} in ", thousands(report.nodes))),
        "{screen}"
    );
    // The App's history ends with the AI's move, played from the position searched.
    let history = s.app.history();
    let before = &history[..history.len() - 1];
    let (line, first) = line_of(kind, position, before);
    let bound = |b: morpion::engine::Bound| match b {
        morpion::engine::Bound::Exact => "exact",
        morpion::engine::Bound::Upper => "upper",
        morpion::engine::Bound::Lower => "lower",
    };
    Some(Searched {
        line,
        first,
        pruning: report.settings.pruning,
        depth: report.settings.depth_limit,
        evaluation: report.settings.evaluation,
        moves: report
            .moves
            .iter()
            .map(|m| {
                (
                    position.move_name(m.mv),
                    m.score,
                    bound(report.shown_bound(m)),
                    m.nodes,
                )
            })
            .collect(),
        value: report.value,
        nodes: report.nodes,
        tie_checks: report.tie_check_nodes,
        best: report
            .best_moves
            .iter()
            .map(|&m| position.move_name(m))
            .collect(),
    })
}

/// What `morpion analyze --stdin --json` prints for each search, run once per group of searches
/// with the same settings.
fn analyzed(kind: Kind, searched: &[Searched]) -> Vec<Value> {
    let mut answers: Vec<Option<Value>> = vec![None; searched.len()];
    let mut groups: Vec<Vec<String>> = searched.iter().map(Searched::settings_flags).collect();
    groups.sort();
    groups.dedup();
    for flags in groups {
        let members: Vec<usize> = (0..searched.len())
            .filter(|&i| searched[i].settings_flags() == flags)
            .collect();
        let input: String = members
            .iter()
            .map(|&i| format!("{}\n", searched[i].line))
            .collect();
        let mut args = vec!["analyze", "--stdin", "--json"];
        args.extend(kind.flags());
        args.extend(flags.iter().map(String::as_str));
        let out = fed(&args, input.into_bytes());
        let stdout = String::from_utf8(out.stdout).expect("UTF-8");
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let lines: Vec<Value> = stdout
            .lines()
            .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
            .collect();
        assert_eq!(lines.len(), members.len(), "{args:?}");
        for (i, answer) in members.into_iter().zip(lines) {
            answers[i] = Some(answer);
        }
    }
    answers.into_iter().map(Option::unwrap).collect()
}

/// Checks every search against the binary's answer for it.
fn agree(kind: Kind, searched: &[Searched]) {
    assert!(!searched.is_empty());
    for (s, a) in searched.iter().zip(analyzed(kind, searched)) {
        let at = format!("{kind:?} {} {:?}", s.line, s.settings_flags());
        // Under gravity the JSON's `value` is the published score; the engine's is apart.
        let value = if kind == Kind::Gravity {
            &a["engine_value"]
        } else {
            &a["value"]
        };
        assert_eq!(value, &Value::from(s.value), "{at}");
        assert_eq!(a["nodes"], s.nodes, "{at}");
        assert_eq!(a["tie_check_nodes"], s.tie_checks, "{at}");
        let moves: Vec<(String, i32, &str, u64)> = a["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|m| {
                (
                    m["name"].as_str().unwrap().to_owned(),
                    m["score"].as_i64().unwrap() as i32,
                    m["bound"].as_str().unwrap(),
                    m["nodes"].as_u64().unwrap(),
                )
            })
            .collect();
        let ours: Vec<(String, i32, &str, u64)> = s
            .moves
            .iter()
            .map(|(n, score, b, nodes)| (n.clone(), *score, *b, *nodes))
            .collect();
        assert_eq!(ours, moves, "{at}");
        let best: BTreeSet<String> = a["best_moves"]
            .as_array()
            .expect("best moves")
            .iter()
            .map(|m| m["name"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(s.best, best, "{at}");
    }
}

#[test]
fn tic_tac_toe_decisions_are_analyzes_searches_under_every_setting() {
    let mut searched = Vec::new();
    // Default settings, either side starting; each decision searched again with pruning off
    // and on, a depth limit, one ply shallower and the heuristic, then the limit off.
    for first in ["human", "ai"] {
        searched.extend(searches(
            Kind::TicTacToe,
            &["--first", first, "--seed", "4"],
            3,
            &[],
        ));
    }
    searched.extend(searches(
        Kind::TicTacToe,
        &["--first", "human", "--seed", "8"],
        2,
        &["p", "p", "d", "-", "e", "d", "e"],
    ));
    searched.extend(searches(
        Kind::TicTacToe,
        &[
            "--first",
            "human",
            "--seed",
            "9",
            "--depth",
            "2",
            "--eval",
            "heuristic",
        ],
        2,
        &[],
    ));
    assert!(searched.len() >= 40, "{} searches", searched.len());
    let depths: BTreeSet<Option<u32>> = searched.iter().map(|s| s.depth).collect();
    assert!(depths.len() >= 3, "{depths:?}");
    assert!(searched.iter().any(|s| !s.pruning));
    assert!(
        searched
            .iter()
            .any(|s| s.evaluation == Evaluation::Heuristic)
    );
    agree(Kind::TicTacToe, &searched);
}

#[test]
fn with_deepening_on_the_deepest_search_is_analyzes_to_its_depth() {
    // No clock: every deepening ends by solving the game, a proven result or the depth limit.
    let searched = searches(
        Kind::TicTacToe,
        &[
            "--first",
            "ai",
            "--seed",
            "2",
            "--deepening",
            "--think-ms",
            "600000",
        ],
        3,
        &[],
    );
    assert!(
        searched.iter().any(|s| s.depth.is_some()),
        "a proven result stops short of the end"
    );
    agree(Kind::TicTacToe, &searched);
}

#[test]
fn bigger_boards_and_heaps_agree_wherever_one_search_decides() {
    // 4×4 in reading order without a table (analyze's search): one search from 12 empty cells
    // under the default depth limit of 6, deepening before.
    let four = searches(
        Kind::FourByFour,
        &[
            "--game",
            "ttt4",
            "--first",
            "human",
            "--seed",
            "3",
            "--order",
            "reading",
            "--table-mib",
            "0",
        ],
        2,
        &[],
    );
    agree(Kind::FourByFour, &four);
    // A 4×4 board where pieces fall: at most four choices a ply, one search from the start.
    let gravity = searches(
        Kind::Gravity,
        &[
            "--rows",
            "4",
            "--cols",
            "4",
            "--gravity",
            "--first",
            "human",
            "--seed",
            "5",
            "--order",
            "reading",
            "--table-mib",
            "0",
        ],
        2,
        &["e"],
    );
    agree(Kind::Gravity, &gravity);
    // The Game of Bones: 13 bones are the most one search takes without a depth limit.
    let bones = searches(
        Kind::Bones,
        &[
            "--game",
            "bones",
            "--heap",
            "13",
            "--depth",
            "13",
            "--first",
            "ai",
            "--seed",
            "6",
            "--order",
            "reading",
            "--table-mib",
            "0",
        ],
        2,
        &["p"],
    );
    agree(Kind::Bones, &bones);
}
