//! The teacher's session on the remote console (the students' machinery: the same key decoding, resizes, idle timeout and stop): the class re-read about once a second from the records' thread, the keys handled, the records' answers taken without waiting.

use std::ffi::OsString;
use std::io::Write;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

use crate::class::DailyExercise;
use crate::i18n::Lang;
use crate::serve::Shared;
use crate::serve::records::{ClassRecords, Note};
use crate::serve::session::ChannelWriter;
use crate::serve::teacher::Start;
use crate::serve::teacher::generate::Step;
use crate::serve::teacher::keys::{self, Effect};
use crate::serve::teacher::state::{Problem, TeacherView, Today};
use crate::serve::teacher::view;
use crate::tui::{Background, Console, Look, RemoteConsole, RemoteEnd};

/// How often the class is read again.
const REFRESH: Duration = Duration::from_secs(1);
/// The longest wait for a key: the stop and the idle timeout are looked at this often.
const MOST_WAIT: Duration = Duration::from_millis(100);
/// How often an answer of the records is looked for while one is awaited.
const ANSWER_WAIT: Duration = Duration::from_millis(20);

/// A change of the exercise sent to the records: what was asked (`None`: cleared) and where
/// their answer comes.
struct Writing {
    asked: Option<String>,
    answer: Receiver<Result<(), String>>,
}

/// The teacher's session, from the client's first frame to its screen given back.
pub fn run(shared: &Shared, start: Start, writer: ChannelWriter) -> RemoteEnd {
    let var = |name: &str| start.env.get(name).map(OsString::from);
    let lang = Lang::from_vars(var);
    let look = Look::from_vars(var).on(Some(Background::Dark));
    let Ok(mut console) = RemoteConsole::start(
        writer,
        start.size,
        start.input,
        shared.idle_timeout,
        shared.stopping.clone(),
    ) else {
        return RemoteEnd::Disconnected;
    };
    let end = watch(shared, &mut console, lang, look);
    let farewell = crate::tui::farewell(end, shared.idle_timeout);
    console.finish(farewell.map(|phrase| lang.say(&phrase)).as_deref());
    end
}

/// The view's loop until the teacher quits, goes away, stays idle or the server stops.
fn watch<W: Write>(
    shared: &Shared,
    console: &mut RemoteConsole<W>,
    lang: Lang,
    look: Look,
) -> RemoteEnd {
    let gone = |console: &RemoteConsole<W>| console.end().unwrap_or(RemoteEnd::Disconnected);
    let mut view = TeacherView::default();
    let mut reading: Option<Receiver<Result<ClassRecords, String>>> = None;
    let mut writing: Option<Writing> = None;
    let mut next_read = Instant::now();
    let mut changed = true;
    loop {
        if console.ended().is_some() {
            return gone(console);
        }
        if reading.is_none() && Instant::now() >= next_read {
            let (reply, answer) = mpsc::channel();
            if shared.records.send(Note::Summary { reply }).is_ok() {
                reading = Some(answer);
            }
            next_read = Instant::now() + REFRESH;
        }
        if let Some(answer) = &reading {
            match answer.try_recv() {
                Ok(class) => {
                    let connected = shared.roster.snapshot();
                    let opened = openers(&class, view.exercise.as_deref());
                    view.refresh(class, &connected, shared.roster.last_failure());
                    view.today = today(view.exercise.as_deref(), opened, view.today.clone());
                    reading = None;
                    changed = true;
                }
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => reading = None,
            }
        }
        if let Some(sent) = &writing {
            let result = match sent.answer.try_recv() {
                Ok(result) => Some(result),
                Err(TryRecvError::Empty) => None,
                Err(TryRecvError::Disconnected) => Some(Err("the records stopped".to_owned())),
            };
            if let Some(result) = result {
                view.written(sent.asked.clone(), result);
                writing = None;
                // The class as it is now, the new exercise with it.
                next_read = Instant::now();
                changed = true;
            }
        }
        if let Some(exercise) = generate(&mut view) {
            writing = Some(send(shared, Some(exercise)));
        }
        let generating = view
            .input
            .as_ref()
            .is_some_and(|input| input.generating.is_some() && !input.sending);
        // Its progress drawn after each slice.
        changed |= generating;
        if changed {
            let drawn = console
                .terminal()
                .draw(|frame| view::draw(&view, lang, look, frame));
            if drawn.is_err() {
                return gone(console);
            }
            changed = false;
        }
        let wait = if generating {
            // The next slice at once, once the keys typed meanwhile are read.
            Duration::ZERO
        } else if reading.is_some() || writing.is_some() {
            ANSWER_WAIT
        } else {
            next_read
                .saturating_duration_since(Instant::now())
                .min(MOST_WAIT)
        };
        let Ok(ready) = console.poll(wait) else {
            return gone(console);
        };
        if !ready {
            if console.hung_up().unwrap_or(true) {
                return gone(console);
            }
            continue;
        }
        // Everything already typed is handled before the next draw.
        while let Ok(true) = console.poll(Duration::ZERO) {
            let Ok(event) = console.read() else { break };
            changed = true;
            match keys::handle(&mut view, &event) {
                Effect::None => {}
                Effect::Quit => return RemoteEnd::Quit,
                Effect::Set(exercise) => writing = Some(send(shared, Some(exercise))),
                Effect::Clear => writing = Some(send(shared, None)),
            }
        }
    }
}

/// The next slice of the tree being generated, if one is: the exercise it found, to be sent
/// (the line then waits for the records), or why none was (told on the line).
fn generate(view: &mut TeacherView) -> Option<DailyExercise> {
    let input = view.input.as_mut().filter(|input| !input.sending)?;
    match input.generating.as_mut()?.step() {
        Step::Going => None,
        Step::Found(exercise) => {
            input.sending = true;
            Some(exercise)
        }
        Step::Unmet(reason) => {
            input.generating = None;
            input.error = Some(Problem::NotGenerated(reason));
            None
        }
    }
}

/// The students the records say opened the exercise of the day `exercise` (its text form).
fn openers(class: &Result<ClassRecords, String>, exercise: Option<&str>) -> Vec<String> {
    let (Ok(class), Some(exercise)) = (class, exercise) else {
        return Vec::new();
    };
    class
        .students
        .iter()
        .filter(|student| student.opened.iter().any(|opened| opened == exercise))
        .map(|student| student.name.clone())
        .collect()
}

/// How the exercise of the day `exercise` (its text form) shows in the table: what its first
/// checks are recorded as (built again only when it changed from `before`'s), its lesson, who
/// opened it (`opened`).
fn today(exercise: Option<&str>, opened: Vec<String>, before: Today) -> Today {
    let Some(text) = exercise else {
        return Today::default();
    };
    let daily: Option<DailyExercise> = text.parse().ok();
    let lesson = match &daily {
        Some(DailyExercise::Lesson(n)) => Some(u32::from(*n)),
        _ => None,
    };
    let recorded = match &daily {
        Some(DailyExercise::Lesson(_)) | None => None,
        // The same text as before: the same exercise.
        Some(_) if before.recorded.is_some() && before.exercise.as_deref() == Some(text) => {
            before.recorded
        }
        Some(daily) => match crate::serve::session::daily(daily) {
            Some(crate::tui::Daily::Practice(exercise)) => {
                Some(crate::tui::exercise_text(&exercise))
            }
            _ => None,
        },
    };
    Today {
        recorded,
        lesson,
        opened,
        exercise: Some(text.to_owned()),
    }
}

/// Asks the records to set (or clear) the exercise of the day. (Records gone drop the reply:
/// the answer then says they stopped.)
fn send(shared: &Shared, exercise: Option<DailyExercise>) -> Writing {
    let (reply, answer) = mpsc::channel();
    let asked = exercise.as_ref().map(ToString::to_string);
    let _ = shared.records.send(Note::SetExercise { exercise, reply });
    Writing { asked, answer }
}
