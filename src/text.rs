//! Number and duration formatting shared by the screen and the headless subcommands.

use std::time::Duration;

/// `549945` → `"549,945"`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// The decimals of a percentage: at least one, and at least as many as two significant digits
/// need (`4.7`, `10.0`, `0.21`, `0.052`).
fn percent_places(share: f64) -> usize {
    if share <= 0.0 || !share.is_finite() {
        return 1;
    }
    (1 - share.log10().floor() as i64).clamp(1, 9) as usize
}

/// A percentage, the one way the screen writes them (see `percent_places`): `"4.7"`,
/// `"0.21"`, `"0.052"`; without the `%`.
pub fn percent(share: f64) -> String {
    format!("{share:.*}", percent_places(share))
}

/// A percentage known only as an upper bound, rounded up at the same precision, so it never
/// claims less than was proven: 5.298 → `"5.3"`.
pub fn percent_at_most(share: f64) -> String {
    let places = percent_places(share);
    let scale = 10f64.powi(places as i32);
    format!("{:.*}", places, (share * scale).ceil() / scale)
}

/// `1` → `"1 ply"`, `3` → `"3 plies"`.
pub fn plies(n: u32) -> String {
    if n == 1 {
        "1 ply".to_owned()
    } else {
        format!("{n} plies")
    }
}

/// A count and its noun, in the singular for one: `(1, "position", "positions")` →
/// `"1 position"`, `(1234, …)` → `"1,234 positions"` (grouped by [`thousands`]).
pub fn counted(n: u64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{} {many}", thousands(n))
    }
}

/// `1` → `"1 position"`, `0` → `"0 positions"`, `2787` → `"2,787 positions"`.
pub fn positions(n: u64) -> String {
    counted(n, "position", "positions")
}

/// A score with its sign: `"+3"`, `"0"`, `"-994"`.
pub fn signed(score: i32) -> String {
    if score > 0 {
        format!("+{score}")
    } else {
        score.to_string()
    }
}

/// An edge of an α/β window: a score, or ±∞ for the open window (with the same minus sign as
/// every negative score, `-∞`).
pub fn window_edge(value: i32) -> String {
    match value {
        v if v >= crate::engine::INFINITY => "+∞".to_owned(),
        v if v <= -crate::engine::INFINITY => "-∞".to_owned(),
        v => signed(v),
    }
}

/// Why alpha-beta skipped the remaining moves of a position, in the textbook's MAX/MIN terms
/// (`max` and `min` name the players): the side to move there had already `reached` at least
/// `beta` (its own point of view, negamax), which the opponent one ply up can avoid elsewhere.
pub fn cut_reason(max_to_move: bool, reached: i32, beta: i32, max: &str, min: &str) -> String {
    if max_to_move {
        format!(
            "{max} already has ≥ {} here, but {min} can hold {max} to ≤ {} elsewhere: this cannot change {min}'s choice",
            signed(reached),
            signed(beta)
        )
    } else {
        format!(
            "{min} already holds {max} to ≤ {} here, but {max} can get ≥ {} elsewhere: this cannot change {max}'s choice",
            signed(-reached),
            signed(-beta)
        )
    }
}

/// A short human duration: `"850 µs"`, `"8.7 ms"`, `"1.25 s"`.
pub fn duration(d: Duration) -> String {
    let micros = d.as_micros();
    if micros < 1_000 {
        format!("{micros} µs")
    } else if micros < 1_000_000 {
        format!("{:.1} ms", micros as f64 / 1e3)
    } else {
        format!("{:.2} s", micros as f64 / 1e6)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_groups_by_three() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(549_945), "549,945");
        assert_eq!(thousands(10_000_000), "10,000,000");
    }

    #[test]
    fn a_count_of_one_is_singular() {
        assert_eq!(positions(1), "1 position");
        assert_eq!(positions(0), "0 positions");
        assert_eq!(positions(2_787), "2,787 positions");
        assert_eq!(counted(1, "line was", "lines were"), "1 line was");
    }

    #[test]
    fn plies_are_singular_for_one() {
        assert_eq!(plies(1), "1 ply");
        assert_eq!(plies(3), "3 plies");
    }

    #[test]
    fn window_edges_use_the_minus_sign_of_negative_scores() {
        use crate::engine::INFINITY;
        assert_eq!(window_edge(-INFINITY), "-∞");
        assert_eq!(window_edge(INFINITY), "+∞");
        assert_eq!(window_edge(-992), "-992");
        assert_eq!(signed(-992), "-992");
        assert_eq!(window_edge(0), "0");
    }

    #[test]
    fn durations_pick_a_readable_unit() {
        assert_eq!(duration(Duration::from_micros(850)), "850 µs");
        assert_eq!(duration(Duration::from_micros(8_700)), "8.7 ms");
        assert_eq!(duration(Duration::from_millis(1_250)), "1.25 s");
    }
}
