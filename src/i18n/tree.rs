//! The tree in step mode's phrases (the search drawn as it grows, key `t`), worded in `assets/i18n/*/tree.ftl`, and its key.

use super::KeyText;
use super::words::key;

crate::phrases! {
    /// A phrase of the tree in step mode. Moves arrive named ("b2 c2"), values written ("-3").
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum TreePhrase in "tree" {
        /// The list's column of the moves.
        HeadMove,
        /// The column of a position's value (or the best so far).
        HeadValue,
        /// The column of the positions of its subtree.
        HeadPositions,
        /// The column of the window (α, β) of an open position.
        HeadWindow,
        /// What the list's marks mean.
        Legend,
        /// What the figure's labels mean.
        FigureLegend,
        /// After a move the table answered for, in the list.
        Table,
        /// The same, in the figure.
        TableShort,
        /// Moves alpha-beta cut, with the `positions` plain minimax searches under them.
        NotSearched { moves: String, positions: u64 },
        /// The same when plain minimax's count passed the limit it is counted to (`positions`).
        NotSearchedOver { moves: String, positions: u64 },
        /// The same in the figure, without the moves (on the edge).
        CutFigure { positions: u64 },
        /// The same past the limit.
        CutFigureOver { positions: u64 },
        /// An open position's best so far where it bounds nothing yet (its best child's value
        /// is a bound the other way).
        SoFar { value: String },
        /// At the end of the search, why the whole tree is not browsed here: its `positions`,
        /// the `most` that are.
        TooBigToBrowse { positions: u64, most: u64 },
        /// The help's two lines at the end of step mode, where the whole tree is browsed
        /// (never wrapped, even at the smallest screen width).
        Help,
        /// Rows of the list left out above the ones shown.
        RowsAbove { rows: usize },
        /// The same below.
        RowsBelow { rows: usize },
    }
}

/// The key of the tree in step mode.
pub const EN_KEY: KeyText = key(
    "t",
    "the tree grown so far / the stack of the current path",
    Some("t tree"),
);

pub const FR_KEY: KeyText = key(
    "t",
    "l'arbre parcouru jusqu'ici / la pile du chemin courant",
    Some("t arbre"),
);

#[cfg(test)]
mod tests {
    use super::TreePhrase;
    use crate::i18n::Lang;

    fn cut(positions: u64) -> TreePhrase {
        TreePhrase::NotSearched {
            moves: "b2 c2".to_owned(),
            positions,
        }
    }

    #[test]
    fn a_cut_counts_its_positions_with_the_plural_of_each_language() {
        assert_eq!(
            Lang::En.forms(&cut(0)),
            [
                "✂ b2 c2: 0 positions not searched",
                "✂ b2 c2: 0 not searched"
            ]
        );
        assert_eq!(
            Lang::En.forms(&cut(1)),
            [
                "✂ b2 c2: 1 position not searched",
                "✂ b2 c2: 1 not searched"
            ]
        );
        // French: none and one take the singular.
        assert_eq!(
            Lang::Fr.forms(&cut(0)),
            [
                "✂ b2 c2\u{a0}: 0\u{a0}position non examinée",
                "✂ b2 c2\u{a0}: 0 non examinée"
            ]
        );
        assert_eq!(
            Lang::Fr.forms(&cut(1204)),
            [
                "✂ b2 c2\u{a0}: 1\u{a0}204\u{a0}positions non examinées",
                "✂ b2 c2\u{a0}: 1\u{a0}204 non examinées"
            ]
        );
    }

    #[test]
    fn the_help_is_two_lines() {
        for lang in Lang::ALL {
            assert_eq!(lang.say(&TreePhrase::Help).lines().count(), 2, "{lang:?}");
        }
    }
}
