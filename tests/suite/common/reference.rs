//! A textbook minimax / alpha-beta over a plain 3×3 array, written independently of the engine.
//!
//! Classic max/min form (not negamax), scores from the point of view of the side to move at
//! the root, fail-soft: at a max node the loop stops as soon as best ≥ β, at a min node as soon
//! as best ≤ α. Cells are tried in reading order and the root is not counted. A win `p` plies
//! below the root scores WIN − p, a loss −(WIN − p), a draw 0; positions at the depth limit are
//! scored by the chosen leaf evaluation.

use morpion::games::mnk::{Mark, Mnk};

/// The reference's own win score; any value above the deepest game gives the same counts.
pub const WIN: i32 = 1000;

/// A 3×3 board in reading order; `None` is an empty cell.
pub type Board = [Option<char>; 9];

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// How a non-terminal position at the depth limit is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// Unknown counts as a draw.
    Zero,
    /// Open lines of the root player minus the opponent's, each worth 10^(marks − 1).
    OpenLines,
}

#[derive(Clone, Copy, Debug)]
pub struct Settings {
    pub pruning: bool,
    pub depth_limit: Option<u32>,
    pub leaf: Leaf,
}

/// One root move as the reference saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootMove {
    pub cell: usize,
    pub score: i32,
    /// The move failed low under alpha-beta with moves cut below it: its true score is at most
    /// `score` (with nothing cut below it, its score is exact whatever the window).
    pub upper_bound: bool,
    pub nodes: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub value: i32,
    pub moves: Vec<RootMove>,
    pub nodes: u64,
}

/// Alpha-beta's cuts: every stop of a loop over moves with moves left, and how many of them
/// came on a tie with the window's edge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cuts {
    pub all: u64,
    pub on_ties: u64,
}

/// The board of an engine position, read cell by cell.
pub fn board_of(game: &Mnk) -> Board {
    assert_eq!(
        (
            game.geometry().rows(),
            game.geometry().cols(),
            game.geometry().k()
        ),
        (3, 3, 3)
    );
    std::array::from_fn(|cell| game.mark_at(cell).map(Mark::symbol))
}

fn other(player: char) -> char {
    if player == 'X' { 'O' } else { 'X' }
}

/// X moves first, so X is to move exactly when both have as many marks.
pub fn side_to_move(board: &Board) -> char {
    let x = board.iter().filter(|c| **c == Some('X')).count();
    let o = board.iter().filter(|c| **c == Some('O')).count();
    if x == o { 'X' } else { 'O' }
}

pub fn winner(board: &Board) -> Option<char> {
    LINES.iter().find_map(|&[a, b, c]| match board[a] {
        Some(p) if board[b] == Some(p) && board[c] == Some(p) => Some(p),
        _ => None,
    })
}

/// The reference's evaluation of `board` for `player`, with the side to move's tempo.
pub fn evaluation_for(board: &Board, player: char) -> i32 {
    open_lines(board, player, side_to_move(board))
}

/// Open lines for `player` minus its opponent's, 10^(marks − 1) each; a line of two counts
/// four times for the side to move, who can complete it at once.
fn open_lines(board: &Board, player: char, to_move: char) -> i32 {
    let tempo = |owner: char, n: u32| if owner == to_move && n == 2 { 4 } else { 1 };
    let mut total = 0;
    for line in LINES {
        let mine = line.iter().filter(|&&c| board[c] == Some(player)).count() as u32;
        let theirs = line
            .iter()
            .filter(|&&c| board[c] == Some(other(player)))
            .count() as u32;
        match (mine, theirs) {
            (0, 0) => {}
            (n, 0) => total += 10i32.pow(n - 1) * tempo(player, n),
            (0, n) => total -= 10i32.pow(n - 1) * tempo(other(player), n),
            _ => {}
        }
    }
    total
}

/// Searches every root move of a position where the game is not over.
pub fn analyse(board: &Board, settings: Settings) -> Analysis {
    search(board, settings).0
}

/// The cuts alpha-beta makes searching a position where the game is not over: loops stopped
/// with cells left to try, and those where the best had only reached the window's edge (best
/// = β at a max node, best = α at a min node).
pub fn cuts(board: &Board, settings: Settings) -> Cuts {
    search(board, settings).1
}

fn search(board: &Board, settings: Settings) -> (Analysis, Cuts) {
    let root = side_to_move(board);
    let mut walker = Walker {
        settings,
        root,
        nodes: 0,
        cuts: Cuts::default(),
    };
    let mut board = *board;
    let mut alpha = i32::MIN;
    let beta = i32::MAX;
    let mut value = i32::MIN;
    let mut moves = Vec::new();
    for cell in 0..9 {
        if board[cell].is_some() {
            continue;
        }
        let before = walker.nodes;
        let cuts_before = walker.cuts.all;
        board[cell] = Some(root);
        let score = walker.value(&mut board, 1, other(root), alpha, beta);
        board[cell] = None;
        moves.push(RootMove {
            cell,
            score,
            upper_bound: settings.pruning && score <= alpha && walker.cuts.all > cuts_before,
            nodes: walker.nodes - before,
        });
        value = value.max(score);
        if settings.pruning {
            alpha = alpha.max(value);
        }
    }
    let analysis = Analysis {
        value,
        moves,
        nodes: walker.nodes,
    };
    (analysis, walker.cuts)
}

struct Walker {
    settings: Settings,
    root: char,
    nodes: u64,
    /// Cuts that left at least one move unsearched so far, and those on a tie.
    cuts: Cuts,
}

impl Walker {
    /// A loop stopped: a cut if cells were `left` to try, on a tie if the best only equals
    /// the window's edge.
    fn count_cut(&mut self, left: bool, tie: bool) {
        if left {
            self.cuts.all += 1;
            self.cuts.on_ties += u64::from(tie);
        }
    }

    fn value(
        &mut self,
        board: &mut Board,
        ply: u32,
        to_move: char,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if let Some(w) = winner(board) {
            let distance = ply as i32;
            return if w == self.root {
                WIN - distance
            } else {
                -(WIN - distance)
            };
        }
        if board.iter().all(Option::is_some) {
            return 0;
        }
        if self.settings.depth_limit.is_some_and(|limit| ply >= limit) {
            return match self.settings.leaf {
                Leaf::Zero => 0,
                Leaf::OpenLines => open_lines(board, self.root, to_move),
            };
        }
        let maximizing = to_move == self.root;
        let mut best = if maximizing { i32::MIN } else { i32::MAX };
        for cell in 0..9 {
            if board[cell].is_some() {
                continue;
            }
            board[cell] = Some(to_move);
            let v = self.value(board, ply + 1, other(to_move), alpha, beta);
            board[cell] = None;
            let cut = if maximizing {
                best = best.max(v);
                if self.settings.pruning {
                    alpha = alpha.max(best);
                }
                self.settings.pruning && best >= beta
            } else {
                best = best.min(v);
                if self.settings.pruning {
                    beta = beta.min(best);
                }
                self.settings.pruning && best <= alpha
            };
            if cut {
                // A tie: the best only reached the window's edge (β at max, α at min).
                let tie = if maximizing {
                    best == beta
                } else {
                    best == alpha
                };
                self.count_cut(board[cell + 1..].iter().any(Option::is_none), tie);
                break;
            }
        }
        best
    }
}
