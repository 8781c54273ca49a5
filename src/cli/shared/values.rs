//! The values flags take, checked while parsing: whole numbers in a range, seeds, on or off.

use clap::ValueEnum;

/// A switch given as a value (`--pruning off`), where the default is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum OnOff {
    On,
    Off,
}

/// Seeds: any u64, with a message that says so (the default one only says "invalid digit").
pub(crate) fn seed_parser(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("a seed is a whole number from 0 to {}", u64::MAX))
}

/// A whole number from `min` to `max`, whose refusal always gives the range: `-1` or
/// `4000000000` for a board side says "-1 is not in 1..=8", not clap's "invalid digit found
/// in string", and so does a word.
pub(crate) fn whole<T: TryFrom<i128>>(
    min: i128,
    max: i128,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static {
    move |text: &str| match text.trim().parse::<i128>() {
        Ok(n) if (min..=max).contains(&n) => {
            T::try_from(n).map_err(|_| format!("{n} is not in {min}..={max}"))
        }
        Ok(n) => Err(format!("{n} is not in {min}..={max}")),
        // Digits too many for any number: out of range all the same.
        Err(_) if is_integer(text.trim()) => {
            Err(format!("{} is not in {min}..={max}", text.trim()))
        }
        Err(_) => Err(format!("not a whole number: give one in {min}..={max}")),
    }
}

/// An optional minus sign and digits.
pub(crate) fn is_integer(text: &str) -> bool {
    let digits = text.strip_prefix('-').unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}
