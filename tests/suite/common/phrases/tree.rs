//! Every phrase of step mode's tree, with sample moves and counts in place.

use morpion::i18n::TreeWords;

/// Every phrase of the tree's words, with sample figures (one and many, so both forms show).
pub fn tree_phrases(words: &TreeWords) -> Vec<String> {
    let TreeWords {
        header,
        legend,
        figure_legend,
        table,
        table_short,
        not_searched,
        not_searched_over,
        not_searched_figure,
        not_searched_figure_over,
        so_far,
        too_big_to_browse,
        help,
        rows_above,
        rows_below,
    } = words;
    let mut all: Vec<String> = header
        .iter()
        .chain(legend)
        .chain(figure_legend)
        .chain([table, table_short])
        .map(|t| (*t).to_owned())
        .collect();
    for n in ["1", "1,204"] {
        all.extend(not_searched.iter().map(|f| f("b2 c2", n)));
        all.extend(not_searched_over.iter().map(|f| f("b2 c2", n)));
        all.push(not_searched_figure(n));
        all.push(not_searched_figure_over(n));
    }
    all.push(so_far("-3"));
    all.push(too_big_to_browse("1,204", "199,999"));
    all.extend(help.iter().map(|t| (*t).to_owned()));
    all.push(rows_above(3));
    all.push(rows_below(3));
    all
}
