//! The module map of `docs/architecture.md` against the tree: every top-level module and every folder inside one, at any depth, is on the map, and every folder or file the map names exists where it says.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The map's code block, line by line.
fn map() -> Vec<String> {
    let page = fs::read_to_string(root().join("docs/architecture.md")).expect("the page");
    let after = page
        .split("## The module map")
        .nth(1)
        .expect("a module map section");
    let block = after.split("```").nth(1).expect("the map's code block");
    block.lines().map(str::to_owned).collect()
}

/// The map's sections: each line starting `src/` opens one (`src/tui/`, `src/text.rs`), and
/// the text up to the next is what it says of that module.
fn sections(map: &[String]) -> Vec<(String, String)> {
    let mut sections: Vec<(String, String)> = Vec::new();
    for line in map {
        if let Some(rest) = line.strip_prefix("src/") {
            let (name, text) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            sections.push((name.trim_end_matches('/').to_owned(), text.to_owned()));
        } else if line.starts_with(char::is_whitespace)
            && let Some((_, text)) = sections.last_mut()
        {
            text.push('\n');
            text.push_str(line);
        }
    }
    sections
}

/// The names of folders (`steps/`) and Rust files (`bits.rs`) a section's text mentions.
fn named(text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for word in text.split(|c: char| !(c.is_alphanumeric() || "_/.".contains(c))) {
        let word = word.trim_start_matches('/').trim_end_matches('.');
        let last = word.trim_end_matches('/').rsplit('/').next().unwrap_or("");
        let is_name = !last.is_empty() && last.chars().all(|c| c.is_ascii_lowercase() || c == '_');
        if word.ends_with('/') && is_name {
            names.insert(format!("{last}/"));
        } else if let Some(stem) = last.strip_suffix(".rs")
            && !stem.is_empty()
            && stem.chars().all(|c| c.is_ascii_lowercase() || c == '_')
        {
            names.insert(last.to_owned());
        }
    }
    names
}

/// Every folder (as `name/`) and Rust file (as `name.rs`) under `dir`, at any depth.
fn entries(dir: &Path, out: &mut BTreeSet<String>) {
    for entry in fs::read_dir(dir).expect("a folder") {
        let path = entry.expect("readable").path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            out.insert(format!("{name}/"));
            entries(&path, out);
        } else if name.ends_with(".rs") {
            out.insert(name);
        }
    }
}

#[test]
fn every_top_level_module_and_every_folder_in_one_at_any_depth_is_on_the_map() {
    let sections = sections(&map());
    let on_map: BTreeSet<&str> = sections.iter().map(|(name, _)| name.as_str()).collect();
    let mut top = BTreeSet::new();
    let mut missing = Vec::new();
    for entry in fs::read_dir(root().join("src")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        top.insert(name.clone());
        if !path.is_dir() {
            continue;
        }
        let text = sections
            .iter()
            .find(|(section, _)| *section == name)
            .map(|(_, text)| named(text))
            .unwrap_or_default();
        let mut inside = BTreeSet::new();
        entries(&path, &mut inside);
        for folder in inside.iter().filter(|entry| entry.ends_with('/')) {
            if !text.contains(folder) {
                missing.push(format!("src/{name}/ … {folder}"));
            }
        }
    }
    let top: BTreeSet<&str> = top.iter().map(String::as_str).collect();
    assert_eq!(on_map, top, "the map's sections and src/'s entries");
    assert_eq!(missing, Vec::<String>::new(), "folders the map leaves out");
}

#[test]
fn every_folder_and_file_the_map_names_exists_in_its_module() {
    let mut stale = Vec::new();
    for (section, text) in sections(&map()) {
        let dir = root().join("src").join(&section);
        if !dir.is_dir() {
            assert!(
                dir.is_file(),
                "src/{section} is on the map but not in the tree"
            );
            continue;
        }
        let mut present = BTreeSet::new();
        entries(&dir, &mut present);
        stale.extend(
            named(&text)
                .into_iter()
                .filter(|name| !present.contains(name))
                .map(|name| format!("src/{section}: {name}")),
        );
    }
    assert_eq!(
        stale,
        Vec::<String>::new(),
        "names on the map that are not in the tree"
    );
}

#[test]
fn the_map_reader_finds_sections_and_the_names_they_mention() {
    let map: Vec<String> = [
        "src/tui/       the game: state/ and view.rs (only views draw),",
        "  panel/       the panel; see steps/: step mode.",
        "src/text.rs    numbers",
        "assets/        screens",
    ]
    .map(str::to_owned)
    .to_vec();
    let sections = sections(&map);
    assert_eq!(
        sections.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(),
        ["tui", "text.rs"]
    );
    assert_eq!(
        named(&sections[0].1).into_iter().collect::<Vec<_>>(),
        ["panel/", "state/", "steps/", "view.rs"]
    );
}
