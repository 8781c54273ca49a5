//! The messages a settings key gives fit the message line's one row at 80 columns in both
//! languages, whatever follows them: a second row would take one from the panel's move table.

use morpion::engine::{Evaluation, MoveOrder};
use morpion::i18n::{EN, FR};

/// The message line's room at 80 columns: a space, then the message.
const ROOM: usize = 79;

#[test]
fn every_settings_message_fits_one_row_at_80_columns() {
    for words in [&EN, &FR] {
        let said = &words.messages;
        let mut what = vec![
            said.pruning_on.to_owned(),
            said.pruning_off.to_owned(),
            (said.depth_limit)(1),
            (said.depth_limit)(12),
            (said.table_on)(16),
            (said.table_on)(1024),
            said.table_off.to_owned(),
        ];
        for heap in [false, true] {
            for evaluation in [Evaluation::Draw, Evaluation::Heuristic] {
                what.push((said.evaluation)(words.evaluation(evaluation, heap)));
            }
        }
        for order in [
            MoveOrder::Reading,
            MoveOrder::CentreFirst,
            MoveOrder::Threats,
        ] {
            what.push((said.move_order)(words.move_order(order, false)));
        }
        let mut too_long = Vec::new();
        for what in &what {
            for then in [
                said.search_restarts,
                said.searched_again,
                said.for_next_move,
                said.for_hints,
            ] {
                let message = then(what);
                if message.chars().count() > ROOM {
                    too_long.push(message);
                }
            }
        }
        // The heap's one order, on its own.
        if said.one_order_on_heap.chars().count() > ROOM {
            too_long.push(said.one_order_on_heap.to_owned());
        }
        assert_eq!(too_long, Vec::<String>::new());
    }
}
