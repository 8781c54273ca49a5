//! One SSH connection: its authentication (a student or the teacher), and its one session channel, on which only a pty and a shell (the game, or the teacher's view) are granted; every other request is refused with a message.

use std::collections::HashMap;
use std::ffi::OsString;
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use russh::keys::PublicKey;
use russh::server::{Auth, ChannelOpenHandle, Msg, Session};
use russh::{Channel, ChannelId, ChannelOpenFailure, MethodKind, MethodSet, Pty};

use crate::i18n::{Lang, RefusalPhrase};
use crate::serve::Shared;
use crate::serve::gate::{Credential, Refusal, Who};
pub use crate::serve::gate::{MOST_NAME, fit_name};
use crate::serve::listener::Unsigned;
use crate::serve::session::{self, Start};
use crate::serve::teacher;
use crate::tui::{NotSent, Outbox};

/// The environment variables a session takes from its client (the language and the look);
/// the others are ignored.
pub const ENV_TAKEN: &[&str] = &[
    "LANG",
    "LC_ALL",
    "LC_MESSAGES",
    "LC_CTYPE",
    "NO_COLOR",
    "COLORFGBG",
];

/// Input messages waiting for the game: past them, a client's flood is dropped.
const INPUT_QUEUED: usize = 256;

/// The state of one connection.
pub struct Client {
    pub shared: Arc<Shared>,
    pub address: Option<IpAddr>,
    /// Who signed in on this connection.
    pub who: Option<Who>,
    channel: Option<ChannelState>,
    /// Counts this connection among those still to sign in, until it does.
    unsigned: Unsigned,
}

/// The connection's one session channel.
#[derive(Default)]
struct ChannelState {
    id: Option<ChannelId>,
    size: Option<(u32, u32)>,
    env: HashMap<String, String>,
    input: Option<Outbox>,
}

impl Client {
    pub fn new(shared: Arc<Shared>, address: Option<IpAddr>, unsigned: Unsigned) -> Self {
        Self {
            shared,
            address,
            who: None,
            channel: None,
            unsigned,
        }
    }

    /// The language the client's environment asks for (`LANG` and the like sent before the
    /// request): the one its refusals are worded in.
    fn lang(&self) -> Lang {
        let env = self.channel.as_ref().map(|state| &state.env);
        Lang::from_vars(|name| env.and_then(|env| env.get(name)).map(OsString::from))
    }

    fn ours(&mut self, channel: ChannelId) -> Option<&mut ChannelState> {
        self.channel
            .as_mut()
            .filter(|state| state.id == Some(channel))
    }

    /// The ways still open after a refusal.
    fn methods(&self) -> Option<MethodSet> {
        let mut kinds = Vec::new();
        if self.shared.gate.has_password() {
            kinds.push(MethodKind::Password);
        }
        if self.shared.gate.has_keys() {
            kinds.push(MethodKind::PublicKey);
        }
        Some(MethodSet::from(kinds.as_slice()))
    }

    fn reject(&self) -> Auth {
        Auth::Reject {
            proceed_with_methods: self.methods(),
            partial_success: false,
        }
    }

    /// Lets `user` in with `credential`, or counts the failure (telling the server's console
    /// when someone tried the teacher's name).
    fn sign_in(&mut self, user: &str, credential: Credential) -> Auth {
        match self.shared.gate.admit(user, credential) {
            Ok(who) => {
                self.shared.gate.succeeded(self.address);
                self.unsigned.signed_in();
                self.who = Some(who);
                Auth::Accept
            }
            Err(refusal) => {
                self.shared.gate.failed(self.address);
                if refusal == Refusal::TeachersName {
                    let from = self
                        .address
                        .map_or_else(|| "an unknown address".to_owned(), |a| a.to_string());
                    crate::serve::say(&format!(
                        "refused the teacher's name {user:?} from {from}: it opens only with \
                         the teacher's own password or keys"
                    ));
                }
                self.reject()
            }
        }
    }

    async fn slow_down(&self) {
        let delay = self.shared.gate.delay(self.address);
        if !delay.is_zero() {
            tokio::time::sleep(delay).await;
        }
    }
}

/// Tells the client why (on its stderr), with the exit status 1, and closes the channel:
/// nothing it asked for runs. (A plain failure reply would be refused as well, but OpenSSH's
/// client then exits before it shows the message.)
fn refuse(
    session: &mut Session,
    channel: ChannelId,
    lang: Lang,
    why: RefusalPhrase,
) -> Result<(), russh::Error> {
    let text = format!("{}\r\n", lang.say(&why));
    session.channel_success(channel)?;
    session.extended_data(channel, 1, text.into_bytes())?;
    session.exit_status_request(channel, 1)?;
    session.eof(channel)?;
    session.close(channel)
}

impl russh::server::Handler for Client {
    type Error = russh::Error;

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        self.slow_down().await;
        Ok(self.sign_in(user, Credential::Password(password)))
    }

    async fn auth_publickey_offered(
        &mut self,
        user: &str,
        key: &PublicKey,
    ) -> Result<Auth, Self::Error> {
        if self.shared.gate.admit(user, Credential::Key(key)).is_ok() {
            Ok(Auth::Accept)
        } else {
            Ok(self.reject())
        }
    }

    async fn auth_publickey(&mut self, user: &str, key: &PublicKey) -> Result<Auth, Self::Error> {
        self.slow_down().await;
        Ok(self.sign_in(user, Credential::Key(key)))
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        _user: &str,
        _submethods: &str,
        _response: Option<russh::server::Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        Ok(self.reject())
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        // One game per connection: a hundred channels get one.
        if self.channel.is_some() {
            reply
                .reject(ChannelOpenFailure::AdministrativelyProhibited)
                .await;
            return Ok(());
        }
        self.channel = Some(ChannelState {
            id: Some(channel.id()),
            ..ChannelState::default()
        });
        reply.accept().await;
        Ok(())
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host: &str,
        _port: u32,
        _from: &str,
        _from_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        reply
            .reject(ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn channel_open_x11(
        &mut self,
        _channel: Channel<Msg>,
        _from: &str,
        _from_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        reply
            .reject(ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _term: &str,
        columns: u32,
        rows: u32,
        _pixel_width: u32,
        _pixel_height: u32,
        _modes: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        match self.ours(channel) {
            Some(state) if state.input.is_none() => {
                state.size = Some((columns, rows));
                session.channel_success(channel)
            }
            _ => session.channel_failure(channel),
        }
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        match self.ours(channel) {
            Some(state) if ENV_TAKEN.contains(&name) && value.len() <= 256 => {
                state.env.insert(name.to_owned(), value.to_owned());
                session.channel_success(channel)
            }
            _ => session.channel_failure(channel),
        }
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let lang = self.lang();
        let Some(who) = self.who.clone() else {
            return refuse(session, channel, lang, RefusalPhrase::NotSignedIn);
        };
        let shared = self.shared.clone();
        let Some(state) = self.ours(channel) else {
            return session.channel_failure(channel);
        };
        if state.input.is_some() {
            return session.channel_failure(channel);
        }
        let Some(size) = state.size else {
            return refuse(session, channel, lang, RefusalPhrase::NeedsTerminal);
        };
        if shared.stopping.load(Ordering::SeqCst) {
            return refuse(session, channel, lang, RefusalPhrase::Stopping);
        }
        let max = shared.max_sessions;
        // The teacher comes in even to a full class.
        let full = shared.live.fetch_add(1, Ordering::SeqCst) >= max;
        if full && matches!(who, Who::Student(_)) {
            shared.live.fetch_sub(1, Ordering::SeqCst);
            return refuse(session, channel, lang, RefusalPhrase::ClassFull { max });
        }
        let (input, received) = crate::tui::inbox(INPUT_QUEUED);
        let env = std::mem::take(&mut state.env);
        state.input = Some(input);
        let spawned = match who {
            Who::Student(student) => {
                let start = Start {
                    student,
                    size,
                    env,
                    input: received,
                };
                session::spawn(shared, start, session.handle(), channel)
            }
            Who::Teacher(_) => {
                let start = teacher::Start {
                    size,
                    env,
                    input: received,
                };
                teacher::spawn(shared, start, session.handle(), channel)
            }
        };
        if spawned.is_err() {
            return refuse(session, channel, lang, RefusalPhrase::CouldNotStart);
        }
        session.channel_success(channel)
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _command: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        refuse(session, channel, self.lang(), RefusalPhrase::OnlyTheGame)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        refuse(session, channel, self.lang(), RefusalPhrase::OnlyTheGame)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single: bool,
        _protocol: &str,
        _cookie: &str,
        _screen: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn agent_request(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn streamlocal_forward(
        &mut self,
        _socket_path: &str,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        columns: u32,
        rows: u32,
        _pixel_width: u32,
        _pixel_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(state) = self.ours(channel) {
            state.size = Some((columns, rows));
            if let Some(input) = &state.input {
                // However full the queue, the last size told is the one drawn.
                input.resize(columns, rows);
            }
        }
        Ok(())
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(input) = self.ours(channel).and_then(|state| state.input.as_ref()) {
            match input.bytes(data.to_vec()) {
                // The game ended: its channel is closing.
                Err(NotSent::Gone) => {}
                // A client sending faster than its game reads loses the excess.
                Err(NotSent::Full) | Ok(()) => {}
            }
        }
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        // The client will send nothing more: its game ends.
        if let Some(state) = self.ours(channel) {
            state.input = None;
        }
        Ok(())
    }

    async fn channel_close(
        &mut self,
        channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(state) = self.ours(channel) {
            state.input = None;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_printable_trimmed_and_at_most_64_characters() {
        for name in ["ada", "Zoé", "jean-luc.picard_2", &"a".repeat(64)] {
            assert!(fit_name(name), "{name:?}");
        }
        for name in [
            "",
            " ada",
            "ada ",
            "a\u{1b}[2J",
            "tab\there",
            &"a".repeat(65),
        ] {
            assert!(!fit_name(name), "{name:?}");
        }
    }
}
