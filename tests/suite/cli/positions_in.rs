//! Positions and games in: `analyze --load FILE [--move N]` analyses a saved game's position as `analyze` analyses the same position given by its flags; the play command refuses a `--board`, `--moves` or `--load` it cannot start from, in `analyze`'s words, before any terminal is needed.

use crate::common::cli::{morpion, refused};
use crate::common::scratch::Scratch;

/// What `morpion ARGS` prints, which must succeed, its measured times taken out (the `Time:`
/// line, JSON's `micros`).
fn text(args: &[&str]) -> String {
    let printed = crate::common::cli::text(args);
    printed
        .lines()
        .filter(|line| !line.starts_with("Time: "))
        .map(|line| match line.find("\"micros\":") {
            Some(at) => {
                let rest = &line[at + 9..];
                let end = rest.find([',', '}']).unwrap_or(rest.len());
                format!("{}\"micros\":0{}", &line[..at], &rest[end..])
            }
            None => line.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A file of `folder` holding `text`, as a saved game.
fn saved(folder: &Scratch, name: &str, text: &str) -> String {
    let path = folder.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn analyze_load_analyses_the_position_the_flags_give() {
    let folder = Scratch::new("analyze-load");
    let connect_four = saved(
        &folder,
        "c4.toml",
        "format = 1\ngame = \"connect4\"\nstarted = \"human\"\nmoves = \"4453\"\n",
    );
    assert_eq!(
        text(&["analyze", "--load", &connect_four]),
        text(&["analyze", "--game", "connect4", "--moves", "4453"])
    );
    assert_eq!(
        text(&["analyze", "--load", &connect_four, "--move", "2", "--json"]),
        text(&["analyze", "--game", "connect4", "--moves", "44", "--json"])
    );
    assert_eq!(
        text(&["analyze", "--load", &connect_four, "--move", "0"]),
        text(&["analyze", "--game", "connect4"])
    );
    // The Game of Bones: the heap left after the takes.
    let bones = saved(
        &folder,
        "bones.toml",
        "format = 1\ngame = \"bones\"\nheap = 10\nstarted = \"ai\"\nmoves = \"3 2\"\n",
    );
    assert_eq!(
        text(&["analyze", "--load", &bones]),
        text(&["analyze", "--game", "bones", "--heap", "5"])
    );
    // A set-up start: O moved first (the human plays O and started), then X played c3.
    let board = saved(
        &folder,
        "board.toml",
        "format = 1\nrows = 3\ncols = 3\nk = 3\nhuman = \"o\"\nstarted = \"human\"\nstart = \"OX./.O./...\"\nmoves = \"c3\"\n",
    );
    assert_eq!(
        text(&["analyze", "--load", &board, "--move", "0"]),
        text(&["analyze", "--board", "OX./.O./...", "--first", "o"])
    );
    assert_eq!(
        text(&["analyze", "--load", &board]),
        text(&["analyze", "--board", "OX./.O./..X", "--first", "o"])
    );
}

#[test]
fn analyze_load_refuses_what_it_cannot_analyse() {
    let folder = Scratch::new("analyze-load-refused");
    let won = saved(
        &folder,
        "won.toml",
        "format = 1\ngame = \"connect4\"\nstarted = \"human\"\nmoves = \"1212121\"\n",
    );
    assert_eq!(
        refused(&["analyze", "--load", &won]),
        format!(
            "morpion: the game saved in {won} is over after its 7 moves: give --move N for a position before its end\n"
        )
    );
    assert_eq!(
        refused(&["analyze", "--load", &won, "--move", "9"]),
        format!("morpion: --move 9: the game saved in {won} has 7 moves\n")
    );
    assert_eq!(
        text(&["analyze", "--load", &won, "--move", "6"]),
        text(&["analyze", "--game", "connect4", "--moves", "121212"])
    );
    let bad = saved(
        &folder,
        "bad.toml",
        "format = 1\ngame = \"connect4\"\ndepth = 0\nstarted = \"nobody\"\nmoves = \"48\"\n",
    );
    assert_eq!(
        refused(&["analyze", "--load", &bad]),
        format!(
            "morpion: {bad}: line 3: depth: 0 is not in 1..=64; {bad}: line 4: started: give \"human\" or \"ai\"\n"
        )
    );
    // The position flags and --stdin cannot be given with it; --move needs it.
    for flag in [["--board", "X........"], ["--game", "ttt"], ["--heap", "3"]] {
        let out = morpion(&["analyze", "--load", &won, flag[0], flag[1]]);
        assert_eq!(out.status.code(), Some(2), "{flag:?}");
    }
    assert_eq!(
        morpion(&["analyze", "--move", "2", "--board", "X........"])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn the_play_command_refuses_a_start_it_cannot_play_from_in_analyzes_words() {
    // analyze's own message, with its hint in the play command's words.
    let analyze = refused(&["analyze", "--board", "XX./.../..."]);
    let reason = analyze.trim_end().strip_prefix("morpion: ").unwrap();
    let play = refused(&["--board", "XX./.../..."]);
    assert!(play.starts_with(&format!("error: {reason}\n")), "{play}");
    let play = refused(&["--board", "XX./O../...", "--first", "ai"]);
    assert!(
        play.starts_with(
            "error: invalid board \"XX./O../...\": impossible position: X has 2 marks and O has 1; \
             O moves first, so O must have as many marks as X or one more; if X started, give --first human\n"
        ),
        "{play}"
    );
    let play = refused(&["--board", "X..../...../", "--game", "ttt"]);
    assert!(play.starts_with("error: invalid board"), "{play}");
    let play = refused(&["--board", "X.../..../..../....", "--game", "ttt"]);
    assert!(
        play.starts_with("error: the game is played on a 3×3 board, but the board given is 4×4\n"),
        "{play}"
    );
    // The shape is said before anything else: a 3×3 board given to 4×4 is the wrong board,
    // not one too small for four in a row.
    let play = refused(&["--board", "X../.O./...", "--game", "ttt4"]);
    assert!(
        play.starts_with("error: the game is played on a 4×4 board, but the board given is 3×3\n"),
        "{play}"
    );
    let play = refused(&["--board", "X......", "--game", "connect4"]);
    assert!(
        play.starts_with("error: a board where pieces fall takes its position as --moves COLUMNS"),
        "{play}"
    );
    // Where pieces fall, --moves as analyze reads it.
    let analyze = refused(&["analyze", "--game", "connect4", "--moves", "1212121"]);
    let reason = analyze.trim_end().strip_prefix("morpion: ").unwrap();
    let play = refused(&["--game", "connect4", "--moves", "1212121"]);
    assert!(play.starts_with(&format!("error: {reason}\n")), "{play}");
    let analyze = refused(&["analyze", "--game", "connect4", "--moves", "1111111"]);
    let reason = analyze.trim_end().strip_prefix("morpion: ").unwrap();
    let play = refused(&["--game", "connect4", "--moves", "1111111"]);
    assert!(play.starts_with(&format!("error: {reason}\n")), "{play}");
    let play = refused(&["--moves", "44"]);
    assert!(
        play.starts_with("error: --moves (a column sequence) is for boards where pieces fall"),
        "{play}"
    );
    let play = refused(&["--game", "bones", "--board", "X........"]);
    assert!(
        play.starts_with("error: --board and --moves give a board's position"),
        "{play}"
    );
}

#[test]
fn the_play_command_refuses_a_saved_game_it_cannot_read() {
    let folder = Scratch::new("play-load-refused");
    let missing = folder.join("missing.toml").display().to_string();
    let out = morpion(&["--load", &missing]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.starts_with(&format!("morpion: {missing}: ")),
        "{stderr}"
    );
    let bad = saved(
        &folder,
        "bad.toml",
        "format = 1\ngame = \"ttt\"\nstarted = \"human\"\nmoves = \"b2 b2\"\n",
    );
    assert_eq!(
        refused(&["--load", &bad]),
        format!("morpion: {bad}: line 4: moves: move 2 (b2): that cell is taken\n")
    );
    // The game's own flags cannot be given with it.
    let out = morpion(&["--load", &bad, "--game", "connect4"]);
    assert_eq!(out.status.code(), Some(2));
    // A good file starts the game, which needs a terminal: status 1 here, before that.
    let good = saved(
        &folder,
        "good.toml",
        "format = 1\ngame = \"ttt\"\nstarted = \"human\"\nmoves = \"b2\"\n",
    );
    let out = morpion(&["--load", &good]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("needs an interactive terminal"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
