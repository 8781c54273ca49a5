//! The teacher's view drawn on a test backend: its screens at 80x24 and larger, in English and French.

use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::*;
use crate::class::PracticeResult;
use crate::serve::live::Activity;
use crate::serve::teacher::state::Today;

fn row(name: &str, now: Option<Activity>, scores: &[(u32, u32)]) -> Row {
    Row {
        name: name.to_owned(),
        now,
        practice: scores
            .iter()
            .enumerate()
            .map(|(i, (score, of))| PracticeResult {
                exercise: format!("practice {i} 3 2"),
                first_check_score: *score,
                out_of: *of,
                at: i as i64,
            })
            .collect(),
        lessons: vec![1, 2],
        won: 2,
        drawn: 1,
        lost: 0,
    }
}

pub(super) fn screen(view: &TeacherView, lang: Lang, width: u16, height: u16) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| draw(view, lang, Look::default(), frame))
        .unwrap();
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            (0..width)
                .map(|x| buffer[(x, y)].symbol().to_owned())
                .collect::<String>()
                .trim_end()
                .to_owned()
        })
        .collect()
}

fn class() -> TeacherView {
    TeacherView {
        rows: vec![
            row("ada", Some(Activity::Practice), &[(7, 9), (5, 9)]),
            row("bob", None, &[]),
            row("zoe", Some(Activity::Lesson(2)), &[(9, 9)]),
        ],
        exercise: Some("practice 7 3 2".to_owned()),
        write_failure: Some("database or disk is full".to_owned()),
        ..TeacherView::default()
    }
}

#[test]
fn at_80_by_24_the_class_its_scores_the_failure_the_selected_practice_and_the_legend_are_shown() {
    let lines = screen(&class(), Lang::En, 80, 24);
    assert_eq!(
        lines[..11],
        [
            "The class: 3 students, 2 connected",
            "Exercise of the day: practice 7 3 2 · seed 7, depth 3, branching 2",
            "The records could not write: database or disk is full",
            "Student Now            Practice (first check)                 Lessons   W-D-L",
            "ada     practice       7/9 5/9                                1 2       2-1-0",
            "bob     not connected  —                                      1 2       2-1-0",
            "zoe     lesson 2       9/9                                    1 2       2-1-0",
            "",
            "ada: 2 exercises, scored at the first check",
            "  practice 0 3 2  7/9",
            "  practice 1 3 2  5/9",
        ]
    );
    assert_eq!(
        lines[21..],
        [
            "Practice: right/asked at each first check (* the exercise of the day) · Lessons:",
            "finished · W-D-L: games won, drawn, lost",
            "↑↓ a student · e set the exercise of the day · d clear it · q quit",
        ]
    );
    let french = screen(&class(), Lang::Fr, 80, 24);
    assert_eq!(
        french[3],
        "Élève   En ce moment   Exercices (1re correction)             Leçons    G-N-P"
    );
    assert_eq!(
        french[5],
        "bob     non connecté   —                                      1 2       2-1-0"
    );
    assert_eq!(
        french[21..],
        [
            "Exercices\u{a0}: justes/demandées à chaque 1re correction (* l'exercice du jour) ·",
            "Leçons\u{a0}: terminées · G-N-P\u{a0}: parties gagnées, nulles, perdues",
            "↑↓ un élève · e fixer l'exercice du jour · d l'effacer · q quitter",
        ]
    );
}

#[test]
fn the_exercise_of_the_days_scores_are_marked_and_who_opened_it_without_checking_is_told() {
    let mut view = class();
    view.rows[2].practice[0].exercise = "practice 5 3 2".to_owned();
    // The exercise of the day is ada's first one, which bob opened.
    view.exercise = Some("practice 0 3 2".to_owned());
    view.today = Today {
        recorded: Some("practice 0 3 2".to_owned()),
        lesson: None,
        opened: vec!["ada".to_owned(), "bob".to_owned()],
        exercise: view.exercise.clone(),
    };
    let lines = screen(&view, Lang::En, 80, 24);
    assert_eq!(
        lines[4..7],
        [
            "ada     practice       7/9* 5/9                               1 2       2-1-0",
            "bob     not connected  today's: opened, not checked           1 2       2-1-0",
            "zoe     lesson 2       9/9                                    1 2       2-1-0",
        ]
    );
    let french = screen(&view, Lang::Fr, 80, 24);
    assert_eq!(
        french[5],
        "bob     non connecté   du jour\u{a0}: ouvert, pas corrigé          1 2       2-1-0"
    );
    // zoe opened it too, with scores of her own: they stay, the words after them.
    view.today.opened.push("zoe".to_owned());
    let lines = screen(&view, Lang::En, 80, 24);
    assert_eq!(
        lines[6],
        "zoe     lesson 2       9/9 · today's: opened, not checked     1 2       2-1-0"
    );
    // A lesson of the day: its number is marked among the lessons finished.
    view.exercise = Some("lesson 2".to_owned());
    view.today = Today {
        lesson: Some(2),
        ..Today::default()
    };
    let lines = screen(&view, Lang::En, 80, 24);
    assert_eq!(lines[1], "Exercise of the day: lesson 2");
    assert_eq!(
        lines[4],
        "ada     practice       7/9 5/9                                1 2*      2-1-0"
    );
}

#[test]
fn a_random_tree_of_the_day_says_its_branching_as_the_students_title_does() {
    let mut view = class();
    view.exercise = Some("practice 7 3 3".to_owned());
    assert_eq!(
        screen(&view, Lang::En, 80, 24)[1],
        "Exercise of the day: practice 7 3 3 · seed 7, depth 3, branching 2–3"
    );
    assert_eq!(
        screen(&view, Lang::Fr, 80, 24)[1],
        "Exercice du jour\u{a0}: practice 7 3 3 · graine 7, profondeur 3, largeur 2–3"
    );
}

#[test]
fn a_long_class_scrolls_to_the_selected_student_and_the_details_give_way() {
    let mut view = class();
    view.rows = (0..40)
        .map(|i| row(&format!("s{i:02}"), None, &[(1, 9)]))
        .collect();
    view.selected = 39;
    let lines = screen(&view, Lang::En, 80, 24);
    // 24 rows less the title, the exercise, the failure, the heading, the selected
    // student's practice (2 lines), the legend (2) and the keys: 15.
    assert_eq!(
        lines[0],
        "The class: 40 students, 0 connected · students 26–40 of 40"
    );
    assert!(lines[4].starts_with("s25 "), "{lines:#?}");
    assert!(lines[18].starts_with("s39 "), "{lines:#?}");
    assert_eq!(lines[19], "s39: 1 exercise, scored at the first check");
    assert!(lines[23].starts_with("↑↓ a student"));
    // Lower, the practice gives way to the table's rows.
    let lines = screen(&view, Lang::En, 80, 12);
    assert!(lines[0].ends_with("students 36–40 of 40"), "{lines:#?}");
    assert!(lines[8].starts_with("s39 "), "{lines:#?}");
    // Wide and tall: every row, and the details; the legend on one line.
    let lines = screen(&view, Lang::En, 300, 100);
    assert_eq!(lines[0], "The class: 40 students, 0 connected");
    assert!(lines[43].starts_with("s39 "));
    assert_eq!(lines[45], "s39: 1 exercise, scored at the first check");
    assert!(lines[98].starts_with("Practice: right/asked"), "{lines:#?}");
    // Tiny: nothing breaks.
    screen(&view, Lang::Fr, 1, 1);
    screen(&view, Lang::Fr, 20, 3);
}

#[test]
fn a_refused_line_says_why_and_the_forms_in_full_at_80_columns_in_both_languages() {
    let mut view = class();
    view.input = Some(crate::serve::teacher::state::Input {
        text: "endgame X.O/.X./O..".to_owned(),
        error: Some(Problem::NotAnExercise(TeacherPhrase::RefusedTooBig {
            empty: 4,
        })),
        sending: false,
        generating: None,
    });
    let lines = screen(&view, Lang::En, 80, 24);
    assert_eq!(
        lines[18..],
        [
            "New exercise: endgame X.O/.X./O..",
            "Not an exercise: too big a tree: give a board with at most 4 empty cells",
            "One of: practice\u{a0}SEED\u{a0}DEPTH\u{a0}BRANCHING\u{a0}(each\u{a0}node\u{a0}2\u{a0}to\u{a0}\
             BRANCHING\u{a0}children)\u{a0}·",
            "generate\u{a0}DEPTH\u{a0}BRANCHING\u{a0}cuts\u{a0}N\u{a0}above\u{a0}K\u{a0}from\u{a0}SEED\u{a0}\
             (above,\u{a0}from:\u{a0}if\u{a0}wanted)\u{a0}·",
            "tree\u{a0}((3\u{a0}12\u{a0}8)\u{a0}(2\u{a0}4\u{a0}6))\u{a0}· endgame\u{a0}XOX/.O./..X\u{a0}· \
             lesson\u{a0}N",
            "Mend the line, then Enter · Ctrl-U empties it · Esc leaves it",
        ]
    );
    let french = screen(&view, Lang::Fr, 80, 24);
    assert_eq!(
        french[17..],
        [
            "Nouvel exercice\u{a0}: endgame X.O/.X./O..",
            "Ce n'est pas un exercice\u{a0}: arbre trop grand\u{a0}: donnez un plateau d'au plus",
            "4\u{a0}cases vides",
            "Au choix\u{a0}: practice\u{a0}GRAINE\u{a0}PROFONDEUR\u{a0}LARGEUR\u{a0}(2\u{a0}à\u{a0}\
             LARGEUR\u{a0}enfants\u{a0}par\u{a0}nœud)\u{a0}·",
            "generate\u{a0}PROFONDEUR\u{a0}LARGEUR\u{a0}cuts\u{a0}N\u{a0}above\u{a0}K\u{a0}from\u{a0}\
             GRAINE\u{a0}(above,\u{a0}from\u{a0}au\u{a0}choix)\u{a0}·",
            "tree\u{a0}((3\u{a0}12\u{a0}8)\u{a0}(2\u{a0}4\u{a0}6))\u{a0}· endgame\u{a0}XOX/.O./..X\u{a0}· \
             lesson\u{a0}N",
            "Corrigez la ligne, puis Entrée · Ctrl-U la vide · Échap abandonne",
        ]
    );
    // While the line is typed, the forms and its own keys, no legend.
    view.input.as_mut().unwrap().error = None;
    let lines = screen(&view, Lang::En, 80, 24);
    assert_eq!(lines[19], "New exercise: endgame X.O/.X./O..");
    assert_eq!(
        lines[23],
        "Enter sets it · Esc leaves it · Ctrl-U empties the line"
    );
}

#[test]
fn a_generated_tree_says_its_progress_why_none_and_once_set_its_seed_and_cuts() {
    use crate::class::exercise::Generate;
    use crate::serve::teacher::generate::Generating;
    let asked = Generate {
        depth: 3,
        branching: 3,
        cuts: 3,
        above_leaves: 1,
        from: None,
    };
    let mut view = class();
    view.input = Some(crate::serve::teacher::state::Input {
        text: "generate 3 3 cuts 3 above 1".to_owned(),
        generating: Some(Generating {
            tried: 1500,
            ..Generating::new(asked, 4242)
        }),
        ..Default::default()
    });
    let lines = screen(&view, Lang::En, 80, 24);
    assert_eq!(lines[18], "New exercise: generate 3 3 cuts 3 above 1");
    assert_eq!(
        lines[19],
        "Generating: seeds from 4242 (drawn at random), 1500 of at most 100000 tried…"
    );
    assert_eq!(lines[23], "Esc stops the generator and leaves the line");
    let french = screen(&view, Lang::Fr, 80, 24);
    assert_eq!(
        french[18..20],
        [
            "Génération\u{a0}: graines depuis 4242 (tirée au hasard), 1500 essayées sur 100000 au",
            "plus…",
        ]
    );
    assert_eq!(
        french[23],
        "Échap arrête le générateur et abandonne la ligne"
    );
    // It gave up.
    let input = view.input.as_mut().unwrap();
    input.generating = None;
    input.error = Some(Problem::NotGenerated(crate::i18n::NoTree::NotFound {
        tried: 100_000,
        from: 4242,
    }));
    let lines = screen(&view, Lang::En, 80, 24);
    assert_eq!(
        lines[17..20],
        [
            "New exercise: generate 3 3 cuts 3 above 1",
            "No tree generated: none of the 100000 seeds from 4242 gives it; the generator",
            "gave up: ask fewer cuts or a larger tree",
        ]
    );
    let french = screen(&view, Lang::Fr, 80, 24);
    assert_eq!(
        french[17..20],
        [
            "Nouvel exercice\u{a0}: generate 3 3 cuts 3 above 1",
            "Aucun arbre généré\u{a0}: aucune des 100000\u{a0}graines depuis 4242 ne le donne\u{a0}; le",
            "générateur abandonne\u{a0}: demandez moins de coupures ou un arbre plus grand",
        ]
    );
    // Set: the top line says the seed found and the cuts asked; the line told says where
    // the generator started.
    view.input = None;
    view.exercise = Some("practice 4245 3 3 cuts 3 above 1".to_owned());
    view.told = Some(Told::Generated {
        exercise: "practice 4245 3 3 cuts 3 above 1".to_owned(),
        from: 4242,
        fresh: true,
        seed: 4245,
    });
    let lines = screen(&view, Lang::En, 80, 24);
    assert_eq!(
        lines[1..6],
        [
            "Exercise of the day: practice 4245 3 3 cuts 3 above 1 · seed 4245, depth 3,",
            "branching 2–3 · at least 3 cuts, 1 above the leaves",
            "The records could not write: database or disk is full",
            "Seed 4245, the first from 4242 (drawn at random) with the cuts asked: the",
            "exercise of the day is now: practice 4245 3 3 cuts 3 above 1",
        ]
    );
    let french = screen(&view, Lang::Fr, 80, 24);
    assert_eq!(
        french[1..6],
        [
            "Exercice du jour\u{a0}: practice 4245 3 3 cuts 3 above 1 · graine 4245, profondeur 3,",
            "largeur 2–3 · au moins 3\u{a0}coupures, dont 1 au-dessus des feuilles",
            "Les résultats de la classe n'ont pas pu être écrits\u{a0}: database or disk is full",
            "Graine 4245, la première depuis 4242 (tirée au hasard) avec les coupures",
            "demandées\u{a0}; l'exercice du jour est maintenant\u{a0}: practice 4245 3 3 cuts 3 above 1",
        ]
    );
}
