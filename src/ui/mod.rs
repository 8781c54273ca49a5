//! Drawing `&App` with ratatui: board or heap, statistics panel, title, footer, help popup.

mod board;
mod chrome;
pub mod explorer;
mod heap;
mod help;
pub mod layout;
mod panel;
mod theme;
pub mod words;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::app::App;
use crate::games::playable::Playable;
use layout::{BoardLayout, Screen};
pub use theme::{Look, Theme};

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let screen = match Screen::compute(area, self.position()) {
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
            board,
            info,
            panel,
            hints,
            message,
        } = screen;
        chrome::render_title(self, title, &theme, buf);
        // The layout was computed for this very game, so the two always agree.
        match (board, self.position()) {
            (BoardLayout::Grid(grid), Playable::Board(game)) => {
                board::render_board(self, game, board_box, &grid, &theme, buf);
            }
            (BoardLayout::Heap(layout), Playable::Heap(heap)) => {
                heap::render_heap(self, heap, board_box, &layout, &theme, buf);
            }
            _ => {}
        }
        chrome::render_info(self, info, &theme, buf);
        panel::render_panel(self, panel, &theme, buf);
        chrome::render_hints(self.controls(), hints, &theme, buf);
        chrome::render_message(self, message, &theme, buf);
        if self.help_open() {
            help::render_help(self.controls(), area, &theme, buf);
        }
    }
}
