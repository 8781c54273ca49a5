//! The headless commands, run as a user runs them: the real binary, its output and exit status.

mod analyze;
mod analyze_games;
mod autoplay;
mod autoplay_bones;
mod autoplay_start;
mod bench;
mod book;
mod count_words;
mod dot;
mod errors;
mod faults_bones;
mod faults_dot;
mod faults_output;
mod faults_progress;
mod faults_stdin;
mod faults_streaming;
mod game_flags;
mod help;
mod perft;
mod solve;
mod solver_sets;
mod table;
mod table_memory;
mod trace;
mod trace_hand;
mod words;
