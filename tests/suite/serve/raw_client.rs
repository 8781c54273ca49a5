//! An SSH client of the tests' own (russh's), for what OpenSSH's client cannot be made to do: a window of any size, ten thousand resizes at once, a hundred session channels on one connection, never reading what the server sends. It connects to the tests' server on 127.0.0.1 only, its host key pinned.

use std::sync::Arc;
use std::time::Duration;

use russh::client::{self, Handle, Msg};
use russh::keys::{PublicKey, PublicKeyOrCertificate};
use russh::{Channel, ChannelMsg};
use tokio::runtime::Runtime;

use super::{PASSWORD, Server};
use crate::pty::PATIENCE;

/// Accepts only the tests' server's host key.
struct Pinned {
    host_key: PublicKey,
}

impl client::Handler for Pinned {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        key: &PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(match key {
            PublicKeyOrCertificate::PublicKey { key, .. } => {
                key.key_data() == self.host_key.key_data()
            }
            PublicKeyOrCertificate::Certificate(_) => false,
        })
    }
}

/// One connection, signed in with the class password, and its game's channel once opened.
pub struct RawClient {
    runtime: Runtime,
    connection: Handle<Pinned>,
    game: Option<Channel<Msg>>,
    /// What the game's channel carried so far.
    pub received: Vec<u8>,
}

impl RawClient {
    /// Connects to `server` as `user` with the class password.
    // russh's connection handle is also a future (of the connection's end): it is kept, not
    // awaited.
    #[expect(clippy::async_yields_async)]
    pub fn connect(server: &Server, user: &str) -> Self {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime for the test's client");
        let host_key = morpion::serve::host_key::load_or_make(
            &server.scratch.join("data/ssh_host_ed25519_key"),
        )
        .expect("the server's host key")
        .public_key()
        .clone();
        let port = server.port;
        let connection = runtime.block_on(async move {
            let config = Arc::new(client::Config::default());
            let mut connection = client::connect(config, ("127.0.0.1", port), Pinned { host_key })
                .await
                .expect("connect to the server");
            let signed_in = connection
                .authenticate_password(user, PASSWORD)
                .await
                .expect("the password exchange");
            assert!(signed_in.success(), "the class password opens");
            connection
        });
        Self {
            runtime,
            connection,
            game: None,
            received: Vec::new(),
        }
    }

    /// Opens a session channel: `None` if the server refused it.
    pub fn open_channel(&mut self) -> Option<Channel<Msg>> {
        self.runtime
            .block_on(self.connection.channel_open_session())
            .ok()
    }

    /// Opens the game in a `cols`×`rows` window (any numbers, as a client may send them).
    pub fn open_game(&mut self, cols: u32, rows: u32) {
        let channel = self.open_channel().expect("the first channel opens");
        self.runtime.block_on(async {
            channel
                .request_pty(true, "xterm-256color", cols, rows, 0, 0, &[])
                .await
                .expect("ask for a pty");
            channel.request_shell(true).await.expect("ask for the game");
        });
        self.game = Some(channel);
    }

    fn game(&self) -> &Channel<Msg> {
        self.game.as_ref().expect("the game is open")
    }

    /// Tells the server the window is now `cols`×`rows`.
    pub fn resize(&self, cols: u32, rows: u32) {
        let game = self.game();
        self.runtime
            .block_on(game.window_change(cols, rows, 0, 0))
            .expect("send a window change");
    }

    /// Types `bytes` into the game.
    pub fn send(&self, bytes: &[u8]) {
        let game = self.game();
        self.runtime.block_on(game.data(bytes)).expect("send bytes");
    }

    /// Reads what the game sends until `done` holds for all received so far; false if the
    /// channel closed first.
    pub fn read_until(&mut self, done: impl Fn(&[u8]) -> bool) -> bool {
        let mut game = self.game.take().expect("the game is open");
        let received = &mut self.received;
        let ended = self.runtime.block_on(async {
            let deadline = tokio::time::Instant::now() + PATIENCE;
            while !done(received) {
                match tokio::time::timeout_at(deadline, game.wait()).await {
                    Ok(Some(ChannelMsg::Data { data })) => received.extend_from_slice(&data),
                    Ok(Some(_)) => {}
                    Ok(None) => return true,
                    Err(_) => panic!("the game never sent what was waited for"),
                }
            }
            false
        });
        self.game = Some(game);
        !ended
    }

    /// Reads until the game's channel closes; the exit status if it told one.
    pub fn read_to_close(&mut self) -> Option<u32> {
        let mut game = self.game.take().expect("the game is open");
        let received = &mut self.received;
        self.runtime.block_on(async {
            let mut status = None;
            loop {
                match tokio::time::timeout(PATIENCE, game.wait()).await {
                    Ok(Some(ChannelMsg::Data { data })) => received.extend_from_slice(&data),
                    Ok(Some(ChannelMsg::ExitStatus { exit_status })) => status = Some(exit_status),
                    Ok(Some(_)) => {}
                    Ok(None) => return status,
                    Err(_) => panic!("the game's channel never closed"),
                }
            }
        })
    }
}

impl RawClient {
    /// Tells the server the window is now `cols`×`rows`, unless the connection is stuck
    /// (the client reads nothing, so it sends nothing either) for `within`: then false.
    pub fn try_resize(&self, cols: u32, rows: u32, within: Duration) -> bool {
        let game = self.game();
        self.runtime.block_on(async {
            matches!(
                tokio::time::timeout(within, game.window_change(cols, rows, 0, 0)).await,
                Ok(Ok(()))
            )
        })
    }

    /// Reads what the game sends until nothing has come for `quiet`.
    pub fn read_quiet(&mut self, quiet: Duration) {
        let mut game = self.game.take().expect("the game is open");
        let received = &mut self.received;
        self.runtime.block_on(async {
            while let Ok(Some(message)) = tokio::time::timeout(quiet, game.wait()).await {
                if let ChannelMsg::Data { data } = message {
                    received.extend_from_slice(&data);
                }
            }
        });
        self.game = Some(game);
    }
}
