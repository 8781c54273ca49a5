//! Drawing the teacher's view: the title and the exercise of the day, the records' failures in the warning colour, the class's table (scrolled to the selected student), the selected student's practice, the exercise line, the keys.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::class::exercise::FORMS;
use crate::i18n::{Lang, TeacherPhrase};
use crate::serve::live::Activity;
use crate::serve::teacher::class::Row;
use crate::serve::teacher::state::{Problem, TeacherView, Told};
use crate::tui::{Look, Theme, fit_words};

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

/// The practice scores in `width` columns: "7/9 5/9", and "+N" for those that do not fit.
fn scores(row: &Row, width: usize) -> String {
    if row.practice.is_empty() {
        return "—".to_owned();
    }
    let all: Vec<String> = row
        .practice
        .iter()
        .map(|p| format!("{}/{}", p.first_check_score, p.out_of))
        .collect();
    for shown in (1..=all.len()).rev() {
        let mut text = all[..shown].join(" ");
        if shown < all.len() {
            text.push_str(&format!(" +{}", all.len() - shown));
        }
        if text.chars().count() <= width {
            return text;
        }
    }
    format!("+{}", all.len())
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
    selected: bool,
) -> Line<'static> {
    let lessons = if row.lessons.is_empty() {
        "—".to_owned()
    } else {
        row.lessons
            .iter()
            .map(u32::to_string)
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
        Span::raw(cell(&scores(row, columns.practice), columns.practice)),
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

/// The exercise line and the line under it (why it is refused, or the forms).
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
    let cursor = if input.sending { "" } else { " " };
    let first = Line::from(vec![
        Span::styled(prompt, theme.heading()),
        Span::raw(text),
        Span::styled(cursor, Style::new().add_modifier(Modifier::REVERSED)),
    ]);
    let second = match &input.error {
        Some(Problem::NotAnExercise(reason)) => Line::styled(
            lang.say(&TeacherPhrase::NotAnExercise {
                reason: reason.clone(),
            }),
            theme.bad(),
        ),
        Some(Problem::NotWritten(why)) => Line::styled(
            lang.say(&TeacherPhrase::NotWritten { why: why.clone() }),
            theme.bad(),
        ),
        None if input.sending => Line::styled(lang.say(&TeacherPhrase::Setting), theme.dim()),
        None => Line::styled(
            lang.say(&TeacherPhrase::Forms {
                forms: FORMS.join(" · "),
            }),
            theme.dim(),
        ),
    };
    vec![first, second]
}

/// The lines above the table: the title, the exercise of the day, the records' failures and
/// what the last change of the exercise came to.
fn top_lines(view: &TeacherView, lang: Lang, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let title = TeacherPhrase::Title {
        students: view.rows.len(),
        connected: view.connected(),
    };
    let mut lines = vec![
        Line::styled(fit_words(&lang.say(&title), width), theme.heading()),
        Line::raw(fit_words(
            &lang.say(&TeacherPhrase::Exercise {
                current: view.exercise.clone(),
            }),
            width,
        )),
    ];
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
        Some(Told::Cleared) => Some((TeacherPhrase::Cleared, theme.good())),
        Some(Told::NotWritten(why)) => {
            Some((TeacherPhrase::NotWritten { why: why.clone() }, theme.bad()))
        }
        None => None,
    };
    if let Some((phrase, style)) = told {
        lines.push(Line::styled(fit_words(&lang.say(&phrase), width), style));
    }
    lines
}

/// Draws the view on the whole frame.
pub fn draw(view: &TeacherView, lang: Lang, look: Look, frame: &mut Frame) {
    let theme = Theme::new(look);
    let area = frame.area();
    let (width, height) = (usize::from(area.width), usize::from(area.height));
    let top = top_lines(view, lang, &theme, width);
    let input = input_lines(view, lang, &theme, width);
    let keys = if view.input.is_some() {
        vec![lang.say(&TeacherPhrase::InputKeys)]
    } else {
        vec![
            lang.say(&TeacherPhrase::Keys),
            lang.say(&TeacherPhrase::KeysShort),
        ]
    };
    let footer = Line::styled(crate::i18n::first_fit(&keys, width).to_owned(), theme.dim());
    // What the table has: the height less the lines above and below it and its heading.
    let fixed = top.len() + input.len() + 1 + 1;
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
        lines.push(table_line(row, &columns, lang, &theme, at == view.selected));
    }
    // The selected student's practice under the table, after a blank line where there is room.
    let spare = height.saturating_sub(lines.len() + details.len() + input.len() + 1);
    if !details.is_empty() && spare > 0 {
        lines.push(Line::raw(""));
    }
    lines.extend(details);
    // The line and the keys sit at the bottom.
    let below: Vec<Line> = input.into_iter().chain([footer]).collect();
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
    fn at_80_by_24_the_class_its_scores_the_failure_and_the_selected_practice_are_shown() {
        let lines = screen(&class(), Lang::En, 80, 24);
        assert_eq!(
            lines[..11],
            [
                "The class: 3 students, 2 connected",
                "Exercise of the day: practice 7 3 2",
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
            lines[23],
            "↑↓ a student · e set the exercise of the day · d clear it · q quit"
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
        // student's practice (2 lines) and the keys: 17.
        assert_eq!(
            lines[0],
            "The class: 40 students, 0 connected · students 24–40 of 40"
        );
        assert!(lines[4].starts_with("s23 "), "{lines:#?}");
        assert!(lines[20].starts_with("s39 "), "{lines:#?}");
        assert_eq!(lines[21], "s39: 1 exercise, scored at the first check");
        assert!(lines[23].starts_with("↑↓ a student"));
        // Lower, the practice gives way to the table's rows.
        let lines = screen(&view, Lang::En, 80, 10);
        assert!(lines[0].ends_with("students 36–40 of 40"), "{lines:#?}");
        assert!(lines[8].starts_with("s39 "), "{lines:#?}");
        // Wide and tall: every row, and the details.
        let lines = screen(&view, Lang::En, 300, 100);
        assert_eq!(lines[0], "The class: 40 students, 0 connected");
        assert!(lines[43].starts_with("s39 "));
        assert_eq!(lines[45], "s39: 1 exercise, scored at the first check");
        // Tiny: nothing breaks.
        screen(&view, Lang::Fr, 1, 1);
        screen(&view, Lang::Fr, 20, 3);
    }

    #[test]
    fn the_exercise_line_says_why_a_line_is_refused() {
        let mut view = class();
        view.input = Some(crate::serve::teacher::state::Input {
            text: "lesson 9".to_owned(),
            error: Some(Problem::NotAnExercise(
                "a lesson is numbered 1 to 5".to_owned(),
            )),
            sending: false,
        });
        let lines = screen(&view, Lang::En, 80, 24);
        assert_eq!(lines[21], "New exercise: lesson 9");
        assert_eq!(lines[22], "Not an exercise: a lesson is numbered 1 to 5");
        assert_eq!(
            lines[23],
            "Enter sets it · Esc leaves it · Ctrl-U empties the line"
        );
    }
}
