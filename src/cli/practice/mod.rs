//! `morpion practice`: the exercise from its flags, written as text (`--print`, `--solution`) or a filled-in copy graded (`--check`).

use std::io::{self, Read, Write};
use std::path::Path;

use serde_json::json;

mod args;
mod first_line;

pub use args::{PracticeArgs, RootSide, TreeKind};

use super::shared::error::InputError;
use crate::analysis::practice::answer_file::{self, value_word, window_word};
use crate::analysis::practice::{
    BONES_HEAPS, BONES_PRACTICE_HEAP, Below, Exercise, Graded, Mark, NodeAnswer, Origin, Task,
    board_tree, bones, endgame, endgame_rows, endgame_sides, explain, two_by_two,
};
use crate::engine::Side;
use crate::games::trees::{Shape, Tree, parse};
use crate::i18n::EN;

/// Runs the text forms; returns the exercise when none is asked, for the screen to open.
/// Bad input is an `InputError` (exit 2); answers with a mistake end with an error (exit 1).
pub fn run(args: &PracticeArgs) -> anyhow::Result<Option<Exercise>> {
    let answers_file = match &args.check {
        Some(path) => Some(read_text(path, "the answers")?),
        None => None,
    };
    let exercise = exercise(args, answers_file.as_deref())?;
    let out = &mut io::stdout().lock();
    let written = if args.print {
        let start = exercise.start();
        write!(
            out,
            "{}",
            answer_file::write(&exercise, &header(&exercise), &start)
        )
    } else if args.solution {
        let header = format!(
            "{}\nFilled in with alpha-beta's own answers.",
            header(&exercise)
        );
        write!(
            out,
            "{}",
            answer_file::write(&exercise, &header, &exercise.solution())
        )
    } else if let Some(text) = answers_file {
        return check(&exercise, &text, args.json, out);
    } else {
        return Ok(Some(exercise));
    };
    finish(written.and_then(|()| out.flush()))?;
    Ok(None)
}

/// The exercise the flags set; for --check, the answers' own where the flags set none: the
/// file's first line (the command that wrote it, tree, shape, root side and `--windows`) or,
/// in a file without one, its `tree` line. Flags that set another exercise than the first
/// line are refused, saying where they differ.
pub fn exercise(args: &PracticeArgs, answers: Option<&str>) -> anyhow::Result<Exercise> {
    let Some((command, file_args)) = answers.map(first_line::read).transpose()?.flatten() else {
        return from_flags(args, answers);
    };
    let file = from_flags(&file_args, None)?;
    if !sets_the_tree(args) && (!args.windows || file.task == Task::Windows) {
        return Ok(file);
    }
    let flags = from_flags(args, answers)?;
    Ok(first_line::agree(flags, &file, args.windows, &command)?)
}

/// An exercise handed out (the classroom's exercise of the day), in the terms of the flags
/// that set it: `--seed --depth --branching`, `--tree`, `--kind endgame --board`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandedOut<'a> {
    Random {
        seed: u64,
        depth: usize,
        branching: usize,
    },
    Tree(&'a str),
    Board(&'a str),
}

/// The exercise `handed` sets, built as those flags build it (refused as they would be: a
/// tree that does not parse, a board that gives no exercise).
pub fn handed_out(handed: HandedOut) -> anyhow::Result<Exercise> {
    let args = match handed {
        HandedOut::Random {
            seed,
            depth,
            branching,
        } => PracticeArgs {
            seed: Some(seed),
            depth: Some(depth),
            branching: Some(branching),
            ..PracticeArgs::default()
        },
        HandedOut::Tree(tree) => PracticeArgs {
            tree: Some(tree.to_owned()),
            ..PracticeArgs::default()
        },
        HandedOut::Board(board) => PracticeArgs {
            kind: Some(TreeKind::Endgame),
            board: Some(board.to_owned()),
            ..PracticeArgs::default()
        },
    };
    from_flags(&args, None)
}

/// Whether a flag says which tree (`--tree`, `--seed`, `--kind`, a random tree's shape, …).
fn sets_the_tree(args: &PracticeArgs) -> bool {
    args.kind.is_some()
        || args.tree.is_some()
        || args.tree_file.is_some()
        || args.seed.is_some()
        || args.depth.is_some()
        || args.branching.is_some()
        || args.root.is_some()
        || args.heap.is_some()
        || args.board.is_some()
}

/// The exercise the flags set (or, for --check without a tree flag, the file's `tree` line).
fn from_flags(args: &PracticeArgs, answers: Option<&str>) -> anyhow::Result<Exercise> {
    let task = if args.windows {
        Task::Windows
    } else {
        Task::Values
    };
    let random_flags = args.depth.is_some() || args.branching.is_some() || args.root.is_some();
    let given = args.tree.is_some() || args.tree_file.is_some();
    let kind = match (args.kind, given) {
        (Some(kind), _) => Some(kind),
        (None, true) => None,
        (None, false) if args.board.is_some() => Some(TreeKind::Endgame),
        (None, false) if args.heap.is_some() => Some(TreeKind::Bones),
        // Answers checked without a flag that sets the exercise: their own tree line.
        (None, false) if answers.is_some() && args.seed.is_none() && !random_flags => None,
        (None, false) => Some(TreeKind::Random),
    };
    let refuse = |flag: &str, what: &str| -> anyhow::Result<Exercise> {
        Err(InputError(format!("{flag} is for {what} only")).into())
    };
    if random_flags && kind != Some(TreeKind::Random) {
        return refuse(
            "--depth, --branching and --root",
            "random trees (--kind random)",
        );
    }
    if args.heap.is_some() && kind != Some(TreeKind::Bones) {
        return refuse("--heap", "the bones kind");
    }
    if args.board.is_some() && kind != Some(TreeKind::Endgame) {
        return refuse("--board", "the endgame kind");
    }
    if args.seed.is_some() && !matches!(kind, Some(TreeKind::Random | TreeKind::Endgame)) {
        return refuse("--seed", "random trees and drawn end-game positions");
    }
    let seed = args
        .seed
        .unwrap_or_else(|| rand::random_range(0..1_000_000));
    let (tree, origin) = match kind {
        Some(TreeKind::Random) => {
            let shape = Shape {
                depth: args.depth.unwrap_or(3),
                branching: args.branching.unwrap_or(3),
                root: match args.root.unwrap_or_default() {
                    RootSide::Max => Side::Max,
                    RootSide::Min => Side::Min,
                },
            };
            (shape.tree(seed), Origin::Random { seed, shape })
        }
        Some(TreeKind::TwoByTwo) => (two_by_two(), Origin::TwoByTwo),
        Some(TreeKind::Bones) => {
            let heap = args.heap.unwrap_or(BONES_PRACTICE_HEAP);
            debug_assert!(BONES_HEAPS.contains(&heap));
            (bones(heap), Origin::Bones { heap })
        }
        Some(TreeKind::Endgame) => match &args.board {
            Some(board) => {
                let tree =
                    board_tree(board).map_err(|e| InputError(format!("--board {board:?}: {e}")))?;
                let origin = Origin::Endgame {
                    board: board.clone(),
                    seed: None,
                };
                (tree, origin)
            }
            None => {
                let (board, tree) = endgame(seed);
                let seed = Some(seed);
                (tree, Origin::Endgame { board, seed })
            }
        },
        None => (given_tree(args, answers)?, Origin::Given),
    };
    Ok(Exercise::new(tree, origin, task))
}

/// The tree of --tree, of --tree-file, or of the answers' `tree` line.
fn given_tree(args: &PracticeArgs, answers: Option<&str>) -> anyhow::Result<Tree> {
    let (text, whence) = match (&args.tree, &args.tree_file) {
        (Some(text), _) => (text.clone(), "--tree".to_owned()),
        (None, Some(path)) => (
            read_text(path, "the tree")?,
            format!("--tree-file {}", path.display()),
        ),
        (None, None) => match answers.and_then(tree_line) {
            Some(line) => (line, "the answers' tree line".to_owned()),
            None => {
                return Err(InputError(
                    "the answers name no tree: give the exercise's flags (--seed N, --tree TREE, …) or a `tree` line".into(),
                )
                .into());
            }
        },
    };
    parse(&text).map_err(|e| InputError(format!("{whence}: {e}")).into())
}

/// The bracket text of the first `tree` line of an answer file.
fn tree_line(text: &str) -> Option<String> {
    text.lines().find_map(|line| {
        let line = line.split('#').next()?.trim();
        let (word, rest) = line.split_once(char::is_whitespace)?;
        word.eq_ignore_ascii_case("tree").then(|| rest.to_owned())
    })
}

/// The file's text, or standard input's for `-`.
fn read_text(path: &Path, what: &str) -> anyhow::Result<String> {
    let mut text = String::new();
    let read = if path == Path::new("-") {
        io::stdin().read_to_string(&mut text).map(|_| ())
    } else {
        std::fs::read_to_string(path).map(|t| text = t)
    };
    read.map_err(|e| InputError(format!("cannot read {what} from {}: {e}", path.display())))?;
    Ok(text)
}

/// The command that sets the same exercise again, and what it is.
pub fn header(exercise: &Exercise) -> String {
    let windows = if exercise.task == Task::Windows {
        " --windows"
    } else {
        ""
    };
    let (flags, what) = match &exercise.origin {
        Origin::Random { seed, shape } => {
            let root = match shape.root {
                Side::Max => "",
                Side::Min => " --root min",
            };
            (
                format!(
                    "--seed {seed} --depth {} --branching {}{root}",
                    shape.depth, shape.branching
                ),
                format!(
                    "a random tree, {} at the root",
                    exercise.tree.root_side().name()
                ),
            )
        }
        Origin::Given => (
            format!("--tree \"{}\"", exercise.tree),
            format!("{} at the root", exercise.tree.root_side().name()),
        ),
        Origin::TwoByTwo => (
            "--kind 2x2".to_owned(),
            "the 2×2 board with 2 in a row; a leaf is +1 when MAX (X) has won".to_owned(),
        ),
        Origin::Bones { heap } => (
            format!("--kind bones --heap {heap}"),
            "the Game of Bones; a leaf is +1 when MAX (the first player) has won, -1 when MIN has"
                .to_owned(),
        ),
        Origin::Endgame { board, seed } => (
            match seed {
                Some(seed) => format!("--kind endgame --seed {seed}"),
                None => format!("--kind endgame --board {board}"),
            },
            {
                let (max, min) = endgame_sides(board).unwrap_or(('?', '?'));
                let rows = endgame_rows(board)
                    .iter()
                    .map(|row| format!("\n    {row}"))
                    .collect::<String>();
                format!(
                    "3×3 tic-tac-toe from {board}, {max} to move: MAX is {max}, MIN is {min};{rows}\na leaf is +1 when MAX ({max}) has won, -1 when MIN ({min}) has, 0 for a draw"
                )
            },
        ),
    };
    format!("morpion practice {flags}{windows}\n{what}; alpha-beta tries the children in order.")
}

/// Grades the answers and writes a verdict per node, then the score.
fn check(
    exercise: &Exercise,
    text: &str,
    json: bool,
    out: &mut impl Write,
) -> anyhow::Result<Option<Exercise>> {
    let answers =
        answer_file::read(exercise, text).map_err(|e| InputError(format!("the answers, {e}")))?;
    let graded = exercise.grade(&answers);
    let written = if json {
        write_json(exercise, &answers, &graded, out)
    } else {
        write_text(exercise, &answers, &graded, out)
    };
    finish(written.and_then(|()| out.flush()))?;
    let (right, total) = graded.score();
    if right < total {
        anyhow::bail!("{} of {total} entries wrong", total - right);
    }
    Ok(None)
}

/// Each entry of a node: its name, what was written, what was expected, and the mark.
fn entries<'a>(
    solution: &[NodeAnswer],
    answers: &[NodeAnswer],
    graded: &'a Graded,
    node: usize,
) -> Vec<(&'static str, String, String, &'a Mark)> {
    let answer = answers[node];
    let key = solution[node];
    let grade = &graded.nodes[node];
    let mut list = vec![(
        "value",
        value_word(answer.value),
        value_word(key.value),
        &grade.value,
    )];
    if let Some(mark) = &grade.alpha {
        list.push((
            "alpha",
            window_word(answer.alpha),
            window_word(key.alpha),
            mark,
        ));
    }
    if let Some(mark) = &grade.beta {
        list.push((
            "beta",
            window_word(answer.beta),
            window_word(key.beta),
            mark,
        ));
    }
    list
}

fn reason(exercise: &Exercise, answers: &[NodeAnswer], node: usize, mark: &Mark) -> String {
    match mark {
        Mark::Right => String::new(),
        Mark::Wrong(mistake) => explain(&EN.practice, &exercise.tree, mistake, answers[node].value),
    }
}

fn write_text(
    exercise: &Exercise,
    answers: &[NodeAnswer],
    graded: &Graded,
    out: &mut impl Write,
) -> io::Result<()> {
    let tree = &exercise.tree;
    let order = tree.preorder();
    let width = order.iter().map(|&n| tree.name(n).len()).max().unwrap_or(4);
    let solution = exercise.solution();
    for node in order {
        let name = tree.name(node);
        if let Some(below) = graded.nodes[node].below {
            writeln!(out, "{name:width$}  {}", below_words(tree, below))?;
            continue;
        }
        if graded.nodes[node].given {
            writeln!(out, "{name:width$}  {}", EN.practice.leaf_given)?;
            continue;
        }
        let wrong: Vec<String> = entries(&solution, answers, graded, node)
            .into_iter()
            .filter(|(_, _, _, mark)| !mark.is_right())
            .map(|(entry, yours, expected, mark)| {
                format!(
                    "{entry} {yours} should be {expected}: {}",
                    reason(exercise, answers, node, mark)
                )
            })
            .collect();
        if wrong.is_empty() {
            writeln!(out, "{name:width$}  right")?;
        } else {
            writeln!(out, "{name:width$}  wrong  {}", wrong.join(" | "))?;
        }
    }
    let (right, total) = graded.score();
    writeln!(out, "score: {right} of {total} entries right")
}

/// Why a node is not graded: the branch above it, cut as a whole.
fn below_words(tree: &Tree, below: Below) -> String {
    match below {
        Below::SearchCut(branch) => (EN.practice.below_search_cut)(&tree.name(branch)),
        Below::MarkedCut(branch) => (EN.practice.below_marked_cut)(&tree.name(branch)),
    }
}

fn write_json(
    exercise: &Exercise,
    answers: &[NodeAnswer],
    graded: &Graded,
    out: &mut impl Write,
) -> io::Result<()> {
    let solution = exercise.solution();
    for node in exercise.tree.preorder() {
        let list: Vec<serde_json::Value> = entries(&solution, answers, graded, node)
            .into_iter()
            .map(|(entry, yours, expected, mark)| {
                let mut object = json!({
                    "entry": entry,
                    "answer": yours,
                    "expected": expected,
                    "right": mark.is_right(),
                });
                if !mark.is_right() {
                    object["reason"] = json!(reason(exercise, answers, node, mark));
                }
                object
            })
            .collect();
        let mut line = json!({
            "node": exercise.tree.name(node),
            "right": graded.nodes[node].is_right(),
            "entries": list,
        });
        if let Some(below) = graded.nodes[node].below {
            line["entries"] = json!([]);
            line["not_graded"] = json!(below_words(&exercise.tree, below));
        } else if graded.nodes[node].given {
            line["entries"] = json!([]);
            line["not_graded"] = json!(EN.practice.leaf_given);
        }
        writeln!(out, "{line}")?;
    }
    let (right, total) = graded.score();
    writeln!(out, "{}", json!({ "right": right, "total": total }))
}

/// A closed standard output (`| head`) ends quietly; another write error is a failure.
fn finish(result: io::Result<()>) -> anyhow::Result<()> {
    match result {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(anyhow::Error::new(e).context("could not write the exercise")),
        Ok(()) => Ok(()),
    }
}
