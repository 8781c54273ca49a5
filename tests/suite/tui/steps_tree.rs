//! Step mode's tree (`t`): its root's count is the panel's at the end, with the table off and on; a cut shows plain minimax's positions under the moves it skipped, the engine's own count; whole screens at 80×24 and 160×45 in both languages, mid-search and after.

use ratatui::crossterm::event::KeyCode;

use crate::common::session::{Session, flat};
use morpion::engine::{Bound, LeafReason, SearchOptions, SearchSettings, Side, StepKind, search};
use morpion::tui::keymap::Context;

/// `morpion --seed 3 --first human` (and `extra`), X plays a1, the AI answers; then `w`, `t`.
fn tree_of(lang: &str, extra: &[&str]) -> Session {
    let mut args = vec!["--seed", "3", "--first", "human", "--lang", lang];
    args.extend_from_slice(extra);
    let mut session = Session::new(&args);
    session.keys("1");
    session.settle();
    session.keys("wt");
    session
}

/// The panel's count of the AI's decision.
fn panel_count(session: &Session) -> u64 {
    session
        .app
        .analysis()
        .expect("the AI moved")
        .outcome
        .selected
        .nodes
}

#[test]
fn t_switches_between_the_stack_and_the_tree() {
    let mut session = tree_of("en", &[]);
    assert!(session.app.steps().unwrap().tree);
    let tree = session.text(80, 24);
    // The first step's tree is small: drawn top-down under its legend.
    assert!(tree.contains("open: best"), "{tree}");
    session.keys("t");
    assert!(!session.app.steps().unwrap().tree);
    let stack = session.text(80, 24);
    assert!(
        !stack.contains("open: best") && stack.contains("best"),
        "{stack}"
    );
}

#[test]
fn the_trees_count_ends_at_the_panels_with_the_table_off_and_on() {
    let mut counts = Vec::new();
    for extra in [&[][..], &["--table-mib", "1"][..]] {
        let mut session = tree_of("en", extra);
        let expected = panel_count(&session);
        counts.push(expected);
        session.key(KeyCode::End);
        let frame = session.app.steps().unwrap().replay.current().clone();
        let sum: u64 = frame.folded_at(0).iter().map(|f| f.positions).sum();
        assert_eq!(sum, expected, "{extra:?}");
        let shown = session.app.words().int(expected);
        // At the end, the whole tree as the explorer shows it (recorded from the same search,
        // with a fresh table as the replay's): the root's row at 80×24 and 160×45.
        let explorer = session
            .app
            .steps()
            .unwrap()
            .browsing()
            .expect("the whole tree");
        assert_eq!(explorer.tree().positions(), expected, "{extra:?}");
        for (width, height) in [(80, 24), (160, 45)] {
            let screen = session.text(width, height);
            let root = screen
                .lines()
                .find(|line| line.contains("▾ root"))
                .expect("the root's row");
            assert!(root.contains(&format!(" {shown} ")), "{extra:?}: {root}");
        }
        // One step before the end (the root's exit), the tree grown: as a list at 80×24, the
        // root's row; as a figure at 160×45, the root's label.
        session.keys("t");
        session.key(KeyCode::Left);
        session.keys("t");
        assert!(session.app.steps().unwrap().browsing().is_none());
        let list = session.text(80, 24);
        let root = list
            .lines()
            .find(|line| line.contains("▾ root"))
            .expect("the root's row");
        assert!(root.contains(&format!(" {shown} ")), "{extra:?}: {root}");
        let figure = session.text(160, 45);
        assert!(
            figure.contains(&format!("·{shown} (")),
            "{extra:?}: {figure}"
        );
    }
    // The panel's alpha-beta count without the table (as `steps.rs` has it), and fewer with it.
    assert_eq!(counts[0], 2_787);
    assert!(counts[1] < counts[0], "{counts:?}");
}

/// The positions plain minimax searches under the moves skipped at the current cut, by the
/// engine's search with pruning off and no table (each move's own position counted).
fn plain_under(session: &Session) -> u64 {
    let steps = session.app.steps().unwrap();
    let frame = steps.replay.current();
    let StepKind::Cut { skipped, .. } = &frame.step.kind else {
        panic!("at a cut");
    };
    let position = steps.replay.position();
    let settings = SearchSettings {
        pruning: false,
        transposition: None,
        ..*steps.replay.settings()
    };
    skipped
        .iter()
        .map(|&mv| {
            let mut child = position.clone();
            morpion::engine::Game::apply(&mut child, mv);
            1 + search(&child, &settings, &SearchOptions::default()).nodes
        })
        .sum()
}

#[test]
fn a_cut_shows_plain_minimaxs_positions_under_its_moves() {
    let mut session = tree_of("en", &[]);
    session.keys("c");
    let expected = plain_under(&session);
    let said = "positions not searched";
    let screen = session.text(100, 30);
    let cut = screen
        .lines()
        .find(|line| line.contains(said))
        .expect("the cut's row");
    assert!(
        cut.contains(&format!(": {} ", session.app.words().int(expected))),
        "{cut}"
    );
}

#[test]
fn a_table_answer_is_marked_with_its_bound() {
    let mut session = tree_of("en", &["--table-mib", "1"]);
    // On to the first table answer folded into its parent.
    loop {
        session.key(KeyCode::Right);
        let frame = session.app.steps().unwrap().replay.current().clone();
        if matches!(frame.step.kind, StepKind::Update { .. })
            && frame.folded.last().is_some_and(|f| {
                matches!(f.leaf, Some(LeafReason::Table { .. }))
                    && f.value.bound != morpion::engine::Bound::Exact
            })
        {
            break;
        }
    }
    let screen = session.text(100, 30);
    assert!(
        screen
            .lines()
            .any(|line| line.contains(" table") && (line.contains('≤') || line.contains('≥'))),
        "{screen}"
    );
}

#[test]
fn whole_screens_of_the_tree() {
    for lang in ["en", "fr"] {
        let mut session = tree_of(lang, &[]);
        session.keys("c");
        insta::assert_snapshot!(format!("cut_80x24_{lang}"), session.text(80, 24));
        insta::assert_snapshot!(format!("cut_160x45_{lang}"), session.text(160, 45));
        session.key(KeyCode::End);
        insta::assert_snapshot!(format!("end_80x24_{lang}"), session.text(80, 24));
        insta::assert_snapshot!(format!("end_160x45_{lang}"), session.text(160, 45));
    }
}

/// Whether the open position at `level` of `frame` has a best so far that bounds its value
/// (a child with that value exact, or bounded the way its side pushes: ≥ at MAX, ≤ at MIN).
fn best_bounds(frame: &morpion::analysis::replay::Frame<usize>, level: usize) -> bool {
    let at = &frame.stack[level];
    frame.folded_at(level).iter().any(|child| {
        Some(child.value.value) == at.best
            && match at.side {
                Side::Max => child.value.bound != Bound::Upper,
                Side::Min => child.value.bound != Bound::Lower,
            }
    })
}

#[test]
fn an_open_positions_best_so_far_shows_as_the_bound_it_is() {
    let mut session = tree_of("en", &[]);
    // At the first cut, c2 (MIN) has a3's exact -994 and b3 (MAX) a3's exact -992: bounds.
    session.keys("c");
    let list = session.text(80, 24);
    assert!(list.contains("▾ c2 MIN  ≤ -994 "), "{list}");
    assert!(list.contains("▾ b3 MAX ≥ -992 "), "{list}");
    // On to the first open position whose best is a child's bound the other way: "so far".
    let (level, best) = loop {
        session.key(KeyCode::Right);
        let frame = session.app.steps().unwrap().replay.current().clone();
        let open = (0..frame.stack.len()).find(|&level| {
            frame.stack[level].value.is_none()
                && frame.stack[level].best.is_some()
                && !best_bounds(&frame, level)
        });
        if let Some(level) = open {
            break (level, frame.stack[level].best.unwrap());
        }
    };
    let steps = session.app.steps().unwrap();
    let frame = steps.replay.current();
    let side = frame.stack[level].side;
    // The best came from a child only bounded the other way.
    let child = frame
        .folded_at(level)
        .iter()
        .find(|c| c.value.value == best)
        .expect("the best child");
    let expected = match side {
        Side::Max => Bound::Upper,
        Side::Min => Bound::Lower,
    };
    assert_eq!(child.value.bound, expected);
    let name = match side {
        Side::Max => "MAX",
        Side::Min => "MIN",
    };
    let screen = session.text(100, 30);
    let so_far = format!("{} so far", morpion::text::signed(best));
    let row = screen
        .lines()
        .find(|line| line.contains(&so_far))
        .unwrap_or_else(|| panic!("a row saying {so_far}: {screen}"));
    // Step 115: a MIN position whose one child so far came back ≥ +993, above β = -994 (a
    // fail high): MIN holds MAX to at most that child's true value, unknown, so no sign.
    assert_eq!(session.app.steps().unwrap().replay.current().number, 115);
    assert!(
        row.contains(&format!("{name}             +993 so far ·3 (-∞, -994)")),
        "{row}"
    );
    assert!(!row.contains('≤') && !row.contains('≥'), "{row}");
}

#[test]
fn at_the_end_the_tree_is_browsed_as_the_explorer_is() {
    let mut session = tree_of("en", &[]);
    session.key(KeyCode::End);
    assert_eq!(session.app.context(), Context::StepsTree);
    let explorer = session.app.steps().unwrap().browsing().unwrap();
    // Opened as the explorer opens: the root and the expected line, the root's first move on
    // that line selected.
    let first = explorer.selected();
    // ↓ selects the next row, ← closes it or goes up, → opens it: the explorer's own keys.
    session.key(KeyCode::Down);
    let explorer = session.app.steps().unwrap().browsing().unwrap();
    assert_eq!(explorer.selected(), first + 1);
    session.key(KeyCode::Up);
    assert_eq!(
        session.app.steps().unwrap().browsing().unwrap().selected(),
        first
    );
    // The details of the selected position, as the explorer gives them.
    let screen = session.text(100, 30);
    assert!(screen.contains("searched with α"), "{screen}");
    assert!(
        screen.contains("move ") && screen.contains("positions"),
        "{screen}"
    );
    // The help names the explorer's keys and says what the view is.
    session.keys("?");
    let help = session.text(80, 24);
    assert!(
        help.contains("↑↓ kj  select the row above / below"),
        "{help}"
    );
    assert!(
        help.contains("The search's whole tree, browsed as with t in the game"),
        "{help}"
    );
    session.key(KeyCode::Esc);
    assert_eq!(session.app.context(), Context::StepsTree);
    // t: the stack at the last step; t again: the whole tree, as it was left.
    session.keys("t");
    assert_eq!(session.app.context(), Context::Steps);
    session.keys("t");
    assert_eq!(session.app.context(), Context::StepsTree);
    // Home: the first step, where the tree grows again.
    session.key(KeyCode::Home);
    assert_eq!(session.app.context(), Context::Steps);
    assert!(session.app.steps().unwrap().browsing().is_none());
    // The other pruning mode's end records its own tree: plain minimax's, with the panel's
    // other figure.
    session.keys("p");
    session.key(KeyCode::End);
    // 59,704 positions: walked to the end on the study thread.
    assert!(session.finish_study());
    assert_eq!(session.app.context(), Context::StepsTree);
    let explorer = session.app.steps().unwrap().browsing().unwrap();
    assert_eq!(explorer.tree().positions(), 59_704);
    assert!(!explorer.tree().settings().pruning);
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn a_tree_too_big_to_browse_at_the_end_says_so() {
    // The AI's first move on the empty board, replayed without pruning: 549,945 positions.
    let mut session = Session::new(&["--seed", "3", "--first", "ai"]);
    session.settle();
    session.keys("wtp");
    session.key(KeyCode::End);
    // Counted first, then walked to the end on the study thread.
    while session.finish_study() {}
    let steps = session.app.steps().unwrap();
    assert!(steps.replay.at_end());
    assert!(steps.browsing().is_none());
    assert_eq!(session.app.context(), Context::Steps);
    assert_eq!(
        session.app.message(),
        Some(
            "The whole tree has 549,945 positions, too many to browse here (at most 199,999): t in the game records it"
        )
    );
}

/// The root's moves, each with its view (score, bound) as the tree shows it, and whether the
/// tie check made it exact.
fn root_moves(
    explorer: &morpion::analysis::Explorer<morpion::games::playable::Playable>,
) -> Vec<(Option<usize>, i32, Bound, bool)> {
    let tree = explorer.tree();
    tree.children(tree.root())
        .map(|id| {
            let view = explorer.view(id);
            (
                tree.node(id).mv,
                view.score,
                view.bound,
                explorer.tie_checked(id),
            )
        })
        .collect()
}

/// Issue 37: step mode's whole tree at the end showed `≤ 0` for root moves the game's explorer
/// shows exact (the panel's tie check proved them as good as the best). One rule for both: the
/// same root moves exact, with the same reason, at 80×24 as on a wide screen.
#[test]
fn the_end_tree_shows_exact_what_the_tie_check_proved_as_the_explorer_does() {
    for lang in ["en", "fr"] {
        // The AI opens c3, X takes b2, the AI answers a1: five other moves tie with it.
        let mut session = Session::new(&["--seed", "1", "--first", "ai", "--lang", lang]);
        session.settle();
        session.keys("5");
        session.settle();
        session.keys("wt");
        session.key(KeyCode::End);
        session.settle();
        let steps = session.app.steps().expect("step mode");
        let at_end = root_moves(steps.browsing().expect("the whole tree at the end"));
        let first = at_end.iter().position(|m| m.3);
        let first = first.unwrap_or_else(|| panic!("{lang}: no tie-checked move: {at_end:?}"));
        // The reason, in the detail of a proved move, at 80×24.
        let reason = match lang {
            "en" => "then the tie check proved it as good as the best",
            _ => "puis le test des ex æquo l'a prouvé aussi bon que le meilleur",
        };
        // Select the first proved move: up to the root, the root's children folded, down to it.
        let browsed = |session: &Session| {
            let explorer = session.app.steps().unwrap().browsing().unwrap();
            let tree = explorer.tree();
            let children: Vec<_> = tree.children(tree.root()).collect();
            (explorer.selected_node(), tree.root(), children)
        };
        let (_, root, children) = browsed(&session);
        let target = children[first];
        for _ in 0..100 {
            if browsed(&session).0 == root {
                break;
            }
            session.key(KeyCode::Up);
        }
        for _ in 0..children.len() {
            let (selected, ..) = browsed(&session);
            if selected == target {
                break;
            }
            if session
                .app
                .steps()
                .unwrap()
                .browsing()
                .unwrap()
                .is_open(selected)
                && selected != root
            {
                session.key(KeyCode::Left);
            }
            session.key(KeyCode::Down);
        }
        assert_eq!(browsed(&session).0, target, "{lang}");
        session.settle();
        // The selected position's detail, beside its small board (ten columns into the panel).
        let screen = session.text(80, 24);
        let detail: Vec<String> = screen
            .lines()
            .skip(2)
            .take(6)
            .map(|row| row.trim_matches('"').chars().skip(40).take(39).collect())
            .collect();
        let detail = flat(&detail.join(" "));
        assert!(detail.contains(&flat(reason)), "{lang}: {detail}\n{screen}");
        // The game's explorer on the same decision shows the same root moves alike.
        session.keys("w");
        session.settle();
        session.keys("t");
        assert!(session.finish_study(), "{lang}: the explorer's recording");
        let explorer = session.app.explorer().expect("the game's explorer");
        assert_eq!(root_moves(explorer), at_end, "{lang}");
    }
}
