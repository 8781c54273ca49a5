//! The textbook search: minimax with optional alpha-beta, iterative deepening, the stream of
//! steps it reports to whoever observes it, and the tree recorded from that stream.

mod deepening;
mod options;
mod search;
mod steps;
mod tree;

pub use deepening::{IterationProgress, IterativeReport, search_iterative, search_iterative_in};
pub use options::{OnIteration, SearchOptions};
pub use search::{search, search_in};
pub use steps::{LeafReason, Observer, Settled, Side, Step, StepKind, is_unbounded, step_at};
pub use tree::{
    Cut, Grown, MaxView, NodeId, NodeKind, NotRecorded, Regrowth, SearchTree, TreeNode,
};
