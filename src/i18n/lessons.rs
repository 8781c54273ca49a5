//! The words of the lessons (five short guided lessons on the live game, each ending in an exercise checked by the engine), in English and French.
//!
//! Every figure arrives already written, worked out by the engine when the screen is drawn;
//! which phrase a verdict calls for is decided in `tui::lessons::view`.

use super::KeyText;
use super::words::key;

/// Lesson 2's figures, written out: alpha-beta's share of minimax's positions at full depth
/// and under the depth limit `limit`, and its cuts there with the share of them on a tie
/// (shares without their `%`).
pub struct CutsText {
    pub full_share: String,
    pub limited_share: String,
    pub limit: u32,
    pub full_cuts: String,
    pub full_tie_share: String,
    pub limited_cuts: String,
    pub limited_tie_share: String,
}

/// Everything the lessons say.
pub struct LessonWords {
    /// The box's title: lesson n of all, screen s of screens (the lesson's title follows
    /// inside).
    pub heading: fn(usize, usize, usize, usize) -> String,
    /// Each lesson's title, in order.
    pub titles: [&'static str; 5],
    /// Each lesson's screens: what to look at, one text a screen (the last is the exercise's).
    pub screens: [&'static [&'static str]; 5],
    /// Each lesson's exercise: the question.
    pub questions: [&'static str; 5],

    // ---- figures the engine works out ----
    /// Lesson 1: the whole tree (positions with the root, below it); the ply X wins on.
    /// (positions with the root, below it, those on each ply below it joined by " + ").
    pub tree_size: fn(&str, &str, &str) -> String,
    pub wins_on_ply: fn(u32) -> String,
    /// Lesson 2: alpha-beta's share of minimax's positions at full depth and under a depth
    /// limit, and the share of its cuts on a tie at each.
    pub cuts: fn(&CutsText) -> String,
    /// Lesson 2: the depth limit in force, in the place of `{limit}` in a screen's text, with
    /// the draw evaluation, then with the heuristic one.
    pub limit_in_force: fn(u32) -> String,
    pub limit_in_force_heuristic: fn(u32) -> String,
    /// Lesson 2: a depth limit at least as deep as the plies left: it stops nothing.
    pub limit_reaches_end: fn(u32) -> String,
    /// Lesson 2: the depth limit in force, where there is none.
    pub no_limit_in_force: &'static str,
    /// Lesson 3: the evaluation's score of the position for the side to move.
    pub evaluation: fn(&str, i32) -> String,
    /// Lesson 3: at a depth, whether each evaluation ranks only safe moves best.
    pub safe_row: fn(u32, &str, &str) -> String,
    pub safe: &'static str,
    pub blunders: &'static str,
    pub draw_evaluation: &'static str,
    pub heuristic: &'static str,
    /// Lesson 4: the minimal tree of b moves, d plies: its leaves, minimax's.
    pub minimal_tree: fn(u64, u32, &str, &str) -> String,
    /// Lesson 5: the take that wins from a heap (heap, take, heap left).
    pub winning_take: fn(u32, u32, u32) -> String,
    /// Lesson 2: the positions the tie checks searched, and what they are.
    pub tie_checks: fn(&str) -> String,
    /// Lesson 4: the leaves down to a depth (depth, the moves on each ply joined by "·",
    /// minimax's leaves, the minimal tree's formula, its leaves).
    pub leaves: fn(u32, &str, &str, &str, &str) -> String,
    /// Lesson 4: alpha-beta's leaves in an order (order, leaves, above the best case, below
    /// minimax's).
    pub leaves_by_order: fn(&str, &str, &str, &str) -> String,
    /// Lesson 4: alpha-beta's count in an order without the table and with it, and the
    /// difference.
    pub table_effect: fn(&str, &str, &str, &str) -> String,

    // ---- the live game ----
    /// Before the panel's figures.
    pub on_panel: &'static str,
    /// A search and its count ("alpha-beta 20,865").
    pub count: fn(&str, &str) -> String,
    pub still_counting: &'static str,
    pub searching: &'static str,
    /// The moves the AI ranks best.
    pub ranked_best: fn(&str) -> String,
    /// After the moves ranked best (and " · "): the AI's move, one of them, drawn at random alike
    /// on every screen.
    pub move_drawn: fn(&str) -> String,
    /// The AI's move, kept on the board while the position is searched again, and the count
    /// the move list keeps for it (the search that chose it): (move, positions).
    pub move_kept: fn(&str, &str) -> String,

    // ---- the exercise ----
    pub your_answer: fn(&str) -> String,
    pub right: &'static str,
    pub wrong: &'static str,
    pub tree_right: fn(&str) -> String,
    pub root_missing: fn(&str) -> String,
    pub tree_hint: &'static str,
    pub count_right: fn(&str, u32) -> String,
    pub minimax_count: &'static str,
    pub count_hint: fn(u32) -> String,
    pub safe_from: fn(u32) -> String,
    pub still_blunders: fn(u32) -> String,
    pub smaller_enough: &'static str,
    pub fewest: fn(&str, &str) -> String,
    pub more: fn(&str, &str) -> String,
    pub no_such_order: &'static str,
    pub loses: fn(u32) -> String,
    pub out_of_range: fn(u32, u32) -> String,
    /// The session's score: exercises right at least once of five.
    pub done: fn(usize) -> String,
    /// Where to go from here: the next screen.
    pub next: &'static str,
    /// The help popup's line on what the screen shows.
    pub help: [&'static str; 2],
}

/// The words of the lessons' keys.
pub struct LessonKeyWords {
    pub open: KeyText,
    pub screens: KeyText,
    pub lessons: KeyText,
    pub panel: KeyText,
    pub digits: KeyText,
    pub erase: KeyText,
    pub check: KeyText,
    pub leave: KeyText,
    /// Enter on a screen without an exercise: the next screen.
    pub next: KeyText,
    /// The depth limit's key in a lesson (its hint names `+` and `-` too).
    pub depth: KeyText,
}

pub const EN: LessonWords = LessonWords {
    heading: |n, of, screen, screens| format!("Lesson {n}/{of} · screen {screen}/{screens}"),
    titles: [
        "Minimax on a tiny game",
        "Why alpha-beta saves",
        "A depth limit and an evaluation",
        "Move ordering and the table",
        "The Game of Bones",
    ],
    screens: [
        &[
            "The 2×2 board, two in a row. Pruning is off: from the empty board the AI (X) searched every position below the root with plain minimax, each position's value coming up from its children (X takes the best, O the worst for X). Any two cells make a line here.",
            "The same search on tic-tac-toe's empty board: minimax knows nothing of the game but its rules, it tries everything. The panel (Tab) gives its count and the value it found.",
            "The panel counts the positions below the root, the root itself left out.",
        ],
        &[
            "Alpha-beta searches the same tree but stops trying a position's moves as soon as they cannot change the result: the value is the same, the count is not. The panel gives both: the AI's search, and the other pruning mode on the same position.",
            "This screen opens with the depth limit at 6. The depth limit in force: {limit}; the panel's first line gives it too. Try it: d turns the limit off and on, + and − change it, p turns pruning off and on; each change searches again.",
            "Why the limit prunes harder: under the draw evaluation most positions at the limit score 0, the draw the search already holds. Alpha-beta cuts as soon as a move reaches the window's edge, and a tie is enough.",
            "Find the count on the panel with d, + and −.",
        ],
        &[
            "A common evaluation of the tutorials counts each player's two-in-a-rows; a won game scores 1000 minus the moves played. morpion's (e) weighs the same idea: an open line of two marks counts 10, 40 for the side to move who can complete it, a line of one mark 1; the opponent's count against.",
            "X holds two opposite corners, O the centre, O to move: only an edge holds the draw, a corner lets X fork. At depth 1 with the draw evaluation every move scores 0: the AI sees no difference. Change the limit (+ −) and the evaluation (e).",
            "Watch the moves the AI ranks best as you change the limit (+ −).",
        ],
        &[
            "Alpha-beta cuts most when the best move comes first. o cycles the order: reading, centre-first, threats first. The value never changes, only the count. Knuth and Moore's best case, in a uniform tree:",
            "Knuth and Moore count leaves, where the search stops. This one stops 4 plies down (depth limit 4, the evaluation e scoring the positions there), so d = 4; but b falls as the board fills: the best case is smaller than a uniform tree's.",
            "m turns the table on: a position reached again by other moves is looked up instead of searched again. Compare the count with the table on and off, in each order.",
            "Cycle the orders with o (table off) and read alpha-beta's count.",
        ],
        &[
            "A heap of bones; each turn take 1, 2 or 3; who cannot take loses. From 6 bones the whole tree is small: plain minimax searched it all (the panel's count).",
            "From 8 bones every take leaves 5, 6 or 7, and from each the other player takes back down to 4. The player who takes first loses exactly when the heap is a multiple of 4.",
            "Check the rule on heaps you choose.",
        ],
    ],
    questions: [
        "How many positions has the 2×2 board's whole tree, the root included?",
        "How many positions does alpha-beta search from the empty board with a depth limit of 5?",
        "With the draw evaluation, from which depth limit does every move the AI ranks best hold the draw?",
        "To the end, table off: which order searches the fewest positions? 1 reading, 2 centre-first, 3 threats.",
        "Type a heap from 5 to 40 on which the player who takes first loses.",
    ],
    tree_size: |total, below, by_ply| {
        format!(
            "The whole tree: {total} positions, the root included ({below} below it: {by_ply}, ply by ply)."
        )
    },
    wins_on_ply: |ply| format!("X wins on ply {ply}, whatever O does."),
    cuts: |c| {
        format!(
            "Alpha-beta searches {} % of minimax's positions at full depth, {} % at depth limit\u{a0}{}; {} % of its {} cuts are on a tie, then {} % of its {}.",
            c.full_share,
            c.limited_share,
            c.limit,
            c.full_tie_share,
            c.full_cuts,
            c.limited_tie_share,
            c.limited_cuts
        )
    },
    limit_in_force: |depth| {
        format!(
            "{}, where both searches stop and score what is left as a draw (the draw evaluation)",
            super::en::plies(depth)
        )
    },
    limit_in_force_heuristic: |depth| {
        format!(
            "{}, where both searches stop and score what is left with the heuristic evaluation (e)",
            super::en::plies(depth)
        )
    },
    limit_reaches_end: |depth| {
        format!(
            "{}, which reaches the end of every game from here: both searches go to the end, nothing is estimated",
            super::en::plies(depth)
        )
    },
    no_limit_in_force: "none, both searches go to the end of every game",
    evaluation: |position, score| {
        format!(
            "The position set up, {position} to move (before its reply on the board), scores {score}."
        )
    },
    safe_row: |depth, draw, heuristic| {
        format!("Depth {depth}: draw evaluation {draw} · heuristic {heuristic}")
    },
    safe: "safe",
    blunders: "blunders",
    draw_evaluation: "draw evaluation",
    heuristic: "evaluation",
    minimal_tree: |b, d, best, all| {
        format!(
            "b = {b} moves, d = {d} plies: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {best} leaves, against b^d = {all} for minimax. The panel counts every position, not only leaves: the next screen counts leaves."
        )
    },
    winning_take: |heap, take, left| format!("From {heap}, take {take}: {left} left."),
    tie_checks: |n| {
        format!(
            "The panel (Tab) also counts, apart, {n} positions searched to check ties: they prove which moves alpha-beta only bounded tie for best, for the AI's random pick."
        )
    },
    leaves: |depth, all, minimax, formula, best| {
        format!(
            "Leaves {depth} plies down (b = {all}): minimax {minimax}; the best case {formula} = {best}."
        )
    },
    leaves_by_order: |order, count, above, below| {
        format!(
            "Alpha-beta in {order} order: {count} leaves, {above} more than the best case, {below} fewer than minimax."
        )
    },
    table_effect: |order, without, with, saved| {
        format!(
            "The table alone, alpha-beta in {order} order: {without} positions without it, {with} with it, {saved} fewer."
        )
    },
    on_panel: "On the panel:",
    count: |name, count| format!("{name} {count}"),
    still_counting: "counting…",
    searching: "The AI is searching…",
    ranked_best: |moves| format!("Best moves: {moves}"),
    move_drawn: |mv| {
        format!(
            "the AI picked {mv} among them at random, the same pick on every screen with this list"
        )
    },
    move_kept: |mv, count| {
        format!(
            "The panel searched again under the new settings; the board keeps the AI's move, {mv}, and the move list the count of the search that chose it, {count}."
        )
    },
    your_answer: |typed| format!("Your answer: {typed}▏"),
    right: "Right.",
    wrong: "Not quite.",
    tree_right: |total| format!("{total} positions, the root included."),
    root_missing: |below| format!("{below} is the count below the root: add the root."),
    tree_hint: "Read the panel's count (Tab) on the first screen, then add the root.",
    count_right: |count, depth| format!("{count} positions at depth limit {depth}."),
    minimax_count: "That is plain minimax's count, without pruning: alpha-beta's is the other figure (with p on).",
    count_hint: |depth| {
        format!("Set the depth limit to {depth} (d, + −) and read alpha-beta's count.")
    },
    safe_from: |depth| format!("From depth {depth} every move ranked best holds the draw."),
    still_blunders: |depth| format!("At depth {depth} a losing corner is still ranked best."),
    smaller_enough: "A smaller limit already holds the draw.",
    fewest: |order, count| format!("{order}: {count} positions, the fewest of the three."),
    more: |order, count| format!("{order} searches {count} positions: another searches fewer."),
    no_such_order: "Type 1 (reading), 2 (centre-first) or 3 (threats).",
    loses: |heap| format!("From {heap} every take leaves a heap the other player wins from."),
    out_of_range: |low, high| format!("Type a heap from {low} to {high}."),
    done: |right| format!("Exercises done: {right}/5"),
    next: "→ the next screen",
    help: [
        "A lesson sets the board and the AI up; Tab shows the panel.",
        "Its last screen asks a question the engine checks.",
    ],
};

pub const EN_KEYS: LessonKeyWords = LessonKeyWords {
    open: key(
        "L",
        "lessons: minimax, alpha-beta, depth, ordering, bones",
        None,
    ),
    screens: key("← →", "the previous / next screen", Some("←→ screen")),
    lessons: key("↑ ↓", "the previous / next lesson", None),
    panel: key("Tab", "the panel / the lesson", Some("Tab panel")),
    digits: key("0 … 9", "type the answer", None),
    erase: key("Backspace", "erase a digit", None),
    check: key("Enter", "check the answer", Some("Enter check")),
    leave: key(
        "Esc",
        "back to your game (the lesson waits)",
        Some("Esc leave"),
    ),
    next: key("Enter", "the next screen", Some("Enter next")),
    depth: key(
        "d + -",
        "depth limit: d on / off, + deeper, - shallower",
        Some("d+- depth"),
    ),
};

pub const FR: LessonWords = LessonWords {
    heading: |n, of, screen, screens| format!("Leçon {n}/{of} · écran {screen}/{screens}"),
    titles: [
        "Le minimax sur un tout petit jeu",
        "Ce que l'alpha-bêta épargne",
        "Une limite de profondeur et une évaluation",
        "L'ordre des coups et la table",
        "Le jeu des os",
    ],
    screens: [
        &[
            "Le plateau 2×2, deux alignés. Élagage coupé\u{a0}: depuis le plateau vide l'IA (X) a cherché toutes les positions sous la racine par le minimax simple, la valeur de chaque position remontant de ses enfants (X prend la meilleure, O la pire pour X). Ici deux cases quelconques sont alignées.",
            "La même recherche sur le morpion vide\u{a0}: le minimax ne sait rien du jeu que ses règles, il essaie tout. Le panneau (Tab) donne son compte et la valeur trouvée.",
            "Le panneau compte les positions sous la racine, sans la racine.",
        ],
        &[
            "L'alpha-bêta cherche le même arbre mais cesse d'essayer les coups d'une position dès qu'ils ne peuvent plus changer le résultat\u{a0}: même valeur, autre compte. Le panneau donne les deux\u{a0}: la recherche de l'IA, et l'autre mode d'élagage sur la même position.",
            "Cet écran s'ouvre avec la limite à 6. La limite en vigueur\u{a0}: {limit}\u{a0}; la première ligne du panneau la donne aussi. Essayez\u{a0}: d enlève et remet la limite, + et − la changent, p enlève et remet l'élagage\u{a0}; chaque changement relance la recherche.",
            "Pourquoi la limite élague plus\u{a0}: avec l'évaluation nulle, la plupart des positions à la limite valent 0, la nulle que la recherche tient déjà. L'alpha-bêta coupe dès qu'un coup atteint le bord de la fenêtre, et une égalité suffit.",
            "Trouvez le compte sur le panneau avec d, + et −.",
        ],
        &[
            "Une évaluation courante des tutoriels compte les deux-alignés de chaque joueur\u{a0}; une partie gagnée vaut 1000 moins les coups joués. Celle de morpion (e) pèse la même idée\u{a0}: une ligne ouverte de deux marques vaut 10, 40 pour le camp au trait qui peut la compléter, une ligne d'une marque 1\u{a0}; celles de l'adversaire comptent contre.",
            "X tient deux coins opposés, O le centre, O joue\u{a0}: seul un bord tient la nulle, un coin laisse X faire une fourchette. À la profondeur 1 avec l'évaluation nulle, tout coup vaut 0\u{a0}: l'IA ne voit aucune différence. Changez la limite (+ −) et l'évaluation (e).",
            "Regardez les coups que l'IA classe meilleurs quand vous changez la limite (+ −).",
        ],
        &[
            "L'alpha-bêta coupe le plus quand le meilleur coup vient en premier. o change l'ordre\u{a0}: lecture, centre d'abord, menaces d'abord. La valeur ne change jamais, seulement le compte. Meilleur cas (Knuth et Moore), arbre uniforme\u{a0}:",
            "Knuth et Moore comptent les feuilles, là où la recherche s'arrête. Celle-ci s'arrête 4 coups plus bas (limite 4, l'évaluation e notant les positions là), donc d = 4\u{a0}; mais b diminue à mesure que le plateau se remplit\u{a0}: le meilleur cas est plus petit que celui d'un arbre uniforme.",
            "m met la table\u{a0}: une position atteinte de nouveau par d'autres coups est retrouvée au lieu d'être cherchée encore. Comparez le compte avec et sans table, dans chaque ordre.",
            "Changez d'ordre avec o (sans table) et lisez le compte de l'alpha-bêta.",
        ],
        &[
            "Un tas d'os\u{a0}; à son tour on en prend 1, 2 ou 3\u{a0}; qui ne peut plus prendre perd. Depuis 6\u{a0}os l'arbre entier est petit\u{a0}: le minimax simple l'a cherché en entier (le compte du panneau).",
            "Depuis 8\u{a0}os, toute prise laisse 5, 6 ou 7, et de chacun l'autre joueur redescend à 4. Le joueur qui prend le premier perd exactement quand le tas est un multiple de 4.",
            "Vérifiez la règle sur des tas de votre choix.",
        ],
    ],
    questions: [
        "Combien de positions a l'arbre entier du plateau 2×2, racine comprise\u{a0}?",
        "Combien de positions l'alpha-bêta cherche-t-il depuis le plateau vide avec une limite de 5\u{a0}?",
        "Avec l'évaluation nulle, à partir de quelle limite tout coup que l'IA classe meilleur tient-il la nulle\u{a0}?",
        "Jusqu'au bout, sans table\u{a0}: quel ordre cherche le moins de positions\u{a0}? 1 lecture, 2 centre d'abord, 3 menaces.",
        "Tapez un tas de 5 à 40 où le joueur qui prend le premier perd.",
    ],
    tree_size: |total, below, by_ply| {
        format!(
            "L'arbre entier\u{a0}: {total} positions, racine comprise ({below} sous elle\u{a0}: {by_ply}, demi-coup par demi-coup)."
        )
    },
    wins_on_ply: |ply| format!("X gagne au coup {ply}, quoi que fasse O."),
    cuts: |c| {
        format!(
            "L'alpha-bêta cherche {}\u{a0}% des positions du minimax à pleine profondeur, {}\u{a0}% à la limite\u{a0}{}\u{a0}; {}\u{a0}% de ses {} coupes sont sur une égalité, puis {}\u{a0}% des {}.",
            c.full_share,
            c.limited_share,
            c.limit,
            c.full_tie_share,
            c.full_cuts,
            c.limited_tie_share,
            c.limited_cuts
        )
    },
    limit_in_force: |depth| {
        format!(
            "{}, où les deux recherches s'arrêtent et comptent la suite comme nulle (l'évaluation nulle)",
            super::fr::demi_coups(depth)
        )
    },
    limit_in_force_heuristic: |depth| {
        format!(
            "{}, où les deux recherches s'arrêtent et estiment la suite par l'évaluation heuristique (e)",
            super::fr::demi_coups(depth)
        )
    },
    limit_reaches_end: |depth| {
        format!(
            "{}, qui atteint la fin de chaque partie d'ici\u{a0}: les deux recherches vont jusqu'au bout, rien n'est estimé",
            super::fr::demi_coups(depth)
        )
    },
    no_limit_in_force: "aucune, les deux recherches vont jusqu'au bout de chaque partie",
    evaluation: |position, score| {
        format!(
            "La position posée, {position} au trait (avant sa réponse sur le plateau), vaut {score}."
        )
    },
    safe_row: |depth, draw, heuristic| {
        format!("Profondeur {depth}\u{a0}: évaluation nulle {draw} · heuristique {heuristic}")
    },
    safe: "sûre",
    blunders: "gaffe",
    draw_evaluation: "évaluation nulle",
    heuristic: "évaluation",
    minimal_tree: |b, d, best, all| {
        format!(
            "b = {b} coups, d = {d} coups de profondeur\u{a0}: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {best} feuilles, contre b^d = {all} pour le minimax. Le panneau compte toutes les positions\u{a0}; l'écran suivant compte les feuilles."
        )
    },
    winning_take: |heap, take, left| {
        format!("Depuis {heap}, prendre {take}\u{a0}: il en reste {left}.")
    },
    tie_checks: |n| {
        format!(
            "Le panneau (Tab) compte aussi, à part, {n} positions pour les ex\u{a0}æquo\u{a0}: elles prouvent quels coups, seulement bornés par l'alpha-bêta, valent le meilleur, pour le tirage de l'IA."
        )
    },
    leaves: |depth, all, minimax, formula, best| {
        format!(
            "Feuilles à {depth} coups de profondeur (b = {all})\u{a0}: minimax {minimax}\u{a0}; le meilleur cas {formula} = {best}."
        )
    },
    leaves_by_order: |order, count, above, below| {
        format!(
            "Alpha-bêta, {order}\u{a0}: {count} feuilles, {above} de plus que le meilleur cas, {below} de moins que le minimax."
        )
    },
    table_effect: |order, without, with, saved| {
        format!(
            "La table seule, alpha-bêta en «\u{a0}{order}\u{a0}»\u{a0}: {without} positions sans elle, {with} avec, {saved} de moins."
        )
    },
    on_panel: "Sur le panneau\u{a0}:",
    count: |name, count| format!("{name} {count}"),
    still_counting: "compte en cours…",
    searching: "L'IA cherche…",
    ranked_best: |moves| format!("Meilleurs coups\u{a0}: {moves}"),
    move_drawn: |mv| {
        format!("l'IA a tiré {mv} parmi eux, le même tirage à chaque écran avec cette liste")
    },
    move_kept: |mv, count| {
        format!(
            "Le panneau a cherché de nouveau\u{a0}; le plateau garde le coup de l'IA, {mv}, et la liste des coups le compte de sa recherche, {count}."
        )
    },
    your_answer: |typed| format!("Votre réponse\u{a0}: {typed}▏"),
    right: "Juste.",
    wrong: "Pas tout à fait.",
    tree_right: |total| format!("{total} positions, racine comprise."),
    root_missing: |below| format!("{below} est le compte sous la racine\u{a0}: ajoutez la racine."),
    tree_hint: "Lisez le compte du panneau (Tab) au premier écran, puis ajoutez la racine.",
    count_right: |count, depth| format!("{count} positions avec la limite {depth}."),
    minimax_count: "C'est le compte du minimax simple, sans élagage\u{a0}: celui de l'alpha-bêta est l'autre chiffre (p activé).",
    count_hint: |depth| {
        format!("Mettez la limite à {depth} (d, + −) et lisez le compte de l'alpha-bêta.")
    },
    safe_from: |depth| {
        format!("Dès la profondeur {depth}, tout coup classé meilleur tient la nulle.")
    },
    still_blunders: |depth| {
        format!("À la profondeur {depth}, un coin perdant est encore classé meilleur.")
    },
    smaller_enough: "Une limite plus petite tient déjà la nulle.",
    fewest: |order, count| format!("{order}\u{a0}: {count} positions, le moins des trois."),
    more: |order, count| {
        format!("{order} cherche {count} positions\u{a0}: un autre en cherche moins.")
    },
    no_such_order: "Tapez 1 (lecture), 2 (centre d'abord) ou 3 (menaces).",
    loses: |heap| format!("Depuis {heap}, toute prise laisse un tas d'où l'autre joueur gagne."),
    out_of_range: |low, high| format!("Tapez un tas de {low} à {high}."),
    done: |right| format!("Exercices réussis\u{a0}: {right}/5"),
    next: "→ l'écran suivant",
    help: [
        "Une leçon prépare le plateau et l'IA\u{a0}; Tab montre le panneau.",
        "Son dernier écran pose une question que le moteur vérifie.",
    ],
};

pub const FR_KEYS: LessonKeyWords = LessonKeyWords {
    open: key(
        "L",
        "leçons pas à pas\u{a0}: minimax, alpha-bêta et la suite",
        None,
    ),
    screens: key("← →", "l'écran précédent / suivant", Some("←→ écran")),
    lessons: key("↑ ↓", "la leçon précédente / suivante", None),
    panel: key("Tabulation", "le panneau / la leçon", Some("Tab panneau")),
    digits: key("0 … 9", "taper la réponse", None),
    erase: key("Retour", "effacer un chiffre", None),
    check: key("Entrée", "vérifier la réponse", Some("Entrée vérifier")),
    leave: key(
        "Échap",
        "retour à votre partie (la leçon attend)",
        Some("Échap sortir"),
    ),
    next: key("Entrée", "l'écran suivant", Some("Entrée suite")),
    depth: key(
        "d + -",
        "profondeur max.\u{a0}: d oui / non, + plus, - moins",
        Some("d+- prof."),
    ),
};
