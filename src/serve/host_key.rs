//! The server's host key: an ed25519 key made on the first start and kept in the data folder, readable by its owner only.

use std::fs;
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::Path;

use anyhow::Context;
use russh::keys::ssh_key::LineEnding;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{HashAlg, PrivateKey};

/// The host key's file name in the data folder.
pub const HOST_KEY_FILE: &str = "ssh_host_ed25519_key";

/// The key at `path`, or a new one written there (mode 0600) when there is none.
pub fn load_or_make(path: &Path) -> anyhow::Result<PrivateKey> {
    if path.exists() {
        let key = PrivateKey::read_openssh_file(path)
            .with_context(|| format!("could not read the host key {}", path.display()))?;
        // Kept private even if someone widened its mode.
        fs::set_permissions(path, fs::Permissions::from_mode(0o600))
            .with_context(|| format!("could not keep the host key {} private", path.display()))?;
        return Ok(key);
    }
    if let Some(folder) = path.parent() {
        fs::create_dir_all(folder)
            .with_context(|| format!("could not make the data folder {}", folder.display()))?;
    }
    let seed: [u8; 32] = rand::random();
    let key = PrivateKey::from(Ed25519Keypair::from_seed(&seed));
    let text = key
        .to_openssh(LineEnding::LF)
        .context("could not write the host key")?;
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
        .with_context(|| format!("could not write the host key {}", path.display()))?;
    file.write_all(text.as_bytes())
        .and_then(|()| file.sync_all())
        .with_context(|| format!("could not write the host key {}", path.display()))?;
    Ok(key)
}

/// The key's fingerprint as `ssh` shows it: `SHA256:…`.
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}
