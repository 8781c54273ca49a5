//! The English table: every word of the full-screen game in English.

use super::choose::{count, plural};
use super::words::key;
use super::{
    Chart, ExplorerWords, Glossary, Grammar, HeapWords, Help, Info, KeyWords, Messages, MoveList,
    Names, Outcomes, Panel, Seats, StatusLine, TechniqueWords, Title, Values, Words, Worse,
};

/// `1` → "1 ply", `3` → "3 plies".
fn plies(n: u32) -> String {
    count(n, "ply", "plies")
}

/// `1` → "1 move", `3` → "3 moves".
fn moves(n: u32) -> String {
    count(n, "move", "moves")
}

pub const EN: Words = Words {
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
        start: "start",
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
    board: super::board::EN,
    heap: HeapWords {
        title: " Heap ",
        no_bones_left: "No bones left",
        bones_left: |left, start| format!("{left} of {start} bones left"),
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
        ai_estimate: |score| format!("{score:+} for the AI (estimate in ±500)"),
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
    panel: Panel {
        intro_title: " The AI's thinking ",
        two_players: "Two players at one keyboard.",
        two_players_text: "The AI only watches: i shows every move's value for the player to move, c compares the search techniques on the position, v gives the AI a side.",
        intro_heading: "Play a move: the AI answers, and this panel shows how it chose:",
        intro_now: |settings| format!("Now: {settings}"),
        intro_points: [
            "how many positions it searched, with alpha-beta and with plain minimax",
            "each move's score for the AI, and what it proves",
            "the line of play it expects",
        ],
        intro_change: "Change a setting (p d e o m D) after its move: the same choice is searched again. a explains every word.",
        settings_no_limit: |search, order, table| {
            [
                format!("{search} · no depth limit · {order} order · {table}"),
                format!("{search} · no limit · {order} order · {table}"),
                format!("{search} · no limit · {order} · {table}"),
            ]
        },
        settings_limit: |search, d, at_limit, at_limit_short, order, table| {
            [
                format!(
                    "{search} · depth limit {}, then {at_limit} · {order} order · {table}",
                    plies(d)
                ),
                format!("{search} · limit {d}, then {at_limit_short} · {order} order · {table}"),
                format!("{search} · limit {d}, then {at_limit_short} · {order} · {table}"),
            ]
        },
        settings_deepening: |search, time, at_limit, at_limit_short, order, table| {
            [
                format!(
                    "{search} · iterative deepening, as deep as {time} allows, then {at_limit} · {order} order · {table}"
                ),
                format!(
                    "{search} · deepening for {time}, then {at_limit_short} · {order} order · {table}"
                ),
                format!(
                    "{search} · deepening for {time}, then {at_limit_short} · {order} · {table}"
                ),
            ]
        },
        settings_deepening_limit: |search, d, time, at_limit, at_limit_short, order, table| {
            [
                format!(
                    "{search} · iterative deepening to {} within {time}, then {at_limit} · {order} order · {table}",
                    plies(d)
                ),
                format!(
                    "{search} · deepening to {d} within {time}, then {at_limit_short} · {order} order · {table}"
                ),
                format!(
                    "{search} · deepening to {d} in {time}, then {at_limit_short} · {order} · {table}"
                ),
            ]
        },
        at_limit_draw: ["score 0", "score 0"],
        at_limit_heuristic: ["a heuristic score", "heuristic"],
        at_limit_heap: ["the rule of 4", "rule of 4"],
        table_hits: |mib, rate| format!("table {mib}\u{a0}MiB, {rate}\u{a0}% hits"),
        table_size: |mib| format!("table {mib}\u{a0}MiB"),
        no_table: "no table",
        table_bare: "table",
        plus_order: |name, order| format!("{name} + {order} order"),
        plus_table: |name| format!("{name} + table"),
        ai_search: "AI search",
        deepening: |depth, ran, why, nodes, time| {
            plural(
                depth,
                format!(
                    "1 search, 1 ply deep{ran}, {why}: {nodes} positions with its tie checks, {time}"
                ),
                format!(
                    "{depth} searches, 1 to {depth} plies deep{ran}, {why}: {nodes} positions in all, tie checks included, {time}"
                ),
            )
        },
        solved: "the last reached the end of every line",
        proven: "stopped once a forced win or loss was found",
        depth_limit_reached: "up to the depth limit",
        time_up: "stopped when time was up",
        esc_pressed: "stopped by Esc",
        deepening_too_big: |most| format!(" (one search could visit over {most} positions)"),
        not_counted: "not counted",
        played: |mv| format!(" AI played {mv} "),
        played_again: |mv| format!(" AI played {mv} · searched again "),
        rerun_note: [
            "New settings, same position; the move played and the move list's counts stay.",
            "New settings; the move list keeps its counts.",
        ],
        positions_searched: "Positions searched, time of each",
        positions_searched_deep: |depth| {
            format!("Positions searched to {}, time of each", plies(depth))
        },
        count_time: |n, time| format!("{n} in {time}"),
        tie_checks: |n| {
            [
                format!("+{n} more to check ties, counted apart from the rows"),
                format!("+{n} more to check ties (not in the rows)"),
            ]
        },
        tie_checks_more: |n, moves| {
            [
                plural(
                    moves,
                    format!(
                        "+{n} more to check 1 move for a tie, more than the search: proving a tie searches every reply alpha-beta skipped under the move"
                    ),
                    format!(
                        "+{n} more to check {moves} moves for ties, more than the search: proving a tie searches every reply alpha-beta skipped under the move"
                    ),
                ),
                format!(
                    "+{n} to check ties, more than the search: a tie needs every reply alpha-beta skipped"
                ),
            ]
        },
        still_counting: |what| format!("{what} is still counting for the comparison"),
        order_searched_more: |n, order, before, before_order| {
            format!(
                "{n} positions with {order} order, more than {before} with {before_order} order: an order only changes what alpha-beta skips"
            )
        },
        recount_stopped: "the comparison was stopped by a newer search",
        deepening_label: "Deepening",
        exact_label: "Exact",
        search_value: "Search",
        exact_book: |value| format!("book move, {value}"),
        exact_solved: |n, time, value| {
            format!(
                "solved ({}, {time}), {value}",
                count(n, "position", "positions")
            )
        },
        exact_solved_short: |time, value| format!("solved in {time}, {value}"),
        exact_out_of_time: |time| format!("not solved in {time}: the search below chose"),
        exact_no_memory: "no memory for the solver: the search below chose",
        exact_no_thread: "the system refused the solver a thread: the search below chose",
        source_book: "book move",
        source_solved: "solved",
        source_unsolved: "not solved",
        value: "Value",
        value_line: |score, meaning| format!("{score}: {meaning}"),
        expected: "Expected",
        legend_played: "▶ played",
        legend_choice: "◆ choice now",
        legend_search_choice: "◆ the search's choice",
        by_the_search: |mv| format!("had the AI played {mv}: "),
        legend_tied: "= as good",
        legend_bound: "≤ ≥ bound",
        terms_key: "a: terms",
        move_heading: "  move",
        score_heading: "score",
        outcome_heading: "for the AI",
        more_moves: |n| {
            format!(
                "  … {n} more {}: see the tree (t)",
                plural(n, "move", "moves")
            )
        },
    },
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
    explorer: ExplorerWords {
        recording_title: " Search tree ",
        behind: |mv| format!("the search behind {mv}"),
        ai_search: "the AI's search",
        titles: |what, kind, positions, count| {
            let unit = plural(count, "position", "positions");
            [
                format!(" Tree of {what} · {kind} · {positions} {unit} "),
                format!(" Tree of {what} · {kind} · {positions} "),
                format!(" {kind} · {positions} {unit} "),
            ]
        },
        titles_behind: |mv, kind, positions, count| {
            let unit = plural(count, "position", "positions");
            [
                format!(" Behind {mv} · {kind} · {positions} {unit} "),
                format!(" {mv} · {kind} · {positions} "),
            ]
        },
        with_table: |kind| format!("{kind} + table"),
        from_table: "table",
        recording_behind: |mv| format!("Recording the search behind {mv}…"),
        recording: "Recording the search…",
        recording_text: "The tree shows every position the AI searched: its score and α/β window (from the side of the player to move at the start, MAX), the positions below it, and the moves alpha-beta cut off, with why.",
        leave: "t or Esc leaves",
        move_heading: "move",
        score_heading: "score",
        window_heading: "α/β window",
        positions_heading: "positions",
        window_heading_short: "α/β",
        positions_heading_short: "pos.",
        depth_limit: "depth limit",
        wins: |name| format!("{name} wins"),
        draw: "draw",
        scores: |name, score| format!("{name} scores {score}"),
        cut_row: |moves, _, why| format!("✂ {moves} cut: {why}"),
        max_cut_short: |max, min, reached, beta, _| {
            format!("{max} has ≥ {reached} here, {min} holds {max} to ≤ {beta} elsewhere")
        },
        min_cut_short: |max, min, reached, beta, _| {
            format!("{min} holds {max} to ≤ {reached} here, {max} has ≥ {beta} elsewhere")
        },
        max_cut: |max, min, reached, beta, of_min| {
            format!(
                "{max} already has ≥ {reached} here, but {min} can hold {max} to ≤ {beta} elsewhere: this cannot change {of_min}'s choice"
            )
        },
        min_cut: |max, min, reached, beta, of_max| {
            format!(
                "{min} already holds {max} to ≤ {reached} here, but {max} can get ≥ {beta} elsewhere: this cannot change {of_max}'s choice"
            )
        },
        cut_details: |why| {
            format!(
                "Cut: {why}. A cut is not a losing move: the opponent simply has no reason to allow it."
            )
        },
        max_to_move: |name| format!("{name} (MAX) to move"),
        min_to_move: |name| format!("{name} (MIN) to move"),
        exact: "exact",
        exact_estimate: "the exact minimax value of the tree cut at this depth limit, whose leaves the evaluation scores: an estimate",
        exact_even_limited: "exact for this depth limit only: 0 is a draw, or a position the depth limit left undecided",
        upper_bound: |skipped, alpha| {
            format!("at most this: {skipped} below it, and it is ≤ α {alpha}, a fail low")
        },
        lower_bound: |skipped, beta| {
            format!("at least this: {skipped} below it, and it is ≥ β {beta}, a fail high")
        },
        exact_nothing_skipped: |outside| {
            format!("exact: nothing below it was skipped, so it is exact though {outside}")
        },
        score_for: |score, max, bound| format!("score {score} for {max} ({bound})"),
        tie_checked: |searched| {
            format!(
                "exact: alpha-beta first only bounded it, {searched}, then the tie check proved it as good as the best"
            )
        },
        searched_with: |alpha, beta, positions, count, below| {
            let unit = plural(count, "position", "positions");
            format!("searched with α {alpha} β {beta} · {positions} {unit}{below}")
        },
        below_it: " below it",
        not_kept: "Not kept in memory: Enter searches it again to show its moves",
    },
    techniques: TechniqueWords {
        title: " Techniques compared on this position · c or Esc closes ",
        heading: |to_move, depth| format!("{to_move} · every search {depth}"),
        to_depth_draw: |depth| format!("to depth {depth}, then score 0"),
        to_depth_heuristic: |depth| format!("to depth {depth}, then a heuristic score"),
        to_depth_heap: |depth| format!("to depth {depth}, then the rule of 4"),
        to_the_end: "to the end",
        technique: "technique",
        positions: "positions",
        time: "time",
        value: "value",
        mv: "move",
        searching: "searching…",
        stopped: "stopped",
        waiting: "waiting",
        gave_up: "gave up",
        deepened: |depth| {
            let row = format!("+ deepening, {}", plies(depth));
            [row.clone(), row]
        },
        hits: |name, rate| format!("{name}, {rate} % hits"),
        fill_in: "The rows fill in as each search ends.",
        agree: |value| format!("✓ All values agree ({value}): the techniques only save work."),
        differ: "✗ The values differ: that is a bug, please report it.",
        too_few: "Too few searches finished to compare values.",
        budget: |n| {
            format!("Each row adds a technique to the row above; each gives up past {n} positions.")
        },
        equal_moves: "Values are for the player to move; equally good moves may differ from row to row.",
        more_than_above: |row, above| {
            format!("{row} visited more positions than {above} on this position.")
        },
        order_more_than_above: |row, above| {
            format!(
                "{row} visited more positions than {above}: an order only changes what alpha-beta skips, and here reading order skipped more."
            )
        },
    },
    help: Help {
        title: " Help — press any key to close ",
        panel: [
            "The panel: positions visited with and without alpha-beta, each",
            "move's score (≤ ≥: bounds), the expected line. a explains each term.",
        ],
        tree: [
            "Scores and α/β windows are MAX's, who moves first; ≤ ≥ are bounds.",
            "A ✂ row is a cut: the opponent would never allow it. Not a loss.",
        ],
        techniques: [
            "Every row searches the same position to the same depth with one",
            "technique more: the work shrinks, the value must stay the same.",
        ],
    },
    keys: KEYS,
    messages: Messages {
        config_problem: |problem| format!("Config file: {problem}"),
        results_kept_aside: |path| {
            format!(
                "The results file could not be read: it was kept aside as {path}, and a new one started"
            )
        },
        results_not_written: |path| {
            format!("The result could not be written to {path}: it is not kept")
        },
        hints_off: "Hints off",
        hints_for_you: "Hints on: every move's value for you, on the board",
        hints_for_the_player: "Hints on: every move's value for the player to move",
        hints_on_your_turn: "Hints on: they show on your turn",
        nothing_to_undo: "Nothing to undo: no move was played yet",
        nothing_to_undo_ai_first: "Nothing to undo: the AI's first move is where your game starts",
        took_back_one: "Took back 1 move — r plays it again",
        took_back_two: "Took back 2 moves — r plays them again",
        nothing_to_redo: "Nothing to redo",
        played_again: |n| format!("Played {} again", moves(n as u32)),
        digits_on_3x3_only: "Digits pick cells on the 3×3 board only: use the arrows and Enter, or click",
        no_such_column: |count, digit| {
            format!("Digits 1–{count} drop in a column: there is no column {digit}")
        },
        too_many_digit: |digit| format!("Take 1, 2 or 3 bones at a time: {digit} is too many"),
        game_over: "The game is over — press n for a new game",
        wait_for_ai: "Wait for the AI to move",
        search_stopped: "The AI's search stopped before it chose a move",
        impossible_move: "The AI chose an impossible move; please report this",
        column_full: "That column is full: choose another one",
        cell_taken: "That cell is already taken",
        cell_off_board: "That cell is not on the board",
        take_not: |take| format!("Take 1, 2 or 3 bones at a time, not {take}"),
        cannot_take: |take, left| {
            let only = plural(left, "is", "are");
            format!(
                "You cannot take {take}: only {} {only} left",
                count(left, "bone", "bones")
            )
        },
        techniques_game_over: "The game is over: the comparison needs a move to play (u takes one back)",
        pruning_on: "Alpha-beta pruning on",
        pruning_off: "Alpha-beta pruning off (plain minimax)",
        depth_limit_stays: |longest, most| {
            format!(
                "The depth limit stays on: a game of up to {longest} plies is deeper than the search can go ({most})"
            )
        },
        evaluation: |name| format!("Evaluation at the depth limit: {name}"),
        move_order: |name| format!("Move order: {name}"),
        one_order_on_heap: "A heap has one move order: every search tries take 1, then 2, then 3",
        table_on: |mib| format!("Transposition table on ({mib} MiB)"),
        table_off: "Transposition table off",
        deepening_on: |time| format!("Iterative deepening on, within {time}"),
        deepening_off: "Iterative deepening off: one search",
        deepening_off_too_big: |time| {
            format!("Iterative deepening off, but on where one search is too big (within {time})")
        },
        esc_reanalysis: "Esc hurries the AI's decisions; this is a re-analysis",
        esc_one_search: "One search decides here: the AI plays as soon as it ends",
        esc_idle: "Esc makes the AI play at once while it thinks; q quits",
        new_game: |n| format!("Game {n} — good luck"),
        depth_at_minimum: "The depth limit is already at its minimum, 1",
        depth_at_most: |most| {
            format!("The depth limit stops at {most} plies, the deepest the search goes")
        },
        depth_reaches_end: |most| {
            format!("A depth limit of {most} already reaches the end of every game")
        },
        depth_limit: |depth| format!("Depth limit {}", plies(depth)),
        depth_limit_off: "Depth limit off: one search to the end",
        depth_limit_off_deepening: |time| {
            format!("Depth limit off: the AI deepens as far as {time} allows")
        },
        depth_limit_off_too_big: |time| {
            format!(
                "Depth limit off: where one search is too big, the AI deepens as far as {time} allows"
            )
        },
        search_restarts: |what| format!("{what} — the AI starts its search again"),
        searched_again: |what| format!("{what} — the AI's last move is searched again"),
        for_next_move: |what| format!("{what} — for the AI's next move"),
        for_hints: |what| format!("{what} — for the hints and comparison (i, c)"),
        you_start_now: "You start this game",
        ai_starts_now: "The AI starts this game",
        you_start_next: "You start the next game (press n)",
        ai_starts_next: "The AI starts the next game (press n)",
        mode_human_ai: "You against the AI",
        mode_ai_ai: "The AI plays both sides",
        mode_humans: "Two players at one keyboard: the AI only shows its work (i, c)",
        autoplay_game_over: "The game is over — Space or n starts the next one",
        pace: |pause| format!("Pace: {pause} between the AI's moves"),
        no_tree_humans: "No AI search to explore: the AI has not moved in this game",
        no_tree_yet: "No AI search to explore yet: t shows the AI's last search once it has moved",
        tree_too_big: |n| {
            format!(
                "That search is too big to show: over {n} positions. A lower depth limit (-) gives a smaller tree"
            )
        },
        tree_no_memory: |mib| {
            format!(
                "Not enough memory to show that search's tree (the system refused {mib} MiB); the game goes on"
            )
        },
        replay_no_memory: |mib| {
            format!(
                "Not enough memory for the {mib} MiB table step mode replays the search with; the AI keeps its own"
            )
        },
        hints_too_big: |n| {
            format!(
                "The hints gave up after {n} positions. A lower depth limit (-) makes them quicker"
            )
        },
        hints_no_thread: "The system refused the hints' solver a thread: the moves it has not solved keep their estimates",
        hints_no_memory: "No memory for the hints' solver: the moves it has not solved keep their estimates",
        leaf: "A finished game or a position at the depth limit: nothing below it",
        searching_subtree: "Searching it again: the first search kept no more of the tree…",
        wrote_dot: |shown, path| {
            format!("Wrote the tree's first {shown} positions to {path} (dot -Tsvg draws it)")
        },
        dot_failed: |why| format!("Could not write the DOT file: {why}"),
        paste_refused: "Pasted text ignored: the game takes keys one at a time",
        dot_already_written: |path| format!("This tree is already in {path}"),
        table_shrunk: |asked, got| {
            format!("Not enough memory for a {asked} MiB table: the AI uses {got} MiB")
        },
    },
    steps: super::steps::EN,
    home: super::home::EN,
    answers: super::answers::EN,
    practice: super::practice::EN,
    tree: super::tree::EN,
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
    deepening: key("D", "iterative deepening on / off: 1, 2, 3… plies deep", None),
    mode: key("v", "who plays: you vs AI / AI vs AI / two players", Some("v mode")),
    mode_watching: key("v", "who plays: you vs AI / AI vs AI / two players", Some("v who plays")),
    new_game: key("n s", "new game / swap who starts (now, or next game)", Some("n new")),
    swap: key("s", "swap who starts (now, or else from the next game)", Some("s swap")),
    play_now: key("Esc", "while the AI thinks: it plays its best move so far", None),
    help: key("?", "this help", Some("? help")),
    glossary: key("a", "what the panel's words and symbols mean", None),
    quit: key("q Ctrl-C", "quit", Some("q quit")),
    steps: super::steps::EN_KEYS,
    home: super::home::EN_KEYS,
    practice: super::practice::EN_KEYS,
};

/// The glossary's entries, (term, what it means), one a line.
#[rustfmt::skip]
const GLOSSARY: &[(&str, &str)] = &[
    ("minimax", "tries every move to the depth limit or the end; MAX (to move) backs up the highest score, MIN the lowest"),
    ("alpha-beta", "minimax keeping α (MAX's sure score) and β (MIN's); once α ≥ β the moves left are cut: same value"),
    ("positions", "what a search visited below the AI's position, as a tutorial counts them (the panel's first figures, the move list's); each search timed alone; AI search: the AI's own, with its techniques"),
    ("ply", "one player's move: yours and the AI's answer are 2 plies. Depths, wins and losses count plies"),
    ("depth limit", "plies the search looks ahead; positions there score 0 (as a draw; a move scored 0 reads 'undecided' when nothing was decided within reach) or a heuristic guess"),
    ("order, table", "the order moves are tried in (it only changes what alpha-beta skips): reading, centre-first, or threats (wins, then blocks, then moves on the most open lines); a table remembers positions searched, hits: the share of look-ups that found one"),
    ("table: b2 mirrored", "the table answered for this move's position: it held the value of the position after b2, its mirror image (or turned), searched before; a symmetric position is worth the same, so 1 position is counted and nothing below it searched"),
    ("deepening", "iterative deepening (D): a search 1 ply deep, then 2, 3… up to the depth limit, until a win or loss is forced or time is up; the AI plays the deepest one's move, the rows count its positions, the Deepening line all of them. Without D, one search decides where the tree below holds at most 1,000,000 positions (counted generously); the AI deepens only where it may hold more"),
    ("score", "for the AI: 1000 minus the plies to its win (997: wins in 3), the plies to its loss minus 1000 (-994: loses in 6), 0 a draw"),
    ("estimate", "a score no search proved (it stopped at the depth limit or when time was up): the evaluation's guess, within ±500 so it never reads as a win; on a board, lines still open to the AI minus yours, each worth 1, 10, 100… for 1, 2, 3… pieces in it (×4 for a line the player to move completes next)"),
    ("≤ ≥ bound", "a score alpha-beta could only bound: moves were skipped below it (cut, or settled by a table bound) and it fell outside its window: ≤ at or below α, at most this (a fail low: nothing there reached what MAX already had elsewhere); ≥ at or above β, at least this (a fail high). With nothing skipped below it, a score is exact, whatever the window; < the best value: the tie check proved it worse"),
    ("cut on a tie", "a cut where the best equals α (at MIN) or β (at MAX): the player choosing this position cannot do better here than elsewhere. Under a depth limit every unfinished position at the limit scores 0, so ties are common and alpha-beta cuts more: from the empty 3×3 board, 572 of its 781 cuts are on ties with a limit of 6 plies, 2,185 of 4,856 without one"),
    ("tie checks", "searches proving other moves exactly as good as the best, counted apart; they can outnumber the search: proving a tie searches every reply alpha-beta skipped under the move"),
    ("▶ ◆ =", "the move played; the move the new settings choose (or the search's choice, where the book or the solver chose); a move as good"),
    ("expected", "the line that best play by both sides follows"),
    ("hints (i)", "each move's value on the board, for the player to move: W3 / L2 wins / loses in 3 / 2 plies, = a draw (each proven to the end of the game), ≈ an estimate where the depth limit cut the search short; ÷10 or ÷100 in the title: estimates written in tens or hundreds to fit the cells. On Connect Four with no depth limit: exact values from the opening book, or from the solver, which works out one column after another while you think (the line under the board says which)"),
];
