//! A table the system cannot give: the subcommands exit 1 with a one-line message, never abort.

use std::process::Output;

/// `morpion ARGS` under `ulimit -v KIB`, so that the memory limit is real.
fn limited(kib: u32, args: &[&str]) -> Output {
    crate::common::cli::limited(kib, args, Vec::new())
}

fn assert_refused(output: &Output, mib: u32) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        (output.status.code(), stderr.as_ref()),
        (
            Some(1),
            format!("morpion: not enough memory for a table of {mib} MiB\n").as_str()
        ),
        "stdout: {}",
        String::from_utf8_lossy(&output.stdout)
    );
}

#[test]
fn autoplay_with_a_table_bigger_than_the_limit() {
    let output = limited(
        600_000,
        &[
            "autoplay",
            "--game",
            "ttt4",
            "--table-mib",
            "1024",
            "--depth",
            "2",
        ],
    );
    assert_refused(&output, 1024);
}
