//! The setup screen (b): a position set up by hand is refused in `analyze`'s own words (both are driven, the game by keys and the binary by its flags), played on from once play can reach it, and counted apart; pieces dropped in turn where they fall; a heap sized; leaving changes nothing.

use morpion::games::mnk::Mark;
use morpion::home::results::{Side, Store, Tally};
use morpion::tui::keymap::Context;
use morpion::tui::{PlayerFiles, Seat, Status};
use ratatui::crossterm::event::KeyCode;

use crate::common::cli::morpion;
use crate::common::scratch::Scratch;
use crate::common::session::Session;

/// Opens the setup screen, empties the board and places `board`'s marks (rows joined by `/`),
/// the cursor walked over every cell from the top-left one; `o_started` presses f.
fn set_up(session: &mut Session, board: &str, o_started: bool) {
    session.keys("bn");
    assert_eq!(session.app.context(), Context::Setup);
    let rows: Vec<&str> = board.split('/').collect();
    session.keys(&"k".repeat(rows.len()));
    session.keys(&"h".repeat(rows[0].len()));
    for row in &rows {
        for mark in row.chars() {
            match mark {
                'X' => session.keys("x"),
                'O' => session.keys("o"),
                _ => {}
            }
            session.keys("l");
        }
        session.keys("j");
        session.keys(&"h".repeat(row.len()));
    }
    if o_started {
        session.keys("f");
    }
}

/// What `morpion analyze ARGS` says of a position it refuses, after `invalid board "…": ` or
/// `invalid moves "…": `.
fn analyze_refusal(args: &[&str]) -> String {
    let mut all = vec!["analyze"];
    all.extend_from_slice(args);
    let out = morpion(&all);
    assert_eq!(out.status.code(), Some(2), "{all:?}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    let (_, reason) = stderr
        .trim_end()
        .split_once("\": ")
        .unwrap_or_else(|| panic!("{all:?}: {stderr}"));
    reason.to_owned()
}

/// The game's refusal of the position set up, after `Not playable: `.
fn screen_refusal(session: &mut Session) -> String {
    session.key(KeyCode::Enter);
    let message = session
        .app
        .message()
        .expect("a refusal on the message line");
    message
        .strip_prefix("Not playable: ")
        .unwrap_or_else(|| panic!("{message}"))
        .to_owned()
}

#[test]
fn the_setup_screen_refuses_a_board_as_analyze_does() {
    // (board, O moved first): counts, counts another first mover explains, a line, both
    // lines, a full board.
    let boards = [
        ("XX./.../...", false),
        ("XX./O../...", true),
        ("X../.../...", true),
        ("XXX/OO./...", false),
        ("XXX/OOO/...", false),
        ("OOO/XX./X..", false),
        ("XOX/XOO/OXX", false),
        ("OO./X../...", false),
    ];
    for (board, o_started) in boards {
        let mut session = Session::new(&["--first", "human", "--seed", "1"]);
        set_up(&mut session, board, o_started);
        let screen = screen_refusal(&mut session);
        let mut args = vec!["--board", board];
        if o_started {
            args.extend(["--first", "o"]);
        }
        let analyze = analyze_refusal(&args);
        // The same reason; analyze's hint names its flag, the screen's its key.
        let (screen_reason, screen_hint) = screen.split_once("; if ").unwrap_or((&screen, ""));
        let (analyze_reason, analyze_hint) = analyze.split_once("; if ").unwrap_or((&analyze, ""));
        assert_eq!(screen_reason, analyze_reason, "{board}");
        assert_eq!(
            screen_hint.replace("press f", "FLAG"),
            analyze_hint
                .replace("add --first o", "FLAG")
                .replace("leave out --first o", "FLAG"),
            "{board}"
        );
        // Refused, the setup screen stays open on the position.
        assert_eq!(session.app.context(), Context::Setup, "{board}");
    }
}

#[test]
fn the_setup_screen_refuses_pieces_dropped_as_analyze_does() {
    // (columns dropped, the column refused or none, analyze's moves)
    let cases = [
        // The seventh piece in a column of six.
        ("111111", Some('1'), "1111111"),
        // A piece after X's four in a row.
        ("1212121", Some('3'), "12121213"),
        // Dropped up to X's win: the game is over.
        ("1212121", None, "1212121"),
    ];
    for (columns, refused, moves) in cases {
        let mut session = Session::new(&["--game", "connect4", "--first", "human", "--seed", "1"]);
        session.keys("bn");
        session.keys(columns);
        let screen = match refused {
            Some(column) => {
                session.keys(&column.to_string());
                let setup = session.app.setup().expect("the setup screen is open");
                assert_eq!(setup.columns_text().as_deref(), Some(columns));
                let refusal = setup.refusal.clone().expect("the drop is refused");
                morpion::tui::refusal_words(session.app.words(), &refusal)
            }
            None => screen_refusal(&mut session),
        };
        let analyze = analyze_refusal(&["--game", "connect4", "--moves", moves]);
        assert_eq!(screen, analyze, "{moves}");
    }
}

#[test]
fn a_position_set_up_is_played_on_from_and_counted_apart() {
    let folder = Scratch::new("setup-apart");
    let mut session = Session::keeping(
        &["--first", "human", "--seed", "1"],
        PlayerFiles {
            results: Some(Store::in_folder(folder.path())),
            ..PlayerFiles::default()
        },
    );
    // X to complete a1 b1 c1: X and O have two each, X moved first.
    set_up(&mut session, "XX./OO./...", false);
    session.key(KeyCode::Enter);
    assert_eq!(session.app.context(), morpion::tui::keymap::Context::Play);
    assert_eq!(
        session.app.message(),
        Some("Playing on from the position set up (n plays it again)")
    );
    assert_eq!(session.board(), "XX./OO./...");
    assert_eq!(session.app.status(), Status::HumanToMove);
    assert_eq!(session.app.starter(), Seat::Home);
    session.keys("3");
    assert_eq!(session.app.status(), Status::HumanWon);
    let kept = Store::in_folder(folder.path()).read().unwrap();
    assert_eq!(kept.rows.len(), 1);
    assert_eq!(kept.rows[0].side, Side::First);
    assert_eq!(kept.rows[0].results, Tally::default());
    assert_eq!(kept.rows[0].apart.won, 1);
    // n plays the same position again; s cannot change who started.
    session.keys("n");
    assert_eq!(session.board(), "XX./OO./...");
    session.keys("s");
    assert_eq!(
        session.app.message(),
        Some("The position set up decides who started: b changes it")
    );
    // O moved first here: the AI (O) is to move, and moves.
    set_up(&mut session, "X../.O./...", true);
    session.key(KeyCode::Enter);
    assert_eq!(session.app.starter(), Seat::Away);
    assert!(session.request.is_some(), "the AI is asked to move");
    session.settle();
    assert_eq!(session.app.history().len(), 1);
    assert_eq!(session.app.board().unwrap().to_move(), Mark::X);
    // An empty board is the game's own start again: its games count.
    session.keys("bn");
    session.key(KeyCode::Enter);
    assert_eq!(session.app.message(), Some("Back to the game's own start"));
    assert!(session.app.start_position().is_none());
}

#[test]
fn leaving_the_setup_screen_changes_nothing() {
    let mut session = Session::new(&["--first", "human", "--seed", "1"]);
    session.keys("5");
    session.settle();
    let (board, history) = (session.board(), session.app.history());
    session.keys("bnxlo");
    assert_ne!(
        session.app.shown_position().board().unwrap().to_board(),
        board
    );
    session.key(KeyCode::Esc);
    assert_eq!(session.app.context(), Context::Play);
    assert_eq!(session.board(), board);
    assert_eq!(session.app.history(), history);
    // b opens it on the position on the board, as it is.
    session.keys("b");
    assert_eq!(
        session.app.shown_position().board().unwrap().to_board(),
        board
    );
    session.keys("b");
    assert_eq!(session.app.context(), Context::Play);
    // A refusal is not left on the game's message line: it was the position set up's.
    session.keys("bnxlx");
    session.key(KeyCode::Enter);
    assert!(
        session
            .app
            .message()
            .is_some_and(|m| m.starts_with("Not playable: ")),
        "{:?}",
        session.app.message()
    );
    // The setup screen said it once, as the position's refusal (no drop was refused).
    let screen = session.screen();
    assert_eq!(screen.matches("Not playable: ").count(), 2, "{screen}");
    assert!(!screen.contains("Not dropped"), "{screen}");
    session.key(KeyCode::Esc);
    assert_eq!(session.app.context(), Context::Play);
    assert_eq!(session.app.message(), None);
}

#[test]
fn pieces_are_dropped_in_turn_and_taken_back() {
    let mut session = Session::new(&["--game", "connect4", "--first", "human", "--seed", "1"]);
    session.keys("bn");
    // Space drops in the column under the cursor (the middle one), digits in theirs.
    session.keys(" 44");
    assert_eq!(
        session.app.setup().unwrap().columns_text().as_deref(),
        Some("444")
    );
    session.key(KeyCode::Backspace);
    session.keys("3u");
    assert_eq!(
        session.app.setup().unwrap().columns_text().as_deref(),
        Some("44")
    );
    session.keys("u5");
    let setup = session.app.setup().unwrap();
    assert_eq!(setup.columns_text().as_deref(), Some("45"));
    session.key(KeyCode::Enter);
    let board = session.app.board().unwrap();
    assert_eq!(board.plies(), 2);
    assert_eq!(board.to_move(), Mark::X);
    assert_eq!(session.app.status(), Status::HumanToMove);
    // Opened again on a game from the pieces dropped, the drops and the game's moves are
    // one sequence, in the order they were played.
    session.keys("4");
    session.settle();
    let ai = session.app.history()[1] % 7 + 1;
    session.keys("b");
    assert_eq!(
        session.app.setup().unwrap().columns_text(),
        Some(format!("454{ai}"))
    );
}

#[test]
fn a_drop_refused_is_told_apart_from_the_position_and_a_won_game_has_no_next_piece() {
    let mut session = Session::new(&["--game", "connect4", "--first", "human", "--seed", "1"]);
    session.keys("bn");
    // Six pieces fill column 4; a seventh is refused, the position stays playable.
    session.keys("444444");
    session.keys("4");
    let screen = session.screen();
    assert!(
        screen.contains("Not dropped: move 7 plays column 4, which is")
            && screen.contains("already full"),
        "{screen}"
    );
    assert!(screen.contains("A position play can reach"), "{screen}");
    assert!(!screen.contains("Not playable"), "{screen}");
    // X wins in column 1: no piece comes next, and the position is not one to play on from.
    session.keys("n");
    session.keys("1212121");
    let screen = session.screen();
    assert!(
        screen.contains("Pieces dropped: 7, X first · the game is won"),
        "{screen}"
    );
    assert!(!screen.contains("next: O"), "{screen}");
    assert!(screen.contains("Not playable: "), "{screen}");
}

#[test]
fn pieces_dropped_keep_their_order_in_the_move_list_a_saved_game_and_analyze() {
    let folder = Scratch::new("setup-drops-saved");
    let args = ["--mode", "humans", "--game", "connect4", "--first", "human"];
    let mut session = Session::exporting(&args, folder.path());
    session.keys("bn4453");
    // The setup screen names the columns in order, and the command that takes them.
    let command = "analyze --game connect4 --moves 4453";
    let screen = session.text(120, 40);
    assert!(
        screen.contains(&format!("In order: 4453 ({command})")),
        "{screen}"
    );
    let words: Vec<&str> = command.split(' ').collect();
    let analysed = crate::common::cli::text(&words);
    assert!(
        analysed.contains("  5 . . . O . . .\n  6 . . O X X . .\n")
            && analysed.contains("X to move"),
        "{analysed}"
    );
    session.key(KeyCode::Enter);
    session.keys("2");
    // The move list starts with the drops, in order.
    let screen = session.text(80, 24);
    assert!(screen.contains("│ set up: 4453 "), "{screen}");
    session.keys("f");
    let path = folder.join("morpion-game-1.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.ends_with("started = \"human\"\nstart = \"4453\"\nmoves = \"2\"\n"),
        "{text}"
    );
    // Loaded back: the same drops, in order, before the game's move.
    let mut again = Session::from_config(crate::common::session::loaded(&path, &[]));
    assert_eq!(again.app.start_drops(), [3, 3, 4, 2]);
    assert_eq!(again.app.position(), session.app.position());
    again.keys("b");
    assert_eq!(
        again.app.setup().unwrap().columns_text().as_deref(),
        Some("44532")
    );
    // analyze takes the file's position: the one after the drops and the move.
    let analyzed = morpion(&["analyze", "--load", path.to_str().unwrap(), "--depth", "1"]);
    let direct = morpion(&[
        "analyze", "--game", "connect4", "--moves", "44532", "--depth", "1",
    ]);
    assert_eq!(analyzed.status.code(), Some(0));
    let board = |out: &std::process::Output| {
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .take(8)
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(board(&analyzed), board(&direct));
}

#[test]
fn a_heap_set_up_is_a_new_game_of_that_heap() {
    let folder = Scratch::new("setup-heap");
    let mut session = Session::keeping(
        &["--game", "bones", "--first", "human", "--seed", "1"],
        PlayerFiles {
            results: Some(Store::in_folder(folder.path())),
            ..PlayerFiles::default()
        },
    );
    // Ten bones to three, the AI taking first.
    session.keys("b");
    session.keys(&"h".repeat(7));
    session.keys("f");
    session.key(KeyCode::Enter);
    assert_eq!(session.app.position().heap().unwrap().heap(), 3);
    assert_eq!(session.app.starter(), Seat::Away);
    session.settle();
    // The AI took all three: the player lost the Game of Bones of 3, counted as its result.
    assert!(session.app.position().is_over());
    let kept = Store::in_folder(folder.path()).read().unwrap();
    assert_eq!(kept.rows.len(), 1);
    assert_eq!(
        kept.rows[0].game,
        morpion::home::results::Game::Bones { heap: 3 }
    );
    assert_eq!(kept.rows[0].side, Side::Second);
    assert_eq!(kept.rows[0].results.lost, 1);
}

#[test]
fn a_heap_resized_has_the_settings_heap_would_give_unless_the_player_changed_them() {
    // From 5 bones to 40 on the setup screen: as `--heap 40` plays it, table included.
    let mut session = Session::new(&["--game", "bones", "--heap", "5", "--first", "human"]);
    session.keys("b");
    session.keys(&"l".repeat(35));
    session.key(KeyCode::Enter);
    assert_eq!(session.app.position().heap().unwrap().heap(), 40);
    let given = Session::new(&["--game", "bones", "--heap", "40", "--first", "human"]);
    assert_eq!(session.app.settings(), given.app.settings());
    assert!(session.app.settings().transposition.is_some());
    // The table turned off by the player stays off, whatever the heap.
    let mut session = Session::new(&["--game", "bones", "--heap", "40", "--first", "human"]);
    session.keys("m");
    assert!(session.app.settings().transposition.is_none());
    session.keys("b");
    session.keys(&"h".repeat(35));
    session.keys("b");
    session.keys(&"l".repeat(35));
    session.key(KeyCode::Enter);
    assert!(session.app.settings().transposition.is_none());
}

#[test]
fn a_position_given_on_the_command_line_starts_every_game() {
    // O has one mark more: O moved first, and the human (X) is to move.
    let mut session = Session::from_config(crate::common::session::from_position(&[
        "--board",
        "O../.X./..O",
        "--seed",
        "1",
    ]));
    assert_eq!(session.board(), "O../.X./..O");
    assert_eq!(session.app.starter(), Seat::Away);
    assert_eq!(session.app.status(), Status::HumanToMove);
    assert_eq!(
        session.app.message(),
        Some("The games start from the position given (counted apart from your results)")
    );
    session.keys("3");
    session.settle();
    session.keys("n");
    assert_eq!(session.board(), "O../.X./..O");
    // Where pieces fall: after the columns given, X first; the AI (O) answers.
    let session = Session::from_config(crate::common::session::from_position(&[
        "--game", "connect4", "--moves", "445", "--seed", "1",
    ]));
    assert_eq!(session.app.board().unwrap().plies(), 3);
    assert_eq!(session.app.board().unwrap().to_move(), Mark::O);
    assert!(session.request.is_some(), "the AI is asked to move");
}

#[test]
fn the_setup_screen_says_what_is_counted_in_each_mode() {
    let folder = Scratch::new("setup-counted");
    let files = || PlayerFiles {
        results: Some(Store::in_folder(folder.path())),
        ..PlayerFiles::default()
    };
    let said = |session: &Session| session.panel_text(100, 30);
    // Against the AI, keeping results: a set-up position is counted apart.
    let mut against = Session::keeping(&["--first", "human"], files());
    against.keys("bx");
    assert!(said(&against).contains("Games from a set-up position are counted apart"));
    // Between two players nothing is counted at all: the screen says so, in both languages.
    for (lang, words) in [
        (
            "en",
            "Only games against the AI count in your results: none in this mode.",
        ),
        (
            "fr",
            "Seules les parties contre l'IA comptent dans vos résultats\u{a0}: aucune dans ce",
        ),
    ] {
        let mut humans = Session::keeping(&["--mode", "humans", "--lang", lang], files());
        humans.keys("bx");
        let screen = said(&humans);
        assert!(screen.contains(words), "{screen}");
        assert!(
            !screen.contains("counted apart") && !screen.contains("comptées à part"),
            "{screen}"
        );
    }
    // A session that keeps no results says that.
    let mut unkept = Session::keeping(&["--first", "human"], PlayerFiles::default());
    unkept.keys("bx");
    assert!(said(&unkept).contains("This session keeps no results"));
    // A position given on the command line between two players: no "counted apart".
    let given = Session::keeping_from(
        crate::common::session::from_position(&["--mode", "humans", "--board", "X../.../..."]),
        files(),
    );
    assert_eq!(
        given.app.message(),
        Some("The games start from the position given")
    );
}
