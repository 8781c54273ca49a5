//! The engine: facts, properties, techniques against plain minimax, the solver, the step stream.

mod bound_rule;
mod copy_make;
mod deepening;
mod facts;
mod perft;
mod play;
mod properties;
mod pv;
mod reference;
mod rules;
mod solve;
mod solver_aids;
mod solver_parallel;
mod solver_sizes;
mod techniques;
mod tie_cuts;
mod trace_counts;
mod tree;
