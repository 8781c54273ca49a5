//! What each key does in the teacher's view: moving through the class, opening the exercise line, typing on it, setting or clearing the exercise of the day, quitting.

use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::analysis::practice::{BoardTreeError, ENDGAME_EMPTY_CELLS};
use crate::class::DailyExercise;
use crate::class::exercise::{Asked, ExerciseError, Figure};
use crate::i18n::TeacherPhrase;
use crate::serve::teacher::generate::{Generating, has_its_cuts};
use crate::serve::teacher::state::{Input, Problem, TeacherView};

/// The rows Page Up and Page Down move by.
const PAGE: usize = 10;

/// What a key asks of the session beyond the view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing more.
    None,
    /// The teacher leaves.
    Quit,
    /// Set the exercise of the day to this (its text form is what the records keep).
    Set(DailyExercise),
    /// Clear the exercise of the day.
    Clear,
}

/// Handles `event` on the view. What the last change of the exercise came to is said until
/// the next key.
pub fn handle(view: &mut TeacherView, event: &Event) -> Effect {
    if matches!(event, Event::Key(key) if key.kind != KeyEventKind::Release) {
        view.told = None;
    }
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => match &mut view.input {
            // Esc closes the line (a line being sent waits for the records' answer).
            // (It stops a tree being generated.)
            Some(input) if key.code == KeyCode::Esc && !input.sending => {
                view.input = None;
                Effect::None
            }
            Some(input) => typed(input, key),
            None => table(view, key),
        },
        Event::Paste(text) => {
            if let Some(input) = &mut view.input
                && !input.sending
                && input.generating.is_none()
            {
                // One line: a paste's first line, its control characters left out.
                let line = text.lines().next().unwrap_or("");
                input.text.extend(line.chars().filter(|c| !c.is_control()));
                input.error = None;
            }
            Effect::None
        }
        _ => Effect::None,
    }
}

/// A key on the table.
fn table(view: &mut TeacherView, key: &KeyEvent) -> Effect {
    let last = view.rows.len().saturating_sub(1);
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    match key.code {
        KeyCode::Char('c') if ctrl => return Effect::Quit,
        KeyCode::Char('q' | 'Q') => return Effect::Quit,
        KeyCode::Up | KeyCode::Char('k') => view.selected = view.selected.saturating_sub(1),
        KeyCode::Down | KeyCode::Char('j') => view.selected = (view.selected + 1).min(last),
        KeyCode::PageUp => view.selected = view.selected.saturating_sub(PAGE),
        KeyCode::PageDown => view.selected = (view.selected + PAGE).min(last),
        KeyCode::Home => view.selected = 0,
        KeyCode::End => view.selected = last,
        KeyCode::Char('e' | 'E') => view.input = Some(Input::default()),
        KeyCode::Char('d' | 'D') => return Effect::Clear,
        _ => {}
    }
    Effect::None
}

/// A key on the line being typed.
fn typed(input: &mut Input, key: &KeyEvent) -> Effect {
    if input.sending || input.generating.is_some() {
        return Effect::None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    match key.code {
        KeyCode::Enter => match asked(&input.text) {
            Ok(Asked::Exercise(exercise)) => {
                input.error = None;
                input.sending = true;
                return Effect::Set(exercise);
            }
            Ok(Asked::Generate(generate)) => {
                input.error = None;
                // A fresh seed as `morpion practice` draws one.
                let fresh = rand::random_range(0..1_000_000);
                input.generating = Some(Generating::new(generate, fresh));
            }
            Err(reason) => input.error = Some(Problem::NotAnExercise(reason)),
        },
        KeyCode::Backspace => {
            input.text.pop();
            input.error = None;
        }
        KeyCode::Char('u') if ctrl => {
            input.text.clear();
            input.error = None;
        }
        KeyCode::Char(c) if !ctrl && !c.is_control() => {
            input.text.push(c);
            input.error = None;
        }
        _ => {}
    }
    Effect::None
}

/// The characters of `line` before `part` (a piece of it), so that a place counted in
/// `part` can be told in the line typed.
fn before(line: &str, part: &str) -> usize {
    line.find(part)
        .map_or(0, |start| line[..start].chars().count())
}

/// What `text` asks: an exercise, checked as far as the server can (its form, a tree or an
/// end-game board read as the practice will read them, a generated tree's cuts), or a tree
/// to generate; else why not (a `Refused*` phrase).
pub fn asked(text: &str) -> Result<Asked, TeacherPhrase> {
    let asked: Asked = text.parse().map_err(|e| refusal(&e))?;
    let Asked::Exercise(exercise) = &asked else {
        return Ok(asked);
    };
    match exercise {
        DailyExercise::Tree(tree) => {
            crate::games::trees::parse(tree).map_err(|e| TeacherPhrase::RefusedTree {
                at: e.at + before(text, tree),
                trouble: e.trouble,
            })?;
        }
        DailyExercise::Endgame(board) => {
            crate::analysis::practice::board_tree(board).map_err(|e| match e {
                BoardTreeError::Board(error) => TeacherPhrase::RefusedBoard { error },
                BoardTreeError::Over => TeacherPhrase::RefusedGameOver,
                BoardTreeError::TooBig(_) => TeacherPhrase::RefusedTooBig {
                    empty: ENDGAME_EMPTY_CELLS,
                },
            })?;
        }
        DailyExercise::Generated { .. } => has_its_cuts(exercise)?,
        DailyExercise::Practice { .. } | DailyExercise::Lesson(_) => {}
    }
    Ok(asked)
}

/// Why a line is no exercise, as the teacher's view says it.
pub fn refusal(error: &ExerciseError) -> TeacherPhrase {
    match error {
        ExerciseError::PracticeWords => TeacherPhrase::RefusedPracticeWords,
        ExerciseError::GenerateWords => TeacherPhrase::RefusedGenerateWords,
        ExerciseError::NotANumber { what, word } => TeacherPhrase::RefusedNotANumber {
            figure: match what {
                Figure::Seed => 0,
                Figure::Depth => 1,
                Figure::Branching => 2,
                Figure::Cuts => 3,
                Figure::AboveLeaves => 4,
            },
            word: word.clone(),
        },
        ExerciseError::OutOfRange => TeacherPhrase::RefusedOutOfRange,
        ExerciseError::NothingAfter { kind } => {
            TeacherPhrase::RefusedNothingAfter { kind: kind.clone() }
        }
        ExerciseError::LessonNumber => TeacherPhrase::RefusedLessonNumber,
        ExerciseError::UnknownKind(kind) => TeacherPhrase::RefusedKind { kind: kind.clone() },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::trees::Trouble;

    fn key(code: KeyCode) -> Event {
        Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    fn typing(view: &mut TeacherView, text: &str) {
        for c in text.chars() {
            assert_eq!(handle(view, &key(KeyCode::Char(c))), Effect::None);
        }
    }

    #[test]
    fn e_opens_the_line_enter_sets_a_good_exercise_and_a_bad_one_keeps_what_was_typed() {
        let mut view = TeacherView::default();
        assert_eq!(handle(&mut view, &key(KeyCode::Char('e'))), Effect::None);
        // q, d and e are letters on the line.
        typing(&mut view, "practice 7 3 q");
        assert_eq!(handle(&mut view, &key(KeyCode::Enter)), Effect::None);
        let input = view.input.clone().expect("the line stays open");
        assert_eq!(input.text, "practice 7 3 q");
        assert_eq!(
            input.error,
            Some(Problem::NotAnExercise(TeacherPhrase::RefusedNotANumber {
                figure: 2,
                word: "q".to_owned()
            }))
        );
        handle(&mut view, &key(KeyCode::Backspace));
        typing(&mut view, "2");
        assert_eq!(
            handle(&mut view, &key(KeyCode::Enter)),
            Effect::Set(DailyExercise::Practice {
                seed: 7,
                depth: 3,
                branching: 2
            })
        );
        assert!(view.input.as_ref().unwrap().sending);
        // Nothing is typed while the records answer.
        typing(&mut view, "x");
        assert_eq!(view.input.as_ref().unwrap().text, "practice 7 3 2");
    }

    #[test]
    fn a_tree_or_a_board_the_practice_cannot_read_is_refused_with_its_reason() {
        assert_eq!(
            asked("tree ((3 12 8) (2 4 6))"),
            Ok(Asked::Exercise(DailyExercise::Tree(
                "((3 12 8) (2 4 6))".to_owned()
            )))
        );
        assert_eq!(
            asked("tree ((3 12 8) (2 4"),
            Err(TeacherPhrase::RefusedTree {
                trouble: Trouble::NeverClosed {
                    opened: '(',
                    more: 2,
                    closing: ')',
                },
                at: 16
            })
        );
        // Counted in the line as typed, its spaces included.
        assert_eq!(
            asked("  tree  (3 x)"),
            Err(TeacherPhrase::RefusedTree {
                trouble: Trouble::NotAWord {
                    word: "x".to_owned()
                },
                at: 12
            })
        );
        assert_eq!(
            asked("endgame XXX/OO./..."),
            Err(TeacherPhrase::RefusedBoard {
                error: crate::games::mnk::BoardError::Finished(crate::games::mnk::Ended::Won(
                    crate::games::mnk::Mark::X
                ))
            })
        );
        assert_eq!(
            asked("endgame XOX/.O./..X"),
            Ok(Asked::Exercise(DailyExercise::Endgame(
                "XOX/.O./..X".to_owned()
            )))
        );
        assert_eq!(
            asked("endgame X.O/.X./O.."),
            Err(TeacherPhrase::RefusedTooBig { empty: 4 })
        );
    }

    #[test]
    fn enter_on_generate_starts_the_generator_which_takes_no_keys_but_esc() {
        let mut view = TeacherView::default();
        handle(&mut view, &key(KeyCode::Char('e')));
        typing(&mut view, "generate 3 3 cuts 3 above 1 from 1");
        assert_eq!(handle(&mut view, &key(KeyCode::Enter)), Effect::None);
        let generating = view.input.as_ref().unwrap().generating.expect("generating");
        assert_eq!(
            (generating.from, generating.fresh, generating.tried),
            (1, false, 0)
        );
        // What is typed meanwhile is left out, Enter too; Esc stops it with the line.
        typing(&mut view, "x");
        assert_eq!(handle(&mut view, &key(KeyCode::Enter)), Effect::None);
        assert_eq!(
            view.input.as_ref().unwrap().text,
            "generate 3 3 cuts 3 above 1 from 1"
        );
        handle(&mut view, &key(KeyCode::Esc));
        assert_eq!(view.input, None);
        // Without a seed, one is drawn below a million.
        handle(&mut view, &key(KeyCode::Char('e')));
        typing(&mut view, "generate 3 3 cuts 3");
        handle(&mut view, &key(KeyCode::Enter));
        let generating = view.input.as_ref().unwrap().generating.unwrap();
        assert!(generating.fresh && generating.from < 1_000_000);
        // A generated exercise typed by hand whose tree lacks the cuts is refused.
        assert_eq!(
            asked("practice 3 3 3 cuts 5 above 1"),
            Err(TeacherPhrase::RefusedCutsNotThere {
                seed: 3,
                cuts: 4,
                above_leaves: 1
            })
        );
        assert_eq!(
            asked("generate 3 3 above 1"),
            Err(TeacherPhrase::RefusedGenerateWords)
        );
    }

    #[test]
    fn the_table_keys_move_clear_and_quit_and_esc_closes_the_line() {
        let mut view = TeacherView {
            rows: vec![Default::default(); 3],
            ..TeacherView::default()
        };
        handle(&mut view, &key(KeyCode::Down));
        handle(&mut view, &key(KeyCode::Down));
        handle(&mut view, &key(KeyCode::Down));
        assert_eq!(view.selected, 2);
        handle(&mut view, &key(KeyCode::Home));
        assert_eq!(view.selected, 0);
        assert_eq!(handle(&mut view, &key(KeyCode::Char('d'))), Effect::Clear);
        // What the change came to is said until the next key.
        view.told = Some(crate::serve::teacher::state::Told::Cleared);
        handle(&mut view, &key(KeyCode::Down));
        assert_eq!(view.told, None);
        handle(&mut view, &key(KeyCode::Char('e')));
        typing(&mut view, "lesson 2");
        handle(&mut view, &key(KeyCode::Esc));
        assert_eq!(view.input, None);
        assert_eq!(handle(&mut view, &key(KeyCode::Char('q'))), Effect::Quit);
    }
}
