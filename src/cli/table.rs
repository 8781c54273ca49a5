//! `morpion table`: the reference node counts from the empty 3×3 board.

use super::args::TableArgs;

pub fn run(_args: &TableArgs) -> anyhow::Result<()> {
    anyhow::bail!("not built yet")
}
