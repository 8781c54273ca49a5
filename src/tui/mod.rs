//! The full-screen game, one folder per thing the player can open, each with its state and its
//! update (its actions) and view: the game, the panel, the explorer, step mode, the comparison,
//! hints, predict mode, autoplay, the chrome; the runtime (event loop, terminal, threads) in a
//! folder of its own.
//!
//! The App (`state.rs`) is made of parts that own their fields: the match and the AI's search
//! (`game/`), the studies (`studies.rs`), the overlays (`overlays.rs`), the autoplay, the chrome.
//! `update/` is the one entry through which the session changes: it hands each `Action` to its
//! feature's `update`.
//! Only views (`view.rs`, or a `view/` folder) draw.

mod action;
mod autoplay;
mod chrome;
mod classroom;
mod explorer;
pub mod game;
mod hints;
pub mod keymap;
pub mod layout;
mod lessons;
mod look;
mod overlays;
mod panel;
mod practice;
mod predict;
mod results;
mod runtime;
mod saving;
mod setup;
mod state;
mod steps;
mod studies;
mod techniques;
mod update;
pub mod view;

use std::io::Write;
use std::time::Duration;

use anyhow::Context;

pub use action::{
    Action, AutoplayAction, ChromeAction, Direction, ExplorerAction, GameAction, HintsAction,
    LessonsAction, PracticeAction, PredictAction, ResultsAction, SavingAction, SettingsAction,
    SetupAction, StepsAction, TechniquesAction,
};
pub use autoplay::{AUTOPLAY_PAUSES, Autoplay, pace_words};
pub use chrome::popup_frame::PopupFrame;
pub use classroom::{Daily, Doing, GameOutcome, Offer, Receipt, Report, ReportSink, exercise_text};
pub use explorer::state::{DOT_LIMIT, ExplorerView};
pub use game::ai_search::{DEFAULT_DEPTH_LIMIT, Pending};
pub use game::game_match::{Seat, Status, Tally};
pub use game::history::{Analysis, Chooser, MoveRecord};
pub use hints::{
    ExactHints, ExactValues, HintSet, HintSource, HintState, HintValue, Hints, Searched, Solving,
    study_settings,
};
pub use layout::wrap_words;
pub use look::{Background, Look};
pub use practice::state::{Edit, Field, PracticeTally, PracticeView};
pub use predict::{Judgement, Predict, PredictTally, Worth};
pub use results::ResultsScreen;
pub use runtime::console::Console;
pub use runtime::inbox::{Inbox, Incoming, NotSent, Outbox, inbox};
pub use runtime::remote::{RemoteConsole, RemoteEnd, SIDES};
pub use runtime::work::{Work, WorkOrders};
pub use saving::PlayerFiles;
pub use setup::state::{Draft, Refusal, SetupView};
pub use setup::view::refusal_words;
pub use state::{App, Screen};
pub use steps::state::{
    Answer, GUESS_POSITIONS, Guess, GuessTally, Origin, PendingGuess, STEP_PACES, Seeking,
    StepsView, Target,
};
pub use techniques::state::TechniquesView;
pub use update::AppEvent;
pub use view::theme::Theme;
pub use view::{draw, fit_words, footer_hints, move_name, unbroken};

use crate::analysis::Config;
use crate::i18n::ClassroomPhrase;
use ratatui::Frame;

use crate::analysis::GameTable;
use runtime::terminal::Input;

/// Test hook, not a feature: `MORPION_TEST_PANIC=main` makes the main thread panic right after
/// the first screen is drawn, `MORPION_TEST_PANIC=worker` makes the search thread panic on its
/// first search, `MORPION_TEST_PANIC=alloc` makes the main thread fail an allocation as the
/// runtime does when the system refuses memory (a message, then an abort) after the first
/// screen. The crash tests use it to check that a panic or an abort anywhere restores the
/// terminal, prints a readable message and ends the process.
pub const TEST_PANIC_VAR: &str = "MORPION_TEST_PANIC";

/// Where the crash test hook ([`TEST_PANIC_VAR`]) makes a panic happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TestPanic {
    Main,
    Worker,
    Alloc,
}

impl TestPanic {
    fn from_env() -> Option<Self> {
        match std::env::var(TEST_PANIC_VAR).ok()?.as_str() {
            "main" => Some(Self::Main),
            "worker" => Some(Self::Worker),
            "alloc" => Some(Self::Alloc),
            _ => None,
        }
    }
}

/// How the game ended, so `main` can give the shell the exit status it expects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The player quit.
    Quit,
    /// A signal asked the game to end (the terminal was restored first); the shell expects the
    /// exit status 128 + this number.
    Signal(i32),
}

/// Runs the full-screen game until the player quits or a signal ends it; the terminal is
/// restored on every exit. The screen layer sits above the app: the caller hands in how to
/// draw the App (`draw`, called whenever something changed), what the terminal allows (`look`)
/// and the background to draw for (`None`: the terminal is asked, before the screen is touched).
pub fn run(
    config: Config,
    look: Look,
    background: Option<Background>,
    player: PlayerFiles,
    draw: impl Fn(&App, &mut Frame),
) -> anyhow::Result<Ending> {
    runtime::terminal::ensure_interactive()?;
    // Started in the background: nothing is asked of the terminal before the game has it.
    // (No handler yet: a signal that ends the game ends it there, as it would any stopped job.)
    runtime::terminal::wait_until_in_the_foreground(|| false)?;
    // Registered before the terminal is touched, so no signal can end the process with the
    // terminal still in game mode. The handler only records the number; the loop does the rest.
    let signal = runtime::signals::watch().context("could not install the signal handlers")?;
    runtime::fatal::install();
    let quiet = runtime::terminal::QuietStart::begin();
    // Made before the screen is touched: if not even a small table can be had, the game ends
    // with a one-line error and the terminal as it was.
    let table = GameTable::make(config.table_size())?;
    // Asked once the signals are watched: the question puts the terminal in raw mode a moment.
    let look = look.on(background);
    // Echo stays off until raw mode is on.
    let mut session = runtime::terminal::Session::start()?;
    drop(quiet);
    let mut console = runtime::console::LocalConsole {
        terminal: session.terminal(),
        signal: &signal,
    };
    let ending = runtime::event_loop::run(
        &mut console,
        config,
        move |app: App| app.with_look(look).with_player(player),
        draw,
        TestPanic::from_env(),
        table,
    );
    // The terminal is restored before the caller prints an error or exits.
    drop(session);
    match ending {
        // A failed read or write on a terminal that went away is its hangup, whichever the
        // loop noticed first: the write error, the closed input, or the SIGHUP.
        Err(_)
            if runtime::terminal::wait_for_input(Duration::ZERO)
                .is_ok_and(|i| i == Input::HungUp) =>
        {
            Ok(Ending::Signal(signal_hook::consts::SIGHUP))
        }
        ending => ending,
    }
}

/// What a remote session runs in: the client's terminal, seen through an SSH channel.
pub struct Remote<W: Write> {
    /// Where the frames go.
    pub output: W,
    /// The client's window (columns, rows) when the session starts.
    pub size: (u32, u32),
    /// The client's bytes and resizes.
    pub input: Inbox,
    /// The session ends after this long with nothing from the client.
    pub idle_timeout: Duration,
    /// Set when the server stops: the session ends within a tenth of a second.
    pub stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    /// Who is told what the student does (see [`Report`]), and asked for the teacher's
    /// exercise of the day.
    pub reports: Option<Box<dyn ReportSink>>,
}

/// Runs the full-screen game for a remote client until it quits, goes away, stays idle too
/// long or the server stops it: the same App and the same loop as [`run`], on the client's
/// terminal. The client's screen is given back as it was on every exit it can still see.
pub fn run_remote<W: Write>(
    config: Config,
    look: Look,
    player: PlayerFiles,
    draw: impl Fn(&App, &mut Frame),
    remote: Remote<W>,
) -> anyhow::Result<RemoteEnd> {
    let table = GameTable::make(config.table_size())?;
    let mut console = runtime::remote::RemoteConsole::start(
        remote.output,
        remote.size,
        remote.input,
        remote.idle_timeout,
        remote.stop,
    )
    .context("could not write to the client")?;
    let reports = remote.reports;
    let lang = config.lang;
    let ending = runtime::event_loop::run(
        &mut console,
        config,
        move |app: App| {
            let mut app = app.with_look(look).with_player(player);
            if let Some(sink) = reports {
                app.set_reports(sink);
            }
            app
        },
        draw,
        None,
        table,
    );
    let end = match ending {
        Ok(Ending::Quit) => RemoteEnd::Quit,
        // A write that failed: the client is gone.
        Ok(Ending::Signal(_)) | Err(_) => console.end().unwrap_or(RemoteEnd::Disconnected),
    };
    console.finish(
        farewell(end, remote.idle_timeout)
            .map(|phrase| lang.say(&phrase))
            .as_deref(),
    );
    Ok(end)
}

/// What a remote client is told once its screen is given back, where the server ended its
/// session (`idle_timeout` without a key, or the server stopped).
pub fn farewell(end: RemoteEnd, idle_timeout: Duration) -> Option<ClassroomPhrase> {
    match end {
        RemoteEnd::Idle => Some(ClassroomPhrase::EndedIdle {
            seconds: idle_timeout.as_secs(),
        }),
        RemoteEnd::ServerStopped => Some(ClassroomPhrase::EndedServerStopped),
        RemoteEnd::Quit | RemoteEnd::Disconnected => None,
    }
}
