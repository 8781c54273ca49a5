//! Abstract game trees: the bracket form read and written, the seeded generator's pinned sequence and shapes, the tree as a game, real games' trees.

use morpion::engine::{
    Game, PLAIN_SCORE_LIMIT, ScoreMeaning, SearchOptions, SearchSettings, Side, Terminal, search,
    terminal_score,
};
use morpion::games::trees::{
    MAX_BRANCHING, MAX_DEPTH, MAX_LEAVES, MIN_BRANCHING, MIN_DEPTH, Shape, SplitMix64, Tree, parse,
};
use morpion::i18n::Lang;

fn tree(text: &str) -> Tree {
    parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn the_bracket_form_reads_back_as_it_is_written() {
    for text in [
        "((3 12 8) (2 4 6) (14 5 2))",
        "min ((3 12 8) (2 4 6))",
        "(((1 2) 3) -4 (+5 0))",
        "(7)",
    ] {
        let read = tree(text);
        let written = read.to_string();
        assert_eq!(written, text.replace('+', ""));
        assert_eq!(tree(&written), read);
    }
}

#[test]
fn the_bracket_form_takes_square_brackets_commas_comments_and_either_case() {
    let plain = tree("min ((3 12 8) (2 4 6))");
    let other = tree("# a course's figure\nMIN [[3, 12, 8],\n [2, 4, 6]]  # end\n");
    assert_eq!(other, plain);
    assert_eq!(plain.root_side(), Side::Min);
    assert_eq!(tree("Max ((1 2) (3 4))").root_side(), Side::Max);
}

#[test]
fn a_tree_knows_its_nodes_names_sides_and_shape() {
    let t = tree("((3 12 8) (2 4 6) (14 5 2))");
    assert_eq!(t.nodes().len(), 13);
    assert_eq!(t.leaves(), 9);
    assert_eq!(t.depth(), 2);
    let names: Vec<String> = t.preorder().iter().map(|&n| t.name(n)).collect();
    assert_eq!(
        names,
        [
            "root", "1", "1.1", "1.2", "1.3", "2", "2.1", "2.2", "2.3", "3", "3.1", "3.2", "3.3"
        ]
    );
    let second_of_third = t.find("3.2").unwrap();
    assert_eq!(t.node(second_of_third).leaf, Some(5));
    assert_eq!(t.side(second_of_third), Side::Max);
    assert_eq!(t.side(t.find("3").unwrap()), Side::Min);
    assert_eq!(t.find("ROOT"), Some(0));
    for missing in ["4", "1.4", "1.1.1", "0", "1.", "x", ""] {
        assert_eq!(t.find(missing), None, "{missing}");
    }
    assert_eq!(t.minimax(0), 3);
    let min_root = tree("min ((3 12 8) (2 4 6) (14 5 2))");
    assert_eq!(min_root.side(min_root.find("1").unwrap()), Side::Max);
    assert_eq!(min_root.minimax(0), 6);
}

#[test]
fn a_text_that_is_no_tree_is_refused_with_what_and_where() {
    let cases = [
        (
            "",
            "no tree: write one like ((3 12 8) (2 4 6)) (at character 1)",
        ),
        (
            "3",
            "the root is a leaf: write its children in brackets, e.g. (3 12 8) (at character 1)",
        ),
        (
            "((3 12) (4)",
            "'(' is never closed: 1 more ')' needed (at character 1)",
        ),
        (
            "((3 12)) (4)",
            "more after the end of the tree (at character 10)",
        ),
        (
            "(3 ())",
            "empty brackets: an inner node needs children (at character 5)",
        ),
        ("(3 4))", "')' closes nothing (at character 6)"),
        (
            "(3 4]",
            "']' closes a '(': close it with ')' (at character 5)",
        ),
        (
            "(3 x4)",
            "\"x4\" is not a number, a bracket, max or min (at character 4)",
        ),
        (
            "(3 501)",
            "501 is too large: leaves go from -500 to 500 (at character 4)",
        ),
        ("(3 - 4)", "\"-\" has no digits (at character 4)"),
        (
            "(3 min 4)",
            "max or min comes once, before the tree (at character 4)",
        ),
        ("max min (1 2)", "min before the tree (at character 5)"),
    ];
    for (text, message) in cases {
        let error = parse(text).expect_err(text);
        assert_eq!(error.to_string(), message, "{text:?}");
    }
    // The same troubles in French, as the teacher's view says them.
    let french = |text: &str| Lang::Fr.say(&parse(text).expect_err(text).trouble);
    assert_eq!(
        french("((3 12) (4 5"),
        "«\u{a0}(\u{a0}» n'est jamais fermé\u{a0}: il manque 2\u{a0}«\u{a0})\u{a0}»"
    );
    assert_eq!(
        french("(3 \u{7})"),
        "«\u{a0}\\u{7}\u{a0}» n'est ni un nombre, ni une parenthèse, ni max ou min"
    );
    let deep = format!("{}1 2{}", "(".repeat(17), ")".repeat(17));
    assert_eq!(
        parse(&deep).unwrap_err().to_string(),
        "deeper than 16 levels below the root (at character 18)"
    );
}

/// SplitMix64's first outputs from seed 1234567, as published with Vigna's reference code.
#[test]
fn the_generator_is_splitmix64() {
    let mut rng = SplitMix64::new(1234567);
    let first: Vec<u64> = (0..5).map(|_| rng.next_u64()).collect();
    assert_eq!(
        first,
        [
            6457827717110365317,
            3203168211198807973,
            9817491932198370423,
            4593380528125082431,
            16408922859458223821
        ]
    );
}

/// One seed's tree, pinned: the same seed must give the same exercise in every later version.
#[test]
fn seed_42_depth_3_branching_3_is_this_tree_for_ever() {
    let shape = Shape {
        depth: 3,
        branching: 3,
        root: Side::Max,
    };
    assert_eq!(
        shape.tree(42).to_string(),
        "(((13 8) (4 14) (5 17 18)) ((18 6) (6 4 12)) ((4 17) (12 1 10)))"
    );
    let min_root = Shape {
        root: Side::Min,
        ..shape
    };
    assert_eq!(
        min_root.tree(42).to_string(),
        "min (((13 8) (4 14) (5 17 18)) ((18 6) (6 4 12)) ((4 17) (12 1 10)))"
    );
}

#[test]
fn random_trees_keep_to_their_shape_and_to_thirty_leaves() {
    for depth in MIN_DEPTH..=MAX_DEPTH {
        for branching in MIN_BRANCHING..=MAX_BRANCHING {
            let shape = Shape {
                depth,
                branching,
                root: Side::Max,
            };
            let mut most_leaves = 0;
            for seed in 0..200 {
                let t = shape.tree(seed);
                assert!(t.leaves() <= MAX_LEAVES, "{t}");
                most_leaves = most_leaves.max(t.leaves());
                for node in t.nodes() {
                    match node.leaf {
                        Some(value) => {
                            assert_eq!(node.depth, depth, "{t}");
                            assert!((0..=20).contains(&value), "{t}");
                        }
                        None => {
                            assert!(
                                (MIN_BRANCHING..=branching).contains(&node.children.len()),
                                "{t}"
                            );
                        }
                    }
                }
                assert_eq!(shape.tree(seed), t, "the same seed, the same tree");
            }
            // The most children a node can have are drawn, where thirty leaves leave room.
            let widest = branching.pow(depth as u32).min(MAX_LEAVES);
            assert!(
                most_leaves + 4 >= widest,
                "{depth} {branching}: {most_leaves}"
            );
        }
    }
}

#[test]
fn a_tree_is_a_game_whose_leaves_end_with_a_plain_score() {
    let t = tree("((3 -12) (2 4))");
    let mut game = t.game();
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert_eq!(moves.len(), 2);
    assert_eq!(game.move_name(moves[1]), "2");
    let first = moves[0];
    game.apply(first);
    assert_eq!(game.terminal(), None);
    let mut leaves = Vec::new();
    game.legal_moves(&mut leaves);
    game.apply(leaves[1]);
    // MAX moves at the leaf 1.2, two levels down: its value as the figure gives it.
    assert_eq!(game.terminal(), Some(Terminal::Score(-12)));
    game.undo(leaves[1]);
    game.undo(first);
    assert_eq!(game.at(), 0);
    // Under a MIN root, MAX moves one level down and MIN two: the negamax form negates the
    // value where MIN moves.
    let min_root = tree("min ((3 -12) 5)");
    let mut game = min_root.game();
    game.apply(min_root.find("2").unwrap());
    assert_eq!(game.terminal(), Some(Terminal::Score(5)));
    let mut game = min_root.game();
    game.apply(min_root.find("1").unwrap());
    game.apply(min_root.find("1.1").unwrap());
    assert_eq!(game.terminal(), Some(Terminal::Score(-3)));
}

#[test]
fn a_plain_score_is_never_a_win_or_a_loss() {
    for score in [0, 3, -12, PLAIN_SCORE_LIMIT, 1000, -1000, i32::MAX] {
        let kept = terminal_score(Terminal::Score(score), 7);
        assert_eq!(kept, score.clamp(-PLAIN_SCORE_LIMIT, PLAIN_SCORE_LIMIT));
        assert!(matches!(
            ScoreMeaning::of(kept),
            ScoreMeaning::Even | ScoreMeaning::Estimate(_)
        ));
    }
}

/// The engine searches a tree as any game: the classic figure's value and counts.
#[test]
fn the_engine_searches_the_textbook_tree() {
    let t = tree("((3 12 8) (2 4 6) (14 5 2))");
    let count = |pruning| {
        let settings = SearchSettings {
            pruning,
            ..SearchSettings::default()
        };
        let report = search(&t.game(), &settings, &SearchOptions::default());
        (report.value, report.nodes)
    };
    assert_eq!(count(true), (3, 10));
    assert_eq!(count(false), (3, 12));
}

#[test]
fn the_two_by_two_board_is_the_tutorials_tree() {
    let t = morpion::analysis::practice::two_by_two();
    // tests/FACTS.md: 41 positions with the root, 1 + 4 + 12 + 24, the first player winning
    // on the third ply.
    let by_depth: Vec<usize> = (0..=3)
        .map(|d| t.nodes().iter().filter(|n| n.depth == d).count())
        .collect();
    assert_eq!(by_depth, [1, 4, 12, 24]);
    assert!(
        t.nodes()
            .iter()
            .filter(|n| n.depth == 3)
            .all(|n| n.leaf == Some(1))
    );
    assert_eq!(t.leaves(), 24);
    let first = t.find("1").unwrap();
    assert_eq!(t.node(first).label.as_deref(), Some("a1"));
}

#[test]
fn the_game_of_bones_from_small_heaps() {
    for heap in 1..=6u32 {
        let t = morpion::analysis::practice::bones(heap);
        // Nodes: the root and the trees after taking 1, 2 or 3.
        let nodes = |h: u32| -> usize {
            let mut n = [1usize; 7];
            for i in 1..=6 {
                n[i] = 1 + (1..=3.min(i)).map(|take| n[i - take]).sum::<usize>();
            }
            n[h as usize]
        };
        assert_eq!(t.nodes().len(), nodes(heap), "heap {heap}");
        // tests/FACTS.md: the first player loses exactly on multiples of 4.
        let expected = if heap % 4 == 0 { -1 } else { 1 };
        assert_eq!(t.minimax(0), expected, "heap {heap}");
        assert_eq!(
            t.node(t.find("1").unwrap()).label.as_deref(),
            Some("take 1")
        );
    }
    assert_eq!(morpion::analysis::practice::bones(6).nodes().len(), 52);
}

#[test]
fn an_endgame_is_drawn_from_its_seed_and_is_its_boards_tree() {
    let (board, t) = morpion::analysis::practice::endgame(7);
    assert_eq!(board, "X../X.O/O.X");
    assert_eq!(board.matches('.').count(), 4);
    let again = morpion::analysis::practice::board_tree(&board).unwrap();
    assert_eq!(again, t);
    assert!(t.nodes().len() <= 65);
    for seed in 0..50 {
        let (board, t) = morpion::analysis::practice::endgame(seed);
        assert_eq!(board.matches('.').count(), 4, "{board}");
        assert!(t.nodes().len() <= 65);
    }
}
