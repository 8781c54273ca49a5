//! Every phrase of the player's files and the setup screen, their words and their keys, with sample figures in place.

use morpion::games::mnk::{BoardError, Ended, Mark, SequenceError};
use morpion::i18n::{HomeKeyWords, HomeWords, KeyText, Words};

/// Every phrase of `words.home` and its keys, with samples (the refusals of positions as
/// `words` chooses them).
pub fn home_phrases(words: &Words, keys: &HomeKeyWords) -> Vec<String> {
    let HomeWords {
        problem,
        at_line,
        ignored,
        file_unused,
        not_toml,
        unreadable,
        unknown_key,
        section,
        unknown_table,
        not_in_table,
        nested_table,
        bad_value,
        not_one_of,
        not_in_range,
        not_whole,
        not_switch,
        not_depth,
        contradicts,
        not_here,
        settings_saved,
        settings_not_toml,
        settings_not_saved,
        game_saved,
        game_not_saved,
        no_home,
        permission_denied,
        disk_full,
        read_only,
        system_error,
        resumed,
        from_position,
        resumed_uncounted,
        from_position_uncounted,
        start_decides,
        set_up_from,
        results_title,
        results_file,
        results_none_yet,
        results_not_kept,
        results_unreadable,
        board,
        board_falling,
        bones,
        moved_first,
        moved_second,
        tally,
        apart,
        tally_no_draws,
        apart_no_draws,
        predictions,
        guesses,
        results_legend,
        setup_help,
        results_help,
        setup_title,
        setup_board,
        setup_started,
        setup_drops,
        setup_order,
        setup_heap,
        setup_you_begin,
        setup_begins,
        setup_counted_apart,
        setup_not_counted,
        setup_counts,
        setup_legal,
        setup_refused,
        setup_done,
        setup_cleared,
        counts: _,
        marks: _,
        both_won: _,
        has_line: _,
        full: _,
        floating,
        empty_board: _,
        bad_character: _,
        ragged: _,
        cells: _,
        column_full: _,
        after_win: _,
        sequence_over,
        if_o_started: _,
        if_x_started: _,
        bad_move: _,
        no_such_column: _,
        no_gravity: _,
    } = &words.home;
    // Paths, keys, values and the system's words in no language: the table's own words
    // around them are what is compared.
    let path = "/a/c.toml";
    let mut all: Vec<String> = [
        ignored,
        file_unused,
        no_home,
        permission_denied,
        disk_full,
        read_only,
        from_position,
        from_position_uncounted,
        start_decides,
        results_title,
        results_none_yet,
        results_not_kept,
        results_legend,
        setup_title,
        setup_you_begin,
        setup_counted_apart,
        setup_not_counted,
        setup_counts,
        setup_legal,
        setup_done,
        setup_cleared,
        sequence_over,
    ]
    .iter()
    .map(|t| (**t).to_owned())
    .chain(
        setup_help
            .iter()
            .chain(results_help)
            .map(|t| (*t).to_owned()),
    )
    .collect();
    all.extend([
        problem(
            path,
            &at_line(2, &bad_value("k", &not_in_range("0", 2, 9))),
            ignored,
        ),
        problem(path, &not_toml("E1"), file_unused),
        unreadable("E13"),
        unknown_key("zz", "k, x"),
        section("zz"),
        unknown_table("zz", "[zz]"),
        not_in_table("zz", "zz", "k, x"),
        nested_table("zz", "zz"),
        not_one_of("\"zz\"", "x, o"),
        not_whole("\"zz\"", 1, 64),
        not_switch("\"zz\""),
        not_depth("\"six\"", 1, 64),
        system_error("E2"),
        contradicts("k", "x", "zz"),
        not_here("zz"),
        settings_saved(path),
        settings_not_toml(path, "E1"),
        settings_not_saved(path, permission_denied),
        game_saved("./g.toml"),
        game_not_saved(".", disk_full),
        resumed(4),
        resumed_uncounted(4),
        results_file("/a/r"),
        results_unreadable("/a/r"),
        moved_first(&board(3, 3, 3)),
        moved_second(&board_falling(7, 6, 4)),
        bones(10),
        tally(4, 2, 1),
        apart(0, 1, 0),
        tally_no_draws(4, 1),
        apart_no_draws(1, 0),
        predictions(3, 2, 5),
        guesses(4, 6),
        setup_board('X', 'O'),
        setup_started('O'),
        setup_drops(4, 'X'),
        setup_order("4453"),
        set_up_from("4453"),
        setup_heap(10),
        setup_begins(&words.capital(&words.third_person(words.seats.ai))),
        setup_refused(sequence_over),
        floating(2, 4),
    ]);
    // The refusals of positions, as the words choose them.
    let board_errors = [
        BoardError::Empty,
        BoardError::BadCharacter {
            character: 'Z',
            row: 1,
            col: 2,
        },
        BoardError::RaggedRows {
            row: 2,
            len: 1,
            expected: 3,
        },
        BoardError::Counts {
            x: 2,
            o: 0,
            first: Mark::X,
        },
        BoardError::Counts {
            x: 1,
            o: 3,
            first: Mark::O,
        },
        BoardError::BothWon,
        BoardError::Finished(Ended::Won(Mark::O)),
        BoardError::Finished(Ended::Full),
        BoardError::Floating { row: 2, col: 4 },
    ];
    for error in &board_errors {
        all.push(words.board_refusal(error, true));
    }
    for error in [
        SequenceError::NoGravity,
        SequenceError::BadCharacter {
            character: 'a',
            position: 3,
        },
        SequenceError::NoSuchColumn {
            column: 8,
            cols: 7,
            position: 2,
        },
        SequenceError::ColumnFull {
            column: 4,
            position: 7,
        },
        SequenceError::AfterWin {
            position: 8,
            winner: Mark::X,
        },
    ] {
        all.push(words.sequence_refusal(&error));
    }
    for KeyText {
        label,
        description,
        hint,
    } in every_field!(HomeKeyWords keys;
        save_settings,
        save_game,
        results,
        setup,
        results_close,
        setup_move,
        setup_put,
        setup_cycle,
        setup_clear,
        setup_first,
        setup_column,
        setup_drop,
        setup_undrop,
        setup_heap,
        setup_begins,
        setup_empty,
        setup_play,
        setup_leave,
    ) {
        all.extend([label, description].map(|t| (*t).to_owned()));
        all.extend(hint.map(str::to_owned));
    }
    all
}
