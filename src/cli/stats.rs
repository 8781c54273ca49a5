//! `morpion stats`: the results kept between sessions, as a table or as the file's JSON.

use clap::Args;

use super::shared::output;
use super::shared::places::places;
use crate::home::results::{Game, Row, Side, Store};

#[derive(Debug, Args, Clone)]
pub struct StatsArgs {
    /// Print the results' file as JSON instead of a table.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &StatsArgs) -> anyhow::Result<()> {
    let places = places()?;
    let store = Store::in_folder(&places.data);
    // An unreadable file is an error here and stays where it is: the next game that ends
    // keeps it aside under another name.
    let results = store.read()?;
    if args.json {
        return output::print(&format!("{}\n", serde_json::to_string_pretty(&results)?));
    }
    let mut text = format!("results: {}\n", store.path().display());
    if results.rows.is_empty() {
        text.push_str("no game kept yet: the games played against the AI from the start count\n");
        return output::print(&text);
    }
    text.push('\n');
    let header = [
        "game",
        "side",
        "won",
        "drawn",
        "lost",
        "apart w/d/l",
        "predicted move",
        "predicted worth",
        "guesses",
    ];
    let rows: Vec<[String; 9]> = results.rows.iter().map(cells).collect();
    let widths: Vec<usize> = (0..header.len())
        .map(|i| {
            rows.iter()
                .map(|row| row[i].chars().count())
                .chain([header[i].chars().count()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: Vec<&str>| {
        let mut out = String::new();
        for (i, cell) in cells.iter().enumerate() {
            let pad = widths[i] - cell.chars().count();
            if i < 2 {
                out.push_str(&format!("{cell}{}  ", " ".repeat(pad)));
            } else {
                out.push_str(&format!("{}{cell}  ", " ".repeat(pad)));
            }
        }
        format!("{}\n", out.trim_end())
    };
    text.push_str(&line(header.to_vec()));
    for row in &rows {
        text.push_str(&line(row.iter().map(String::as_str).collect()));
    }
    text.push_str(
        "\nwon, drawn, lost: games against the AI played from the start without taking a move back;\n\
         apart: those from a set-up or loaded position, or with a move taken back",
    );
    // The dash's meaning where a row has one.
    if results
        .rows
        .iter()
        .any(|row| matches!(row.game, Game::Bones { .. }))
    {
        text.push_str(";\n-: the Game of Bones cannot be drawn");
    }
    text.push('\n');
    output::print(&text)
}

/// A row of the table.
fn cells(row: &Row) -> [String; 9] {
    let game = match &row.game {
        Game::Board {
            rows,
            cols,
            k,
            gravity,
        } => format!(
            "{cols}×{rows}, {k} in a row{}",
            if *gravity { ", pieces fall" } else { "" }
        ),
        Game::Bones { heap } => format!("bones, heap of {heap}"),
    };
    let side = match row.side {
        Side::First => "first",
        Side::Second => "second",
    };
    let of = |right: u64, made: u64| format!("{right} of {made}");
    let apart = row.apart;
    // The Game of Bones cannot be drawn: a dash where other games count draws.
    let drawn = |count: u64| match row.game {
        Game::Bones { .. } => "-".to_owned(),
        Game::Board { .. } => count.to_string(),
    };
    [
        game,
        side.to_owned(),
        row.results.won.to_string(),
        drawn(row.results.drawn),
        row.results.lost.to_string(),
        format!("{}/{}/{}", apart.won, drawn(apart.drawn), apart.lost),
        of(row.predictions.moves_right, row.predictions.made),
        of(row.predictions.worths_right, row.predictions.made),
        of(
            row.guesses.right,
            row.guesses.right.saturating_add(row.guesses.wrong),
        ),
    ]
}
