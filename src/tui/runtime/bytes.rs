//! Raw terminal input bytes (a remote terminal's, as an SSH channel carries them) decoded into the crossterm events the local game gets.
//!
//! The parsing is `terminput`'s, which is crossterm's own parser for Unix terminals taken out
//! of crossterm, fed the way crossterm's reader feeds it: byte by byte, a lone ESC waiting
//! when more bytes of the same read follow. So a key arrives as the same event as at home, and
//! an ESC a read cut off is mended by the same [`super::split_sequence`] filter after this.

use ratatui::crossterm::event::Event;

/// The most bytes held for an event not complete yet: a bracketed paste of 1 MiB and its
/// markers. Past it the held bytes are dropped (a paste without its end, or garbage).
pub const MOST_HELD: usize = (1 << 20) + 16;

/// Bytes in, events out; holds the start of an event whose rest has not come yet.
#[derive(Debug, Default)]
pub struct Decoder {
    held: Vec<u8>,
}

impl Decoder {
    /// The events `bytes` (one read's worth) complete, in order. Bytes that are no event
    /// crossterm knows are dropped, as crossterm drops them.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Event> {
        let mut events = Vec::new();
        for (at, byte) in bytes.iter().enumerate() {
            self.held.push(*byte);
            // A lone ESC with more of this read to come is the start of a sequence, as in
            // crossterm's reader; at the read's end it is the Esc key.
            let more = at + 1 < bytes.len();
            if more && self.held == [0x1b] {
                continue;
            }
            match terminput::Event::parse_from(&self.held) {
                Ok(Some(event)) => {
                    self.held.clear();
                    if let Ok(event) = terminput_crossterm::to_crossterm(event) {
                        events.push(event);
                    }
                }
                Ok(None) if self.held.len() < MOST_HELD => {}
                Ok(None) | Err(_) => self.held.clear(),
            }
        }
        events
    }

    /// How many bytes are held for an event not complete yet.
    #[cfg(test)]
    pub fn held(&self) -> usize {
        self.held.len()
    }
}

#[cfg(test)]
mod tests {
    use ratatui::crossterm::event::{
        KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
    };

    use super::*;

    fn key(code: KeyCode) -> Event {
        Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    #[test]
    fn keys_arrows_function_keys_and_enter_decode_as_the_local_game_gets_them() {
        let mut decoder = Decoder::default();
        let events = decoder.feed(b"5\x1b[A\x1bOP\r\x1b[15~q");
        assert_eq!(
            events,
            [
                key(KeyCode::Char('5')),
                key(KeyCode::Up),
                key(KeyCode::F(1)),
                key(KeyCode::Enter),
                key(KeyCode::F(5)),
                key(KeyCode::Char('q')),
            ]
        );
        assert_eq!(decoder.held(), 0);
    }

    #[test]
    fn a_sequence_cut_between_two_reads_is_held_until_its_end() {
        let mut decoder = Decoder::default();
        assert_eq!(decoder.feed(b"\x1b[<0;12"), []);
        assert_eq!(decoder.held(), 7);
        assert_eq!(
            decoder.feed(b";7M"),
            [Event::Mouse(MouseEvent {
                kind: MouseEventKind::Down(MouseButton::Left),
                column: 11,
                row: 6,
                modifiers: KeyModifiers::NONE,
            })]
        );
    }

    #[test]
    fn a_lone_esc_at_the_end_of_a_read_is_the_esc_key_and_a_paste_is_one_event() {
        let mut decoder = Decoder::default();
        assert_eq!(decoder.feed(b"\x1b"), [key(KeyCode::Esc)]);
        assert_eq!(
            decoder.feed(b"\x1b[200~a b\x1b[201~"),
            [Event::Paste("a b".to_owned())]
        );
    }

    #[test]
    fn garbage_is_dropped_and_an_endless_paste_holds_at_most_the_cap() {
        let mut decoder = Decoder::default();
        assert_eq!(
            decoder.feed(b"\x1b[999999999999x1"),
            [key(KeyCode::Char('1'))]
        );
        decoder.feed(b"\x1b[200~");
        let chunk = vec![b'x'; 64 * 1024];
        for _ in 0..20 {
            decoder.feed(&chunk);
            assert!(decoder.held() <= MOST_HELD);
        }
        assert_eq!(decoder.feed(b"2"), [key(KeyCode::Char('2'))]);
    }
}
