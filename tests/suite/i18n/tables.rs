//! The language tables hold words, not logic: no `match`, `if` or `else` outside their strings and comments.

use std::fs;
use std::path::Path;

/// The tables: English, French, and both languages' panel, explorer, message, step-mode,
/// table-answer, player's-files, practice, lesson and tree words.
const TABLES: [&str; 12] = [
    "src/i18n/en.rs",
    "src/i18n/fr.rs",
    "src/i18n/panel.rs",
    "src/i18n/explorer.rs",
    "src/i18n/messages.rs",
    "src/i18n/steps.rs",
    "src/i18n/step_keys.rs",
    "src/i18n/answers.rs",
    "src/i18n/home.rs",
    "src/i18n/practice.rs",
    "src/i18n/lessons.rs",
    "src/i18n/tree.rs",
];

/// The keywords that make a choice.
const CHOOSING: [&str; 3] = ["match", "if", "else"];

/// `source` with every comment, string literal and character literal blanked out, lines kept
/// (so that a line number still points at the source).
fn code_only(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    // Blanks `chars[from..to]`, keeping its line breaks.
    let blank = |out: &mut String, from: usize, to: usize| {
        out.extend(
            chars[from..to]
                .iter()
                .map(|&c| if c == '\n' { '\n' } else { ' ' }),
        );
    };
    while i < chars.len() {
        let rest = &chars[i..];
        let starts = |s: &str| rest.iter().take(s.chars().count()).copied().eq(s.chars());
        if starts("//") {
            let end = rest
                .iter()
                .position(|&c| c == '\n')
                .map_or(chars.len(), |n| i + n);
            blank(&mut out, i, end);
            i = end;
        } else if starts("/*") {
            let end = (i + 2..chars.len() - 1)
                .find(|&j| chars[j] == '*' && chars[j + 1] == '/')
                .map_or(chars.len(), |j| j + 2);
            blank(&mut out, i, end);
            i = end;
        } else if starts("r\"") || starts("r#") {
            // A raw string: r"…", r#"…"#, …
            let hashes = rest[1..].iter().take_while(|&&c| c == '#').count();
            let close: String = std::iter::once('"')
                .chain("#".repeat(hashes).chars())
                .collect();
            let open = 1 + hashes + 1;
            let body: String = rest[open..].iter().collect();
            let end = body.find(&close).map_or(chars.len(), |at| {
                i + open + body[..at].chars().count() + close.len()
            });
            blank(&mut out, i, end);
            i = end;
        } else if rest[0] == '"' {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            blank(&mut out, i, (j + 1).min(chars.len()));
            i = j + 1;
        } else if rest[0] == '\'' && (rest.get(2) == Some(&'\'') || rest.get(1) == Some(&'\\')) {
            // A character literal ('x', '\n', '\u{a0}'); a lifetime ('static) is code.
            let end = (i + 2..chars.len())
                .find(|&j| chars[j] == '\'')
                .map_or(chars.len(), |j| j + 1);
            blank(&mut out, i, end);
            i = end;
        } else {
            out.push(rest[0]);
            i += 1;
        }
    }
    out
}

/// Each choosing keyword in `source`'s code, as (line number, the line).
fn choices(source: &str) -> Vec<(usize, String)> {
    let code = code_only(source);
    let mut found = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let words = line.split(|c: char| !(c.is_alphanumeric() || c == '_'));
        if words.into_iter().any(|w| CHOOSING.contains(&w)) {
            found.push((n + 1, source.lines().nth(n).unwrap_or("").trim().to_owned()));
        }
    }
    found
}

#[test]
fn the_language_tables_hold_no_match_if_or_else() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut failures = Vec::new();
    for table in TABLES {
        let source = fs::read_to_string(root.join(table)).expect("the table's source");
        for (line, text) in choices(&source) {
            failures.push(format!("{table}:{line}: {text}"));
        }
    }
    assert!(
        failures.is_empty(),
        "logic in a language table (choose in src/i18n/choose.rs):\n{}",
        failures.join("\n")
    );
}

#[test]
fn the_check_sees_code_and_passes_over_words() {
    let source = r#"// if a comment says so
    wins: |n| plural(n, "if", "else match"),
    decimal: ',',
    you: &'static str,
    /* match */ take: |n| if n == 1 { "a" } else { "b" },
    raw: r"if",
    quote: "say \"if\"",
    eq: |n| match n { _ => 'm' },
"#;
    let lines: Vec<usize> = choices(source).into_iter().map(|(n, _)| n).collect();
    assert_eq!(lines, [5, 8]);
}
