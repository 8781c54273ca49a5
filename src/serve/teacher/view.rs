//! Drawing the teacher's view: the title and the exercise of the day, the records' failures in the warning colour, the class's table (scrolled to the selected student), the selected student's practice, the exercise line, the keys.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::class::DailyExercise;
use crate::i18n::{Lang, TeacherPhrase};
use crate::serve::live::Activity;
use crate::serve::teacher::class::Row;
use crate::serve::teacher::state::{Problem, TeacherView, Today, Told};
use crate::tui::{Look, Theme, fit_words, wrap_words};

/// The most lines the selected student's practice takes.
const MOST_DETAILS: usize = 5;
/// The fewest table rows kept before the details give way.
const FEWEST_ROWS: usize = 5;

/// The widths of the table's columns (the practice takes what is left).
struct Columns {
    name: usize,
    now: usize,
    practice: usize,
    lessons: usize,
    games: usize,
}

impl Columns {
    fn for_width(width: usize, rows: &[Row], lang: Lang) -> Self {
        let longest = rows.iter().map(|row| row.name.chars().count()).max();
        let heading = lang.say(&TeacherPhrase::StudentHeading).chars().count();
        let name = longest.unwrap_or(0).max(heading).clamp(7, 16);
        let (now, lessons, games) = (14, 9, 8);
        // Four spaces between the five columns.
        let practice = width
            .saturating_sub(name + now + lessons + games + 4)
            .max(8);
        Self {
            name,
            now,
            practice,
            lessons,
            games,
        }
    }
}

/// `text` cut to `width` columns (an ellipsis where it was cut), padded to them.
fn cell(text: &str, width: usize) -> String {
    let count = text.chars().count();
    if count <= width {
        return format!("{text}{}", " ".repeat(width - count));
    }
    let kept: String = text.chars().take(width.saturating_sub(1)).collect();
    format!("{kept}…")
}

/// The practice scores in `width` columns: "7/9 5/9*" (`*`: the exercise of the day's), and
/// "+N" for those that do not fit; then, for a student who opened the exercise of the day and
/// has not checked it, that they did.
fn scores(row: &Row, today: &Today, lang: Lang, width: usize) -> String {
    let opened = today
        .opened_not_checked(row)
        .then(|| lang.say(&TeacherPhrase::OpenedNotChecked));
    if row.practice.is_empty() {
        return opened.unwrap_or_else(|| "—".to_owned());
    }
    let all: Vec<String> = row
        .practice
        .iter()
        .map(|p| {
            let mark = if Some(&p.exercise) == today.recorded.as_ref() {
                "*"
            } else {
                ""
            };
            format!("{}/{}{mark}", p.first_check_score, p.out_of)
        })
        .collect();
    let after = opened.map(|text| format!(" · {text}")).unwrap_or_default();
    let room = width.saturating_sub(after.chars().count());
    for shown in (1..=all.len()).rev() {
        let mut text = all[..shown].join(" ");
        if shown < all.len() {
            text.push_str(&format!(" +{}", all.len() - shown));
        }
        if text.chars().count() <= room {
            return text + &after;
        }
    }
    format!("+{}{after}", all.len())
}

/// What a student is doing now, in words.
fn doing(now: &Option<Activity>) -> TeacherPhrase {
    match now {
        None => TeacherPhrase::NotConnected,
        Some(Activity::Game(game)) => TeacherPhrase::Playing { game: game.clone() },
        Some(Activity::Steps) => TeacherPhrase::InStepMode,
        Some(Activity::Tree) => TeacherPhrase::InTheTree,
        Some(Activity::Practice) => TeacherPhrase::Practising,
        Some(Activity::Lesson(number)) => TeacherPhrase::InLesson { number: *number },
        Some(Activity::Home) => TeacherPhrase::AtHome,
    }
}

/// One row of the table.
fn table_line(
    row: &Row,
    columns: &Columns,
    lang: Lang,
    theme: &Theme,
    (today, selected): (&Today, bool),
) -> Line<'static> {
    let lessons = if row.lessons.is_empty() {
        "—".to_owned()
    } else {
        row.lessons
            .iter()
            .map(|n| {
                let mark = if Some(*n) == today.lesson { "*" } else { "" };
                format!("{n}{mark}")
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let games = format!("{}-{}-{}", row.won, row.drawn, row.lost);
    let now_style = if row.now.is_some() {
        theme.good()
    } else {
        theme.dim()
    };
    let mut line = Line::from(vec![
        Span::raw(cell(&row.name, columns.name)),
        Span::raw(" "),
        Span::styled(cell(&lang.say(&doing(&row.now)), columns.now), now_style),
        Span::raw(" "),
        Span::raw(cell(
            &scores(row, today, lang, columns.practice),
            columns.practice,
        )),
        Span::raw(" "),
        Span::raw(cell(&lessons, columns.lessons)),
        Span::raw(" "),
        Span::raw(cell(&games, columns.games)),
    ]);
    if selected {
        line = line.style(Style::new().add_modifier(Modifier::REVERSED));
    }
    line
}

/// The table's heading.
fn heading_line(columns: &Columns, lang: Lang, theme: &Theme) -> Line<'static> {
    let say = |phrase: TeacherPhrase, width| cell(&lang.say(&phrase), width);
    let text = [
        say(TeacherPhrase::StudentHeading, columns.name),
        say(TeacherPhrase::NowHeading, columns.now),
        say(TeacherPhrase::PracticeHeading, columns.practice),
        say(TeacherPhrase::LessonsHeading, columns.lessons),
        say(TeacherPhrase::GamesHeading, columns.games),
    ]
    .join(" ");
    Line::styled(text, theme.heading().add_modifier(Modifier::UNDERLINED))
}

/// The selected student's practice: a heading and each exercise with its score, the latest
/// ones when not all fit in `room` lines.
fn details(
    view: &TeacherView,
    lang: Lang,
    theme: &Theme,
    width: usize,
    room: usize,
) -> Vec<Line<'static>> {
    let Some(row) = view.selected_row() else {
        return Vec::new();
    };
    let heading = TeacherPhrase::Details {
        name: row.name.clone(),
        exercises: row.practice.len(),
    };
    let mut lines = vec![Line::styled(
        fit_words(&lang.say(&heading), width),
        theme.heading(),
    )];
    let shown = row.practice.len().min(room.saturating_sub(1));
    let latest = &row.practice[row.practice.len() - shown..];
    // The scores in one column after the longest exercise's name (as far as the width lets).
    let longest = latest.iter().map(|r| r.exercise.chars().count()).max();
    let column = longest.unwrap_or(0).min(width.saturating_sub(12));
    for result in latest {
        let score = format!("{}/{}", result.first_check_score, result.out_of);
        let exercise = cell(&result.exercise, column);
        lines.push(Line::from(vec![
            Span::raw("  "),
            Span::raw(exercise),
            Span::raw("  "),
            Span::styled(score, theme.key()),
        ]));
    }
    lines
}

/// The exercise line and the lines under it: why it is refused (the text typed, kept to be
/// mended, in the warning colour), or that it is being set; the forms, wrapped to the width.
fn input_lines(view: &TeacherView, lang: Lang, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let Some(input) = &view.input else {
        return Vec::new();
    };
    let prompt = lang.say(&TeacherPhrase::Prompt);
    // The end of a line too long for the screen, where the cursor is.
    let room = width.saturating_sub(prompt.chars().count() + 1);
    let count = input.text.chars().count();
    let text: String = input
        .text
        .chars()
        .skip(count.saturating_sub(room))
        .collect();
    let cursor = if input.sending || input.generating.is_some() {
        ""
    } else {
        " "
    };
    let text_style = if input.error.is_some() {
        theme.bad()
    } else {
        Style::new()
    };
    let mut lines = vec![Line::from(vec![
        Span::styled(prompt, theme.heading()),
        Span::styled(text, text_style),
        Span::styled(cursor, Style::new().add_modifier(Modifier::REVERSED)),
    ])];
    let (said, style) = match &input.error {
        Some(Problem::NotAnExercise(reason)) => (
            Some(TeacherPhrase::NotAnExercise {
                reason: Box::new(reason.clone()),
            }),
            theme.bad(),
        ),
        Some(Problem::NotWritten(why)) => (
            Some(TeacherPhrase::NotWritten { why: why.clone() }),
            theme.bad(),
        ),
        Some(Problem::NotGenerated(reason)) => (
            Some(TeacherPhrase::NotGenerated { reason: *reason }),
            theme.bad(),
        ),
        None if !input.sending && input.generating.is_some() => {
            let generating = input.generating.expect("generating");
            let phrase = TeacherPhrase::Generating {
                from: generating.from,
                fresh: generating.fresh,
                tried: generating.tried,
                most: crate::analysis::practice::constrained::SEEDS_TRIED,
            };
            (Some(phrase), theme.dim())
        }
        None if input.sending => (Some(TeacherPhrase::Setting), theme.dim()),
        None => (None, theme.dim()),
    };
    let wrapped = |phrase: &TeacherPhrase, style: Style| -> Vec<Line<'static>> {
        wrap_words(&lang.say(phrase), width)
            .into_iter()
            .map(|row| Line::styled(row, style))
            .collect()
    };
    if let Some(said) = said {
        lines.extend(wrapped(&said, style));
    }
    lines.extend(wrapped(&TeacherPhrase::Forms, theme.dim()));
    lines
}

/// The lines above the table: the title, the exercise of the day, the records' failures and
/// what the last change of the exercise came to.
fn top_lines(view: &TeacherView, lang: Lang, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let title = TeacherPhrase::Title {
        students: view.rows.len(),
        connected: view.connected(),
    };
    let mut lines = vec![Line::styled(
        fit_words(&lang.say(&title), width),
        theme.heading(),
    )];
    // A generated tree's line is long: it wraps.
    let (random, asked) = random_shape(view.exercise.as_deref());
    let exercise = TeacherPhrase::Exercise {
        current: view.exercise.clone(),
        random,
        asked,
    };
    lines.extend(
        wrap_words(&lang.say(&exercise), width)
            .into_iter()
            .map(Line::raw),
    );
    if let Some(why) = &view.write_failure {
        let phrase = TeacherPhrase::RecordsFailed { why: why.clone() };
        lines.push(Line::styled(
            fit_words(&lang.say(&phrase), width),
            theme.bad(),
        ));
    }
    if let Some(why) = &view.read_failure {
        let phrase = TeacherPhrase::ReadFailed { why: why.clone() };
        lines.push(Line::styled(
            fit_words(&lang.say(&phrase), width),
            theme.bad(),
        ));
    }
    let told = match &view.told {
        Some(Told::Set(exercise)) => Some((
            TeacherPhrase::Set {
                exercise: exercise.clone(),
            },
            theme.good(),
        )),
        Some(Told::Generated {
            exercise,
            from,
            fresh,
            seed,
        }) => Some((
            TeacherPhrase::SetGenerated {
                exercise: exercise.clone(),
                from: *from,
                fresh: *fresh,
                seed: *seed,
            },
            theme.good(),
        )),
        Some(Told::Cleared) => Some((TeacherPhrase::Cleared, theme.good())),
        Some(Told::NotWritten(why)) => {
            Some((TeacherPhrase::NotWritten { why: why.clone() }, theme.bad()))
        }
        None => None,
    };
    if let Some((phrase, style)) = told {
        let said = wrap_words(&lang.say(&phrase), width);
        lines.extend(said.into_iter().map(|row| Line::styled(row, style)));
    }
    lines
}

/// A random practice tree's seed, depth and branching, when `exercise` is one; a generated
/// one's cuts asked (in all, above the leaves).
type Random = (Option<(u64, usize, usize)>, Option<(usize, usize)>);

/// [`Random`] of `exercise`'s text form.
fn random_shape(exercise: Option<&str>) -> Random {
    match exercise.and_then(|text| text.parse().ok()) {
        Some(DailyExercise::Practice {
            seed,
            depth,
            branching,
        }) => (Some((seed, depth, branching)), None),
        Some(DailyExercise::Generated {
            seed,
            depth,
            branching,
            cuts,
            above_leaves,
        }) => (Some((seed, depth, branching)), Some((cuts, above_leaves))),
        _ => (None, None),
    }
}

/// Draws the view on the whole frame.
pub fn draw(view: &TeacherView, lang: Lang, look: Look, frame: &mut Frame) {
    let theme = Theme::new(look);
    let area = frame.area();
    let (width, height) = (usize::from(area.width), usize::from(area.height));
    let top = top_lines(view, lang, &theme, width);
    let input = input_lines(view, lang, &theme, width);
    let keys = match &view.input {
        Some(input) if input.error.is_some() => vec![lang.say(&TeacherPhrase::RefusedKeys)],
        Some(input) if input.generating.is_some() && !input.sending => {
            vec![lang.say(&TeacherPhrase::GeneratingKeys)]
        }
        Some(_) => vec![lang.say(&TeacherPhrase::InputKeys)],
        None => vec![
            lang.say(&TeacherPhrase::Keys),
            lang.say(&TeacherPhrase::KeysShort),
        ],
    };
    let footer = Line::styled(crate::i18n::first_fit(&keys, width).to_owned(), theme.dim());
    // What the columns mean, above the keys, while no exercise is being typed.
    let legend: Vec<Line> = if view.input.is_none() {
        wrap_words(&lang.say(&TeacherPhrase::Legend), width)
            .into_iter()
            .map(|row| Line::styled(row, theme.dim()))
            .collect()
    } else {
        Vec::new()
    };
    // What the table has: the height less the lines above and below it and its heading.
    let fixed = top.len() + input.len() + legend.len() + 1 + 1;
    let mut room = height.saturating_sub(fixed);
    let wanted_details = view
        .selected_row()
        .map_or(0, |row| 1 + row.practice.len().min(MOST_DETAILS - 1));
    // The details give way first, so the table keeps a few rows.
    let details = if room >= view.rows.len().min(FEWEST_ROWS) + wanted_details {
        let lines = details(view, lang, &theme, width, wanted_details);
        room -= lines.len();
        lines
    } else {
        Vec::new()
    };
    let columns = Columns::for_width(width, &view.rows, lang);
    let mut lines = top;
    let first = (view.selected + 1).saturating_sub(room);
    let last = (first + room).min(view.rows.len());
    if first > 0 || last < view.rows.len() {
        let title = TeacherPhrase::Title {
            students: view.rows.len(),
            connected: view.connected(),
        };
        let shown = TeacherPhrase::Shown {
            first: first + 1,
            last,
            of: view.rows.len(),
        };
        let text = format!("{} · {}", lang.say(&title), lang.say(&shown));
        lines[0] = Line::styled(fit_words(&text, width), theme.heading());
    }
    lines.push(heading_line(&columns, lang, &theme));
    if view.rows.is_empty() {
        lines.push(Line::styled(
            lang.say(&TeacherPhrase::NoStudents),
            theme.dim(),
        ));
    }
    for (at, row) in view.rows.iter().enumerate().take(last).skip(first) {
        let marks = (&view.today, at == view.selected);
        lines.push(table_line(row, &columns, lang, &theme, marks));
    }
    // The selected student's practice under the table, after a blank line where there is room.
    let spare = height.saturating_sub(lines.len() + details.len() + input.len() + legend.len() + 1);
    if !details.is_empty() && spare > 0 {
        lines.push(Line::raw(""));
    }
    lines.extend(details);
    // The line and the keys sit at the bottom.
    let below: Vec<Line> = legend.into_iter().chain(input).chain([footer]).collect();
    let gap = height.saturating_sub(lines.len() + below.len());
    lines.extend(std::iter::repeat_n(Line::raw(""), gap));
    lines.extend(below);
    frame.render_widget(
        Paragraph::new(lines),
        Rect::new(0, 0, area.width, area.height),
    );
    look.finish(frame.buffer_mut());
}

#[cfg(test)]
mod tests {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    use super::*;
    use crate::class::PracticeResult;
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
    fn at_80_by_24_the_class_its_scores_the_failure_the_selected_practice_and_the_legend_are_shown()
    {
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
            "Élève   En ce moment   Exercices (1re vérification)           Leçons    G-N-P"
        );
        assert_eq!(
            french[5],
            "bob     non connecté   —                                      1 2       2-1-0"
        );
        assert_eq!(
            french[21..],
            [
                "Exercices\u{a0}: justes/demandées à chaque 1re vérification (* l'exercice du jour) ·",
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
            "bob     non connecté   du jour\u{a0}: ouvert, pas vérifié          1 2       2-1-0"
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
}
