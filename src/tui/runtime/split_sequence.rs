//! Mends escape sequences a read cut after their ESC byte, which crossterm hands on as keys.
//!
//! A terminal reports a mouse motion as `ESC [ < 35 ; 12 ; 7 M`. When a read of the terminal
//! ends on that first ESC byte (a flood of reports, a slow link), crossterm reports the Esc key,
//! then `[`, `<`, `3`, `5`, … as key presses: the digits would play moves nobody chose
//! (crossterm issue #854). This filter holds a lone Esc for [`ESC_GRACE`]: followed at once by
//! `[` or `O`, it was the start of a sequence, which is dropped up to its final byte; followed
//! by anything else, or by nothing, it was the Esc key, handed on as it came.

use std::time::Duration;

use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// How long a lone Esc waits for the rest of a sequence before it counts as the Esc key. The
/// rest of a cut sequence is already on its way; a person takes far longer to press a second
/// key, and does not feel a twentieth of a second.
pub const ESC_GRACE: Duration = Duration::from_millis(50);

/// Where the filter stands in a possible sequence.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum State {
    /// Nothing held.
    #[default]
    Clear,
    /// An Esc key, held until the next event says what it was.
    Esc,
    /// Inside `ESC [`, dropping parameter and intermediate bytes up to the final byte; `first`
    /// while nothing followed the `[` yet.
    Parameters { first: bool },
    /// Dropping this many more bytes (the final byte after `ESC O`; the three bytes of an old
    /// X10 mouse report after `ESC [ M`).
    Bytes(u8),
}

/// The filter between crossterm's events and the game; see the module's documentation.
#[derive(Debug, Default)]
pub struct SplitSequences {
    state: State,
}

impl SplitSequences {
    /// Whether the filter holds something the next event decides: the loop then waits up to
    /// [`ESC_GRACE`] for it before calling [`SplitSequences::settle`].
    pub fn holding(&self) -> bool {
        self.state != State::Clear
    }

    /// The events to handle for `event`, the next one read: none while it may belong to a cut
    /// sequence, the held Esc and `event` when it turns out to be a key after all.
    pub fn take(&mut self, event: Event) -> [Option<Event>; 2] {
        let char = plain_char(&event);
        match (self.state, char) {
            (State::Clear, _) if is_plain_esc(&event) => self.drop_as(State::Esc),
            (State::Clear, _) => [Some(event), None],
            (State::Esc, Some('[')) => self.drop_as(State::Parameters { first: true }),
            (State::Esc, Some('O')) => self.drop_as(State::Bytes(1)),
            (State::Esc, _) => {
                self.state = State::Clear;
                let [after, _] = self.take(event);
                [Some(esc_key()), after]
            }
            (State::Parameters { first: true }, Some('M')) => self.drop_as(State::Bytes(3)),
            (State::Parameters { .. }, Some('\x20'..='\x3f')) => {
                self.drop_as(State::Parameters { first: false })
            }
            (State::Parameters { .. }, Some('\x40'..='\x7e')) => self.drop_as(State::Clear),
            (State::Bytes(left), Some(_)) if left > 1 => self.drop_as(State::Bytes(left - 1)),
            (State::Bytes(_), Some(_)) => self.drop_as(State::Clear),
            // Not the rest of a sequence after all: that one is over, this event counts.
            (State::Parameters { .. } | State::Bytes(_), _) => {
                self.state = State::Clear;
                self.take(event)
            }
        }
    }

    /// Nothing followed within [`ESC_GRACE`]: a held Esc was the Esc key; a cut sequence whose
    /// end never came is over.
    pub fn settle(&mut self) -> Option<Event> {
        let held = self.state == State::Esc;
        self.state = State::Clear;
        held.then(esc_key)
    }

    fn drop_as(&mut self, state: State) -> [Option<Event>; 2] {
        self.state = state;
        [None, None]
    }
}

/// The character of a key press without Ctrl or Alt (Shift comes with capitals), if it is one.
fn plain_char(event: &Event) -> Option<char> {
    match event {
        Event::Key(KeyEvent {
            code: KeyCode::Char(char),
            modifiers,
            kind: KeyEventKind::Press,
            ..
        }) if (*modifiers - KeyModifiers::SHIFT).is_empty() => Some(*char),
        _ => None,
    }
}

fn is_plain_esc(event: &Event) -> bool {
    matches!(event, Event::Key(key) if *key == esc_key_event())
}

fn esc_key_event() -> KeyEvent {
    KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE)
}

fn esc_key() -> Event {
    Event::Key(esc_key_event())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> Event {
        Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    /// The events crossterm gives for `text` after a read cut after its first ESC byte.
    fn cut_after_esc(text: &str) -> Vec<Event> {
        let mut events = vec![esc_key()];
        for char in text.chars() {
            let modifiers = if char.is_uppercase() {
                KeyModifiers::SHIFT
            } else {
                KeyModifiers::NONE
            };
            events.push(Event::Key(KeyEvent::new(KeyCode::Char(char), modifiers)));
        }
        events
    }

    /// What the game gets for `events` read one after another, then a pause.
    fn passed(events: Vec<Event>) -> Vec<Event> {
        let mut filter = SplitSequences::default();
        let mut out: Vec<Event> = events
            .into_iter()
            .flat_map(|event| filter.take(event))
            .flatten()
            .collect();
        out.extend(filter.settle());
        assert!(!filter.holding());
        out
    }

    #[test]
    fn a_cut_mouse_report_is_dropped_whole_and_the_key_after_it_counts() {
        let mut events = cut_after_esc("[<35;12;7M");
        events.push(key(KeyCode::Char('5')));
        assert_eq!(passed(events), [key(KeyCode::Char('5'))]);
    }

    #[test]
    fn cut_arrows_application_arrows_and_old_mouse_reports_are_dropped() {
        for (sequence, last) in [("[A", 'q'), ("[1;5C", 'q'), ("OA", 'q'), ("[M !!", 'q')] {
            let mut events = cut_after_esc(sequence);
            events.push(key(KeyCode::Char(last)));
            assert_eq!(passed(events), [key(KeyCode::Char(last))], "{sequence:?}");
        }
    }

    #[test]
    fn an_esc_alone_or_before_another_key_is_the_esc_key() {
        assert_eq!(passed(vec![esc_key()]), [esc_key()]);
        let then_q = vec![esc_key(), key(KeyCode::Char('q'))];
        assert_eq!(passed(then_q.clone()), then_q);
        let twice = vec![esc_key(), esc_key()];
        assert_eq!(passed(twice.clone()), twice);
        let then_up = vec![esc_key(), key(KeyCode::Up)];
        assert_eq!(passed(then_up.clone()), then_up);
    }

    #[test]
    fn a_sequence_broken_by_another_event_ends_there_and_the_event_counts() {
        let mut events = cut_after_esc("[<35;1");
        events.push(key(KeyCode::Enter));
        assert_eq!(passed(events), [key(KeyCode::Enter)]);
        let mut resized = cut_after_esc("[");
        resized.push(Event::Resize(80, 24));
        assert_eq!(passed(resized), [Event::Resize(80, 24)]);
    }

    #[test]
    fn a_sequence_whose_end_never_comes_holds_nothing_after_the_pause() {
        let mut filter = SplitSequences::default();
        for event in cut_after_esc("[<35;1") {
            assert_eq!(filter.take(event), [None, None]);
        }
        assert!(filter.holding());
        assert_eq!(filter.settle(), None);
        let q = key(KeyCode::Char('q'));
        assert_eq!(filter.take(q.clone()), [Some(q), None]);
    }

    #[test]
    fn keys_without_an_esc_pass_untouched() {
        let keys = vec![
            key(KeyCode::Char('[')),
            key(KeyCode::Char('3')),
            Event::Key(KeyEvent::new(KeyCode::Esc, KeyModifiers::ALT)),
            key(KeyCode::Char('O')),
            Event::Resize(100, 30),
        ];
        assert_eq!(passed(keys.clone()), keys);
    }
}
