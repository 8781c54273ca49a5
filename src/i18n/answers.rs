//! The transposition table's answers' phrases (where a value the table gave came from: the same position reached by other moves, or its image turned or mirrored, in the panel, the explorer and step mode), worded in `assets/i18n/*/answers.ftl`.

use fluent_bundle::FluentValue;

use super::Lang;
use super::catalog::Arg;
use crate::games::mnk::Symmetry;

crate::phrases! {
    /// A phrase of the table's answers. Moves, paths and values arrive written ("b2",
    /// "a1 b2 c3", "≤ -1"); how the position is related to the one the table held arrives as
    /// its [`Symmetry`] (the catalog words each).
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum AnswerPhrase in "answers" {
        /// A move-table cell's end where the table answered for the position after a move:
        /// the earlier move whose position it held (`move_name`) and how the two are related,
        /// longest form first (a mirrored or turned source said in every form).
        Row { move_name: String, symmetry: Symmetry },
        /// The same where the earlier move is not found.
        RowUnknown,
        /// Step mode, where the table answers: the position searched after `path`, related by
        /// `symmetry` to this one, and the `value` it held.
        Step { symmetry: Symmetry, path: String, value: String },
        /// The same where the source is not found: its `number` in the search.
        StepUnknown { number: u64, value: String },
        /// The explorer's details of a table answer: the value `held`, then as in step mode.
        Tree { held: String, symmetry: Symmetry, path: String },
        /// The same where the source is not kept in memory: its `number` in the search.
        TreeUnknown { held: String, number: u64 },
    }
}

/// A symmetry is a choice of the catalog's selectors, by its variant's name (its derived
/// `Debug`: `HalfTurn`).
impl Arg for Symmetry {
    fn value(&self, _: Lang) -> FluentValue<'_> {
        FluentValue::from(format!("{self:?}"))
    }
}

#[cfg(test)]
mod tests {
    use super::AnswerPhrase;
    use crate::games::mnk::Symmetry;
    use crate::i18n::Lang;

    fn row(symmetry: Symmetry) -> AnswerPhrase {
        AnswerPhrase::Row {
            move_name: "b2".to_owned(),
            symmetry,
        }
    }

    #[test]
    fn a_row_says_a_turned_source_in_every_form_and_the_same_position_by_its_move() {
        assert_eq!(
            Lang::En.forms(&row(Symmetry::HalfTurn)),
            ["· table: b2 turned", "· b2 turned", "· turned"]
        );
        assert_eq!(
            Lang::En.forms(&row(Symmetry::Same)),
            ["· table: b2", "· table: b2", "· table"]
        );
        assert_eq!(
            Lang::Fr.forms(&row(Symmetry::MirrorDiagonal)),
            [
                "· table\u{a0}: b2 en miroir",
                "· b2 en miroir",
                "· en miroir"
            ]
        );
    }

    #[test]
    fn the_image_takes_the_article_of_its_sentence() {
        let tree = AnswerPhrase::Tree {
            held: "-1".to_owned(),
            symmetry: Symmetry::QuarterTurn,
            path: "b2".to_owned(),
        };
        assert_eq!(
            Lang::Fr.say(&tree),
            "Table (-1)\u{a0}: son image tournée d'un quart de tour, vue plus tôt après b2\u{a0}; rien cherché dessous."
        );
        let step = AnswerPhrase::Step {
            symmetry: Symmetry::MirrorLeftRight,
            path: "b2".to_owned(),
            value: "0".to_owned(),
        };
        assert_eq!(
            Lang::Fr.say(&step),
            "La table connaît l'image miroir (gauche-droite) de cette position, explorée après b2\u{a0}: une position symétrique vaut autant, 0."
        );
    }
}
