//! The chrome: the message line, the language and colours, the DOT export folder, the clock,
//! and the requests to quit or suspend.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use crate::analysis::play_clock;
use crate::i18n::{ClassroomPhrase, Lang, Words};
use crate::tui::Look;

/// What frames the game rather than being the game: what the status line says, in which
/// language and colours, where `x` writes, the clock the spinner reads, and the loop's requests.
#[derive(Debug)]
pub(in crate::tui) struct Chrome {
    message: Option<String>,
    /// The same notice said shorter, for a screen too narrow to give the message one row.
    short: Option<String>,
    /// The moves typed while the AI was thinking, none of them played, that the message names.
    not_played: Vec<String>,
    /// The language of every word on screen.
    lang: Lang,
    look: Look,
    /// Where `x` writes DOT files (none: nowhere, over SSH), and how many it has written.
    export_dir: Option<PathBuf>,
    exports: u32,
    /// The last DOT file written and a digest of its text: `x` again on the same tree names
    /// it instead of writing the same file again (a held or repeated key writes one file).
    last_export: Option<(u64, PathBuf)>,
    clock: Instant,
    quit: bool,
    /// Ctrl-Z was pressed: the event loop suspends the game.
    suspend: bool,
}

impl Chrome {
    pub(in crate::tui) fn new(lang: Lang, export_dir: Option<PathBuf>) -> Self {
        Self {
            message: None,
            short: None,
            not_played: Vec::new(),
            lang,
            look: Look::default(),
            export_dir,
            exports: 0,
            last_export: None,
            clock: play_clock::now(),
            quit: false,
            suspend: false,
        }
    }

    pub(in crate::tui) fn say(&mut self, message: &str) {
        self.set_message(Some(message));
    }

    /// Says `message`, or `short` where `message` would not fit one row.
    pub(in crate::tui) fn say_or_shorter(&mut self, message: &str, short: &str) {
        self.say(message);
        self.short = (short != message).then(|| short.to_owned());
    }

    /// Says `message`, or clears the line with `None`.
    pub(in crate::tui) fn set_message(&mut self, message: Option<&str>) {
        self.message = message.map(str::to_owned);
        self.short = None;
        self.not_played.clear();
    }

    pub(in crate::tui) fn clear_message(&mut self) {
        self.set_message(None);
    }

    /// The move `name` was typed while the AI was thinking and not played: `wait` is said
    /// (wait for the AI), and the move kept with the others typed meanwhile for
    /// [`Chrome::ai_moved`].
    pub(in crate::tui) fn not_played(&mut self, wait: &str, name: String) {
        let mut names = std::mem::take(&mut self.not_played);
        names.push(name);
        self.say(wait);
        self.not_played = names;
    }

    /// The AI's move is on the board: if moves typed meanwhile were refused and nothing else
    /// was said since, the line names them (waiting is over, and they were not played).
    pub(in crate::tui) fn ai_moved(&mut self) {
        if self.not_played.is_empty() {
            return;
        }
        let phrase = ClassroomPhrase::NotPlayedAiThinking {
            moves: self.not_played.join(" "),
        };
        let said = self.lang.say(&phrase);
        self.say(&said);
    }

    pub(in crate::tui) fn set_look(&mut self, look: Look) {
        self.look = look;
    }

    pub(in crate::tui) fn tick(&mut self, now: Instant) {
        self.clock = now;
    }

    pub(in crate::tui) fn ask_quit(&mut self) {
        self.quit = true;
    }

    pub(in crate::tui) fn ask_suspend(&mut self) {
        self.suspend = true;
    }

    pub(in crate::tui) fn take_suspend(&mut self) -> bool {
        std::mem::take(&mut self.suspend)
    }

    /// The file last written for a DOT text of this digest, if it is still there.
    pub(in crate::tui) fn already_exported(&self, digest: u64) -> Option<&PathBuf> {
        match &self.last_export {
            Some((written, path)) if *written == digest && path.exists() => Some(path),
            _ => None,
        }
    }

    /// Writes `bytes` into the first `morpion-tree-N.dot` of the export folder that does not
    /// exist yet (nothing is ever overwritten), and remembers it under `digest`.
    pub(in crate::tui) fn export(&mut self, bytes: &[u8], digest: u64) -> std::io::Result<PathBuf> {
        let path = self.write_new_file(bytes)?;
        self.last_export = Some((digest, path.clone()));
        Ok(path)
    }

    fn write_new_file(&mut self, bytes: &[u8]) -> std::io::Result<PathBuf> {
        let Some(dir) = self.export_dir.clone() else {
            return Err(std::io::ErrorKind::PermissionDenied.into());
        };
        loop {
            self.exports += 1;
            let path = dir.join(format!("morpion-tree-{}.dot", self.exports));
            match std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
            {
                Ok(mut file) => {
                    file.write_all(bytes)?;
                    return Ok(path);
                }
                Err(e)
                    if e.kind() == std::io::ErrorKind::AlreadyExists && self.exports < 10_000 => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// Where `x` writes DOT files and `f` saves games; none where no file is written.
    pub(in crate::tui) fn export_dir(&self) -> Option<&std::path::Path> {
        self.export_dir.as_deref()
    }

    pub(in crate::tui) fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// The message's shorter form, if it has one.
    pub(in crate::tui) fn short_message(&self) -> Option<&str> {
        self.short.as_deref()
    }

    pub(in crate::tui) fn lang(&self) -> Lang {
        self.lang
    }

    pub(in crate::tui) fn words(&self) -> &'static Words {
        self.lang.words()
    }

    pub(in crate::tui) fn look(&self) -> Look {
        self.look
    }

    pub(in crate::tui) fn clock(&self) -> Instant {
        self.clock
    }

    pub(in crate::tui) fn quitting(&self) -> bool {
        self.quit
    }
}
