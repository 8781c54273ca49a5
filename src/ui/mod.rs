//! Drawing `&App` with ratatui: board, statistics panel, title, footer, help popup.

mod board;
mod chrome;
pub mod explorer;
mod help;
pub mod layout;
mod panel;
mod theme;
pub mod words;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::app::App;
use layout::Screen;
pub use theme::{Look, Theme};

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let screen = match Screen::compute(area, self.geometry()) {
            Ok(screen) => screen,
            Err(too_small) => {
                chrome::render_too_small(&too_small, area, buf);
                return;
            }
        };
        let theme = Theme::new(self.color());
        let Screen {
            title,
            board_box,
            grid,
            info,
            panel,
            hints,
            message,
        } = screen;
        chrome::render_title(self, title, &theme, buf);
        board::render_board(self, board_box, &grid, &theme, buf);
        chrome::render_info(self, info, &theme, buf);
        panel::render_panel(self, panel, &theme, buf);
        chrome::render_hints(hints, &theme, buf);
        chrome::render_message(self, message, &theme, buf);
        if self.help_open() {
            help::render_help(area, &theme, buf);
        }
    }
}
