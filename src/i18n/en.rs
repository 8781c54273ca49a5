//! The English table: every word of the full-screen game in English.

use super::choose::{count, plural};
use super::words::key;
use super::{
    Chart, Glossary, Grammar, HeapWords, Help, Info, KeyWords, MoveList, Names, Outcomes, Seats,
    StatusLine, Title, Values, Words, Worse,
};

/// `1` → "1 ply", `3` → "3 plies": the command line's own.
pub(super) use crate::text::plies;

/// `1` → "1 move", `3` → "3 moves".
pub(super) fn moves(n: u32) -> String {
    count(n, "move", "moves")
}

pub const EN: Words = Words {
    lang: super::Lang::En,
    thousands: ",",
    decimal: '.',
    unit_space: " ",
    grammar: Grammar {
        article: &[],
        of: &[],
        capital: &[],
    },
    names: Names {
        take: |n| format!("take {n}"),
        column: |n| format!("col {n}"),
        start: "root",
        eval_draw: "draw",
        eval_heuristic: "heuristic",
        eval_heap: "rule of 4",
        order_reading: "reading",
        order_centre_first: "centre-first",
        order_threats: "threats",
        order_takes: "1-2-3",
        minimax: "minimax",
        alpha_beta: "alpha-beta",
        alpha_beta_short: "alpha-beta",
        plus_order: |order| format!("+ {order} order"),
        table: "+ table",
        deepening: "+ deepening",
        on: "on",
        off: "off",
        no_pause: "no pause",
    },
    seats: Seats {
        you: "You",
        ai: "AI",
        ai_mark: |mark| format!("AI {mark}"),
        ai_number: |n| format!("AI {n}"),
        player: |n| format!("Player {n}"),
        player_short: |n| format!("P{n}"),
        human: "human",
    },
    title: Title {
        your_move_mark: |mark| format!("Your move ({mark})"),
        your_move: "Your move",
        ai_thinking: |spinner| format!("AI is thinking… {spinner}"),
        you_win: "You win!",
        ai_wins: "AI wins",
        draw: "Draw",
        wins: |name| format!("{name} wins"),
        thinking: |name, spinner| format!("{name} is thinking… {spinner}"),
        to_move_paused: |to_move| format!("{to_move} · paused"),
        to_move: |name| format!("{name} to move"),
        you_to_move: "You to move",
        tally: |you, wins, draws, ai, losses| {
            format!("{you} {wins} · Draws {draws} · {ai} {losses} ")
        },
        tally_no_draws: |you, wins, ai, losses| format!("{you} {wins} · {ai} {losses} "),
    },
    heap: HeapWords {
        title: " Heap ",
        no_bones_left: "No bones left",
        bones_left: |left, start| {
            format!("{left} of {start} {} left", plural(start, "bone", "bones"))
        },
        bones_left_short: |left, start| format!("{left} of {start} left"),
        you_took: |n| format!("You took {n}"),
        ai_took: |n| format!("AI took {n}"),
        player_took: |who, n| format!("{who} took {n}"),
        rule: "Take 1, 2 or 3 a turn",
        more_above: |n| format!("+ {n} more {} above", plural(n, "bone", "bones")),
        small_heap: |n| format!("{} left", count(n, "bone", "bones")),
    },
    info: Info {
        game: |n, started| format!(" Game {n} · {started} "),
        game_short: |n| format!(" Game {n} "),
        you_started: "you started",
        started: |name| format!("{name} started"),
        in_a_row: |k| format!("{k} in a row"),
        last_bone_wins: "last bone wins",
        versus: |a, b| format!("{a} vs {b}"),
        versus_short: |a, b| format!("{a}–{b}"),
    },
    move_list: MoveList {
        no_move_yet: "No move yet",
        undone: |n| format!("↷ {n} undone · r plays again"),
        number: "#",
        by: "by",
        mv: "move",
        both_counts: "alpha-beta/minimax",
        one_count: ["searched", "searched"],
    },
    values: Values {
        ai_wins_in: |p, own| format!("AI wins in {} ({} of its own)", plies(p), moves(own)),
        ai_loses_in: |p, own| format!("AI loses in {} ({} of its own)", plies(p), moves(own)),
        draw_with_perfect_play: "draw with perfect play",
        no_forced_result: |depth| format!("no forced result within {}", plies(depth)),
        even_estimate: "even (estimate)",
        ai_estimate: |score| format!("{score:+} for the AI (estimate, ±500 max)"),
        heap_wins: |score| format!("{score:+}: the AI wins, by the rule of 4"),
        heap_loses: |score| format!("{score:+}: the AI loses, by the rule of 4"),
        win: |p| {
            [
                format!("win in {p}"),
                format!("win {p}"),
                format!("W{p}"),
                "W".to_owned(),
            ]
        },
        loss: |p| {
            [
                format!("loss in {p}"),
                format!("loss {p}"),
                format!("L{p}"),
                "L".to_owned(),
            ]
        },
        draw: ["draw", "="],
        worse_than_best: Worse {
            than_a_win: ["a slower win or worse", "worse", "worse"],
            than_a_loss: ["loses sooner", "loses sooner", "worse"],
            than_a_draw: ["loses (tie check)", "loses", "worse"],
            than_undecided: [
                "worse than the best (tie check)",
                "worse than the best",
                "worse",
            ],
        },
        exact: Outcomes {
            win: [
                |p| format!("wins in {}", plies(p)),
                |p| format!("wins in {p}"),
                |p| format!("W{p}"),
            ],
            loss: [
                |p| format!("loses in {}", plies(p)),
                |p| format!("loses in {p}"),
                |p| format!("L{p}"),
            ],
            draw: ["draw", "draw", "="],
            undecided: ["undecided at the limit", "undecided", "?"],
            estimate: ["estimate", "estimate", "≈"],
            rule_win: [
                "wins: rule of 4 at the depth limit",
                "wins (rule of 4)",
                "wins",
            ],
            rule_loss: [
                "loses: rule of 4 at the depth limit",
                "loses (rule of 4)",
                "loses",
            ],
        },
        at_most: Outcomes {
            win: [
                |p| format!("at best wins in {}", plies(p)),
                |_| "at best a win".to_owned(),
                |p| format!("≤ W{p}"),
            ],
            loss: [
                |p| format!("loses in {} or fewer", plies(p)),
                |p| format!("loses in ≤ {p}"),
                |p| format!("L ≤ {p}"),
            ],
            draw: ["a draw or worse", "draw or worse", "≤ draw"],
            undecided: ["at best 0", "at best 0", "≤ 0"],
            estimate: ["at most this", "at most this", "≤"],
            rule_win: ["at best wins (rule of 4)", "at best wins", "≤ wins"],
            rule_loss: ["loses (rule of 4) or sooner", "loses", "loses"],
        },
        at_least: Outcomes {
            win: [
                |p| format!("wins in {} or fewer", plies(p)),
                |p| format!("wins in ≤ {p}"),
                |p| format!("W ≤ {p}"),
            ],
            loss: [
                |p| format!("at worst loses in {}", plies(p)),
                |_| "at worst loses".to_owned(),
                |p| format!("≥ L{p}"),
            ],
            draw: ["a draw or better", "draw or better", "≥ draw"],
            undecided: ["at least 0", "at least 0", "≥ 0"],
            estimate: ["at least this", "at least this", "≥"],
            rule_win: ["wins (rule of 4) or sooner", "wins", "wins"],
            rule_loss: ["at worst loses (rule of 4)", "at worst loses", "≥ loses"],
        },
        cut_below: |text, n| format!("{text} · {} cut below", count(n, "move", "moves")),
        table_bound_below: |text| format!("{text} · a table bound below"),
        cuts_skipped: |cuts, moves| {
            format!(
                "{} skipped {}",
                count(cuts, "cut", "cuts"),
                count(moves, "move", "moves")
            )
        },
        table_bounds: |n| {
            format!(
                "{} only a bound",
                count(n, "table answer was", "table answers were")
            )
        },
        skipped_and: |cuts, table| format!("{cuts} and {table}"),
        stopped: |n| format!("> {n} (stopped)"),
        alpha_beta_gave_up: |name| format!("{name} gave up before the end"),
        nothing_to_recount: "nothing to compare: the search visited no positions",
        minimax_gave_up: |name, n| format!("{name} gave up after {n} positions: no ratio"),
        saving_bound: |with, share, factor, without| {
            format!(
                "{with} visited under {share}\u{a0}% of {without}'s positions (over {factor}× fewer)"
            )
        },
        pruned_nothing: |with, without| format!("{with} and {without} visited as many positions"),
        saving: |with, share, factor, without| {
            format!("{with} visited {share}\u{a0}% of {without}'s positions ({factor}× fewer)")
        },
        more_positions: |with, factor, without| {
            format!("{with} visited {factor}× as many positions as {without}")
        },
    },
    panel: super::panel::EN,
    glossary: Glossary {
        title: " What the panel's words mean · any key closes ",
        title_scroll: " What the panel's words mean · ↑↓ scroll · other keys close ",
        more_below: " ↓ more ",
        separator: ": ",
        entries: GLOSSARY,
        perfect_entry: (
            "exact, book move",
            "Connect Four: the AI plays a perfect move, from its opening book (positions solved ahead of time, shipped with the game) or solved now to the end of the game; the search below runs too, to compare",
        ),
    },
    chart: Chart {
        heading: "Positions per AI move",
        scale: "  (log scale, oldest first)",
    },
    status: StatusLine {
        ai_searching: "The AI is searching",
        searching_again: "Searching the AI's last decision again",
        esc_plays_now: " · Esc plays now",
        playing_best: " · playing its best move so far",
        live_best: |depth, mv| format!(" · {} done, best {mv}", plies(depth)),
        live_positions: |n| format!(" · {}", count(n, "position", "positions")),
        paused: " Paused · Space goes on, → plays one move",
        autoplay: |pace| format!(" {pace} between the AI's moves · Space pauses"),
        press_n: " Press n for a new game",
        too_small: |width, height, need_width, need_height| {
            format!(
                "Terminal too small: {width}×{height}\nThis game needs at least {need_width}×{need_height} (columns × rows):\nenlarge the window or make the text smaller"
            )
        },
    },
    explorer: super::explorer::EN_EXPLORER,
    techniques: super::explorer::EN_TECHNIQUES,
    help: Help {
        title: " Help — press any key to close ",
        paged_titles: [
            " Help 1/2 — ? more keys, any other key closes ",
            " Help 2/2 — ? first page, any other key closes ",
        ],
        files: [
            "morpion config shows the settings file, morpion stats the results,",
            "morpion --load FILE takes a saved game up again.",
        ],
        panel: [
            "The panel: positions visited with and without alpha-beta, each",
            "move's score (≤ ≥: bounds), the expected line. a explains each term.",
        ],
        tree: [
            "Scores, α/β: from MAX's side, MAX to move at the root; ≤ ≥ bounds.",
            "A ✂ row is a cut: the opponent would never allow it. Not a loss.",
        ],
        techniques: [
            "Every row searches the same position to the same depth with one",
            "technique more: the work shrinks, the value must stay the same.",
        ],
    },
    keys: KEYS,
    messages: super::messages::EN,
    steps: super::steps::EN,
    home: super::home::EN,
    practice: super::practice::EN,
    lessons: super::lessons::EN,
};

/// The key table's rows in words, one a line as the help lists them: the keys, what they do, the
/// footer's hint.
#[rustfmt::skip]
const KEYS: KeyWords = KeyWords {
    move_cursor: key("←↓↑→ hjkl", "move the cursor", Some("←↓↑→ move")),
    play_keypad: key("Enter Space", "play the cell under the cursor (or click a cell)", Some("Enter/1-9 play")),
    play_cell: key("Enter Space", "play the cell under the cursor (or click a cell)", Some("Enter play")),
    play_digit: key("1 … 9", "play a 3×3 cell: 1 top-left, 5 centre, 9 bottom-right", None),
    choose_column: key("← → h l", "column to the left / right", Some("←→ column")),
    drop: key("Enter Space", "drop a piece in the chosen column (or click a column)", Some("Enter/1-{last} drop")),
    drop_digit: key("1 … {last}", "drop a piece in that column: 1 leftmost, {last} rightmost", None),
    choose_take: key("← → h l", "choose to take one bone fewer / more", Some("←→ choose")),
    take: key("Enter Space", "take the chosen number of bones (or click \"take N\")", Some("Enter/1-3 take")),
    take_digit: key("1 2 3", "take that many bones at once", None),
    pause: key("Space Enter", "pause / go on (on a finished game: the next game)", Some("Space pause")),
    step: key("→ .", "one AI move, then pause again", Some("→ step")),
    pace: key("[ ]", "slower / faster: the pause between the AI's moves", Some("[/] speed")),
    tree_select: key("↑↓ kj", "select the row above / below", Some("↑↓ select")),
    tree_page: key("PgUp PgDn", "a page up / down", None),
    tree_open: key("Enter → l", "open the selected position: the moves searched from it", Some("Enter/→ open")),
    tree_close: key("← h", "close it, or go up to the position before", Some("← close")),
    tree_export: key("x", "write the tree as a Graphviz DOT file (named below)", Some("x save .dot")),
    tree_leave: key("t Esc", "leave the tree", Some("t/Esc leave")),
    techniques_close: key("c Esc", "close the comparison (a search still running stops)", Some("c/Esc close")),
    pruning: key("p", "alpha-beta pruning on / off", Some("p pruning")),
    depth: key("d + -", "depth limit: d on / off, + deeper, - shallower", Some("d depth")),
    tree: key("t w g", "the AI's search: t tree, w steps; g guess its move", Some("t tree")),
    hints: key("i", "hints on / off: every move's value on the board", Some("i hints")),
    techniques: key("c", "compare minimax, alpha-beta, ordering, table here", Some("c compare")),
    undo: key("u r", "take back a move / play it again (all the way back)", Some("u/r undo")),
    eval: key("e", "evaluation at the depth limit: draw / heuristic", Some("e eval")),
    eval_heap: key("e", "evaluation at the depth limit: draw / rule of 4", Some("e eval")),
    order: key("o", "move order: reading / centre-first / threats", None),
    table: key("m", "memory of positions (transposition table) on / off", None),
    deepening: key("D", "iterative deepening: always / only where needed", None),
    mode: key("v", "who plays: you vs AI / AI vs AI / two players", Some("v mode")),
    mode_watching: key("v", "who plays: you vs AI / AI vs AI / two players", Some("v who plays")),
    new_game: key("n s", "new game / swap who starts (now, or next game)", Some("n new")),
    swap: key("s", "swap who starts (now, or else from the next game)", Some("s swap")),
    play_now: key("Esc", "while the AI thinks: it plays its best move so far", None),
    help: key("?", "this help", Some("? help")),
    glossary: key("a", "what the panel's words and symbols mean", None),
    quit: key("q Ctrl-C", "quit", Some("q quit")),
    steps: super::step_keys::EN_KEYS,
    home: super::home::EN_KEYS,
    practice: super::practice::EN_KEYS,
    lessons: super::lessons::EN_KEYS,
};

/// The glossary's entries, (term, what it means), one a line.
#[rustfmt::skip]
const GLOSSARY: &[(&str, &str)] = &[
    ("minimax", "tries every move to the depth limit or the end; MAX (to move) backs up the highest score, MIN the lowest"),
    ("alpha-beta", "minimax keeping α (the score MAX is already sure of elsewhere on the path) and β (the score MIN already holds MAX to); once α ≥ β the moves left are cut, and the root gets the same value as plain minimax"),
    ("window α β", "the scores between α and β a position is searched with. A score strictly inside is exact; one at or beyond an edge is only a bound (≤ ≥) where moves were skipped below it. Fail-soft, as here: a bound may lie beyond the edge (≤ -994 with α -992), nearer the truth than α or β"),
    ("cut ✂", "a position's remaining moves left unsearched: one move reached β (at MAX) or fell to α (at MIN), so the player choosing this position has as good or better elsewhere. '3 moves cut' counts the moves skipped; plain minimax searches every one"),
    ("positions", "what a search visited below the AI's position, that position not counted (as the tutorials count: 549,945 below the empty 3×3 board); the panel's first figures, the move list's; each search timed alone; AI search: the AI's own, with its techniques"),
    ("ply", "one player's move: yours and the AI's answer are 2 plies. Depths, wins and losses count plies"),
    ("depth limit", "plies the search looks ahead; positions there score 0 (as a draw; a move scored 0 reads 'undecided' when nothing was decided within reach) or a heuristic guess"),
    ("move order (o)", "the order moves are tried in; it changes only what alpha-beta skips, never a value: reading (reading order: row by row from the top left, cells 1 … 9 on 3×3), centre-first, or threats (wins, then blocks, then moves on the most open lines); 1-2-3 on a heap"),
    ("table (m)", "the transposition table, the only thing called a table here: a memory of positions already searched, with their values (exact, or bounds). A position reached again, by other moves or as a mirror image, is answered from it instead of searched: 'table: b2 mirrored' beside a move in the panel, 'table' in the explorer and step mode. No table: every position is searched each time it comes up. Hits: the share of look-ups that found one"),
    ("table: b2 mirrored", "the table answered for this move's position: it held the value of the position after b2, its mirror image (or turned), searched before; a symmetric position is worth the same, so 1 position is counted and nothing below it searched"),
    ("deepening", "iterative deepening (D): a search 1 ply deep, then 2, 3… up to the depth limit, until a win or loss is forced or time is up; the AI plays the deepest one's move, the rows count its positions, the Deepening line (on a screen tall enough) all of them. Only where needed (D again), one search decides where the tree below holds at most 1,000,000 positions (counted generously); the AI deepens only where it may hold more"),
    ("score", "for the AI: 1000 minus the plies to its win (997: wins in 3), the plies to its loss minus 1000 (-994: loses in 6), 0 a draw"),
    ("estimate", "a score no search proved (it stopped at the depth limit or when time was up): the evaluation's guess, within ±500 so it never reads as a win; on a board, lines still open to the AI minus yours, each worth 1, 10, 100… for 1, 2, 3… pieces in it (×4 for a line the player to move completes next)"),
    ("≤ ≥ bound", "a score alpha-beta could only bound: moves were skipped below it (cut, or settled by a table bound) and it fell outside its window: ≤ at or below α, at most this (a fail low: nothing there beat what MAX already had elsewhere); ≥ at or above β, at least this (a fail high: more than MIN lets MAX have, as MIN already holds MAX to β elsewhere). With nothing skipped below it, a score is exact, whatever the window; < the best value: the tie check proved it worse"),
    ("cut on a tie", "a cut where the best equals α (at MIN) or β (at MAX): the player choosing this position cannot do better here than elsewhere. Under a depth limit every unfinished position at the limit scores 0, so ties are common and alpha-beta cuts more: from the empty 3×3 board, 572 of its 781 cuts are on ties with a limit of 6 plies, 2,185 of 4,856 without one"),
    ("tie checks", "searches proving other moves exactly as good as the best, counted apart; they can outnumber the search: proving a tie searches every reply alpha-beta skipped under the move"),
    ("▶ ◆ =", "the move played (the AI picks it at random among the moves its search found best); the move the new settings choose (or the search's choice, where the book or the solver chose); a move as good as the one played. The = mark compares two moves and says nothing of a value being exact: step mode writes an exact value with no sign, a bound with ≤ or ≥"),
    ("expected", "the line that best play by both sides follows"),
    ("hints (i)", "each move's value on the board, for the player to move: win in 3 / loss in 2 (W3 / L2 in small cells) a win / loss in 3 / 2 plies, draw (=) a draw (each proven to the end of the game), ≈ an estimate where the depth limit cut the search short; ÷10 or ÷100 in the title: estimates written in tens or hundreds to fit the cells. On Connect Four with no depth limit: exact values from the opening book, or from the solver, which works out one column after another while you think (the line under the board says which). On a heap of bones, each take's value stands above its 'take N', for the player to move: win 5 / loss 6, a win or loss in 5 / 6 plies, proven; the title says whether they are exact values or estimates, and how many plies deep"),
    ("rule of 4", "on a heap of bones, the evaluation at the depth limit: a heap that is a multiple of 4 is lost for the player to move (whatever they take, the other takes the rest of 4), any other is won. A proven rule, not an estimate: +100 or -100 is a sure win or loss, further away than the search reached"),
];
