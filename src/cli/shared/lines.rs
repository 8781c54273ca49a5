//! Input read as bounded lines: any bytes, CR, LF or CRLF endings, a maximum length, so memory stays bounded whatever comes in.

use std::io::{self, BufRead};

/// The longest line read, in bytes, its end excluded. A position of any game fits in a few
/// dozen characters; the rest of the room is for whatever follows it on the line (a score, a
/// comment).
pub(crate) const MAX_LINE_BYTES: usize = 4096;

/// How many characters of a refused line its error quotes.
pub(crate) const QUOTE_CHARS: usize = 40;

/// One line of input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Line {
    /// A line of text, its end removed.
    Text(String),
    /// A line that is not UTF-8: a quote of its start, bad bytes shown as `�`.
    NotUtf8 { quote: String },
    /// A line longer than [`MAX_LINE_BYTES`]: a quote of its start. It is reported as soon as
    /// it passes the limit; its rest is skipped without being kept.
    TooLong { quote: String },
}

/// Reads `R` line by line; a line ends at `\n`, `\r` or `\r\n`.
pub(crate) struct Lines<R> {
    reader: R,
    /// The line being read (at most `MAX_LINE_BYTES`).
    buffer: Vec<u8>,
    /// Lines returned so far.
    number: u64,
    /// The last line ended with `\r`: a `\n` right after it belongs to the same end.
    after_cr: bool,
    /// The rest of a line already reported as too long is still to be skipped.
    skipping: bool,
}

impl<R: BufRead> Lines<R> {
    pub(crate) fn new(reader: R) -> Self {
        Self {
            reader,
            buffer: Vec::new(),
            number: 0,
            after_cr: false,
            skipping: false,
        }
    }

    /// The next line and its number (1 for the first), or `None` at the end of the input.
    pub(crate) fn next_line(&mut self) -> io::Result<Option<(u64, Line)>> {
        if self.skipping {
            self.skip_rest()?;
        }
        self.buffer.clear();
        loop {
            let available = match self.reader.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                // The end of the input: a last line without its end is still a line.
                if self.buffer.is_empty() {
                    return Ok(None);
                }
                return Ok(Some(self.finish()));
            }
            if std::mem::take(&mut self.after_cr) && available[0] == b'\n' {
                self.reader.consume(1);
                continue;
            }
            let end = available.iter().position(|&b| b == b'\n' || b == b'\r');
            let piece = end.unwrap_or(available.len());
            let room = MAX_LINE_BYTES - self.buffer.len();
            if piece > room {
                self.buffer.extend_from_slice(&available[..room]);
                match end {
                    Some(i) => {
                        self.after_cr = available[i] == b'\r';
                        self.reader.consume(i + 1);
                    }
                    None => {
                        self.reader.consume(piece);
                        self.skipping = true;
                    }
                }
                self.number += 1;
                return Ok(Some((
                    self.number,
                    Line::TooLong {
                        quote: quote(&self.buffer),
                    },
                )));
            }
            self.buffer.extend_from_slice(&available[..piece]);
            match end {
                Some(i) => {
                    self.after_cr = available[i] == b'\r';
                    self.reader.consume(i + 1);
                    return Ok(Some(self.finish()));
                }
                None => self.reader.consume(piece),
            }
        }
    }

    /// The line in the buffer, numbered.
    fn finish(&mut self) -> (u64, Line) {
        self.number += 1;
        let line = match std::str::from_utf8(&self.buffer) {
            Ok(text) => Line::Text(text.to_owned()),
            Err(_) => Line::NotUtf8 {
                quote: quote(&self.buffer),
            },
        };
        (self.number, line)
    }

    /// Skips up to and including the end of the current line, keeping nothing.
    fn skip_rest(&mut self) -> io::Result<()> {
        loop {
            let available = match self.reader.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                break;
            }
            match available.iter().position(|&b| b == b'\n' || b == b'\r') {
                Some(i) => {
                    self.after_cr = available[i] == b'\r';
                    self.reader.consume(i + 1);
                    break;
                }
                None => {
                    let n = available.len();
                    self.reader.consume(n);
                }
            }
        }
        self.skipping = false;
        Ok(())
    }
}

/// The first [`QUOTE_CHARS`] characters of `text`, with `…` when there is more.
pub(crate) fn abbreviate(text: &str) -> String {
    abbreviate_to(text, QUOTE_CHARS)
}

/// The first `most` characters of `text`, with `…` when there is more.
pub(crate) fn abbreviate_to(text: &str, most: usize) -> String {
    let mut chars = text.chars();
    let mut out: String = chars.by_ref().take(most).collect();
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

/// A short quote of raw bytes, bad UTF-8 shown as `�`.
fn quote(bytes: &[u8]) -> String {
    // Four bytes at most per character: enough bytes for the quote and the sign that more follow.
    let start = &bytes[..bytes.len().min(4 * (QUOTE_CHARS + 1))];
    let more = start.len() < bytes.len();
    let mut out = abbreviate(&String::from_utf8_lossy(start));
    if more && !out.ends_with('…') {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of `input`, read at once and read a few bytes at a time (which splits
    /// lines and `\r\n` across reads): both must give the same lines.
    fn read_all(input: &[u8]) -> Vec<(u64, Line)> {
        let read = |reader: &mut dyn BufRead| {
            let mut lines = Lines::new(reader);
            let mut out = Vec::new();
            while let Some(line) = lines.next_line().expect("a slice reads") {
                out.push(line);
            }
            out
        };
        let whole = read(&mut &input[..]);
        for capacity in [1, 2, 3, 7] {
            let mut small = io::BufReader::with_capacity(capacity, input);
            assert_eq!(read(&mut small), whole, "reads of {capacity} bytes");
        }
        whole
    }

    fn text(number: u64, line: &str) -> (u64, Line) {
        (number, Line::Text(line.to_owned()))
    }

    #[test]
    fn cr_lf_and_crlf_all_end_a_line() {
        assert_eq!(
            read_all(b"a\rb\nc\r\nd\r\r\ne"),
            [
                text(1, "a"),
                text(2, "b"),
                text(3, "c"),
                text(4, "d"),
                text(5, ""),
                text(6, "e")
            ]
        );
        assert_eq!(read_all(b"a\n"), [text(1, "a")]);
        assert_eq!(read_all(b""), []);
        assert_eq!(read_all(b"\n\n"), [text(1, ""), text(2, "")]);
    }

    #[test]
    fn a_line_that_is_not_utf8_is_quoted_and_the_next_ones_go_on() {
        assert_eq!(
            read_all(b"X\n\xff\xfe.......\n..."),
            [
                text(1, "X"),
                (
                    2,
                    Line::NotUtf8 {
                        quote: "\u{fffd}\u{fffd}.......".into()
                    }
                ),
                text(3, "...")
            ]
        );
    }

    #[test]
    fn a_line_past_the_limit_is_one_short_quote_and_the_next_one_is_read() {
        let mut input = vec![b'X'; MAX_LINE_BYTES];
        input.extend_from_slice(b"\nshort\r");
        input.extend(vec![b'Y'; 3 * MAX_LINE_BYTES]);
        input.extend_from_slice(b"\r\nlast");
        let lines = read_all(&input);
        assert_eq!(lines[0], text(1, &"X".repeat(MAX_LINE_BYTES)));
        assert_eq!(lines[1], text(2, "short"));
        assert_eq!(
            lines[2],
            (
                3,
                Line::TooLong {
                    quote: format!("{}…", "Y".repeat(QUOTE_CHARS))
                }
            )
        );
        assert_eq!(lines[3], text(4, "last"));
        assert_eq!(lines.len(), 4);
    }
}
