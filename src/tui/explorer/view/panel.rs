//! The explorer in the panel, for the App's games: who MAX and MIN are, the small board of the
//! selected position, and the panel shown while the tree is being recorded.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

use crate::analysis::Explorer;
use crate::games::move_label::column_label;
use crate::games::playable::Playable;
use crate::i18n::Words;
use crate::tui::App;
use crate::tui::Theme;
use crate::tui::explorer::view::{ExplorerLook, render_explorer};
use crate::tui::move_name;

/// The explorer of the AI's last decision, in the panel's place.
pub fn render_explorer_panel(
    app: &App,
    explorer: &Explorer<Playable>,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let words = app.words();
    let tree = explorer.tree();
    let analysis = app
        .moves()
        .iter()
        .filter_map(|r| r.analysis.as_deref())
        .find(|a| Some(a.serial) == app.explored_serial());
    let played = analysis.map(|a| move_name(words, &a.position, a.played));
    let what = match &played {
        Some(mv) => (words.explorer.behind)(mv),
        None => words.explorer.ai_search.to_owned(),
    };
    // The tree is the AI's own search: with its table when it used one.
    let kind = words.pruning(tree.settings().pruning);
    let kind = match explorer.with_table() {
        true => (words.explorer.with_table)(kind),
        false => kind.to_owned(),
    };
    let positions = words.int(tree.positions());
    // The longest title that fits the panel's top border: the move it was searched for stays
    // as long as it can.
    let room = usize::from(area.width.saturating_sub(4));
    let [longest, long, short] =
        (words.explorer.titles)(&what, &kind, &positions, tree.positions());
    let behind = played
        .map(|mv| (words.explorer.titles_behind)(&mv, &kind, &positions, tree.positions()))
        .into_iter()
        .flatten();
    let title = [longest, long]
        .into_iter()
        .chain(behind)
        .chain([short])
        .find(|t| t.chars().count() <= room)
        .unwrap_or_else(|| format!(" {positions} "));
    render_titled(app, explorer, &title, area, theme, buf);
}

/// The explorer of `explorer` under `title`, in `area`: the App's explorer, or step mode's
/// whole tree at the end of its search.
pub fn render_titled(
    app: &App,
    explorer: &Explorer<Playable>,
    title: &str,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let words = app.words();
    let (max, min) = app.tree_players(explorer.root(), words);
    let position_lines = |position: &Playable| position_lines(words, position);
    let move_name = |position: &Playable, mv: usize| move_name(words, position, mv);
    let relation = |from: &Playable, to: &Playable| from.symmetry_to(to);
    let look = ExplorerLook {
        max: &max,
        min: &min,
        title,
        position_lines: &position_lines,
        move_name: &move_name,
        relation: &relation,
        words,
        heap: explorer.root().board().is_none(),
    };
    render_explorer(explorer, &look, area, theme, buf);
}

/// The panel while the tree is recorded (off the UI thread; at most a few tenths of a second).
pub fn render_recording(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let words = app.words();
    let explorer = &words.explorer;
    let what = app
        .analysis()
        .map(|a| (explorer.recording_behind)(&move_name(words, &a.position, a.played)))
        .unwrap_or_else(|| explorer.recording.to_owned());
    let lines = vec![
        Line::styled(what, theme.heading()),
        Line::default(),
        Line::from(explorer.recording_text),
        Line::default(),
        Line::styled(explorer.leave, theme.dim()),
    ];
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(
            Block::bordered()
                .title(explorer.recording_title)
                .border_style(theme.border())
                .padding(Padding::horizontal(1)),
        )
        .render(area, buf);
}

/// A position drawn small: the board with its column letters (numbers under gravity) and row
/// numbers, or the heap's count.
fn position_lines(words: &Words, position: &Playable) -> Vec<String> {
    let Some(board) = position.board() else {
        let left = position.plies_left();
        let bones: String = (0..left.min(30))
            .map(|i| if i > 0 && i % 5 == 0 { " ▮" } else { "▮" })
            .collect();
        let more = if left > 30 { " …" } else { "" };
        return vec![(words.heap.small_heap)(left), format!("{bones}{more}")];
    };
    let geometry = board.geometry();
    let header: Vec<String> = (0..geometry.cols())
        .map(|col| column_label(col, geometry.gravity()))
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
