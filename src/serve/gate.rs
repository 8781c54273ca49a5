//! Who may come in: the class password and the authorized keys, and repeated failures from one address slowed down.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use russh::keys::PublicKey;

/// Failures from one address before its answers are slowed down.
pub const FREE_FAILURES: u32 = 3;
/// The longest an address's answer is held back.
pub const MOST_DELAY: Duration = Duration::from_secs(16);
/// An address that failed nothing for this long starts afresh.
const FORGET_AFTER: Duration = Duration::from_secs(600);
/// The most addresses remembered (a flood of addresses forgets the oldest first).
const MOST_ADDRESSES: usize = 10_000;

/// The ways in, and the failures seen.
pub struct Gate {
    password: Option<String>,
    keys: Vec<PublicKey>,
    failures: Mutex<HashMap<IpAddr, (u32, Instant)>>,
}

impl Gate {
    pub fn new(password: Option<String>, keys: Vec<PublicKey>) -> Self {
        Self {
            password,
            keys,
            failures: Mutex::new(HashMap::new()),
        }
    }

    pub fn has_password(&self) -> bool {
        self.password.is_some()
    }

    pub fn has_keys(&self) -> bool {
        !self.keys.is_empty()
    }

    /// Whether `given` is the class password (compared in a time that does not depend on
    /// where they differ).
    pub fn password_matches(&self, given: &str) -> bool {
        let Some(password) = &self.password else {
            return false;
        };
        let (a, b) = (password.as_bytes(), given.as_bytes());
        let mut differ = a.len() ^ b.len();
        for (i, byte) in a.iter().enumerate() {
            differ |= usize::from(byte ^ b.get(i).copied().unwrap_or(!byte));
        }
        differ == 0
    }

    /// Whether `key` is one of the authorized keys.
    pub fn key_allowed(&self, key: &PublicKey) -> bool {
        self.keys
            .iter()
            .any(|allowed| allowed.key_data() == key.key_data())
    }

    /// How long to hold back the answer to `address`, from its failures so far: nothing for
    /// the first [`FREE_FAILURES`], then one second doubling with each, up to [`MOST_DELAY`].
    pub fn delay(&self, address: Option<IpAddr>) -> Duration {
        let Some(address) = address else {
            return Duration::ZERO;
        };
        let failures = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        match failures.get(&address) {
            Some((count, last)) if last.elapsed() < FORGET_AFTER => delay_after(*count),
            _ => Duration::ZERO,
        }
    }

    /// Counts a failure from `address`.
    pub fn failed(&self, address: Option<IpAddr>) {
        let Some(address) = address else { return };
        let mut failures = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        if failures.len() >= MOST_ADDRESSES && !failures.contains_key(&address) {
            failures.retain(|_, (_, last)| last.elapsed() < FORGET_AFTER);
            if failures.len() >= MOST_ADDRESSES {
                failures.clear();
            }
        }
        let entry = failures.entry(address).or_insert((0, Instant::now()));
        if entry.1.elapsed() >= FORGET_AFTER {
            entry.0 = 0;
        }
        entry.0 += 1;
        entry.1 = Instant::now();
    }

    /// A way in succeeded: the address's failures are forgotten.
    pub fn succeeded(&self, address: Option<IpAddr>) {
        if let Some(address) = address {
            let mut failures = self.failures.lock().unwrap_or_else(|p| p.into_inner());
            failures.remove(&address);
        }
    }
}

/// The hold-back after `count` failures.
pub fn delay_after(count: u32) -> Duration {
    if count < FREE_FAILURES {
        return Duration::ZERO;
    }
    let doubled = 1u64 << (count - FREE_FAILURES).min(8);
    Duration::from_secs(doubled).min(MOST_DELAY)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_matches_only_itself() {
        let gate = Gate::new(Some("secret".to_owned()), Vec::new());
        assert!(gate.password_matches("secret"));
        for wrong in ["", "secre", "secret!", "Secret", "terces"] {
            assert!(!gate.password_matches(wrong), "{wrong:?}");
        }
        assert!(!Gate::new(None, Vec::new()).password_matches(""));
    }

    #[test]
    fn failures_past_three_are_held_back_one_two_four_seconds_up_to_sixteen() {
        let delays: Vec<u64> = (0..10).map(|n| delay_after(n).as_secs()).collect();
        assert_eq!(delays, [0, 0, 0, 1, 2, 4, 8, 16, 16, 16]);
        let gate = Gate::new(Some("p".to_owned()), Vec::new());
        let address = Some(IpAddr::from([127, 0, 0, 1]));
        for _ in 0..4 {
            gate.failed(address);
        }
        assert_eq!(gate.delay(address), Duration::from_secs(2));
        assert_eq!(
            gate.delay(Some(IpAddr::from([127, 0, 0, 2]))),
            Duration::ZERO
        );
        gate.succeeded(address);
        assert_eq!(gate.delay(address), Duration::ZERO);
    }
}
