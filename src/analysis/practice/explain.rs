//! A mistake's reason in a lesson's words: which of practice's phrases a mistake calls for, with the tree's names and values written in.

use super::grade::{Crossed, Mistake, ValueAnswer, WhyCut, WhySearched, WhyValue};
use super::key::Source;
use crate::engine::{Bound, Score, Side, is_unbounded};
use crate::games::trees::{NodeIndex, Tree};
use crate::i18n::PracticeWords;

/// A side at a node, in a sentence: "MIN at 2", "MAX at the root".
fn at(words: &PracticeWords, tree: &Tree, node: NodeIndex) -> String {
    let side = tree.side(node).name();
    if node == 0 {
        (words.at_root)(side)
    } else {
        (words.at_node)(side, &tree.name(node))
    }
}

/// α or β as a lesson writes it: a number, −∞ or +∞.
pub fn window_text(score: Score) -> String {
    match score {
        s if is_unbounded(s) && s < 0 => "−∞".to_owned(),
        s if is_unbounded(s) => "+∞".to_owned(),
        s => s.to_string(),
    }
}

/// A value entry as the screen and the reasons write it: "3", "≤ 2", "≥ 5", "cut", "?".
pub fn value_text(words: &PracticeWords, value: ValueAnswer) -> String {
    match value {
        ValueAnswer::Blank => "?".to_owned(),
        ValueAnswer::NotVisited => words.cut.to_owned(),
        ValueAnswer::Value { value, bound } => format!("{}{value}", bound.prefix()),
    }
}

/// The reason for `mistake`, the learner having written `yours` (the node's value entry).
pub fn explain(
    words: &PracticeWords,
    tree: &Tree,
    mistake: &Mistake,
    yours: ValueAnswer,
) -> String {
    let name = |n: NodeIndex| tree.name(n);
    match mistake {
        Mistake::NoAnswer => words.no_answer.to_owned(),
        Mistake::NoAnswerCut(why) => {
            let never = explain(words, tree, &Mistake::NeverSearched(why.clone()), yours);
            (words.no_answer_cut)(&never)
        }
        Mistake::Searched(WhySearched::Root) => words.root_searched.to_owned(),
        Mistake::Searched(WhySearched::First { parent }) => {
            (words.first_child)(&at(words, tree, *parent))
        }
        Mistake::Searched(WhySearched::NotYet {
            parent,
            side,
            before,
            bound,
        }) => {
            let phrase = match side {
                Side::Min => words.not_yet_min,
                Side::Max => words.not_yet_max,
            };
            phrase(
                &at(words, tree, *parent),
                &before.best.to_string(),
                &name(before.through),
                &window_text(*bound),
            )
        }
        Mistake::NeverSearched(WhyCut::Inside { branch }) => (words.inside_cut)(&name(*branch)),
        Mistake::NeverSearched(WhyCut::Cut(cut)) => {
            let (phrase, limit, source) = match cut.side {
                Side::Max => (words.cut_at_max, cut.window.beta, cut.window.beta_from),
                Side::Min => (words.cut_at_min, cut.window.alpha, cut.window.alpha_from),
            };
            let source = source.expect("a cut compares with a bound some ancestor set");
            phrase(
                &window_text(limit),
                &at(words, tree, source.node),
                &name(source.through),
                &at(words, tree, cut.node),
                &cut.best.to_string(),
                &name(cut.last),
            )
        }
        Mistake::Value {
            expected,
            bound,
            why,
            fail_hard,
        } => {
            let answer = value_text(
                words,
                ValueAnswer::Value {
                    value: *expected,
                    bound: *bound,
                },
            );
            if *fail_hard {
                return (words.fail_hard)(&value_text(words, yours), &answer);
            }
            explain_value(words, tree, *expected, &answer, *why, yours)
        }
        Mistake::Alpha { expected, from } => match from {
            Some(Source { node, through }) => (words.alpha_from)(
                &window_text(*expected),
                &at(words, tree, *node),
                &name(*through),
            ),
            None => words.alpha_none.to_owned(),
        },
        Mistake::Beta { expected, from } => match from {
            Some(Source { node, through }) => (words.beta_from)(
                &window_text(*expected),
                &at(words, tree, *node),
                &name(*through),
            ),
            None => words.beta_none.to_owned(),
        },
    }
}

/// Why a visited node returns `expected` (written `answer`), the learner having written `yours`.
fn explain_value(
    words: &PracticeWords,
    tree: &Tree,
    expected: Score,
    answer: &str,
    why: WhyValue,
    yours: ValueAnswer,
) -> String {
    let name = |n: NodeIndex| tree.name(n);
    match why {
        WhyValue::Leaf => (words.leaf)(answer),
        WhyValue::Best {
            side,
            through,
            crossed,
            cut_below,
            window: (alpha, beta),
        } => {
            let phrase = match side {
                Side::Max => words.best_max,
                Side::Min => words.best_min,
            };
            let best = phrase(answer, &name(through));
            let ValueAnswer::Value { value, bound } = yours else {
                return best;
            };
            if bound == Bound::Exact {
                return best;
            }
            // Written as a bound: say why it is exact (the engine's rule: nothing skipped below
            // it, or what was skipped leaves it inside its window).
            let exact = match (crossed, cut_below) {
                (Some(crossed), _) => (words.exact_although)(answer, &outside(expected, crossed)),
                (None, None) => (words.exact_nothing_cut)(answer),
                (None, Some(at)) => {
                    (words.exact_inside)(answer, &name(at), &window_text(alpha), &window_text(beta))
                }
            };
            if value == expected {
                exact
            } else {
                (words.best_and_exact)(&best, &exact)
            }
        }
        WhyValue::CutHere {
            side,
            through,
            limit,
        } => {
            let phrase = match side {
                Side::Max => words.cut_here_max,
                Side::Min => words.cut_here_min,
            };
            phrase(
                &name(through),
                &expected.to_string(),
                &window_text(limit),
                answer,
            )
        }
        WhyValue::SkippedBelow { at, crossed } => (words.skipped_below)(
            &name(at),
            &expected.to_string(),
            &outside(expected, crossed),
            answer,
        ),
    }
}

/// The comparison that puts `value` outside its window: "2 ≤ α = 3", "5 ≥ β = 3".
fn outside(value: Score, crossed: Crossed) -> String {
    match crossed {
        Crossed::Alpha(alpha) => format!("{value} ≤ α = {}", window_text(alpha)),
        Crossed::Beta(beta) => format!("{value} ≥ β = {}", window_text(beta)),
    }
}
