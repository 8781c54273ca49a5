//! The Connect Four test sets under `assets/`, made by `morpion positions` and built into the binary (so `bench` runs from anywhere), and their "columns score" lines read back.

/// 28 to 41 stones.
pub const END: &str = include_str!("../../../assets/c4-end.txt");
/// 15 to 27 stones.
pub const MID: &str = include_str!("../../../assets/c4-mid.txt");
/// 8 to 14 stones.
pub const BEGIN: &str = include_str!("../../../assets/c4-begin.txt");

/// One line of a test set: a column sequence and its score in the published convention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    pub columns: String,
    pub score: i64,
}

/// The lines of a test set ("columns score" each; blank lines skipped), or what is wrong with one.
pub fn read_set(text: &str) -> anyhow::Result<Vec<Scored>> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| {
            let mut fields = line.split_whitespace();
            let (Some(columns), Some(score), None) = (fields.next(), fields.next(), fields.next())
            else {
                anyhow::bail!("line {}: expected \"columns score\", got {line:?}", i + 1);
            };
            let score = score
                .parse()
                .map_err(|_| anyhow::anyhow!("line {}: {score:?} is not a score", i + 1))?;
            Ok(Scored {
                columns: columns.to_owned(),
                score,
            })
        })
        .collect()
}
