//! The one loop: draw, wait for the next event (never spinning), update.

use std::time::{Duration, Instant};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event;
use ratatui::layout::Rect;

use super::worker::Worker;
use super::{App, AppEvent, Config};

/// How often the screen refreshes while the AI thinks (spinner, elapsed time, result pick-up).
const BUSY_TICK: Duration = Duration::from_millis(50);
/// How long to sleep waiting for input when nothing else can happen.
const IDLE_WAIT: Duration = Duration::from_secs(1);

pub fn run(terminal: &mut DefaultTerminal, config: Config, color: bool) -> anyhow::Result<()> {
    let mut worker = Worker::spawn();
    let (app, first_search) = App::new(config);
    let mut app = app.with_color(color);
    if let Some(request) = first_search {
        worker.submit(request);
    }
    while !app.should_quit() {
        terminal.draw(|frame| frame.render_widget(&app, frame.area()))?;
        let wait = if app.is_busy() { BUSY_TICK } else { IDLE_WAIT };
        if event::poll(wait)? {
            let terminal_event = event::read()?;
            let size = terminal.size()?;
            let screen = Rect::new(0, 0, size.width, size.height);
            if let Some(request) = app.handle_event(&terminal_event, screen) {
                worker.submit(request);
            }
        }
        while let Some(done) = worker.try_result() {
            if let Some(request) = app.update(done) {
                worker.submit(request);
            }
        }
        if app.is_busy() {
            app.update(AppEvent::Tick(Instant::now()));
        }
    }
    Ok(())
}
