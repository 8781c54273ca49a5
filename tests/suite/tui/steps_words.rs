//! Step mode's words against the search it replays: ↓ finishes one level a press, a verdict stays with its step and a wrong cut says why, every cut on a tie is worded as one, the guess's footer names its answers, predict mode's title; whole screens at 80×24 in both languages.

use morpion::engine::{Game, Side, StepKind};
use ratatui::crossterm::event::KeyCode;

use crate::common::session::Session;

/// `morpion --seed 3 --first human`, X plays a1, the AI answers b2; then `w`.
fn replaying(lang: &str) -> Session {
    let mut session = Session::new(&["--seed", "3", "--first", "human", "--lang", lang]);
    session.keys("1");
    session.settle();
    session.keys("w");
    session
}

fn text(session: &Session, width: u16, height: u16) -> String {
    session.draw(width, height).backend().to_string()
}

/// The panel's text at `width`×`height` in one line: the rows inside its border, joined by
/// spaces (a sentence wrapped over rows reads whole).
fn panel_text(session: &Session, width: u16, height: u16) -> String {
    let screen = text(session, width, height);
    let rows: Vec<Vec<char>> = screen
        .lines()
        .map(|row| row.trim_matches('"').chars().collect())
        .collect();
    // The panel's box is the second on the title's row: its left border's column.
    let left = rows[1]
        .iter()
        .enumerate()
        .filter(|(_, c)| **c == '┌')
        .nth(1)
        .map(|(x, _)| x)
        .expect("the panel's box");
    let inner: Vec<String> = rows[2..rows.len() - 3]
        .iter()
        .map(|row| {
            let inside: String = row[left + 1..row.len() - 1].iter().collect();
            inside.trim().to_owned()
        })
        .collect();
    inner.join(" ")
}

fn frame(session: &Session) -> morpion::analysis::replay::Frame<usize> {
    session
        .app
        .steps()
        .expect("step mode")
        .replay
        .current()
        .clone()
}

#[test]
fn down_finishes_the_position_then_the_one_above_one_level_a_press() {
    let mut session = replaying("en");
    while frame(&session).step.depth() < 3 {
        session.key(KeyCode::Right);
    }
    let path = frame(&session).step.path.clone();
    for depth in (0..=3).rev() {
        session.key(KeyCode::Down);
        let found = frame(&session);
        assert_eq!(found.step.path, path[..depth], "depth {depth}");
        assert!(
            matches!(
                found.step.kind,
                StepKind::Exit { .. } | StepKind::Leaf { .. }
            ),
            "depth {depth}: {:?}",
            found.step.kind
        );
        let at_end = session.app.steps().unwrap().replay.at_end();
        assert_eq!(at_end, depth == 0, "depth {depth}");
    }
}

/// Goes forward to the first position entered (and not over) whose legal moves number
/// `moves` (any number above 1 for `None`).
fn on_to_a_position_with(session: &mut Session, moves: Option<usize>) {
    loop {
        session.key(KeyCode::Right);
        let steps = session.app.steps().unwrap();
        assert!(!steps.replay.at_end(), "no such position in the search");
        let position = steps.replay.position();
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        let wanted = match moves {
            Some(n) => legal.len() == n,
            None => legal.len() > 1,
        };
        if frame(session).step.kind == StepKind::Enter && !position.is_over() && wanted {
            return;
        }
    }
}

/// The cuts the replayed search makes at the position of `path`, from the whole step stream.
fn cuts_at(session: &Session, path: &[usize]) -> usize {
    let replay = &session.app.steps().unwrap().replay;
    let mut walked =
        morpion::analysis::replay::Replay::new(replay.game().clone(), *replay.settings())
            .expect("no table");
    let mut cuts = 0;
    while walked.forward() {
        let step = &walked.current().step;
        cuts += usize::from(step.path == path && matches!(step.kind, StepKind::Cut { .. }));
    }
    cuts
}

#[test]
fn a_wrong_cut_guess_says_why_and_its_verdict_stays_with_its_step() {
    let mut session = replaying("en");
    // A position with several moves where alpha-beta cuts nothing.
    loop {
        on_to_a_position_with(&mut session, None);
        let path = frame(&session).step.path.clone();
        if cuts_at(&session, &path) == 0 {
            break;
        }
    }
    let path = frame(&session).step.path.clone();
    let side = frame(&session).step.side();
    session.keys("g4");
    session.key(KeyCode::Down);
    let revealed = frame(&session).number;
    let why = match side {
        Side::Max => "MAX\u{a0}(O)'s best never reached β while moves were left",
        Side::Min => "MIN\u{a0}(X)'s best never fell to α while moves were left",
    };
    let verdict = format!(
        "Not this time: you guessed a cut here, the search found no cut: the window stayed open, {why}."
    );
    assert!(
        panel_text(&session, 80, 24).contains(&verdict),
        "{path:?}: {}",
        panel_text(&session, 80, 24)
    );
    // Back and forth: the verdict is the step's, shown whenever the replay is there.
    session.key(KeyCode::Left);
    assert!(!panel_text(&session, 80, 24).contains("Not this time"));
    session.key(KeyCode::Right);
    assert!(panel_text(&session, 80, 24).contains(&verdict));
    session.key(KeyCode::Home);
    session.keys(&revealed.to_string());
    session.key(KeyCode::Enter);
    assert_eq!(frame(&session).number, revealed);
    assert!(panel_text(&session, 80, 24).contains(&verdict));
    assert_eq!(session.app.guesses().wrong, 1, "tallied once");
}

#[test]
fn a_cut_guessed_where_there_is_one_move_says_nothing_was_left_to_cut() {
    let mut session = replaying("en");
    on_to_a_position_with(&mut session, Some(1));
    session.keys("g4");
    session.key(KeyCode::Down);
    assert!(
        panel_text(&session, 80, 24).contains(
            "you guessed a cut here, the search found no cut: it had one move, so nothing was left to cut."
        ),
        "{}",
        text(&session, 80, 24)
    );
}

#[test]
fn a_verdict_on_a_bound_deep_in_the_search_shows_whole_at_80_by_24() {
    let mut session = replaying("en");
    loop {
        on_to_a_position_with(&mut session, None);
        if frame(&session).step.depth() < 4 {
            continue;
        }
        session.keys("g3");
        session.key(KeyCode::Down);
        let steps = session.app.steps().unwrap();
        let verdict = steps.verdict().expect("revealed at the position's end");
        if verdict.guess.ending.bound == morpion::engine::Bound::Exact {
            continue;
        }
        break;
    }
    let words = panel_text(&session, 80, 24);
    let start = words
        .find("Right: you guessed a loss")
        .or_else(|| words.find("Not this time: you guessed a loss"))
        .expect("the verdict");
    let end = words.find("Guesses: ").expect("the tally under it");
    let verdict = words[start..end].trim_end();
    assert!(
        verdict.contains(" only, a bound; its exact value is "),
        "{verdict}"
    );
    assert!(verdict.ends_with('.'), "cut: {}", text(&session, 80, 24));
}

#[test]
fn every_cut_on_a_tie_is_worded_as_one_572_of_781_under_a_depth_limit_of_6() {
    // The AI's first move from the empty board under a depth limit of 6 plies: alpha-beta,
    // reading order, the draw evaluation (tests/FACTS.md).
    let mut session = Session::new(&["--first", "ai", "--depth", "6", "--seed", "1"]);
    session.settle();
    session.keys("w");
    let (mut cuts, mut ties, mut notes) = (0, 0, 0);
    loop {
        session.keys("c");
        let found = frame(&session);
        let StepKind::Cut { best, .. } = found.step.kind else {
            assert!(session.app.steps().unwrap().replay.at_end());
            break;
        };
        cuts += 1;
        let edge = match found.step.side() {
            Side::Max => found.step.beta,
            Side::Min => found.step.alpha,
        };
        let words = panel_text(&session, 160, 45);
        let note = "Under a depth limit every unfinished position at the limit scores 0: ties are common, so alpha-beta cuts more.";
        if best == edge {
            ties += 1;
            assert!(words.contains("Cut on a tie: "), "{words}");
            assert!(words.contains("cannot do better here"), "{words}");
            assert!(!words.contains("will never come here"), "{words}");
            assert_eq!(words.contains(note), best == 0, "{words}");
            notes += usize::from(best == 0);
        } else {
            assert!(words.contains("Cut: "), "{words}");
            assert!(words.contains("will never come here"), "{words}");
            assert!(!words.contains(note), "{words}");
        }
    }
    assert_eq!((cuts, ties), (781, 572));
    assert!(notes > 0);
}

#[test]
fn the_guess_prompt_names_its_answers_in_the_footer_at_80_by_24() {
    for (lang, answers) in [
        ("en", " 1 win 2 draw 3 loss 4 cut  Esc cancel"),
        ("fr", " 1 gagne 2 nulle 3 perd 4 coupure  Échap annuler"),
    ] {
        let mut session = replaying(lang);
        session.key(KeyCode::Right);
        session.keys("g");
        let screen = text(&session, 80, 24);
        let footer = screen.lines().nth(22).expect("24 rows");
        assert!(footer.starts_with(&format!("\"{answers}")), "{screen}");
    }
}

#[test]
fn predict_mode_says_the_ai_waits_for_the_prediction() {
    for (lang, waits, thinks) in [
        ("en", "AI waits for your prediction", "AI is thinking"),
        ("fr", "L'IA attend votre pronostic", "L'IA réfléchit"),
    ] {
        let mut session = Session::new(&["--seed", "3", "--first", "human", "--lang", lang]);
        session.keys("g1");
        // The AI's search is under way, then done and held: its move waits either way.
        assert!(session.request.is_some());
        let title = |session: &Session| text(session, 80, 24).lines().next().unwrap().to_owned();
        assert!(title(&session).contains(waits), "{}", title(&session));
        session.settle();
        assert!(session.app.predict().holds_decision());
        assert!(title(&session).contains(waits), "{}", title(&session));
        assert!(!title(&session).contains(thinks));
        insta::assert_snapshot!(format!("predict_waits_{lang}"), text(&session, 80, 24));
        // Once predicted, the AI plays.
        session.keys("52");
        session.settle();
        assert_eq!(session.board(), "X../.O./...");
    }
}

#[test]
fn the_corrected_step_mode_screens_at_80_by_24_in_english_and_french() {
    for lang in ["en", "fr"] {
        // The guess asked: its question, its answers and the footer naming them.
        let mut session = replaying(lang);
        session.key(KeyCode::Right);
        session.keys("g");
        insta::assert_snapshot!(format!("steps_guess_asked_{lang}"), text(&session, 80, 24));
        // A wrong cut guess, revealed: the reason whole.
        session.keys("4");
        session.key(KeyCode::Down);
        insta::assert_snapshot!(format!("steps_wrong_cut_{lang}"), text(&session, 80, 24));
        // A cut on a tie at 0 under a depth limit, with why such a search cuts more.
        let mut session = Session::new(&[
            "--first", "ai", "--depth", "6", "--seed", "1", "--lang", lang,
        ]);
        session.settle();
        session.keys("w");
        loop {
            session.keys("c");
            let found = frame(&session);
            let StepKind::Cut { best, .. } = found.step.kind else {
                panic!("a cut on a tie at 0 comes");
            };
            if best == 0 && best == found.step.alpha && found.step.side() == Side::Min {
                break;
            }
        }
        insta::assert_snapshot!(format!("steps_tie_cut_{lang}"), text(&session, 80, 24));
    }
}

#[test]
fn the_help_in_step_mode_names_guessing_a_cut_at_80_by_24() {
    for (lang, guess) in [
        ("en", "guess this position's value, or a cut, first"),
        ("fr", "pronostiquer la valeur, ou une coupure, d'abord"),
    ] {
        let mut session = replaying(lang);
        session.keys("?");
        let screen = text(&session, 80, 24);
        assert!(screen.contains(guess), "{screen}");
        insta::assert_snapshot!(format!("steps_help_{lang}"), screen);
    }
}
