//! Every choice among a table's phrases, made once outside the tables: plurals, outcomes, settings lines, seats' names.

use super::{Proof, Reach, StepWords, Verdict, Words};
use crate::engine::{Bound, Evaluation, MoveOrder, Score, ScoreMeaning, SearchSettings, Skipped};
use crate::games::mnk::{BoardError, Ended, Mark, SequenceError};

/// A count a phrase agrees with: a number, or a number already written ("1", "2,787").
pub trait Count {
    /// Whether the count is one.
    fn is_one(&self) -> bool;
    /// Whether it is none.
    fn is_none(&self) -> bool;
}

macro_rules! count_of_integers {
    ($($t:ty),*) => {$(
        impl Count for $t {
            fn is_one(&self) -> bool {
                *self == 1
            }
            fn is_none(&self) -> bool {
                *self == 0
            }
        }
    )*};
}
count_of_integers!(u8, u32, u64, usize);

impl Count for &str {
    fn is_one(&self) -> bool {
        *self == "1"
    }
    fn is_none(&self) -> bool {
        *self == "0"
    }
}

/// `one` for a count of one, `many` for any other ("1 ply", "0 plies", "3 coups").
pub fn plural<T>(n: impl Count, one: T, many: T) -> T {
    if n.is_one() { one } else { many }
}

/// `one` for none and one, `many` from two: French says "0 position" of a count of things.
pub fn plural_from_two<T>(n: impl Count, one: T, many: T) -> T {
    if n.is_one() || n.is_none() { one } else { many }
}

/// [`plural`] with a form of its own for none ("Aucun os").
pub fn plural_or_none<T>(n: impl Count, none: T, one: T, many: T) -> T {
    if n.is_none() {
        none
    } else {
        plural(n, one, many)
    }
}

/// A number and the word it counts: `count(3, "ply", "plies")` is "3 plies".
pub fn count<N: Count + std::fmt::Display>(n: N, one: &str, many: &str) -> String {
    format!("{n} {}", plural(&n, one, many))
}

impl<N: Count> Count for &N {
    fn is_one(&self) -> bool {
        (*self).is_one()
    }
    fn is_none(&self) -> bool {
        (*self).is_none()
    }
}

/// Rewrites of a name's start, (start, written instead), the first that matches applies.
pub type Rewrites = &'static [(&'static str, &'static str)];

/// `name` rewritten by the first of `rules` whose start it has, else as it is.
pub fn rewrite(rules: Rewrites, name: &str) -> String {
    rules
        .iter()
        .find_map(|(start, instead)| {
            name.strip_prefix(start)
                .map(|rest| format!("{instead}{rest}"))
        })
        .unwrap_or_else(|| name.to_owned())
}

impl Proof {
    /// How much of its verdict a score with `bound` proves.
    pub fn of(bound: Bound) -> Self {
        match bound {
            Bound::Exact => Self::Exact,
            Bound::Upper => Self::AtMost,
            Bound::Lower => Self::AtLeast,
        }
    }
}

impl Verdict {
    /// What `score` proves for the side it is from, a depth limit considered: `limited` says
    /// that one cut the search short of the end of the game, so that a 0 decides nothing
    /// (where the evaluation scores the positions at the limit, it is an estimate).
    pub fn of(score: Score, limited: bool, evaluation: Evaluation) -> Self {
        match ScoreMeaning::of(score) {
            ScoreMeaning::Win { plies } => Self::Win(plies),
            ScoreMeaning::Loss { plies } => Self::Loss(plies),
            ScoreMeaning::Even if limited && evaluation == Evaluation::Heuristic => Self::Estimate,
            ScoreMeaning::Even if limited => Self::Undecided,
            ScoreMeaning::Even => Self::Draw,
            ScoreMeaning::Estimate(_) => Self::Estimate,
        }
    }

    /// The same for a search with `settings` from a position with `empty_cells` empty cells
    /// (plies left); on a `heap` the evaluation is the rule of 4, which is exact: a score it
    /// gave is a win or a loss, only not how far away.
    pub fn of_search(
        score: Score,
        settings: &SearchSettings,
        empty_cells: u32,
        heap: bool,
    ) -> Self {
        match ScoreMeaning::of(score) {
            ScoreMeaning::Estimate(value) if heap && value > 0 => Self::RuleWin,
            ScoreMeaning::Estimate(_) if heap => Self::RuleLoss,
            _ => Self::of(
                score,
                settings.horizon(empty_cells).is_some(),
                settings.evaluation,
            ),
        }
    }
}

impl Words {
    /// The AI wins in this many plies: its own moves are the odd ones (it moves first).
    pub fn ai_wins_in(&self, plies: u32) -> String {
        (self.values.ai_wins_in)(plies, plies.div_ceil(2))
    }

    /// The AI loses in this many plies: its own moves are the even ones.
    pub fn ai_loses_in(&self, plies: u32) -> String {
        (self.values.ai_loses_in)(plies, plies / 2)
    }

    /// A root move's outcome for the AI, longest form first: what its score proves (a bound
    /// says so, and in its longest form what alpha-beta skipped under the move, `skipped`).
    pub fn outcome(&self, proof: Proof, verdict: Verdict, skipped: &Skipped) -> [String; 3] {
        let outcomes = match proof {
            Proof::Exact => &self.values.exact,
            Proof::AtMost => &self.values.at_most,
            Proof::AtLeast => &self.values.at_least,
        };
        let mut forms = match verdict {
            Verdict::Win(plies) => outcomes.win.map(|form| form(plies)),
            Verdict::Loss(plies) => outcomes.loss.map(|form| form(plies)),
            Verdict::Draw => outcomes.draw.map(str::to_owned),
            Verdict::Undecided => outcomes.undecided.map(str::to_owned),
            Verdict::Estimate => outcomes.estimate.map(str::to_owned),
            Verdict::RuleWin => outcomes.rule_win.map(str::to_owned),
            Verdict::RuleLoss => outcomes.rule_loss.map(str::to_owned),
        };
        if proof != Proof::Exact {
            if skipped.cuts > 0 {
                forms[0] = (self.values.cut_below)(&forms[0], skipped.moves);
            } else if skipped.table_bounds > 0 {
                forms[0] = (self.values.table_bound_below)(&forms[0]);
            }
        }
        forms
    }

    /// What was skipped below a position, for a sentence: "2 cuts skipped 5 moves", "1 table
    /// answer was only a bound", or both ("" when nothing was).
    pub fn skipped_below(&self, skipped: &Skipped) -> String {
        let values = &self.values;
        let cuts = (skipped.cuts > 0).then(|| (values.cuts_skipped)(skipped.cuts, skipped.moves));
        let table = (skipped.table_bounds > 0).then(|| (values.table_bounds)(skipped.table_bounds));
        match (cuts, table) {
            (Some(cuts), Some(table)) => (values.skipped_and)(&cuts, &table),
            (Some(one), None) | (None, Some(one)) => one,
            (None, None) => String::new(),
        }
    }

    /// A root move the tie check proved worse than the best value, which `best` is, longest
    /// form first.
    pub fn worse_than_best(&self, best: Verdict) -> [String; 3] {
        let worse = &self.values.worse_than_best;
        match best {
            Verdict::Win(_) => worse.than_a_win,
            // A heap has no draw: below a win is a loss; below a loss beyond the depth limit,
            // a loss within it, sooner.
            Verdict::RuleWin => worse.than_a_draw,
            Verdict::Loss(_) | Verdict::RuleLoss => worse.than_a_loss,
            Verdict::Draw => worse.than_a_draw,
            Verdict::Undecided | Verdict::Estimate => worse.than_undecided,
        }
        .map(str::to_owned)
    }

    /// The tie checks' line: the positions they visited (`checked`), and where that is more than
    /// the search they follow visited (`searched`), why: proving that the `moves` it only
    /// bounded tie takes what it skipped under them; where the AI searched with plain minimax
    /// (`ai_pruned` false), that they are alpha-beta's, not the AI's. Longest form first.
    pub fn tie_checks(
        &self,
        checked: u64,
        searched: u64,
        moves: usize,
        ai_pruned: bool,
    ) -> [String; 2] {
        let positions = self.int(checked);
        if !ai_pruned {
            (self.panel.tie_checks_of_alpha_beta)(&positions)
        } else if checked > searched {
            (self.panel.tie_checks_more)(&positions, moves)
        } else {
            (self.panel.tie_checks)(&positions)
        }
    }

    /// The settings line: (pruning, how deep, evaluation at the limit, move order, table),
    /// longest form first, the last naming alpha-beta shortest; on a `heap` the heuristic is
    /// the rule of 4.
    pub fn settings(
        &self,
        pruning: bool,
        reach: Reach,
        (evaluation, heap): (Evaluation, bool),
        order: &str,
        table: &str,
    ) -> [String; 4] {
        let panel = &self.panel;
        let search = self.pruning(pruning);
        let [at_limit, at_limit_short] = match (evaluation, heap) {
            (Evaluation::Draw, _) => panel.at_limit_draw,
            (Evaluation::Heuristic, false) => panel.at_limit_heuristic,
            (Evaluation::Heuristic, true) => panel.at_limit_heap,
        };
        let forms = |search| match reach {
            Reach::NoLimit => (panel.settings_no_limit)(search, order, table),
            Reach::Limit(depth) => {
                (panel.settings_limit)(search, depth, at_limit, at_limit_short, order, table)
            }
            Reach::Deepening { limit: None, time } => {
                (panel.settings_deepening)(search, time, at_limit, at_limit_short, order, table)
            }
            Reach::Deepening {
                limit: Some(depth),
                time,
            } => (panel.settings_deepening_limit)(
                search,
                depth,
                time,
                at_limit,
                at_limit_short,
                order,
                table,
            ),
        };
        // The shortest form again, naming alpha-beta shortest where a language has a shorter
        // name for it ("α-β"), which goes before the line's first part without the separator.
        let [long, middle, short_form] = forms(search);
        let short = self.names.alpha_beta_short;
        let shortest = if pruning && short != search {
            let [.., shortest] = forms(short);
            shortest.replacen(&format!("{short} · "), &format!("{short} "), 1)
        } else {
            short_form.clone()
        };
        [long, middle, short_form, shortest]
    }

    /// To this depth, then positions scored by this evaluation (on a `heap`, the rule of 4).
    pub fn to_depth(&self, depth: u32, evaluation: Evaluation, heap: bool) -> String {
        let techniques = &self.techniques;
        match (evaluation, heap) {
            (Evaluation::Draw, _) => (techniques.to_depth_draw)(depth),
            (Evaluation::Heuristic, false) => (techniques.to_depth_heuristic)(depth),
            (Evaluation::Heuristic, true) => (techniques.to_depth_heap)(depth),
        }
    }

    /// The details of a position in the explorer: searched with (α, β), `positions` below it
    /// (`count` of them written out), and at the root of the tree, that they are below it.
    pub fn searched_with(
        &self,
        alpha: &str,
        beta: &str,
        positions: &str,
        count: u64,
        root: bool,
    ) -> String {
        let explorer = &self.explorer;
        let below = if root { explorer.below_it } else { "" };
        (explorer.searched_with)(alpha, beta, positions, count, below)
    }

    /// A seat's name inside a sentence (French adds the article: "l'IA").
    pub fn third_person(&self, name: &str) -> String {
        rewrite(self.grammar.article, name)
    }

    /// A name after "of" ("de l'IA", "d'alpha-bêta"; English leaves it as it is).
    pub fn of(&self, name: &str) -> String {
        rewrite(self.grammar.of, name)
    }

    /// A name, already as a sentence takes it, where it starts the sentence ("L'IA").
    pub fn capital(&self, name: &str) -> String {
        rewrite(self.grammar.capital, name)
    }

    /// A seat by name wins: "X wins", "L'IA a gagné".
    pub fn seat_wins(&self, name: &str) -> String {
        (self.title.wins)(&self.capital(&self.third_person(name)))
    }

    /// A seat by name thinks; the spinner follows.
    pub fn seat_thinking(&self, name: &str, spinner: &str) -> String {
        (self.title.thinking)(&self.capital(&self.third_person(name)), spinner)
    }

    /// A seat by name is to move ("You" included, in the comparison).
    pub fn seat_to_move(&self, name: &str) -> String {
        if name == self.seats.you {
            self.title.you_to_move.to_owned()
        } else {
            (self.title.to_move)(&self.of(&self.third_person(name)))
        }
    }

    /// The same, while the autoplay is paused.
    pub fn seat_to_move_paused(&self, name: &str) -> String {
        (self.title.to_move_paused)(&self.seat_to_move(name))
    }

    /// Lesson 2: the depth limit in force from a position `plies_left` plies from its end,
    /// said in a sentence: none, one that stops nothing, or where the searches stop and how
    /// they score what is left.
    pub fn limit_in_force(&self, settings: &SearchSettings, plies_left: u32) -> String {
        let lessons = &self.lessons;
        match (settings.horizon(plies_left), settings.depth_limit) {
            (Some(depth), _) if settings.evaluation == Evaluation::Heuristic => {
                (lessons.limit_in_force_heuristic)(depth)
            }
            (Some(depth), _) => (lessons.limit_in_force)(depth),
            (None, Some(depth)) => (lessons.limit_reaches_end)(depth),
            (None, None) => lessons.no_limit_in_force.to_owned(),
        }
    }

    /// A seat by name started the game.
    pub fn seat_started(&self, name: &str) -> String {
        (self.info.started)(&self.third_person(name))
    }

    /// The two seats of the heap, longest form first: the AI by name takes its article
    /// ("Vous contre l'IA"), players and numbered AIs do not.
    pub fn versus(&self, first: &str, second: &str) -> [String; 2] {
        let second = if second == self.seats.ai {
            self.third_person(second)
        } else {
            second.to_owned()
        };
        [
            (self.info.versus)(first, &second),
            (self.info.versus_short)(first, &second),
        ]
    }

    /// MAX to move, by its name in the explorer's sentences.
    pub fn max_to_move(&self, name: &str) -> String {
        (self.explorer.max_to_move)(&self.capital(name))
    }

    /// MIN to move, the same way.
    pub fn min_to_move(&self, name: &str) -> String {
        (self.explorer.min_to_move)(&self.capital(name))
    }

    /// A search setting's name; on a `heap` the heuristic is the rule of 4 (a multiple of 4
    /// loses for the side to move).
    pub fn evaluation(&self, evaluation: Evaluation, heap: bool) -> &'static str {
        match (evaluation, heap) {
            (Evaluation::Draw, _) => self.names.eval_draw,
            (Evaluation::Heuristic, false) => self.names.eval_heuristic,
            (Evaluation::Heuristic, true) => self.names.eval_heap,
        }
    }

    /// What the first screen says the move order's and the table's words mean, for these
    /// settings (on a `heap`, its one order).
    pub fn intro_terms(&self, order: MoveOrder, table: bool, heap: bool) -> String {
        let panel = &self.panel;
        let order = match (order, heap) {
            (_, true) => panel.intro_orders[3],
            (MoveOrder::Reading, false) => panel.intro_orders[0],
            (MoveOrder::CentreFirst, false) => panel.intro_orders[1],
            (MoveOrder::Threats, false) => panel.intro_orders[2],
        };
        let table = match table {
            true => panel.intro_table_on,
            false => panel.intro_table_off,
        };
        (panel.intro_terms)(order, table)
    }

    /// A move order's name; a `heap` has one order whatever the setting (its moves give the
    /// orders nothing to tell apart: take 1, 2, then 3).
    pub fn move_order(&self, order: MoveOrder, heap: bool) -> &'static str {
        match (order, heap) {
            (_, true) => self.names.order_takes,
            (MoveOrder::Reading, false) => self.names.order_reading,
            (MoveOrder::CentreFirst, false) => self.names.order_centre_first,
            (MoveOrder::Threats, false) => self.names.order_threats,
        }
    }

    /// Step mode's line of the search replayed: (pruning or not, the depth limit, whether it was
    /// iterative deepening's deepest), the move
    /// order (its name, see [`Words::move_order`]) and the table's words, longest form first.
    pub fn steps_search(
        &self,
        (pruning, depth, deepened): (bool, Option<u32>, bool),
        order: &str,
        table: &str,
    ) -> Vec<String> {
        let steps = &self.steps;
        let long = steps.search(pruning, depth, deepened);
        let short = |search: &str| match (depth, deepened) {
            (Some(depth), true) => (steps.search_deepened_short)(search, depth),
            (Some(depth), false) => (steps.search_limit_short)(search, depth),
            (None, _) => (steps.search_no_limit_short)(search),
        };
        // The shortest names alpha-beta shortest where a language has a shorter name for it
        // ("α-β"), which goes before the depth without the separator, as on the panel.
        let alpha_beta = self.names.alpha_beta_short;
        let shortest = if pruning && alpha_beta != self.pruning(pruning) {
            (steps.settings_short)(&short(alpha_beta), order, table).replacen(
                &format!("{alpha_beta} · "),
                &format!("{alpha_beta} "),
                1,
            )
        } else {
            (steps.settings_short)(&short(self.pruning(pruning)), order, table)
        };
        let no_table = (table == self.panel.no_table)
            .then(|| (steps.settings_no_table)(&short(self.pruning(pruning)), order));
        [
            (steps.settings)(&long, order, table),
            (steps.settings_short)(&long, order, table),
            (steps.settings_short)(&short(self.pruning(pruning)), order, table),
            shortest,
        ]
        .into_iter()
        .chain(no_table)
        .collect()
    }

    /// "alpha-beta" or "minimax": the search with or without pruning.
    pub fn pruning(&self, pruning: bool) -> &'static str {
        if pruning {
            self.names.alpha_beta
        } else {
            self.names.minimax
        }
    }

    /// A move's name in this language: a take or a column in words, a cell by its name ("b2").
    pub fn move_name(&self, position: &crate::games::playable::Playable, mv: usize) -> String {
        use crate::games::move_label::MoveLabel;
        match position.move_label(mv) {
            MoveLabel::Take(take) => (self.names.take)(take),
            MoveLabel::Column(column) => (self.names.column)(column),
            cell => cell.to_string(),
        }
    }
}

impl StepWords {
    /// The search replayed: alpha-beta or plain minimax, its depth limit (plies) if any, and
    /// whether it is the deepest search of iterative deepening (`deepened`).
    pub fn search(&self, pruning: bool, depth: Option<u32>, deepened: bool) -> String {
        let search = if pruning {
            self.alpha_beta
        } else {
            self.plain_minimax
        };
        match (depth, deepened) {
            (Some(depth), true) => (self.search_deepened)(search, depth),
            (Some(depth), false) => (self.search_limit)(search, depth),
            (None, _) => (self.search_no_limit)(search),
        }
    }

    /// Who wins, in how many plies from the search's start, and from the position shown (when
    /// it is not the start).
    pub fn wins(&self, side: &str, plies: u32, here: Option<u32>) -> String {
        match here {
            Some(here) => (self.wins_from_start)(side, plies, here),
            None => (self.wins_in)(side, plies),
        }
    }

    /// Predicted move and worth, the AI's move and worth, then the move's verdict (right, as
    /// good as the AI's, wrong) and whether the worth was right.
    pub fn predict_verdict(
        &self,
        mv: &str,
        worth: &str,
        played: &str,
        found: &str,
        move_verdict: &str,
        worth_right: bool,
    ) -> String {
        let [right, wrong] = self.predict_worths;
        let worth_verdict = if worth_right { right } else { wrong };
        (self.predicted)(mv, worth, played, found, move_verdict, worth_verdict)
    }
}

impl Words {
    /// Why a board is not a position play can reach, as `analyze --board` says it; where the
    /// other mark moving first explains the counts (`other_started`), the key that says so.
    pub fn board_refusal(&self, error: &BoardError, other_started: bool) -> String {
        let home = &self.home;
        let text = match error {
            BoardError::Empty => home.empty_board.to_owned(),
            BoardError::BadCharacter {
                character,
                row,
                col,
            } => (home.bad_character)(*character, *row, *col),
            BoardError::RaggedRows { row, len, expected } => {
                (home.ragged)(*row, &(home.cells)(*len), *expected)
            }
            BoardError::Shape(error) => error.to_string(),
            BoardError::Counts { x, o, first } => (home.counts)(
                &(home.marks)(*x),
                *o,
                first.symbol(),
                first.other().symbol(),
            ),
            BoardError::BothWon => home.both_won.to_owned(),
            BoardError::Finished(Ended::Won(mark)) => (home.has_line)(mark.symbol()),
            BoardError::Finished(Ended::Full) => home.full.to_owned(),
            BoardError::Floating { row, col } => (home.floating)(*row, *col),
        };
        let hint = match (error, other_started) {
            (BoardError::Counts { first: Mark::X, .. }, true) => home.if_o_started,
            (BoardError::Counts { first: Mark::O, .. }, true) => home.if_x_started,
            _ => "",
        };
        format!("{text}{hint}")
    }

    /// Why a column sequence cannot go on, as `analyze --moves` says it.
    pub fn sequence_refusal(&self, error: &SequenceError) -> String {
        let home = &self.home;
        match error {
            SequenceError::NoGravity => home.no_gravity.to_owned(),
            SequenceError::BadCharacter {
                character,
                position,
            } => (home.bad_move)(*character, *position),
            SequenceError::NoSuchColumn {
                column,
                cols,
                position,
            } => (home.no_such_column)(*position, *column, *cols),
            SequenceError::ColumnFull { column, position } => {
                (home.column_full)(*position, *column)
            }
            SequenceError::AfterWin { position, winner } => {
                (home.after_win)(*position, winner.symbol())
            }
        }
    }
}
