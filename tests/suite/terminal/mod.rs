//! The real binary in a pseudo-terminal: start, quit, signals, resizes, floods of keys.

mod background;
mod bad_args;
mod bursts;
mod fatal;
mod games;
mod hangup;
mod hints_budget;
mod hints_solver;
mod idle;
mod lang;
mod not_a_tty;
mod panic;
mod plain;
mod quit;
mod signals;
mod sizes;
mod smoke;
mod start;
mod steps;
mod stopped_time;
mod suspend;
mod table_memory;
mod threads;
