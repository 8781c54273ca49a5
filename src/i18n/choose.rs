//! Every choice among a table's phrases, made once outside the tables: plurals, outcomes, settings lines, seats' names.

use super::{Proof, Reach, StepWords, Verdict, Words};
use crate::engine::{Bound, Evaluation, MoveOrder, Score, ScoreMeaning, SearchSettings, Skipped};
use crate::games::mnk::Symmetry;

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

    /// The same for a search with `settings` from a position with `empty_cells` empty cells.
    pub fn of_search(score: Score, settings: &SearchSettings, empty_cells: u32) -> Self {
        Self::of(
            score,
            settings.horizon(empty_cells).is_some(),
            settings.evaluation,
        )
    }
}

/// Where a symmetry's words are in `AnswerWords::images`; the same position has none.
fn image_index(symmetry: Symmetry) -> Option<usize> {
    match symmetry {
        Symmetry::Same => None,
        Symmetry::MirrorLeftRight => Some(0),
        Symmetry::MirrorTopBottom => Some(1),
        Symmetry::MirrorDiagonal => Some(2),
        Symmetry::HalfTurn => Some(3),
        Symmetry::QuarterTurn => Some(4),
    }
}

impl Words {
    /// A position's image under `symmetry`, completing "its …" ("mirror image (left to
    /// right)"); `None` for the very same position, which its own sentences name.
    pub fn image(&self, symmetry: Symmetry) -> Option<&'static str> {
        image_index(symmetry).map(|i| self.answers.images[i])
    }

    /// The same in a word ("mirrored", "turned"), for the move table.
    pub fn image_short(&self, symmetry: Symmetry) -> Option<&'static str> {
        image_index(symmetry).map(|i| self.answers.images_short[i])
    }

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
            Verdict::Loss(_) => worse.than_a_loss,
            Verdict::Draw => worse.than_a_draw,
            Verdict::Undecided | Verdict::Estimate => worse.than_undecided,
        }
        .map(str::to_owned)
    }

    /// The tie checks' line: the positions they visited (`checked`), and where that is more than
    /// the search they follow visited (`searched`), why: proving that the `moves` it only
    /// bounded tie takes what it skipped under them. Longest form first.
    pub fn tie_checks(&self, checked: u64, searched: u64, moves: usize) -> [String; 2] {
        let positions = self.int(checked);
        if checked > searched {
            (self.panel.tie_checks_more)(&positions, moves)
        } else {
            (self.panel.tie_checks)(&positions)
        }
    }

    /// The settings line: (pruning, how deep, evaluation at the limit, move order, table),
    /// longest form first.
    pub fn settings(
        &self,
        pruning: bool,
        reach: Reach,
        evaluation: Evaluation,
        order: &str,
        table: &str,
    ) -> [String; 3] {
        let panel = &self.panel;
        let search = self.pruning(pruning);
        let [at_limit, at_limit_short] = match evaluation {
            Evaluation::Draw => panel.at_limit_draw,
            Evaluation::Heuristic => panel.at_limit_heuristic,
        };
        match reach {
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
        }
    }

    /// To this depth, then positions scored by this evaluation.
    pub fn to_depth(&self, depth: u32, evaluation: Evaluation) -> String {
        let techniques = &self.techniques;
        match evaluation {
            Evaluation::Draw => (techniques.to_depth_draw)(depth),
            Evaluation::Heuristic => (techniques.to_depth_heuristic)(depth),
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

    /// A search setting's name.
    pub fn evaluation(&self, evaluation: Evaluation) -> &'static str {
        match evaluation {
            Evaluation::Draw => self.names.eval_draw,
            Evaluation::Heuristic => self.names.eval_heuristic,
        }
    }

    pub fn move_order(&self, order: MoveOrder) -> &'static str {
        match order {
            MoveOrder::Reading => self.names.order_reading,
            MoveOrder::CentreFirst => self.names.order_centre_first,
            MoveOrder::Threats => self.names.order_threats,
        }
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
