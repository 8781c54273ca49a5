//! What a game tells the exact solver beyond the [`Game`] trait: it implements [`Solvable`] only
//! if it can be solved exactly, and the solver's hooks live here rather than in every game.

use crate::engine::core::{Game, MoveOrder, Score, Terminal};

/// What the exact solver ([`super::solve()`]) learns about a position before searching it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forecast {
    /// The side to move has a move that wins at once.
    WinsNow,
    /// Whatever the side to move plays, the opponent can win with its next move.
    LosesNext,
    /// The side to move has a move after which the opponent, unable to win at once, loses next
    /// whatever it plays (two threats it cannot both block, say): a win with the mover's next
    /// move but one, the fastest there can be when none wins at once. Rule sets may answer
    /// `Search` instead, with that move among the others.
    WinsSoon,
    /// The moves worth searching were written out: after none of them can the opponent win at
    /// once (the others lose at once), most promising first.
    Search,
    /// Nothing is known: every legal move was written out, to be searched as it is.
    Unknown,
}

/// A game the exact solver can solve: every hook has a default that is right for any game (if
/// slow), so a rule set overrides only what its bit boards answer faster.
pub trait Solvable: Game {
    /// Plays a legal move that the caller knows does not win (the exact solver's searched moves
    /// never do: a win in one would have been forecast). Rule sets may skip their check for a
    /// completed line; the default plays it as `apply` does.
    fn apply_quiet(&mut self, mv: Self::Move) {
        self.apply(mv);
    }

    /// The exact solver's table key: by default [`Game::key`]; a rule set whose positions are
    /// worth the same as their mirror images may give both the same key, saying (`true`) when
    /// this position is the mirrored one of the two, so [`Self::move_tag`] can name its moves
    /// as they would be in the other.
    fn solver_key(&self) -> Option<(u128, bool)> {
        self.key().map(|key| (key, false))
    }

    /// A number from 1 to 255 naming `mv` for the solver's table, read in the orientation of
    /// the position's [`Self::solver_key`] (mirrored when `mirrored`), so the best move stored
    /// for a position is tried first when it, or its mirror image, comes again; 0 (the
    /// default) when the rule set names none.
    fn move_tag(&self, mv: Self::Move, mirrored: bool) -> u8 {
        let _ = (mv, mirrored);
        0
    }

    /// For the exact solver, on a position that is not over and in which the side to move
    /// cannot win at once: a value the side to move cannot beat, proven from the position
    /// alone (a strategy of the opponent's that holds it there), counted from this position
    /// as scores are at the root (a loss `p` plies away is `-(WIN - p)`); `None` (the default)
    /// when nothing is known.
    fn solver_upper_bound(&self) -> Option<Score> {
        None
    }

    /// [`Self::solver_upper_bound`] of the position after the legal move `mv` (one the exact
    /// solver searches: it neither wins nor ends the game), from the point of view of the
    /// opponent, who moves there, without playing it; `None` (the default) when nothing is
    /// known. The solver looks at every move's before searching any, so that a move the bound
    /// already shows good enough cuts at once, whatever the order of the moves.
    fn solver_upper_bound_after(&self, mv: Self::Move) -> Option<Score> {
        let _ = mv;
        None
    }

    /// Whether [`Self::forecast`] answers [`Forecast::WinsSoon`] whenever a move wins with the
    /// mover's next move but one, so that its [`Forecast::Search`] with two moves or more proves
    /// that none does (the exact solver then bounds the value by a win 5 plies away); `false`
    /// (the default) when such a move may be left among the others.
    fn forecast_finds_wins_soon(&self) -> bool {
        false
    }

    /// For the exact solver, on a position that is not over: whether the side to move wins at
    /// once or loses at once, and otherwise (in `out`) the moves after which the opponent cannot
    /// win at once, best candidates first. The solver's speed rests on it: rule sets with bit
    /// boards answer in a few instructions. This default tries every move and every reply (right
    /// for any game, but slow), ordered by the `Threats` hints; a game where a move can lose on
    /// the spot (the mover's own move ending the game in the opponent's favour) gets every legal
    /// move back, since "loses next" would then claim the wrong distance.
    fn forecast(&mut self, out: &mut Vec<Self::Move>) -> Forecast {
        self.legal_moves(out);
        let moves = out.clone();
        let mut replies = Vec::new();
        let ends_in = |game: &mut Self, mv: Self::Move| {
            game.apply(mv);
            let end = game.terminal();
            game.undo(mv);
            end
        };
        let mut safe = Vec::with_capacity(moves.len());
        for &mv in &moves {
            match ends_in(self, mv) {
                // The opponent, to move after `mv`, has lost: `mv` wins.
                Some(Terminal::Loss) => return Forecast::WinsNow,
                Some(Terminal::Win) => return Forecast::Unknown,
                // A plain score is neither a win nor a loss for anyone.
                Some(Terminal::Draw | Terminal::Score(_)) => safe.push(mv),
                None => {
                    self.apply(mv);
                    self.legal_moves(&mut replies);
                    let reply_wins = replies
                        .iter()
                        .any(|&reply| ends_in(self, reply) == Some(Terminal::Loss));
                    self.undo(mv);
                    if !reply_wins {
                        safe.push(mv);
                    }
                }
            }
        }
        if safe.is_empty() {
            return Forecast::LosesNext;
        }
        // Stable: equal hints keep the game's order.
        safe.sort_by_key(|&mv| std::cmp::Reverse(self.move_order_hint(mv, MoveOrder::Threats)));
        *out = safe;
        Forecast::Search
    }
}
