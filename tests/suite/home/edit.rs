//! Writing settings into the config file in place: the player's comments, layout and other keys kept byte for byte; and the file `config --init` writes.

use morpion::analysis::{First, GameKind, HumanMark, Mode, ThemeChoice};
use morpion::engine::{Evaluation, MoveOrder};
use morpion::home::config_file::{self, ConfigKey, EditError, Preferences, init_text, write_into};
use morpion::i18n::Lang;

const PLAYER_FILE: &str = "\
# My morpion settings, kept since the first lesson.
theme = \"light\"   # the classroom's projector

# Slower, so the class can follow:
think-ms = 3000
depth = 4 # to show the cut-off
";

#[test]
fn saving_settings_keeps_the_comments_and_the_keys_it_does_not_touch() {
    let set = Preferences {
        depth: Some(config_file::Depth::Plies(6)),
        game: Some(GameKind::Connect4),
        ..Preferences::default()
    };
    assert_eq!(
        write_into(PLAYER_FILE, &set, &[]).unwrap(),
        "\
# My morpion settings, kept since the first lesson.
theme = \"light\"   # the classroom's projector

# Slower, so the class can follow:
think-ms = 3000
depth = 6 # to show the cut-off
game = \"connect4\"
"
    );
    // Nothing to set: the file byte for byte.
    assert_eq!(
        write_into(PLAYER_FILE, &Preferences::default(), &[]).unwrap(),
        PLAYER_FILE
    );
}

#[test]
fn a_file_with_windows_line_endings_keeps_them_on_every_line() {
    let crlf = PLAYER_FILE.replace('\n', "\r\n");
    let set = Preferences {
        depth: Some(config_file::Depth::Plies(6)),
        game: Some(GameKind::Connect4),
        ..Preferences::default()
    };
    let written = write_into(&crlf, &set, &[]).unwrap();
    assert_eq!(
        written,
        "# My morpion settings, kept since the first lesson.\r\n\
         theme = \"light\"   # the classroom's projector\r\n\
         \r\n\
         # Slower, so the class can follow:\r\n\
         think-ms = 3000\r\n\
         depth = 6 # to show the cut-off\r\n\
         game = \"connect4\"\r\n"
    );
    let table = config_file::write_table_into(&crlf, GameKind::Ttt4, &set, &[]).unwrap();
    assert_eq!(
        table,
        format!("{crlf}\r\n[ttt4]\r\ngame = \"connect4\"\r\ndepth = 6\r\n")
    );
    assert_eq!(
        write_into(&crlf, &Preferences::default(), &[]).unwrap(),
        crlf
    );
}

#[test]
fn keys_are_taken_out_with_their_own_lines_only() {
    assert_eq!(
        write_into(
            PLAYER_FILE,
            &Preferences::default(),
            &[ConfigKey::ThinkMs, ConfigKey::Seed]
        )
        .unwrap(),
        // think-ms's own comment goes with it; the blank line before it, which parted two
        // paragraphs, stays.
        "\
# My morpion settings, kept since the first lesson.
theme = \"light\"   # the classroom's projector

depth = 4 # to show the cut-off
"
    );
}

#[test]
fn a_file_that_is_not_toml_is_not_rewritten() {
    let error = write_into("depth = \n", &Preferences::default(), &[]).unwrap_err();
    assert!(matches!(error, EditError(_)));
    assert!(
        error
            .to_string()
            .starts_with("the file is not TOML, so it was left as it is: "),
        "{error}"
    );
}

#[test]
fn every_setting_written_reads_back_the_same() {
    let every = Preferences {
        lang: Some(Lang::Fr),
        theme: Some(ThemeChoice::Dark),
        game: None,
        rows: Some(4),
        cols: Some(9),
        k: Some(3),
        gravity: Some(true),
        heap: Some(1000),
        first: Some(First::Human),
        human: Some(HumanMark::O),
        mode: Some(Mode::AiAi),
        depth: Some(config_file::Depth::Plies(64)),
        pruning: Some(false),
        eval: Some(Evaluation::Draw),
        order: Some(MoveOrder::Threats),
        table_mib: Some(4096),
        deepening: Some(true),
        think_ms: Some(600_000),
        seed: Some(u64::MAX),
        perfect: Some(false),
        save: Some(true),
    };
    let text = write_into("", &every, &[]).unwrap();
    let read = config_file::read(&text);
    assert_eq!(read.problems, []);
    assert_eq!(read.settings, every);
    assert!(text.contains("seed = \"18446744073709551615\"\n"), "{text}");
}

#[test]
fn the_initial_file_names_every_key_and_reads_as_the_defaults() {
    let text = init_text(&Preferences::defaults());
    let read = config_file::read(&text);
    assert_eq!(read.problems, []);
    assert_eq!(read.settings, Preferences::defaults());
    for key in ConfigKey::ALL {
        let set = format!("\n{} = ", key.name());
        let commented = format!("\n# {} = ", key.name());
        assert!(
            text.contains(&set) || text.contains(&commented),
            "{} is not in the file",
            key.name()
        );
        assert!(text.contains(key.about()), "{key:?}'s comment");
    }
    // The keys whose default depends on the game or the locale are comments to take out.
    for key in [
        ConfigKey::Lang,
        ConfigKey::Rows,
        ConfigKey::Depth,
        ConfigKey::Eval,
        ConfigKey::Order,
        ConfigKey::TableMib,
    ] {
        assert!(text.contains(&format!("\n# {} = ", key.name())), "{key:?}");
    }
    // Taking a comment out gives a key the reader takes.
    let edited = text.replace("# depth = 6", "depth = 6");
    assert_eq!(
        config_file::read(&edited).settings.depth,
        Some(config_file::Depth::Plies(6))
    );
}
