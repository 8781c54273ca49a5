//! The class's table of the teacher's view: its heading, a row a student (now doing, first-check scores, lessons, W-D-L), the selected student's practice.

use super::Columns;
use crate::i18n::{Lang, TeacherPhrase};
use crate::serve::live::Activity;
use crate::serve::teacher::class::Row;
use crate::serve::teacher::state::{TeacherView, Today};
use crate::tui::{Theme, fit_words};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

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
pub(super) fn table_line(
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
pub(super) fn heading_line(columns: &Columns, lang: Lang, theme: &Theme) -> Line<'static> {
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
pub(super) fn details(
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
