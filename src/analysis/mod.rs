//! What the interactive game and the subcommands share: search jobs, studies (the explorer's
//! recorded tree, hints' move values, the technique table), DOT output, and who sits where.

pub mod book;
pub mod book_build;
mod choices;
mod config;
pub mod dot;
pub mod exact_hints;
mod explorer;
mod game_solver;
mod game_table;
pub mod lessons;
mod move_values;
pub mod perfect;
pub mod play_clock;
pub mod practice;
pub mod remembered;
pub mod replay;
mod search_job;
mod search_plan;
mod seats;
mod study;
mod techniques;
pub mod threads;

pub use choices::{GameKind, HumanMark, ThemeChoice};
pub use config::{BIG_BOARD_CELLS, Config, DEFAULT_TABLE_MIB, Resume, game_settings};
pub use explorer::{Decision, EXPLORER_MEMORY, EXPLORER_POSITIONS, Explorer, Opening, Row};
pub use game_solver::{GameSolver, LentSolver};
pub use game_table::{GameTable, Made};
pub use move_values::{HINTS_BUDGET, MoveValue, Unfinished, move_values};
pub use search_job::{
    Deepening, DeepeningEnd, LiveFigures, LiveSearch, Phase, RECOUNT_BUDGET, SearchKind,
    SearchOutcome, SearchRequest, decide, decide_perfectly, recount, recount_settings, run_search,
};
pub use search_plan::{DeepeningWhy, ONE_SEARCH_MOST, SearchPlan, positions_at_most};
pub use seats::{First, Mode};
pub use study::{LiveStudy, StudyJob, StudyLive, StudyRequest, StudyResult, run_study};
pub use techniques::{
    TECHNIQUE_BUDGET, Technique, TechniqueRow, TechniqueTable, compare_techniques,
    compare_techniques_watched,
};
