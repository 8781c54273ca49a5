//! Drawing `&App` with ratatui: board or heap, statistics panel (or the search tree explorer),
//! title, footer, the technique comparison, help and glossary popups.

pub mod fit;
pub mod theme;
pub mod words;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::games::playable::Playable;
use crate::i18n::{BoardPhrase, Words, first_fit};
use crate::tui::Screen;
pub use crate::tui::chrome::view::footer::footer_hints;
use crate::tui::layout::{Areas, BoardLayout};
use crate::tui::{App, ExplorerView, HintState};
pub use theme::Theme;

/// Draws one frame of the game as the App's look allows (colours, Unicode): what the event
/// loop calls.
pub fn draw(app: &App, frame: &mut Frame) {
    frame.render_widget(app, frame.area());
    app.look().finish(frame.buffer_mut());
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let screen = match self.areas(area) {
            Ok(screen) => screen,
            Err(too_small) => {
                crate::tui::chrome::view::frame::render_too_small(
                    &too_small,
                    self.words(),
                    area,
                    buf,
                );
                return;
            }
        };
        let theme = Theme::new(self.look());
        let open = self.open_screen();
        if let Some(view) = self.practice().filter(|_| open == Screen::Practice) {
            crate::tui::practice::view::render_practice(self, view, area, &theme, buf);
            self.render_popups(area, &theme, buf);
            return;
        }
        let Areas {
            title,
            board_box,
            board,
            info,
            panel,
            hints,
            message,
        } = screen;
        crate::tui::chrome::view::frame::render_title(self, title, &theme, buf);
        // The layout was computed for this very game, so the two always agree. In step mode
        // the board shows the position the replayed search is at.
        let shown = self.shown_position();
        match (&board, shown.as_ref()) {
            (BoardLayout::Grid(grid), Playable::Board(game)) => {
                crate::tui::game::view::board::render_board(
                    self, game, board_box, grid, &theme, buf,
                );
                if let Some(steps) = self.steps() {
                    crate::tui::steps::view::render_path_numbers(steps, grid, &theme, buf);
                }
            }
            (BoardLayout::Heap(layout), Playable::Heap(heap)) => {
                crate::tui::game::view::heap::render_heap(
                    self, heap, board_box, layout, &theme, buf,
                );
            }
            _ => {}
        }
        crate::tui::chrome::view::frame::render_info(self, info, &theme, buf);
        match open {
            Screen::Lesson if self.lesson().is_some_and(|lesson| !lesson.panel) => {
                if let Some(lesson) = self.lesson() {
                    crate::tui::lessons::view::render_lesson(self, lesson, panel, &theme, buf);
                }
            }
            Screen::Setup => {
                if let Some(setup) = self.setup() {
                    crate::tui::setup::view::render_setup(self, setup, panel, &theme, buf);
                }
            }
            Screen::Steps => {
                if let Some(steps) = self.steps() {
                    crate::tui::steps::view::render_steps(self, steps, panel, &theme, buf);
                }
            }
            _ => match (self.explorer_view(), self.explorer()) {
                (ExplorerView::Open, Some(explorer)) => {
                    crate::tui::explorer::view::panel::render_explorer_panel(
                        self, explorer, panel, &theme, buf,
                    );
                }
                (ExplorerView::Recording { .. }, _) => {
                    crate::tui::explorer::view::panel::render_recording(self, panel, &theme, buf)
                }
                _ => crate::tui::panel::view::render_panel(self, panel, &theme, buf),
            },
        }
        crate::tui::chrome::view::footer::render_hints(self, hints, &theme, buf);
        crate::tui::chrome::view::frame::render_message(self, message, &theme, buf);
        if let Some(view) = self.techniques() {
            crate::tui::techniques::view::render_techniques(self, view, area, &theme, buf);
        }
        if let Some(screen) = self.results_screen() {
            crate::tui::results::view::render_results(self, screen, area, &theme, buf);
        }
        self.render_popups(area, &theme, buf);
    }
}

impl App {
    /// The help and the glossary, over whatever the screen shows.
    fn render_popups(&self, area: Rect, theme: &Theme, buf: &mut Buffer) {
        if let Some(page) = self.help_page() {
            crate::tui::chrome::view::help::render_help(
                (self.keys(), page),
                self.words(),
                area,
                theme,
                buf,
            );
        }
        if self.glossary_open() {
            crate::tui::chrome::view::glossary::render_glossary(self, area, theme, buf);
        }
    }
}

/// The board's (or heap's) title while hints are on: what they are, or why none show; a short
/// one where the box is too narrow for the whole title (`width` columns). Estimates written in
/// tens or more (`scale`, see `words.rs`) say so in every form, and where exact values and
/// estimates show together every form says which is which.
pub(in crate::tui) fn hint_title(app: &App, width: u16, scale: u32) -> Option<String> {
    let heap = app.position().board().is_none();
    let phrase = match app.hint_state() {
        // On a heap the values past the depth limit are the rule of 4's: exact outcomes.
        HintState::Estimate(depth) | HintState::Mixed(depth) if heap => {
            BoardPhrase::HintsRule { depth }
        }
        HintState::Off => return None,
        HintState::Idle => BoardPhrase::HintsIdle,
        HintState::Over => BoardPhrase::HintsOver,
        HintState::Working => BoardPhrase::HintsWorking,
        HintState::TooBig => BoardPhrase::HintsTooBig,
        HintState::Exact => BoardPhrase::HintsExact,
        HintState::Estimate(depth) => BoardPhrase::HintsEstimate { depth, scale },
        HintState::Mixed(depth) => BoardPhrase::HintsMixed { depth, scale },
    };
    Some(box_title(app.lang().forms(&phrase), width))
}

/// The first of a box's title's `forms` (longest first) that fits in a box `width` columns
/// wide, its borders' corners and a space either side taken off.
pub(in crate::tui) fn box_title(forms: Vec<String>, width: u16) -> String {
    let forms: Vec<String> = forms.into_iter().map(|form| format!(" {form} ")).collect();
    first_fit(&forms, usize::from(width.saturating_sub(2))).to_owned()
}

/// Under the board while the solver works out the hints' exact values: the move it is solving
/// and the positions it has searched so far, in at most `width` columns with the borders.
pub(in crate::tui) fn hints_solving_title(app: &App, width: u16) -> Option<String> {
    let (mv, positions) = app.hints_solving()?;
    let phrase = BoardPhrase::Solving {
        move_name: move_name(app.words(), app.position(), mv),
        positions,
    };
    Some(box_title(app.lang().forms(&phrase), width))
}

/// A move's name in `words`' language: a take or a column in words, a cell by its name ("b2").
pub fn move_name(words: &Words, position: &Playable, mv: usize) -> String {
    words.move_name(position, mv)
}

/// A move's name that a line never breaks: its spaces become no-break ones ("col 5" stays on
/// one line where a paragraph wraps or a line is cut; French names are written so already).
pub fn unbroken(name: &str) -> String {
    name.replace(' ', "\u{a0}")
}

/// `text` in at most `width` columns: whole, or cut after a word with "…" (never inside a
/// word, unless its first word alone is too long).
pub fn fit_words(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_owned();
    }
    let room = width.saturating_sub(1);
    let cut: String = text.chars().take(room).collect();
    // A space, where a line may be cut: never a no-break one (inside a figure or a name).
    let breaks = |c: char| c.is_whitespace() && c != '\u{a0}';
    let whole = text.chars().nth(room).is_some_and(breaks);
    // Cut at the last space (unless the cut already ends a word), or at the edge when the
    // first word alone is too long.
    let kept = match cut.rfind(breaks) {
        _ if whole => cut.as_str(),
        Some(at) if at > 0 => &cut[..at],
        _ => &cut,
    }
    .trim_end_matches([' ', ',', ':', ';', '—', '·', '\u{a0}']);
    format!("{kept}…")
}
