//! Drawing the teacher's view: the title and the exercise of the day, the records' failures in the warning colour, the class's table (scrolled to the selected student), the selected student's practice, the exercise line, the keys.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::class::DailyExercise;
use crate::i18n::{Lang, RandomTree, TeacherPhrase};
use crate::serve::teacher::class::Row;
use crate::serve::teacher::state::{Problem, TeacherView, Told};
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

mod table;
#[cfg(test)]
mod tests;

use table::{details, heading_line, table_line};

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
    let exercise = exercise_phrase(view.exercise.as_deref());
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

/// The exercise of the day's line: its text form, and a random practice tree's seed, depth
/// and branching (a generated one's cuts asked too).
fn exercise_phrase(exercise: Option<&str>) -> TeacherPhrase {
    let Some(text) = exercise else {
        return TeacherPhrase::ExerciseNone;
    };
    let text = text.to_owned();
    match text.parse() {
        Ok(DailyExercise::Practice {
            seed,
            depth,
            branching,
        }) => TeacherPhrase::ExerciseRandom {
            text,
            tree: RandomTree {
                seed,
                depth,
                branching,
            },
        },
        Ok(DailyExercise::Generated {
            seed,
            depth,
            branching,
            cuts,
            above_leaves,
        }) => TeacherPhrase::ExerciseGenerated {
            text,
            tree: RandomTree {
                seed,
                depth,
                branching,
            },
            cuts,
            above: above_leaves,
        },
        _ => TeacherPhrase::Exercise { text },
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
        None => lang.forms(&TeacherPhrase::Keys),
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
