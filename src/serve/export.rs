//! `morpion class export`: the class's results from the records `morpion serve` keeps in the data folder, written as CSV.

use std::io::{self, Write};
use std::path::PathBuf;

use anyhow::{Context, bail};

use crate::class::Records;
use crate::cli::class::{ClassAction, ClassArgs};
use crate::home::places::Places;
use crate::serve::records::RECORDS_FILE;

/// Runs `morpion class ACTION`.
pub fn run(args: &ClassArgs) -> anyhow::Result<()> {
    match args.action {
        ClassAction::Export => export(args),
    }
}

/// The records' file: in --data-dir, else in the data folder `morpion serve` uses.
fn records_file(args: &ClassArgs) -> anyhow::Result<PathBuf> {
    let folder = match &args.data_dir {
        Some(folder) => folder.clone(),
        None => {
            Places::from_env()
                .context("no data folder: set MORPION_DATA_DIR or give --data-dir")?
                .data
        }
    };
    Ok(folder.join(RECORDS_FILE))
}

fn export(args: &ClassArgs) -> anyhow::Result<()> {
    let path = records_file(args)?;
    // Opening would make empty records: a folder without them is told as such.
    if !path.is_file() {
        bail!(
            "no class records yet: {} does not exist (`morpion serve` makes it when the first \
             student comes in; --data-dir names another folder)",
            path.display()
        );
    }
    let records = Records::open(&path)?;
    let mut csv = Vec::new();
    if args.checks {
        records.export_practice_csv(&mut csv)?;
    } else {
        records.export_csv(&mut csv)?;
    }
    match &args.output {
        Some(file) => std::fs::write(file, &csv)
            .with_context(|| format!("could not write {}", file.display()))?,
        None => {
            let mut out = io::stdout().lock();
            match out.write_all(&csv).and_then(|()| out.flush()) {
                // A reader that stopped early (`| head`) is not an error.
                Err(error) if error.kind() == io::ErrorKind::BrokenPipe => {}
                written => written.context("could not write the CSV")?,
            }
        }
    }
    Ok(())
}
