//! The words of the transposition table's answers, in English and French: where a value the table gave came from (the same position reached by other moves, or its image turned or mirrored), in the panel, the explorer and step mode.

/// Sides, moves, paths and values arrive already written ("b2", "a1 b2 c3", "≤ -1").
pub struct AnswerWords {
    /// How a position is related to another of its class, completing "its …": mirrored left
    /// to right, top to bottom, across a diagonal; turned half a turn, a quarter turn.
    pub images: [&'static str; 5],
    /// The same in a word, after a move's name in the panel's move table.
    pub images_short: [&'static str; 5],
    /// A move-table cell's end where the table answered for the position after a move, in
    /// three lengths: the move whose position it held and how it is related (short); that
    /// move alone; a word.
    pub row: fn(&str, &str) -> String,
    pub row_move: fn(&str) -> String,
    pub row_short: &'static str,
    /// Where even the first does not fit, the forms that keep how the position is related
    /// (the panel's legend then says the "·" ending is the table's): the move and the image;
    /// the image alone.
    pub row_image: fn(&str, &str) -> String,
    pub row_image_short: fn(&str) -> String,
    /// Step mode, where the table answers: the same position searched after `path` (the
    /// value follows); its image (the image, the path, the value); a source not found (its
    /// number in the search, the value).
    pub step_same: fn(&str, &str) -> String,
    pub step_image: fn(&str, &str, &str) -> String,
    pub step_unknown: fn(&str, &str) -> String,
    /// The explorer's details of a table answer: the value held, then as in step mode (the
    /// source's path; the image and the path; the source's number, not kept in memory).
    pub tree_same: fn(&str, &str) -> String,
    pub tree_image: fn(&str, &str, &str) -> String,
    pub tree_unknown: fn(&str, &str) -> String,
}

pub const EN: AnswerWords = AnswerWords {
    images: [
        "mirror image (left to right)",
        "mirror image (top to bottom)",
        "mirror image across a diagonal",
        "image turned half a turn",
        "image turned a quarter turn",
    ],
    images_short: ["mirrored", "mirrored", "mirrored", "turned", "turned"],
    row: |mv, image| format!("· table: {mv} {image}"),
    row_move: |mv| format!("· table: {mv}"),
    row_short: "· table",
    row_image: |mv, image| format!("· {mv} {image}"),
    row_image_short: |image| format!("· {image}"),
    step_same: |path, value| {
        format!(
            "The table already holds this very position, searched after {path} (the same moves in another order): {value}."
        )
    },
    step_image: |image, path, value| {
        format!(
            "The table holds this position's {image}, searched after {path}: a symmetric position is worth the same, {value}."
        )
    },
    step_unknown: |number, value| {
        format!(
            "The table holds what position {number} of this search was worth, this one or its image turned or mirrored: {value}."
        )
    },
    tree_same: |held, path| {
        format!(
            "From the table ({held}): this very position came up earlier, after {path}; nothing below was searched."
        )
    },
    tree_image: |held, image, path| {
        format!(
            "From the table ({held}): its {image} came up earlier, after {path}; nothing below was searched."
        )
    },
    tree_unknown: |held, number| {
        format!(
            "From the table ({held}): position {number} of the search, this one or its image turned or mirrored (not kept in memory); nothing below was searched."
        )
    },
};

pub const FR: AnswerWords = AnswerWords {
    images: [
        "image miroir (gauche-droite)",
        "image miroir (haut-bas)",
        "image miroir par une diagonale",
        "image tournée d'un demi-tour",
        "image tournée d'un quart de tour",
    ],
    images_short: ["en miroir", "en miroir", "en miroir", "tourné", "tourné"],
    row: |mv, image| format!("· table\u{a0}: {mv} {image}"),
    row_move: |mv| format!("· table\u{a0}: {mv}"),
    row_short: "· table",
    row_image: |mv, image| format!("· {mv} {image}"),
    row_image_short: |image| format!("· {image}"),
    step_same: |path, value| {
        format!(
            "La table connaît déjà cette position même, explorée après {path} (les mêmes coups dans un autre ordre)\u{a0}: {value}."
        )
    },
    step_image: |image, path, value| {
        format!(
            "La table connaît l'{image} de cette position, explorée après {path}\u{a0}: une position symétrique vaut autant, {value}."
        )
    },
    step_unknown: |number, value| {
        format!(
            "La table connaît la valeur de la position {number} de cette recherche, celle-ci ou son image tournée ou en miroir\u{a0}: {value}."
        )
    },
    tree_same: |held, path| {
        format!(
            "Table ({held})\u{a0}: cette position même, vue plus tôt après {path}\u{a0}; rien cherché dessous."
        )
    },
    tree_image: |held, image, path| {
        format!(
            "Table ({held})\u{a0}: son {image}, vue plus tôt après {path}\u{a0}; rien cherché dessous."
        )
    },
    tree_unknown: |held, number| {
        format!(
            "Table ({held})\u{a0}: la position {number} de la recherche, celle-ci ou son image tournée ou en miroir (pas gardée en mémoire)\u{a0}; rien cherché dessous."
        )
    },
};
