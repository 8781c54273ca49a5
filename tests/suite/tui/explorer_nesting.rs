//! The explorer shows the tree's nesting at every supported size: each open row's first child
//! is drawn right of it, under guides, however deep the line is opened.

use crate::common::session::Session;
use ratatui::crossterm::event::KeyCode;

/// The explorer after the AI's answer to b2, its first line opened `depth` levels deep.
fn opened(lang: &str, depth: usize) -> Session {
    let mut s = Session::new(&["--lang", lang, "--first", "human", "--seed", "1"]);
    s.keys("5");
    s.settle();
    s.keys("t");
    while s.finish_study() {}
    for _ in 0..depth {
        s.key(KeyCode::Enter);
        while s.finish_study() {}
        s.key(KeyCode::Down);
    }
    s
}

/// The tree's lines in the panel: under its heading, inside its borders.
fn tree_lines(screen: &str, heading: &str) -> Vec<String> {
    let rows: Vec<Vec<char>> = screen
        .lines()
        .map(|line| line.trim_matches('"').chars().collect())
        .collect();
    // The panel's box starts where the second box of the row under the title does.
    let left = rows[1]
        .windows(2)
        .position(|pair| pair == ['┐', '┌'])
        .expect("two boxes")
        + 2;
    let mut lines = Vec::new();
    let mut inside = false;
    for row in &rows {
        let panel: String = row.iter().skip(left).collect();
        let panel = panel.trim_end_matches([' ', '│', '┘', '─']).to_owned();
        if panel.trim_start().starts_with(heading) {
            inside = true;
        } else if inside && panel.trim().is_empty() {
            break; // the panel's bottom border
        } else if inside {
            lines.push(panel);
        }
    }
    lines
}

/// Where a tree line's move begins: after its guides (the "…" of levels given way included)
/// and its marker.
fn name_column(line: &str) -> usize {
    line.chars()
        .position(|c| !"…│├└─ ▸▾·✂".contains(c))
        .unwrap_or(0)
}

#[test]
fn every_open_row_has_its_children_right_of_it_at_every_size() {
    for (lang, heading) in [("en", "move"), ("fr", "coup")] {
        let s = opened(lang, 9);
        for (width, height) in [(76, 20), (80, 24), (100, 30), (120, 36)] {
            let screen = s.draw(width, height).backend().to_string();
            let lines = tree_lines(&screen, heading);
            let opens = lines.iter().filter(|line| line.contains('▾')).count();
            assert!(opens >= 2, "{lang} at {width}×{height}:\n{screen}");
            for pair in lines.windows(2) {
                if pair[0].contains('▾') && !pair[1].trim().is_empty() {
                    assert!(
                        name_column(&pair[1]) > name_column(&pair[0]),
                        "{lang} at {width}×{height}: {:?} then {:?}\n{screen}",
                        pair[0],
                        pair[1]
                    );
                }
            }
        }
    }
}
