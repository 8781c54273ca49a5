//! The README and the docs pages against the program: screens, keys, flags, links.

mod command_line;
mod keys;
mod links;
mod readme_screen;
