//! Every phrase of the lessons, their words and their keys, with sample figures in place.

use morpion::i18n::{KeyText, LessonKeyWords, LessonWords};

/// Every phrase of the lessons' words and keys, with sample figures.
pub fn lesson_phrases(words: &LessonWords, keys: &LessonKeyWords) -> Vec<String> {
    let LessonWords {
        heading,
        titles,
        screens,
        questions,
        tree_size,
        wins_on_ply,
        cuts,
        limit_in_force,
        limit_in_force_heuristic,
        limit_reaches_end,
        no_limit_in_force,
        evaluation,
        safe_row,
        safe,
        blunders,
        draw_evaluation,
        heuristic,
        minimal_tree,
        winning_take,
        tie_checks,
        leaves,
        leaves_by_order,
        table_effect,
        on_panel,
        count,
        still_counting,
        searching,
        ranked_best,
        move_drawn,
        move_kept,
        your_answer,
        right,
        wrong,
        tree_right,
        root_missing,
        tree_hint,
        count_right,
        minimax_count,
        count_hint,
        safe_from,
        still_blunders,
        smaller_enough,
        fewest,
        more,
        no_such_order,
        loses,
        out_of_range,
        done,
        next,
        help,
    } = words;
    let mut all: Vec<String> = vec![
        heading(2, 5, 1, 4),
        tree_size("41", "40", "4 + 12 + 24"),
        wins_on_ply(3),
        cuts(&morpion::i18n::CutsText {
            full_share: "3.8".into(),
            limited_share: "2.6".into(),
            limit: 6,
            full_cuts: "4,856".into(),
            full_tie_share: "45.0".into(),
            limited_cuts: "781".into(),
            limited_tie_share: "73.2".into(),
        }),
        limit_in_force(6),
        limit_in_force_heuristic(6),
        limit_reaches_end(9),
        no_limit_in_force.to_string(),
        evaluation("O", -1),
        safe_row(1, "s1", "s2"),
        minimal_tree(9, 4, "161", "6,561"),
        winning_take(6, 2, 4),
        tie_checks("13,204"),
        leaves(4, "9·8·7·6", "3,024", "9·7 + 8·6 − 1", "110"),
        leaves_by_order("o1", "491", "381", "2,533"),
        table_effect("o1", "20,865", "1,315", "19,550"),
        move_drawn("b3"),
        move_kept("b3", "1,885"),
        count("minimax", "549,945"),
        ranked_best("a1, b1"),
        your_answer("41"),
        tree_right("41"),
        root_missing("40"),
        count_right("1,885", 6),
        count_hint(5),
        safe_from(4),
        still_blunders(2),
        fewest("o1", "1,627"),
        more("o2", "205"),
        loses(12),
        out_of_range(5, 40),
        done(1),
    ];
    for text in [
        safe,
        blunders,
        draw_evaluation,
        heuristic,
        on_panel,
        still_counting,
        searching,
        right,
        wrong,
        tree_hint,
        minimax_count,
        smaller_enough,
        no_such_order,
        next,
    ] {
        all.push(text.to_string());
    }
    all.extend(
        titles
            .iter()
            .chain(questions.iter())
            .chain(help.iter())
            .map(|t| t.to_string()),
    );
    all.extend(screens.iter().flat_map(|s| s.iter()).map(|t| t.to_string()));
    let LessonKeyWords {
        open,
        screens,
        lessons,
        panel,
        digits,
        erase,
        check,
        leave,
        next,
        depth,
    } = keys;
    for KeyText {
        label,
        description,
        hint,
    } in [
        open, screens, lessons, panel, digits, erase, check, leave, next, depth,
    ] {
        all.push(label.to_string());
        all.push(description.to_string());
        all.extend(hint.map(str::to_owned));
    }
    all
}
