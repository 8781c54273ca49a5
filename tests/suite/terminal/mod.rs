//! The real binary in a pseudo-terminal: start, quit, signals, resizes, floods of keys.

mod background;
mod bad_args;
mod bursts;
mod games;
mod hangup;
mod idle;
mod lang;
mod not_a_tty;
mod panic;
mod plain;
mod quit;
mod signals;
mod sizes;
mod smoke;
mod steps;
mod suspend;
mod table_memory;
