//! Who may come in: the class password and the authorized keys for the students, the teacher's own password and keys for the teacher's name, and repeated failures from one address slowed down.

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

/// The teacher's own way in: their name, and their password and/or keys.
pub struct Teacher {
    pub name: String,
    pub password: Option<String>,
    pub keys: Vec<PublicKey>,
}

/// Who came in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// A student, by the name they signed in with.
    Student(String),
    /// The teacher, by the name `--teacher` gave.
    Teacher(String),
}

/// What a client signs in with.
#[derive(Clone, Copy, Debug)]
pub enum Credential<'a> {
    Password(&'a str),
    Key(&'a PublicKey),
}

/// Why a sign-in was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a name anyone can have (empty, too long, spaces at its ends, control characters).
    Name,
    /// The teacher's name (in any case) with anything but the teacher's own password or keys.
    TeachersName,
    /// A wrong password, or a key not listed.
    Wrong,
}

/// The ways in, and the failures seen.
pub struct Gate {
    password: Option<String>,
    keys: Vec<PublicKey>,
    teacher: Option<Teacher>,
    failures: Mutex<HashMap<IpAddr, (u32, Instant)>>,
}

impl Gate {
    pub fn new(password: Option<String>, keys: Vec<PublicKey>) -> Self {
        Self {
            password,
            keys,
            teacher: None,
            failures: Mutex::new(HashMap::new()),
        }
    }

    /// The same gate, and the teacher's name opening the teacher's view with their own
    /// password or keys.
    pub fn with_teacher(self, teacher: Teacher) -> Self {
        Self {
            teacher: Some(teacher),
            ..self
        }
    }

    /// The teacher's name, when there is a teacher.
    pub fn teacher(&self) -> Option<&str> {
        self.teacher.as_ref().map(|teacher| teacher.name.as_str())
    }

    /// Whether some password (the class's or the teacher's) opens the gate.
    pub fn has_password(&self) -> bool {
        self.password.is_some() || self.teacher.as_ref().is_some_and(|t| t.password.is_some())
    }

    /// Whether some key (the class's or the teacher's) opens the gate.
    pub fn has_keys(&self) -> bool {
        !self.keys.is_empty() || self.teacher.as_ref().is_some_and(|t| !t.keys.is_empty())
    }

    /// Whether `given` is the class password (compared in a time that does not depend on
    /// where they differ).
    pub fn password_matches(&self, given: &str) -> bool {
        self.password
            .as_deref()
            .is_some_and(|password| same(password, given))
    }

    /// Whether `key` is one of the authorized keys.
    pub fn key_allowed(&self, key: &PublicKey) -> bool {
        listed(&self.keys, key)
    }

    /// Who `user` is, signing in with `credential`: the teacher's name (compared without
    /// case, so no student passes for the teacher on the list) opens only with the teacher's
    /// own password or keys; any other fit name is a student's and opens only with the
    /// class's.
    pub fn admit(&self, user: &str, credential: Credential) -> Result<Who, Refusal> {
        if !fit_name(user) {
            return Err(Refusal::Name);
        }
        if let Some(teacher) = &self.teacher
            && teacher.name.to_lowercase() == user.to_lowercase()
        {
            let theirs = match credential {
                Credential::Password(given) => {
                    teacher.password.as_deref().is_some_and(|p| same(p, given))
                }
                Credential::Key(key) => listed(&teacher.keys, key),
            };
            return if theirs {
                Ok(Who::Teacher(teacher.name.clone()))
            } else {
                Err(Refusal::TeachersName)
            };
        }
        let class = match credential {
            Credential::Password(given) => self.password_matches(given),
            Credential::Key(key) => self.key_allowed(key),
        };
        if class {
            Ok(Who::Student(user.to_owned()))
        } else {
            Err(Refusal::Wrong)
        }
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

/// The longest name taken (the SSH user name).
pub const MOST_NAME: usize = 64;

/// Whether `name` can be a student's or the teacher's name: printable, no spaces at its ends,
/// not too long.
pub fn fit_name(name: &str) -> bool {
    !name.is_empty()
        && name.chars().count() <= MOST_NAME
        && name.trim() == name
        && !name.chars().any(char::is_control)
}

/// Whether two passwords are the same, compared in a time that does not depend on where they
/// differ.
fn same(password: &str, given: &str) -> bool {
    let (a, b) = (password.as_bytes(), given.as_bytes());
    let mut differ = a.len() ^ b.len();
    for (i, byte) in a.iter().enumerate() {
        differ |= usize::from(byte ^ b.get(i).copied().unwrap_or(!byte));
    }
    differ == 0
}

/// Whether `key` is one of `keys`.
fn listed(keys: &[PublicKey], key: &PublicKey) -> bool {
    keys.iter()
        .any(|allowed| allowed.key_data() == key.key_data())
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

    fn key(seed: u8) -> PublicKey {
        russh::keys::PrivateKey::from(russh::keys::ssh_key::private::Ed25519Keypair::from_seed(
            &[seed; 32],
        ))
        .public_key()
        .clone()
    }

    #[test]
    fn the_teachers_name_opens_only_with_the_teachers_own_password_or_keys() {
        let gate = Gate::new(Some("class".to_owned()), vec![key(1)]).with_teacher(Teacher {
            name: "Prof".to_owned(),
            password: Some("mine".to_owned()),
            keys: vec![key(2)],
        });
        use Credential::{Key, Password};
        let teacher = Ok(Who::Teacher("Prof".to_owned()));
        assert_eq!(gate.admit("Prof", Password("mine")), teacher);
        assert_eq!(gate.admit("prof", Password("mine")), teacher);
        assert_eq!(gate.admit("Prof", Key(&key(2))), teacher);
        // The class's password and keys never open it, whatever the case of the name.
        for name in ["Prof", "prof", "PROF"] {
            assert_eq!(
                gate.admit(name, Password("class")),
                Err(Refusal::TeachersName)
            );
            assert_eq!(gate.admit(name, Key(&key(1))), Err(Refusal::TeachersName));
            assert_eq!(gate.admit(name, Password("")), Err(Refusal::TeachersName));
        }
        // Students come in with the class's, never with the teacher's.
        let ada = Ok(Who::Student("ada".to_owned()));
        assert_eq!(gate.admit("ada", Password("class")), ada);
        assert_eq!(gate.admit("ada", Key(&key(1))), ada);
        assert_eq!(gate.admit("ada", Password("mine")), Err(Refusal::Wrong));
        assert_eq!(gate.admit("ada", Key(&key(2))), Err(Refusal::Wrong));
        assert_eq!(gate.admit(" ada", Password("class")), Err(Refusal::Name));
        assert!(gate.has_password() && gate.has_keys());
        assert_eq!(gate.teacher(), Some("Prof"));
    }

    #[test]
    fn without_a_teacher_every_fit_name_is_a_students() {
        let gate = Gate::new(Some("class".to_owned()), Vec::new());
        assert_eq!(
            gate.admit("prof", Credential::Password("class")),
            Ok(Who::Student("prof".to_owned()))
        );
        assert_eq!(gate.teacher(), None);
        // Only the teacher's password: the gate has one, the class has none.
        let teacher_only = Gate::new(None, Vec::new()).with_teacher(Teacher {
            name: "prof".to_owned(),
            password: Some("mine".to_owned()),
            keys: Vec::new(),
        });
        assert!(teacher_only.has_password());
        assert!(!teacher_only.has_keys());
        assert_eq!(
            teacher_only.admit("ada", Credential::Password("mine")),
            Err(Refusal::Wrong)
        );
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
