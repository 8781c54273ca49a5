//! Every link of the README and of docs/ to a file of the project points at a file that exists,
//! and every link to a heading (`page.md#heading`, `#heading`) at a heading of that page, with
//! the anchors GitHub makes of headings.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The pages whose links are checked: the README and every page of docs/.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .expect("docs/ exists")
        .map(|e| e.expect("readable").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    assert!(docs.len() >= 7, "{docs:?}");
    pages.extend(docs);
    pages
}

/// The lines of a Markdown page outside code blocks, with inline code taken out (inline code
/// may go on to the next line of its paragraph).
fn prose(page: &str) -> Vec<String> {
    let (mut fenced, mut in_code) = (false, false);
    let mut lines = Vec::new();
    for line in page.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        if line.trim().is_empty() {
            in_code = false;
        }
        let mut kept = String::new();
        for (i, piece) in line.split('`').enumerate() {
            if i > 0 {
                in_code = !in_code;
            }
            if !in_code {
                kept.push_str(piece);
            }
        }
        lines.push(kept);
    }
    lines
}

/// The anchor GitHub gives a heading: lower case, spaces as hyphens, and only letters, digits,
/// hyphens and underscores kept (inline code counts as its text).
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' '))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of every heading of a page.
fn anchors(page: &str) -> BTreeSet<String> {
    let mut fenced = false;
    let mut found = BTreeSet::new();
    for line in page.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced && line.starts_with('#') {
            found.insert(anchor(line.trim_start_matches('#')));
        }
    }
    found
}

/// The targets of the page's Markdown links: `[text](target)`.
fn links(page: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in prose(page) {
        let mut rest = line.as_str();
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            let end = rest.find(')').expect("a link ends on its line");
            found.push(rest[..end].to_owned());
            rest = &rest[end..];
        }
    }
    found
}

#[test]
fn every_link_between_the_pages_reaches_a_file_and_a_heading() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let text = fs::read_to_string(&page).expect("readable");
        let name = page.strip_prefix(root()).unwrap().display().to_string();
        for link in links(&text) {
            if link.starts_with("http://") || link.starts_with("https://") {
                continue;
            }
            checked += 1;
            let (file, heading) = link.split_once('#').unwrap_or((&link, ""));
            let target = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(file)
            };
            if !target.exists() {
                broken.push(format!("{name}: {link}: no such file"));
                continue;
            }
            if !heading.is_empty() {
                let target_text = fs::read_to_string(&target).expect("readable");
                if !anchors(&target_text).contains(heading) {
                    broken.push(format!("{name}: {link}: no such heading"));
                }
            }
        }
    }
    assert!(checked >= 30, "only {checked} links found");
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

#[test]
fn anchors_are_githubs() {
    assert_eq!(
        anchor(" `morpion analyze`: one position's full search report"),
        "morpion-analyze-one-positions-full-search-report"
    );
    assert_eq!(anchor("En français: `--lang fr`"), "en-français---lang-fr");
    assert_eq!(
        links("see [a](docs/a.md#b) and `[c](d)` and [e](#f)"),
        ["docs/a.md#b", "#f"]
    );
}
