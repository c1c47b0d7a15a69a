//! What the command-line tests share: running `sudoku` as a person does, and reading its output.

#![allow(dead_code)] // each test file uses some of these

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The path of a shared puzzle corpus (found by the workspace's one test support).
pub fn corpus(name: &str) -> PathBuf {
    sudoku_testkit::puzzles_dir().join(name)
}

/// Runs `sudoku ARGS` with `stdin` as its input.
pub fn sudoku(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the sudoku binary runs");
    let written = child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin.as_bytes());
    // A command that refuses its arguments exits without reading its input: the pipe may be
    // closed before the input is written (a race CI lost once).
    if let Err(e) = written {
        assert_eq!(
            e.kind(),
            std::io::ErrorKind::BrokenPipe,
            "stdin takes the input: {e}"
        );
    }
    child.wait_with_output().expect("sudoku finishes")
}

/// The output's lines split at the tab: (status, solution).
pub fn answers(output: &Output) -> Vec<(String, String)> {
    String::from_utf8(output.stdout.clone())
        .expect("output is UTF-8")
        .lines()
        .map(|line| {
            let (status, solution) = line.split_once('\t').expect("STATUS<TAB>SOLUTION");
            (status.to_string(), solution.to_string())
        })
        .collect()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}
