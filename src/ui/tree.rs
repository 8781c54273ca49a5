//! The explorer in the panel, for the App's games: who MAX and MIN are, the small board of the
//! selected position, and the panel shown while the tree is being recorded.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

use super::Theme;
use super::explorer::{ExplorerLook, render_explorer};
use crate::app::{App, Explorer};
use crate::engine::Game;
use crate::games::playable::Playable;
use crate::text::thousands;

/// The explorer of the AI's last decision, in the panel's place.
pub fn render_tree(
    app: &App,
    explorer: &Explorer<Playable>,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let (max, min) = app.tree_players(explorer.root());
    let tree = explorer.tree();
    let analysis = app
        .moves()
        .iter()
        .filter_map(|r| r.analysis.as_deref())
        .find(|a| Some(a.serial) == app.explored_serial());
    let what = match analysis {
        Some(a) => format!("the search behind {}", a.position.move_name(a.played)),
        None => "the AI's search".to_owned(),
    };
    let kind = if tree.settings().pruning {
        "alpha-beta"
    } else {
        "minimax"
    };
    let positions = thousands(tree.positions());
    // The longest title that fits the panel's top border.
    let room = usize::from(area.width.saturating_sub(4));
    let title = [
        format!(" Tree of {what} · {kind} · {positions} positions "),
        format!(" Tree of {what} · {kind} · {positions} "),
        format!(" {kind} · {positions} positions "),
    ]
    .into_iter()
    .find(|t| t.chars().count() <= room)
    .unwrap_or_else(|| format!(" {positions} "));
    // With a table, the AI searched fewer positions than the tree shows: say why.
    let note = analysis
        .filter(|a| {
            a.outcome.selected.settings.transposition.is_some()
                && a.outcome.selected.nodes != tree.positions()
        })
        .map(|a| {
            format!(
                "Recorded as the same search without its table (a table answer is not a search): the AI's, with the table, visited {}.",
                thousands(a.outcome.selected.nodes)
            )
        });
    let look = ExplorerLook {
        max: &max,
        min: &min,
        title: &title,
        note: note.as_deref(),
        position_lines: &position_lines,
    };
    render_explorer(explorer, &look, area, theme, buf);
}

/// The panel while the tree is recorded (off the UI thread; at most a few tenths of a second).
pub fn render_recording(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let what = app
        .analysis()
        .map(|a| {
            format!(
                "Recording the search behind {}…",
                a.position.move_name(a.played)
            )
        })
        .unwrap_or_else(|| "Recording the search…".to_owned());
    let lines = vec![
        Line::styled(what, theme.heading()),
        Line::default(),
        Line::from(
            "The explorer shows every position the AI searched: its score and α/β window (from the side of the player to move at the start, MAX), the positions below it, and the moves alpha-beta cut off, with why.",
        ),
        Line::default(),
        Line::styled("t or Esc leaves", theme.dim()),
    ];
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(
            Block::bordered()
                .title(" Search tree ")
                .border_style(theme.border())
                .padding(Padding::horizontal(1)),
        )
        .render(area, buf);
}

/// A position drawn small: the board with its column letters (numbers under gravity) and row
/// numbers, or the heap's count.
fn position_lines(position: &Playable) -> Vec<String> {
    let Some(board) = position.board() else {
        let left = position.plies_left();
        let bones: String = (0..left.min(30))
            .map(|i| if i > 0 && i % 5 == 0 { " ▮" } else { "▮" })
            .collect();
        let more = if left > 30 { " …" } else { "" };
        return vec![format!("{left} bones left"), format!("{bones}{more}")];
    };
    let geometry = board.geometry();
    let header: Vec<String> = (0..geometry.cols())
        .map(|col| {
            if geometry.gravity() {
                (col + 1).to_string()
            } else {
                char::from(b'a' + col as u8).to_string()
            }
        })
        .collect();
    let mut lines = vec![format!("  {}", header.join(" "))];
    for row in 0..geometry.rows() {
        let cells: Vec<String> = (0..geometry.cols())
            .map(|col| match board.mark_at(geometry.index(row, col)) {
                Some(mark) => mark.to_string(),
                None => "·".to_owned(),
            })
            .collect();
        let label = if geometry.gravity() {
            " ".to_owned()
        } else {
            (row + 1).to_string()
        };
        lines.push(format!("{label} {}", cells.join(" ")));
    }
    lines
}
