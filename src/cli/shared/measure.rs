//! Searches as benchmarks, shared by `table` and `bench`: timed repeats that must agree, their median, the speed, and the root value in a word.

use std::time::Duration;

use crate::engine::{Score, SearchOptions, SearchReport, SearchSettings, Table, search_in};
use crate::games::mnk::Mnk;

/// A search repeated for timing: its report and the median time of the timed runs.
pub(crate) struct Timed {
    pub(crate) report: SearchReport<usize>,
    pub(crate) median: Duration,
}

/// One untimed warm-up search, then `runs` timed ones; every run must agree on nodes and value.
pub(crate) fn time_search(
    position: &Mnk,
    settings: &SearchSettings,
    runs: u32,
) -> anyhow::Result<Timed> {
    // Seed 0: the seed only breaks ties between best moves, which changes neither counts nor value.
    let options = SearchOptions::default();
    // One table for every run, made before any clock runs (a search clears it first).
    let mut table = Table::for_settings(settings)?;
    let warm_up = search_in(position, settings, &options, &mut table);
    let mut times = Vec::with_capacity(runs as usize);
    for _ in 0..runs {
        let report = search_in(position, settings, &options, &mut table);
        if (report.nodes, report.value) != (warm_up.nodes, warm_up.value) {
            anyhow::bail!(
                "the same search gave different results: {} then {}",
                crate::text::positions(warm_up.nodes),
                crate::text::positions(report.nodes)
            );
        }
        times.push(report.elapsed);
    }
    Ok(Timed {
        median: median(&mut times),
        report: warm_up,
    })
}

/// The middle time (the mean of the two middle ones for an even count): one slow run from a
/// busy machine does not move it.
pub(crate) fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    let mid = times.len() / 2;
    if times.len() % 2 == 1 {
        times[mid]
    } else {
        (times[mid - 1] + times[mid]) / 2
    }
}

/// Positions per second, `None` when the time rounds to zero.
pub(crate) fn positions_per_second(nodes: u64, time: Duration) -> Option<u64> {
    let nanos = time.as_nanos();
    (nanos > 0)
        .then(|| u64::try_from(u128::from(nodes) * 1_000_000_000 / nanos).unwrap_or(u64::MAX))
}

/// Whole microseconds, saturating.
pub(crate) fn micros(time: Duration) -> u64 {
    u64::try_from(time.as_micros()).unwrap_or(u64::MAX)
}

/// Whole nanoseconds, saturating.
pub(crate) fn nanos(time: Duration) -> u64 {
    u64::try_from(time.as_nanos()).unwrap_or(u64::MAX)
}

/// The root value in words, from X's point of view; an unsolved value is an estimate.
pub(crate) fn value_word(value: Score, solved: bool) -> String {
    match value {
        _ if !solved => format!("estimate {value}"),
        0 => "draw".to_owned(),
        v if v > 0 => format!("X wins ({v})"),
        v => format!("O wins ({v})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_takes_the_middle_or_the_mean_of_the_two_middles() {
        let ms = Duration::from_millis;
        assert_eq!(median(&mut [ms(9), ms(1), ms(5)]), ms(5));
        assert_eq!(median(&mut [ms(9), ms(1), ms(5), ms(3)]), ms(4));
        assert_eq!(median(&mut [ms(7)]), ms(7));
    }

    #[test]
    fn speed_is_none_for_a_time_that_rounds_to_zero() {
        assert_eq!(
            positions_per_second(549_945, Duration::from_millis(8)),
            Some(68_743_125)
        );
        assert_eq!(positions_per_second(10, Duration::ZERO), None);
    }
}
