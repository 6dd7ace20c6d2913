//! The binary's logs as an operator reads them: JSON lines on request.

use crate::common;

use std::io::Write;

/// `--log-format json` writes each log line as one JSON object (what log collectors
/// read), with its level, message and fields; standard output (the game) is unchanged.
#[test]
fn json_logs_are_one_object_a_line_with_level_and_fields() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = common::bin()
        .current_dir(dir.path())
        .env("RUST_LOG", "checkers_bot=debug")
        .args([
            "--log-format",
            "json",
            "play",
            "--opponents",
            "1",
            "--seed",
            "0",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"d2 e7\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("Player played `d2-e7`."), "{stdout}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    let lines: Vec<serde_json::Value> = stderr
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let thinking = lines
        .iter()
        .find(|l| l["fields"]["message"] == "playing the computers' turn")
        .unwrap_or_else(|| panic!("{stderr}"));
    assert_eq!(thinking["level"], "DEBUG");
    assert_eq!(thinking["fields"]["channel"], 0);
    assert_eq!(thinking["target"], "checkers_bot::table::play");
}

/// An unknown `--log-format` is a usage error (exit 2) that names the choices.
#[test]
fn an_unknown_log_format_is_a_usage_error() {
    let (code, _, stderr) = common::run_bin(&["--log-format", "xml", "perft", "--depth", "1"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("[possible values: text, json]"), "{stderr}");
}
