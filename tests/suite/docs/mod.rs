//! The README and the docs pages against the program: screens, keys, flags, links.

mod command_line;
mod keys;
mod links;
mod module_map;
mod readme_screen;
