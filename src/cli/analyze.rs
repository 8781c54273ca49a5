//! `morpion analyze`: one position's full search report, as text or JSON.

use super::args::AnalyzeArgs;

pub fn run(_args: &AnalyzeArgs) -> anyhow::Result<()> {
    anyhow::bail!("not built yet")
}
