//! The board's look: pieces as large as their cells allow, discs, colours that read on dark and light.

use crate::common;

use common::session::Session;
use morpion::tui::Theme;
use morpion::tui::layout::{Areas, BoardLayout};
use morpion::tui::{Background, Look};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

/// The RGB of the 16 basic ANSI colours in xterm's default palette (its resources `color0` to
/// `color15`). A terminal may use other values; these are the ones the contrasts are computed on.
fn xterm_rgb(color: Color) -> [u8; 3] {
    match color {
        Color::Black => [0, 0, 0],
        Color::Red => [205, 0, 0],
        Color::Green => [0, 205, 0],
        Color::Yellow => [205, 205, 0],
        Color::Blue => [0, 0, 238],
        Color::Magenta => [205, 0, 205],
        Color::Cyan => [0, 205, 205],
        Color::Gray => [229, 229, 229],
        Color::DarkGray => [127, 127, 127],
        Color::LightRed => [255, 0, 0],
        Color::LightGreen => [0, 255, 0],
        Color::LightYellow => [255, 255, 0],
        Color::LightBlue => [92, 92, 255],
        Color::LightMagenta => [255, 0, 255],
        Color::LightCyan => [0, 255, 255],
        Color::White => [255, 255, 255],
        other => panic!("{other:?} is not one of the 16 basic colours"),
    }
}

/// The terminal's own text and background colours assumed for each background: xterm's
/// default grey text on black, and black text on white.
fn defaults(background: Background) -> ([u8; 3], [u8; 3]) {
    match background {
        Background::Dark => ([229, 229, 229], [0, 0, 0]),
        Background::Light => ([0, 0, 0], [255, 255, 255]),
        Background::Unknown => panic!("a terminal's background is dark or light"),
    }
}

/// The backgrounds a theme drawn for `background` may really be shown on: its own, or either
/// when it was not known.
fn shown_on(background: Background) -> Vec<Background> {
    match background {
        Background::Unknown => vec![Background::Dark, Background::Light],
        known => vec![known],
    }
}

/// Every theme's background: dark, light, and not known.
const THEMES: [Background; 3] = [Background::Dark, Background::Light, Background::Unknown];

/// WCAG 2 relative luminance of an sRGB colour.
fn luminance([r, g, b]: [u8; 3]) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// WCAG 2 contrast ratio, from 1 (none) to 21 (black on white).
fn contrast(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The colours a cell of this `fg`, `bg` and `modifier` shows on `background`: the terminal's
/// own for `Reset`, swapped by `REVERSED`.
fn shown(fg: Color, bg: Color, modifier: Modifier, background: Background) -> ([u8; 3], [u8; 3]) {
    let (text, paper) = defaults(background);
    let fg = if fg == Color::Reset {
        text
    } else {
        xterm_rgb(fg)
    };
    let bg = if bg == Color::Reset {
        paper
    } else {
        xterm_rgb(bg)
    };
    if modifier.contains(Modifier::REVERSED) {
        (bg, fg)
    } else {
        (fg, bg)
    }
}

/// WCAG's threshold for text (AA).
const READABLE: f64 = 4.5;

fn look(background: Background, unicode: bool) -> Look {
    Look {
        color: true,
        unicode,
        background,
    }
}

#[test]
fn the_contrast_ratios_are_the_wcag_ones() {
    let ratio = |a, b| format!("{:.2}", contrast(xterm_rgb(a), xterm_rgb(b)));
    assert_eq!(ratio(Color::Black, Color::White), "21.00");
    assert_eq!(ratio(Color::White, Color::White), "1.00");
    assert_eq!(ratio(Color::Blue, Color::White), "9.40");
    assert_eq!(ratio(Color::Red, Color::White), "5.84");
    assert_eq!(ratio(Color::Black, Color::Green), "9.73");
    assert_eq!(ratio(Color::DarkGray, Color::Black), "5.24");
    // The pairs the old palette used: grey text on white, the winning line's yellow on green.
    assert_eq!(ratio(Color::Gray, Color::White), "1.26");
    assert_eq!(ratio(Color::LightYellow, Color::Green), "2.01");
}

#[test]
fn every_style_of_the_palette_reads_on_its_background() {
    for (drawn_for, background) in THEMES.into_iter().flat_map(|drawn_for| {
        shown_on(drawn_for)
            .into_iter()
            .map(move |on| (drawn_for, on))
    }) {
        let theme = Theme::new(look(drawn_for, true));
        for style in theme.every_style() {
            let Style {
                fg,
                bg,
                add_modifier,
                ..
            } = style;
            let (fg, bg) = shown(
                fg.unwrap_or(Color::Reset),
                bg.unwrap_or(Color::Reset),
                add_modifier,
                background,
            );
            let ratio = contrast(fg, bg);
            assert!(
                ratio >= READABLE,
                "{style:?} for {drawn_for:?} on {background:?}: contrast {ratio:.2}"
            );
            assert!(
                !add_modifier.contains(Modifier::DIM),
                "{style:?}: dim text's colour is the terminal's guess"
            );
        }
    }
}

/// A session of `args` played with `keys`, each key once the AI's search (if any) is done.
fn played(args: &[&str], keys: &str) -> Session {
    let mut session = Session::new(args);
    session.settle();
    for key in keys.chars() {
        session.keys(&key.to_string());
        session.settle();
    }
    session
}

/// The screen as the game draws it for `look` (ASCII stand-ins included).
fn draw(session: Session, look: Look, width: u16, height: u16) -> (Session, Terminal<TestBackend>) {
    let mut session = session;
    session.app = session.app.with_look(look);
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| morpion::tui::draw(&session.app, frame))
        .unwrap();
    (session, terminal)
}

/// Tic-tac-toe, two players: X takes the top row (a1 b1 c1) while O plays a2 and b2.
const TTT_WON: (&[&str], &str) = (&["--mode", "humans", "--first", "human"], "14253");
/// Connect Four, two players: X lines up four along the bottom, O's three sit on them.
const CONNECT4_WON: (&[&str], &str) = (
    &["--game", "connect4", "--mode", "humans", "--first", "human"],
    "1122334",
);
/// The Game of Bones against the AI: you take 3, it takes 3, you take 1 and it takes the last 3.
const BONES: (&[&str], &str) = (
    &["--game", "bones", "--first", "human", "--seed", "1"],
    "31",
);

fn snapshot(name: &str, game: (&[&str], &str), width: u16, height: u16) {
    for unicode in [true, false] {
        let session = played(game.0, game.1);
        let (_, terminal) = draw(session, look(Background::Dark, unicode), width, height);
        let form = if unicode { "unicode" } else { "ascii" };
        let text = terminal.backend().to_string();
        assert_eq!(text.is_ascii(), !unicode, "{text}");
        insta::assert_snapshot!(
            format!("{name}_{width}x{height}_{form}"),
            terminal.backend()
        );
    }
}

#[test]
fn tic_tac_toe_won_at_80_by_24() {
    snapshot("ttt_won", TTT_WON, 80, 24);
}

#[test]
fn tic_tac_toe_won_at_120_by_36() {
    snapshot("ttt_won", TTT_WON, 120, 36);
}

#[test]
fn connect_four_won_at_80_by_24() {
    snapshot("connect4_won", CONNECT4_WON, 80, 24);
}

#[test]
fn connect_four_won_at_120_by_36() {
    snapshot("connect4_won", CONNECT4_WON, 120, 36);
}

#[test]
fn bones_to_the_last_bone_at_80_by_24() {
    snapshot("bones_finished", BONES, 80, 24);
}

#[test]
fn bones_to_the_last_bone_at_120_by_36() {
    snapshot("bones_finished", BONES, 120, 36);
}

/// The screen's layout for the session's position at `width`×`height`.
fn layout(session: &Session, width: u16, height: u16) -> Areas {
    Areas::compute(Rect::new(0, 0, width, height), session.app.position()).unwrap()
}

fn cell_rect(screen: &Areas, cell: usize) -> Rect {
    match screen.board {
        BoardLayout::Grid(grid) => grid.cell_rect(cell),
        BoardLayout::Heap(_) => panic!("a board"),
    }
}

/// Every (fg, bg, modifier, symbol) of the cells in `rect`.
fn cells(buffer: &Buffer, rect: Rect) -> Vec<(Color, Color, Modifier, String)> {
    rect.positions()
        .map(|at| {
            let cell = &buffer[at];
            (cell.fg, cell.bg, cell.modifier, cell.symbol().to_owned())
        })
        .collect()
}

#[test]
fn the_winning_line_is_dark_on_green_and_the_other_marks_keep_their_colours() {
    for (background, o) in [
        (Background::Dark, Color::LightYellow),
        (Background::Light, Color::Red),
    ] {
        let (session, terminal) =
            draw(played(TTT_WON.0, TTT_WON.1), look(background, true), 80, 24);
        let screen = layout(&session, 80, 24);
        let buffer = terminal.backend().buffer();
        for cell in [0, 1, 2] {
            for (fg, bg, modifier, _) in cells(buffer, cell_rect(&screen, cell)) {
                assert_eq!(
                    (fg, bg),
                    (Color::Black, Color::Green),
                    "{background:?} {cell}"
                );
                assert!(modifier.contains(Modifier::BOLD));
            }
        }
        // O's a2 and b2, in O's colour on the terminal's background; the shapes' strokes.
        for cell in [3, 4] {
            let inked: Vec<_> = cells(buffer, cell_rect(&screen, cell))
                .into_iter()
                .filter(|(.., symbol)| symbol != " ")
                .collect();
            let strokes: String = inked.iter().map(|(.., symbol)| symbol.as_str()).collect();
            assert_eq!(strokes, "╭─╮││╰─╯", "{background:?} {cell}");
            for (fg, bg, ..) in inked {
                assert_eq!((fg, bg), (o, Color::Reset), "{background:?} {cell}");
            }
        }
        let b1 = cell_rect(&screen, 1);
        assert_eq!(buffer[(b1.x + 3, b1.y + 1)].symbol(), "╳");
    }
}

#[test]
fn the_last_move_is_its_mark_dark_on_the_marks_colour_and_the_cursor_is_reversed() {
    for (background, last) in [
        (Background::Dark, (Color::Black, Color::LightYellow)),
        (Background::Unknown, (Color::White, Color::Red)),
    ] {
        // X a1, O b2; the cursor moves off b2 to a2.
        let session = played(TTT_WON.0, "15");
        let mut session = session;
        session.key(KeyCode::Left);
        let (session, terminal) = draw(session, look(background, true), 80, 24);
        let screen = layout(&session, 80, 24);
        let buffer = terminal.backend().buffer();
        assert_eq!(session.app.last_move(), Some(4));
        assert_eq!(session.app.cursor(), 3);
        for (fg, bg, ..) in cells(buffer, cell_rect(&screen, 4)) {
            assert_eq!((fg, bg), last, "{background:?}");
        }
        for (fg, bg, modifier, _) in cells(buffer, cell_rect(&screen, 3)) {
            assert_eq!(
                (bg, modifier & Modifier::REVERSED),
                (Color::Reset, Modifier::REVERSED)
            );
            assert!(fg == Color::Reset || fg == Color::DarkGray, "{fg:?}");
        }
    }
}

#[test]
fn on_a_light_background_the_cursor_is_light_grey_under_the_mark() {
    // X a1, O b2; the cursor moves onto X's a1: X's blue strokes on the cursor's light grey,
    // not a near-black block (the terminal's colours swapped) with a blue mark on it.
    let mut session = played(TTT_WON.0, "15");
    session.key(KeyCode::Left);
    session.key(KeyCode::Up);
    let (session, terminal) = draw(session, look(Background::Light, true), 80, 24);
    let screen = layout(&session, 80, 24);
    assert_eq!(session.app.cursor(), 0);
    let cells = cells(terminal.backend().buffer(), cell_rect(&screen, 0));
    let strokes: String = cells
        .iter()
        .filter(|(.., symbol)| symbol != " ")
        .map(|(.., symbol)| symbol.as_str())
        .collect();
    assert_eq!(strokes, "╲╱╳╱╲");
    for (fg, bg, modifier, symbol) in cells {
        assert_eq!(bg, Color::Gray, "{symbol:?}");
        assert!(!modifier.contains(Modifier::REVERSED), "{symbol:?}");
        let ink = if symbol == " " {
            Color::Reset
        } else {
            Color::Blue
        };
        assert!(fg == ink || symbol == " ", "{symbol:?} {fg:?}");
    }
}

#[test]
fn colorfgbg_tells_the_background_when_the_terminal_does_not() {
    use morpion::tui::Look;
    let look = |value: &str| {
        Look::from_vars(|name| (name == "COLORFGBG").then(|| value.into())).background
    };
    assert_eq!(look("15;0"), Background::Dark);
    assert_eq!(look("0;15"), Background::Light);
    assert_eq!(look("0;default;15"), Background::Light);
    assert_eq!(look("7;8"), Background::Dark);
    assert_eq!(look("0;7"), Background::Light);
    assert_eq!(look("15;default"), Background::Unknown);
    assert_eq!(look(""), Background::Unknown);
    assert_eq!(Look::from_vars(|_| None).background, Background::Unknown);
    // Asked nothing (no colours), the environment's word stands; a choice overrides it.
    let plain = |value: &str| {
        Look::from_vars(|name| match name {
            "COLORFGBG" => Some(value.into()),
            "NO_COLOR" => Some("1".into()),
            _ => None,
        })
    };
    assert_eq!(plain("0;15").on(None).background, Background::Light);
    assert_eq!(
        plain("0;15").on(Some(Background::Dark)).background,
        Background::Dark
    );
}

#[test]
fn connect_four_draws_red_and_yellow_discs_on_a_dark_board() {
    for background in [Background::Dark, Background::Light] {
        let (session, terminal) = draw(
            played(CONNECT4_WON.0, CONNECT4_WON.1),
            look(background, true),
            120,
            36,
        );
        let screen = layout(&session, 120, 36);
        let buffer = terminal.backend().buffer();
        let board = session.app.board().unwrap();
        let bottom = 35;
        // The bottom row's first four: X's winning line, dark on green.
        for cell in bottom..bottom + 4 {
            assert_eq!(board.mark_at(cell), Some(morpion::games::mnk::Mark::X));
            for (fg, bg, ..) in cells(buffer, cell_rect(&screen, cell)) {
                assert_eq!((fg, bg), (Color::Black, Color::Green), "{background:?}");
            }
        }
        // O's three above, yellow rings on the board's black (a ring, not X's solid disc: they
        // differ without colour too); the last one on yellow.
        for cell in [28, 29] {
            let rect = cell_rect(&screen, cell);
            let disc: Vec<_> = cells(buffer, rect)
                .into_iter()
                .filter(|(.., symbol)| symbol != " ")
                .collect();
            let shape: String = disc.iter().map(|(.., symbol)| symbol.as_str()).collect();
            assert_eq!(shape, "▄▀▀▀▄██▀▄▄▄▀", "{background:?} {cell}");
            for (fg, bg, ..) in disc {
                assert_eq!(
                    (fg, bg),
                    (Color::LightYellow, Color::Black),
                    "{background:?}"
                );
            }
        }
        // An empty hole: the board's black.
        for (_, bg, ..) in cells(buffer, cell_rect(&screen, 0)) {
            assert_eq!(bg, Color::Black);
        }
    }
}

#[test]
fn a_finished_heap_draws_no_bone_and_no_take() {
    // Ten bones: you take 3, the AI leaves you 4 … until the heap is empty.
    let mut session = played(BONES.0, "3");
    while !session.app.position().is_over() {
        session.keys("1");
        session.settle();
    }
    let (session, terminal) = draw(session, look(Background::Dark, true), 80, 24);
    let board_box = layout(&session, 80, 24).board_box;
    let text: String = cells(terminal.backend().buffer(), board_box)
        .into_iter()
        .map(|(.., symbol)| symbol)
        .collect();
    assert!(text.contains("No bones left"), "{text}");
    for gone in ["▮", "▯", "take 1", "take 2", "take 3"] {
        assert!(!text.contains(gone), "{gone} in {text}");
    }
}

/// Every cell with something written in it, as it shows on `background`.
fn unreadable_cells(buffer: &Buffer, background: Background) -> Vec<String> {
    let mut bad = Vec::new();
    for (i, cell) in buffer.content.iter().enumerate() {
        if cell.symbol() == " " {
            continue;
        }
        let (fg, bg) = shown(cell.fg, cell.bg, cell.modifier, background);
        let ratio = contrast(fg, bg);
        let (x, y) = buffer.pos_of(i);
        if ratio < READABLE || cell.modifier.contains(Modifier::DIM) {
            bad.push(format!(
                "({x}, {y}) {:?} {:?} on {:?}: {ratio:.2}",
                cell.symbol(),
                cell.fg,
                cell.bg
            ));
        }
    }
    bad
}

#[test]
fn every_cell_reads_on_dark_and_light_backgrounds() {
    let against_the_ai: &[&str] = &["--first", "human", "--seed", "1"];
    // Each screen, and words that show it is the one meant.
    let screens: [(&[&str], &str, &str); 10] = [
        (TTT_WON.0, TTT_WON.1, "X wins"),
        (TTT_WON.0, "15i", "Hints: exact values"),
        (CONNECT4_WON.0, CONNECT4_WON.1, "X wins"),
        (CONNECT4_WON.0, "44i", "Hints: "),
        (BONES.0, BONES.1, "No bones left"),
        (BONES.0, "3i", "Hints: exact values"),
        (against_the_ai, "5", "AI played"),
        (against_the_ai, "5t", "Tree of"),
        (against_the_ai, "5c", "Techniques compared"),
        (against_the_ai, "5?", "Help"),
    ];
    // A theme for a background not known is read on either.
    for drawn_for in THEMES {
        for (args, keys, shown) in screens {
            let mut session = played(args, keys);
            session.finish_study();
            session.settle();
            for (width, height) in [(80, 24), (120, 36)] {
                let (back, terminal) = draw(session, look(drawn_for, true), width, height);
                session = back;
                // (Connect Four does not fit 80×24 yet: that screen says so.)
                let text = terminal.backend().to_string();
                assert!(width < 120 || text.contains(shown), "{keys}: {text}");
                for background in shown_on(drawn_for) {
                    let bad = unreadable_cells(terminal.backend().buffer(), background);
                    assert!(
                        bad.is_empty(),
                        "{drawn_for:?} on {background:?} {args:?} {keys} at {width}×{height}:\n{}\n{}",
                        bad.join("\n"),
                        terminal.backend()
                    );
                }
            }
        }
    }
}

#[test]
fn the_last_disc_is_dark_on_its_colour_and_the_landing_cell_is_reversed() {
    for background in [Background::Dark, Background::Light] {
        // Red and yellow, two each in columns 1 to 3: yellow's last at column 3, second row.
        let session = played(CONNECT4_WON.0, "112233");
        let (session, terminal) = draw(session, look(background, true), 120, 36);
        let screen = layout(&session, 120, 36);
        let buffer = terminal.backend().buffer();
        assert_eq!(session.app.last_move(), Some(30));
        for (fg, bg, ..) in cells(buffer, cell_rect(&screen, 30)) {
            assert_eq!(
                (fg, bg),
                (Color::Black, Color::LightYellow),
                "{background:?}"
            );
        }
        // The cursor's column, 3: the piece would land on the third row from the bottom.
        let landing = session
            .app
            .board()
            .unwrap()
            .landing_cell(session.app.cursor());
        assert_eq!(landing, Some(23));
        for (fg, bg, modifier, _) in cells(buffer, cell_rect(&screen, 23)) {
            assert_eq!((fg, bg), (Color::Gray, Color::Black), "{background:?}");
            assert!(modifier.contains(Modifier::REVERSED));
        }
        // Red's discs, away from the highlights.
        for (fg, bg, ..) in cells(buffer, cell_rect(&screen, 35))
            .into_iter()
            .filter(|(.., symbol)| symbol != " ")
        {
            assert_eq!((fg, bg), (Color::LightRed, Color::Black), "{background:?}");
        }
    }
}

#[test]
fn the_heap_names_who_took_last_in_every_mode() {
    for (mode, said) in [
        ("human-ai", "You took 3"),
        ("humans", "Player 1 took 3"),
        ("ai-ai", "AI 1 took 2"),
    ] {
        let args = [
            "--game", "bones", "--mode", mode, "--first", "human", "--seed", "1",
        ];
        let mut session = Session::new(&args);
        if mode == "ai-ai" {
            // The first AI's move: it takes 2, leaving 8, a multiple of 4 (a won heap).
            session.finish_search();
        } else {
            session.keys("3");
        }
        let (session, terminal) = draw(session, look(Background::Dark, true), 80, 24);
        let board_box = layout(&session, 80, 24).board_box;
        let text: String = cells(terminal.backend().buffer(), board_box)
            .into_iter()
            .map(|(.., symbol)| symbol)
            .collect();
        assert!(text.contains(said), "{mode}: {text}");
    }
}

#[test]
fn between_two_players_the_second_has_a_cursor_too() {
    // Two players: after X's a1 it is O's turn, at the keyboard as much as X was.
    let (session, terminal) = draw(played(TTT_WON.0, "1"), look(Background::Dark, true), 80, 24);
    let cursor = cell_rect(&layout(&session, 80, 24), session.app.cursor());
    assert!(
        terminal.backend().buffer()[(cursor.x, cursor.y)]
            .modifier
            .contains(Modifier::REVERSED)
    );
    // And on the heap, the second player's chosen take.
    let bones = ["--game", "bones", "--mode", "humans", "--first", "human"];
    let (session, terminal) = draw(played(&bones, "3"), look(Background::Dark, true), 80, 24);
    let BoardLayout::Heap(heap) = layout(&session, 80, 24).board else {
        panic!("a heap");
    };
    let chosen = heap.option_rect(session.app.cursor() as u8);
    let cell = &terminal.backend().buffer()[(chosen.x, chosen.y)];
    assert!(cell.modifier.contains(Modifier::REVERSED), "{cell:?}");
}

#[test]
fn a_piece_is_as_large_as_its_cell_allows() {
    use morpion::games::mnk::Mark::{O, X};
    use morpion::tui::game::view::pieces::{Form, piece_rows};
    // One row, or too narrow for a shape: a letter, or a dot of a disc (a ring for O).
    for (width, height) in [(3, 1), (5, 1), (9, 2), (2, 5)] {
        assert_eq!(piece_rows(X, Form::Unicode, width, height), ["X"]);
        assert_eq!(piece_rows(O, Form::Ascii, width, height), ["O"]);
        assert_eq!(piece_rows(X, Form::Disc, width, height), ["●"]);
        assert_eq!(piece_rows(O, Form::Disc, width, height), ["○"]);
    }
    assert_eq!(piece_rows(X, Form::Unicode, 3, 3), ["╲ ╱", " ╳ ", "╱ ╲"]);
    assert_eq!(piece_rows(O, Form::Unicode, 7, 3), ["╭─╮", "│ │", "╰─╯"]);
    assert_eq!(piece_rows(X, Form::Ascii, 5, 4), ["\\ /", " X ", "/ \\"]);
    assert_eq!(piece_rows(O, Form::Ascii, 7, 3), ["/-\\", "| |", "\\-/"]);
    assert_eq!(piece_rows(X, Form::Disc, 7, 3), ["▄███▄", "█████", "▀███▀"]);
    assert_eq!(piece_rows(O, Form::Disc, 7, 3), ["▄▀▀▀▄", "█   █", "▀▄▄▄▀"]);
    // Five rows: the larger shapes.
    assert_eq!(
        piece_rows(O, Form::Unicode, 9, 5),
        [" ╭─╮ ", "╭╯ ╰╮", "│   │", "╰╮ ╭╯", " ╰─╯ "]
    );
    assert_eq!(
        piece_rows(X, Form::Ascii, 5, 5),
        ["\\   /", " \\ / ", "  X  ", " / \\ ", "/   \\"]
    );
    assert_eq!(
        piece_rows(X, Form::Disc, 9, 5),
        ["  ▄▄▄  ", "▄█████▄", "███████", "▀█████▀", "  ▀▀▀  "]
    );
    assert_eq!(
        piece_rows(O, Form::Disc, 9, 5),
        ["  ▄▄▄  ", "▄▀   ▀▄", "█     █", "▀▄   ▄▀", "  ▀▀▀  "]
    );
    // A disc needs five columns for three rows.
    assert_eq!(piece_rows(X, Form::Disc, 4, 3), ["●"]);
}
