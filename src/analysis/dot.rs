//! Graphviz DOT export of a recorded search tree: the first positions searched (breadth first,
//! up to a limit), scores and α/β windows from MAX's side, the explorer's line (the move played,
//! then the report's expected line) in bold, cuts marked.

use std::collections::HashSet;
use std::fmt::Write;

use super::Explorer;
use crate::engine::{Game, MaxView, NodeId, NodeKind, SearchTree, Terminal};
use crate::text::{cut_reason, signed, thousands, window_edge};

/// Who MAX and MIN are, for the labels (e.g. "X" and "O").
pub struct Players<'a> {
    pub max: &'a str,
    pub min: &'a str,
}

/// The DOT text of the explorer's tree, showing at most `limit` positions; its highlighted line
/// in bold, its scores as it shows them (a root move the tie check proved, exact).
pub fn render<G: Game>(explorer: &Explorer<G>, limit: usize, players: &Players<'_>) -> String {
    let tree = explorer.tree();
    let shown = breadth_first(tree, limit.max(1));
    let line: HashSet<NodeId> = explorer.line().iter().copied().collect();
    let settings = tree.settings();
    let mut out = String::new();
    let _ = writeln!(out, "digraph search {{");
    let _ = writeln!(
        out,
        "  label=\"{} · {} searched · MAX = {} (to move at the root), MIN = {} · scores and windows from MAX's side\";",
        if settings.pruning {
            "alpha-beta"
        } else {
            "minimax"
        },
        plural(tree.positions(), "position"),
        players.max,
        players.min
    );
    let _ = writeln!(out, "  labelloc=t; fontname=\"Helvetica\";");
    let _ = writeln!(
        out,
        "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=10];"
    );
    let _ = writeln!(out, "  edge [fontname=\"Helvetica\", fontsize=9];");
    let mut position = explorer.root().clone();
    let drawing = Drawing {
        explorer,
        shown: &shown,
        line: &line,
        players,
    };
    drawing.write_node(&mut out, tree.root(), &mut position);
    let _ = writeln!(out, "}}");
    out
}

/// The ids of the first `limit` nodes in breadth-first order (the root's neighbourhood first).
fn breadth_first<M: Copy + PartialEq>(tree: &SearchTree<M>, limit: usize) -> HashSet<NodeId> {
    let mut shown = HashSet::new();
    let mut queue = std::collections::VecDeque::from([tree.root()]);
    while let Some(id) = queue.pop_front() {
        if shown.len() == limit {
            break;
        }
        shown.insert(id);
        queue.extend(tree.children(id));
    }
    shown
}

/// What every node is drawn with.
struct Drawing<'a, G: Game> {
    explorer: &'a Explorer<G>,
    shown: &'a HashSet<NodeId>,
    line: &'a HashSet<NodeId>,
    players: &'a Players<'a>,
}

impl<G: Game> Drawing<'_, G> {
    /// Where a table's answer came from: the position numbered `from` in the search, by its
    /// moves where the tree keeps it (this very position reached by other moves, or its image
    /// under the game's symmetries).
    fn source(&self, from: u64) -> String {
        let tree = self.explorer.tree();
        let Some(source) = tree.numbered(from) else {
            return format!("held for position {from} (it or its image)");
        };
        let mut position = self.explorer.root().clone();
        let names: Vec<String> = tree
            .path(source)
            .into_iter()
            .map(|mv| {
                let name = escape(&position.move_name(mv));
                position.apply(mv);
                name
            })
            .collect();
        format!(
            "held for the position after {} (it or its image)",
            names.join(" ")
        )
    }

    /// Writes `id` (whose position is `position`), its edges and, recursively, its shown children.
    fn write_node(&self, out: &mut String, id: NodeId, position: &mut G) {
        let (tree, players) = (self.explorer.tree(), self.players);
        let node = tree.node(id);
        let view = self.explorer.view(id);
        let who = if view.max_to_move {
            format!("MAX ({}) to move", players.max)
        } else {
            format!("MIN ({}) to move", players.min)
        };
        let what = match node.kind {
            NodeKind::Terminal(terminal) => ended(terminal, view.max_to_move, players),
            NodeKind::Horizon => "depth limit: evaluated".to_owned(),
            NodeKind::Table { bound, from } => {
                let held = if view.max_to_move {
                    bound
                } else {
                    bound.flipped()
                };
                format!(
                    "from the table: {}{}\\n{}",
                    held.prefix(),
                    signed(self.explorer.view(id).score),
                    self.source(from)
                )
            }
            NodeKind::Interior => who,
        };
        let style = if id == tree.root() || self.line.contains(&id) {
            ", penwidth=2, color=\"#1f5fbf\""
        } else {
            ""
        };
        // The root is not counted as searched (tests/FACTS.md): it shows the positions below it.
        let count = if id == tree.root() {
            format!("{} below", plural(node.subtree - 1, "position"))
        } else {
            plural(node.subtree, "position")
        };
        let score = if self.explorer.tie_checked(id) {
            let searched = node.max_view();
            format!(
                "{} (exact by the tie check; alpha-beta: {}{})",
                score_text(&view),
                searched.bound.prefix(),
                signed(searched.score)
            )
        } else {
            score_text(&view)
        };
        let _ = writeln!(
            out,
            "  n{id} [label=\"{what}\\n{score}\\nα {} · β {}\\n{count}\"{style}];",
            window_edge(view.alpha),
            window_edge(view.beta),
        );
        let mut hidden = 0u64;
        for child in tree.children(id) {
            if !self.shown.contains(&child) {
                hidden += 1;
                continue;
            }
            let mv = tree.node(child).mv.expect("a child has a move");
            let name = position.move_name(mv);
            let edge_style = if self.line.contains(&child) {
                ", penwidth=2, color=\"#1f5fbf\""
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "  n{id} -> n{child} [label=\"{}\"{edge_style}];",
                escape(&name)
            );
            position.apply(mv);
            self.write_node(out, child, position);
            position.undo(mv);
        }
        if hidden > 0 || (!node.recorded && node.kind == NodeKind::Interior) {
            let text = if node.recorded {
                format!("{} not drawn", plural(hidden, "more searched move"))
            } else {
                "positions below not kept (memory budget)".to_owned()
            };
            let _ = writeln!(
                out,
                "  more{id} [label=\"… {text}\", shape=plaintext];\n  n{id} -> more{id} [style=dotted];"
            );
        }
        if let Some(cut) = &node.cut {
            let names: Vec<String> = cut
                .skipped
                .iter()
                .map(|&mv| escape(&position.move_name(mv)))
                .collect();
            let why = cut_reason(view.max_to_move, cut.reached, cut.beta, "MAX", "MIN")
                .replace(": ", ":\\n");
            let _ = writeln!(
                out,
                "  cut{id} [label=\"cut: {} not searched ({})\\n{why}\", shape=note, style=dashed, color=\"#c0392b\", fontcolor=\"#c0392b\"];\n  n{id} -> cut{id} [style=dashed, color=\"#c0392b\"];",
                plural(cut.skipped.len() as u64, "move"),
                names.join(" ")
            );
        }
    }
}

fn ended(terminal: Terminal, max_to_move: bool, players: &Players<'_>) -> String {
    // `terminal` is from the side to move: a loss for it is a win for the other side.
    let (mover, other) = if max_to_move {
        (players.max, players.min)
    } else {
        (players.min, players.max)
    };
    match terminal {
        Terminal::Win => format!("game over: {mover} wins"),
        Terminal::Loss => format!("game over: {other} wins"),
        Terminal::Draw => "game over: draw".to_owned(),
        Terminal::Score(score) => format!("game over: {mover} scores {score}"),
    }
}

fn score_text(view: &MaxView) -> String {
    format!("score {}{}", view.bound.prefix(), signed(view.score))
}

fn plural(n: u64, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{} {word}s", thousands(n))
    }
}

/// Quotes and backslashes escaped for a DOT string.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}
