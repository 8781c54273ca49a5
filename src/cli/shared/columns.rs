//! Plain-text tables with aligned columns, for the headless subcommands' output.

/// How a column lines up: text to the left, numbers to the right so their digits line up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Align {
    Left,
    Right,
}

/// Lays out `rows` (the first one is the header) in columns two spaces apart, each line
/// prefixed by `indent` and ended by a newline. Widths count characters, so `≤` and `µ` align.
pub(crate) fn layout(indent: &str, aligns: &[Align], rows: &[Vec<String>]) -> String {
    let widths: Vec<usize> = (0..aligns.len())
        .map(|c| {
            rows.iter()
                .map(|row| row.get(c).map_or(0, |cell| cell.chars().count()))
                .max()
                .unwrap_or(0)
        })
        .collect();
    rows.iter()
        .map(|row| line(indent, aligns, &widths, row))
        .collect()
}

/// One row with the columns' widths fixed beforehand (for rows printed as they come); a cell
/// wider than its column pushes the rest of its row to the right.
pub(crate) fn line(indent: &str, aligns: &[Align], widths: &[usize], row: &[String]) -> String {
    let mut line = String::from(indent);
    for (c, cell) in row.iter().enumerate() {
        if c > 0 {
            line.push_str("  ");
        }
        let pad = " ".repeat(widths[c].saturating_sub(cell.chars().count()));
        match aligns[c] {
            Align::Left => {
                line.push_str(cell);
                line.push_str(&pad);
            }
            Align::Right => {
                line.push_str(&pad);
                line.push_str(cell);
            }
        }
    }
    let mut out = line.trim_end().to_owned();
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_align_by_character_count() {
        let rows = vec![
            vec!["move".to_owned(), "score".to_owned(), "note".to_owned()],
            vec!["c1".to_owned(), "≤ 0".to_owned(), "x".to_owned()],
            vec!["b2".to_owned(), "999".to_owned(), String::new()],
        ];
        assert_eq!(
            layout(" ", &[Align::Left, Align::Right, Align::Left], &rows),
            " move  score  note\n c1      ≤ 0  x\n b2      999\n"
        );
    }
}
