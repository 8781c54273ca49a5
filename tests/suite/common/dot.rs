//! Reading back the DOT files the explorer and `analyze --dot` write: node labels, and the line
//! drawn in bold from the root.

use std::collections::HashMap;

/// The label of every node (`n0`, `cut3`, …).
pub fn labels(dot: &str) -> HashMap<String, String> {
    statements(dot)
        .filter(|(head, _)| !head.contains(" -> "))
        .filter_map(|(head, attrs)| Some((head.to_owned(), quoted(attrs, "label")?)))
        .collect()
}

/// The moves of the bold (highlighted) edges, followed from the root `n0`; each position has
/// at most one bold edge out.
pub fn bold_line(dot: &str) -> Vec<String> {
    let mut bold: HashMap<String, (String, String)> = HashMap::new();
    for (head, attrs) in statements(dot) {
        if let Some((from, to)) = head.split_once(" -> ")
            && attrs.contains("penwidth=2")
        {
            let name = quoted(attrs, "label").expect("an edge names its move");
            let earlier = bold.insert(from.to_owned(), (to.to_owned(), name));
            assert!(earlier.is_none(), "two bold edges out of {from}");
        }
    }
    let mut line = Vec::new();
    let mut at = "n0".to_owned();
    while let Some((to, name)) = bold.remove(&at) {
        line.push(name);
        at = to;
    }
    assert!(bold.is_empty(), "bold edges off the line: {bold:?}");
    line
}

/// `head [attrs]` of every statement of the graph.
fn statements(dot: &str) -> impl Iterator<Item = (&str, &str)> {
    dot.lines().filter_map(|line| {
        let body = line.trim().strip_suffix("];")?;
        body.split_once(" [")
    })
}

/// The quoted value of `key` in `attrs`.
fn quoted(attrs: &str, key: &str) -> Option<String> {
    let start = attrs.find(&format!("{key}=\""))? + key.len() + 2;
    let rest = &attrs[start..];
    Some(rest[..rest.find('"')?].to_owned())
}
