//! Step mode's guesses in words: the answer given, what the search found there, and why it cut nothing where a cut was guessed.

use crate::engine::{Bound, LeafReason, SearchSettings, Side};
use crate::i18n::Words;
use crate::text::signed;
use crate::tui::{Answer, Guess};

use super::sentence::{Sides, value_words};

/// A guess's answer, in words.
pub(super) fn answer_words(words: &Words, answer: Answer) -> String {
    let answer = words.steps.guess_answers[answer.index()];
    // Without the key's digit: "1 win" → "win".
    answer
        .split_once(' ')
        .map_or(answer, |(_, rest)| rest)
        .to_owned()
}

/// What the search found where the guess was made; for a cut guessed where there was none,
/// why there was none.
pub(super) fn found_words(
    words: &Words,
    sides: &Sides,
    guess: &Guess,
    settings: &SearchSettings,
) -> String {
    let w = &words.steps;
    if guess.answer == Answer::Cut {
        return match no_cut_reason(words, sides, guess, settings.pruning) {
            _ if guess.ending.cut => w.found_cut.to_owned(),
            Some(why) => (w.found_no_cut_why)(&why),
            None => w.found_no_cut.to_owned(),
        };
    }
    let limited = settings.depth_limit.is_some();
    let exact = value_words(words, sides, guess.exact, limited, guess.depth);
    match guess.ending.bound {
        Bound::Exact => exact,
        Bound::Upper => (w.found_bound)(&format!("≤ {}", signed(guess.ending.value)), &exact),
        Bound::Lower => (w.found_bound)(&format!("≥ {}", signed(guess.ending.value)), &exact),
    }
}

/// Why the search cut nothing at a guessed position: plain minimax never cuts; the position
/// was scored without searching its moves; it had one move (nothing left to skip); or its
/// best never reached the far edge of the window while moves were left (a best that reaches
/// it only with the last move leaves nothing to cut either).
pub(super) fn no_cut_reason(
    words: &Words,
    sides: &Sides,
    guess: &Guess,
    pruning: bool,
) -> Option<String> {
    let w = &words.steps;
    let side = Side::at(guess.depth);
    Some(match guess.ending.leaf {
        _ if !pruning => w.no_cut_minimax.to_owned(),
        Some(LeafReason::DepthLimit) => w.no_cut_limit.to_owned(),
        Some(LeafReason::Table { .. }) => w.no_cut_table.to_owned(),
        // A finished game takes no guess: nothing to say of it.
        Some(LeafReason::GameOver) => return None,
        None if guess.moves == 1 => w.no_cut_one_move.to_owned(),
        None => match side {
            Side::Max => (w.no_cut_open_at_max)(&sides.labelled(side)),
            Side::Min => (w.no_cut_open_at_min)(&sides.labelled(side)),
        },
    })
}
