//! The layers of `src/` import only the layers below them, so no two import each other.
//!
//! engine and games at the bottom; analysis (what the game and the subcommands share) above
//! them, then home (the player's files); the full-screen game and the command line side by
//! side, neither importing the other.
//! Inside the full-screen game, only views draw and only a few files reach into the App. `main.rs` wires them together and is not a layer.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// Each layer and the layers it may use.
const LAYERS: &[(&str, &[&str])] = &[
    ("engine", &[]),
    // The class's records (SQLite) stand alone: the server above them uses them.
    ("class", &[]),
    ("games", &["engine"]),
    ("text", &["engine"]),
    ("i18n", &["engine", "games", "text"]),
    ("analysis", &["engine", "games", "i18n", "text"]),
    ("home", &["analysis", "engine", "games", "i18n", "text"]),
    (
        "tui",
        &["analysis", "engine", "games", "home", "i18n", "text"],
    ),
    (
        "cli",
        &["analysis", "engine", "games", "home", "i18n", "text"],
    ),
    // The classroom server: each session is the full game on a remote console.
    (
        "serve",
        &[
            "analysis", "class", "cli", "engine", "games", "home", "i18n", "text", "tui",
        ],
    ),
];

/// The top-level modules a file's source names: `crate::x`, `crate::{x, y}`, and `super::`
/// chains that climb out of its layer to the crate root. `depth` is how deep the file's module
/// sits (1 for `src/tui/mod.rs` or `src/text.rs`, 2 for `src/tui/layout.rs`, …).
fn named_layers(source: &str, depth: usize) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for line in source.lines() {
        let code = line.split("//").next().unwrap_or("");
        for (at, _) in code.match_indices("crate::") {
            if code[..at].ends_with('$') {
                continue; // `$crate::` in a macro
            }
            found.extend(heads(&code[at + "crate::".len()..]));
        }
        let mut rest = code;
        while let Some(at) = rest.find("super::") {
            let mut after = &rest[at..];
            let mut supers = 0;
            while let Some(more) = after.strip_prefix("super::") {
                supers += 1;
                after = more;
            }
            if supers >= depth {
                found.extend(heads(after));
            }
            rest = after;
        }
    }
    found
}

/// The first path segment(s) after `crate::`: one name, or each name of a `{…}` group.
fn heads(after: &str) -> Vec<String> {
    let ident = |text: &str| -> String {
        text.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    match after.strip_prefix('{') {
        Some(group) => group
            .split('}')
            .next()
            .unwrap_or("")
            .split(',')
            .map(ident)
            .filter(|name| !name.is_empty())
            .collect(),
        None => vec![ident(after)],
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// How deep a file's module is below the crate root.
fn module_depth(src: &Path, file: &Path) -> usize {
    let parts = file.strip_prefix(src).unwrap().components().count();
    if file.file_name().is_some_and(|n| n == "mod.rs") {
        parts - 1
    } else {
        parts
    }
}

/// The files of `part` under `root`: the folder `root/part`, or the file `root/part.rs`.
fn part_files(root: &Path, part: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let dir = root.join(part);
    let file = root.join(format!("{part}.rs"));
    if dir.is_dir() {
        rust_files(&dir, &mut files);
    } else if file.is_file() {
        files.push(file);
    }
    files
}

/// The one import checker, for the layers of `src/` and the parts inside a layer: what each
/// file of each of `parts` under `root` names (`crate::x` once `prefix` is taken out of the
/// source, and `super::` chains that climb out of the part), as "file uses x" for every x
/// that `counts`, is not its own part and is not one it may use.
fn part_violations(
    root: &Path,
    parts: &[(&str, &[&str])],
    prefix: &str,
    counts: impl Fn(&str) -> bool,
) -> Vec<String> {
    let mut found = Vec::new();
    for (part, allowed) in parts {
        for file in part_files(root, part) {
            let source = fs::read_to_string(&file)
                .unwrap()
                .replace(prefix, "crate::");
            for used in named_layers(&source, module_depth(root, &file)) {
                if counts(&used) && used != *part && !allowed.contains(&used.as_str()) {
                    found.push(format!("{} uses {used}", file.display()));
                }
            }
        }
    }
    found
}

/// Every use of a layer its layer may not use, as "file uses layer" (a name that is not a
/// layer, such as a macro at the crate root, is no layer's business).
fn violations(src: &Path) -> Vec<String> {
    part_violations(src, LAYERS, "crate::", |name| {
        LAYERS.iter().any(|(layer, _)| *layer == name)
    })
}

#[test]
fn every_layer_imports_only_the_layers_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    assert_eq!(violations(&src), Vec::<String>::new());
}

#[test]
fn every_top_level_module_is_a_known_layer() {
    let lib = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    let modules: BTreeSet<&str> = lib
        .lines()
        .filter_map(|line| line.strip_prefix("pub mod "))
        .map(|name| name.trim_end_matches(';'))
        .collect();
    let layers: BTreeSet<&str> = LAYERS.iter().map(|(name, _)| *name).collect();
    assert_eq!(modules, layers);
}

#[test]
fn the_checker_sees_each_way_of_naming_a_layer() {
    // A file at depth 2 that reaches other layers in every form.
    let source = "use crate::tui::draw;\n\
                  use crate::{cli, engine::Game};\n\
                  fn f() { super::super::analysis::layout(); }\n\
                  // crate::text in a comment does not count\n\
                  macro_rules! m { () => { $crate::games::x() } }\n";
    let named = named_layers(source, 2);
    assert_eq!(
        named.into_iter().collect::<Vec<_>>(),
        ["analysis", "cli", "engine", "tui"]
    );
    // One `super::` from a file at depth 2 stays inside its layer.
    assert!(named_layers("use super::state::App;", 2).is_empty());
}

/// Whether `file` (relative to `src/tui`) is a view: a file named `view.rs` or under a `view/`
/// folder. Views read the App's state to draw it; nothing else in the full-screen game draws.
fn is_view(file: &Path) -> bool {
    is_named(file, "view")
}

/// Whether `file` (relative to `src/tui`) is an update: the top `update/` folder, or a feature's
/// `update.rs` or `update/` folder, where the App's actions are done.
fn is_update(file: &Path) -> bool {
    is_named(file, "update")
}

/// Whether `file` is the module `name`: a file `name.rs` or under a folder `name/`.
fn is_named(file: &Path, name: &str) -> bool {
    file.file_stem().is_some_and(|n| n == name) || file.components().any(|c| c.as_os_str() == name)
}

/// The files of `src/tui` besides the views that may name `App`: where it is defined
/// (`state/`: the App and what the screen reads of it), the updates (the top `update/` folder's dispatch, and each feature's
/// `update.rs` or `update/` with its actions and flows), the module root, and the event loop and input that drive it.
/// Every other file is a part of the App (or a thread, the terminal, the keymap…) and owns its
/// own state without reaching into the App.
const NAMING_APP: &[&str] = &[
    "state/mod.rs",
    "state/reading.rs",
    "state/screen.rs",
    "mod.rs",
    "runtime/event_loop.rs",
    "runtime/input.rs",
];

/// Whether `source` names the type `App` outside comments (`AppEvent` and the like do not count).
fn names_app(source: &str) -> bool {
    names_word(source, "App")
}

/// Whether `source` names `word` as a whole identifier outside comments.
fn names_word(source: &str, word: &str) -> bool {
    source.lines().any(|line| {
        let code = line.split("//").next().unwrap_or("");
        code.match_indices(word).any(|(at, _)| {
            let ident = |c: char| c.is_alphanumeric() || c == '_';
            let before = code[..at].chars().next_back().is_some_and(ident);
            let after = code[at + word.len()..].chars().next().is_some_and(ident);
            !before && !after
        })
    })
}

/// The files of `src/tui`, relative to it.
fn tui_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    let mut files = Vec::new();
    rust_files(&dir, &mut files);
    files
        .into_iter()
        .map(|file| file.strip_prefix(&dir).unwrap().to_path_buf())
        .collect()
}

#[test]
fn the_parts_of_the_app_do_not_import_the_app() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    let reaching: Vec<String> = tui_files()
        .iter()
        .filter(|file| {
            let name = file.to_str().unwrap();
            !is_view(file)
                && !is_update(file)
                && !NAMING_APP.contains(&name)
                && names_app(&fs::read_to_string(dir.join(file)).unwrap())
        })
        .map(|file| file.display().to_string())
        .collect();
    assert_eq!(reaching, Vec::<String>::new());
    assert!(names_app("use super::state::App;"));
    assert!(!names_app("use super::AppEvent; // the App"));
}

/// What drawing takes: a buffer or a frame to draw into, a widget to draw.
const DRAWING: &[&str] = &["Buffer", "Frame", "Widget", "render_widget"];

#[test]
fn in_the_full_screen_game_only_views_draw() {
    // The runtime hands the terminal's frame to the views; the module root wires them.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    let drawing: Vec<String> = tui_files()
        .iter()
        .filter(|file| {
            !is_view(file) && !file.starts_with("runtime") && *file != Path::new("mod.rs")
        })
        .filter(|file| {
            let source = fs::read_to_string(dir.join(file)).unwrap();
            DRAWING.iter().any(|word| names_word(&source, word))
        })
        .map(|file| file.display().to_string())
        .collect();
    assert_eq!(drawing, Vec::<String>::new());
    assert!(is_view(Path::new("steps/view.rs")) && is_view(Path::new("game/view/board.rs")));
    assert!(!is_view(Path::new("steps/state.rs")));
    assert!(
        is_update(Path::new("steps/update.rs")) && is_update(Path::new("game/update/settings.rs"))
    );
    assert!(!is_update(Path::new("steps/state.rs")) && !is_view(Path::new("steps/viewer.rs")));
}

/// The engine's three parts and the parts each may use: the core (the `Game` trait, scores,
/// settings, reports, the table…) is shared; the textbook search and the exact solver stand
/// side by side on it, neither importing the other.
const ENGINE_PARTS: &[(&str, &[&str])] = &[
    ("core", &[]),
    ("textbook", &["core"]),
    ("solver", &["core"]),
];

/// What each file of an engine part names of the engine (`crate::engine::x`, and `super::`
/// chains that climb out of the part), as "file uses x" for every x that is not its own part
/// nor one it may use. A name that is not a part (the engine's re-exports, such as
/// `crate::engine::Game`) hides which part it comes from, and counts as a violation too.
fn engine_part_violations(engine: &Path) -> Vec<String> {
    part_violations(engine, ENGINE_PARTS, "crate::engine::", |_| true)
}

#[test]
fn each_part_of_the_engine_imports_only_the_core() {
    let engine = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine");
    assert_eq!(engine_part_violations(&engine), Vec::<String>::new());
    // The engine root holds only its three parts and the re-exports of their names.
    let mut top: Vec<String> = fs::read_dir(&engine)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    top.sort();
    assert_eq!(top, ["core", "mod.rs", "solver", "textbook"]);
}

#[test]
fn the_engine_part_checker_sees_a_part_reaching_another() {
    let dir = std::env::temp_dir().join(format!("morpion-parts-{}", std::process::id()));
    for part in ["core", "textbook", "solver"] {
        fs::create_dir_all(dir.join(part)).unwrap();
    }
    fs::write(dir.join("core/mod.rs"), "use super::textbook::search;\n").unwrap();
    fs::write(
        dir.join("textbook/mod.rs"),
        "use crate::engine::core::Game;\n",
    )
    .unwrap();
    fs::write(
        dir.join("solver/search.rs"),
        "use crate::engine::{Game, textbook::step_at};\n",
    )
    .unwrap();
    let mut found = engine_part_violations(&dir);
    found.sort();
    let _ = fs::remove_dir_all(&dir);
    let at = |file: &str| dir.join(file).display().to_string();
    assert_eq!(
        found,
        [
            format!("{} uses textbook", at("core/mod.rs")),
            format!("{} uses Game", at("solver/search.rs")),
            format!("{} uses textbook", at("solver/search.rs")),
        ]
    );
}

/// The parts of the command line and the parts each may use: the helpers every command shares
/// (`shared/`) at the bottom; the position flags (`position/`) and the play command's settings
/// (`play/`, which reads a start position as `analyze` does) on them, the latter used by the commands that play as the game does (`autoplay`,
/// `analyze --think-ms`); the commands, none importing another but `bench` reading the test
/// sets `positions` makes, and `config` showing the play command's settings; and the command line's shape (`args.rs`), which names them all.
const CLI_PARTS: &[(&str, &[&str])] = &[
    ("shared", &[]),
    ("position", &["shared"]),
    ("play", &["shared", "position"]),
    ("analyze", &["shared", "position", "play"]),
    ("trace", &["shared", "position"]),
    ("autoplay", &["shared", "position", "play"]),
    ("positions", &["shared"]),
    ("serve", &[]),
    ("class", &[]),
    ("bench", &["shared", "positions"]),
    ("table", &["shared"]),
    ("perft", &["shared"]),
    ("book", &["shared"]),
    ("completions", &["shared"]),
    ("config", &["shared", "play"]),
    ("stats", &["shared"]),
    // The exercise opens over the game's screen, in its colours (`play`'s theme choice).
    ("practice", &["shared", "play"]),
    // The lesson opens over the game's screen too.
    ("lesson", &["shared", "play"]),
    (
        "args",
        &[
            "analyze",
            "autoplay",
            "bench",
            "book",
            "completions",
            "config",
            "lesson",
            "perft",
            "play",
            "positions",
            "practice",
            "stats",
            "table",
            "trace",
        ],
    ),
];

/// What each file of a part of the command line names of the command line (`crate::cli::x`,
/// and `super::` chains that climb out of the part), as "file uses x" for every x that is
/// neither its own part nor one it may use. The other layers (`crate::engine`, …) are the
/// layer test's business; a name of `cli`'s own root (a re-export such as
/// `crate::cli::InputError`) hides its part, and counts as a violation.
fn cli_part_violations(cli: &Path) -> Vec<String> {
    part_violations(cli, CLI_PARTS, "crate::cli::", |name| {
        !LAYERS.iter().any(|(layer, _)| *layer == name)
    })
}

#[test]
fn each_part_of_the_command_line_imports_only_the_parts_below_it() {
    let cli = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli");
    assert_eq!(cli_part_violations(&cli), Vec::<String>::new());
    // Every file and folder of the command line is a part, but its root.
    let mut top: Vec<String> = fs::read_dir(&cli)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .map(|name| name.trim_end_matches(".rs").to_owned())
        .filter(|name| name != "mod")
        .collect();
    top.sort();
    let mut parts: Vec<&str> = CLI_PARTS.iter().map(|(part, _)| *part).collect();
    parts.sort();
    assert_eq!(top, parts);
}

#[test]
fn the_command_line_part_checker_sees_a_command_reaching_another() {
    let dir = std::env::temp_dir().join(format!("morpion-cli-parts-{}", std::process::id()));
    for part in ["shared", "trace", "analyze"] {
        fs::create_dir_all(dir.join(part)).unwrap();
    }
    fs::write(dir.join("shared/mod.rs"), "use super::position::Target;\n").unwrap();
    fs::write(
        dir.join("trace/lines.rs"),
        "use crate::cli::{InputError, analyze::report};\nuse crate::engine::Step;\n",
    )
    .unwrap();
    fs::write(
        dir.join("analyze/mod.rs"),
        "use super::shared::output;\nuse crate::cli::play::with_game;\n",
    )
    .unwrap();
    fs::write(dir.join("table.rs"), "use super::bench::sizes;\n").unwrap();
    let mut found = cli_part_violations(&dir);
    found.sort();
    let _ = fs::remove_dir_all(&dir);
    let at = |file: &str| dir.join(file).display().to_string();
    assert_eq!(
        found,
        [
            format!("{} uses position", at("shared/mod.rs")),
            format!("{} uses bench", at("table.rs")),
            format!("{} uses InputError", at("trace/lines.rs")),
            format!("{} uses analyze", at("trace/lines.rs")),
        ]
    );
}
