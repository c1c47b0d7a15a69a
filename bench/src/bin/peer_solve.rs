//! The peer's command line: the `sudoku` crate doing what `sudoku solve --jobs 1` does, for the
//! whole-process comparison (`make bench-cli`). A puzzle a line in (blank lines and `#` comments
//! skipped); `unique<TAB>SOLUTION`, `multiple<TAB>SOLUTION`, `none<TAB>-` or `invalid<TAB>-` out,
//! as ours writes them. The crate has no command line of its own; this one gives it the fastest
//! I/O it allows: the whole input read at once, a line of 81 bytes turned into the crate's digit
//! array directly (its line parser for anything else), the solution written as bytes.

use std::io::{self, BufWriter, Read, Write};

use sudoku::Sudoku;

/// The crate's digit array (0 for empty) of an 81-byte line of `1`-`9`, `.` and `0`.
fn digits(line: &[u8]) -> Option<[u8; 81]> {
    let mut out = [0u8; 81];
    (line.len() == 81).then_some(())?;
    for (digit, &byte) in out.iter_mut().zip(line) {
        *digit = match byte {
            b'.' | b'0' => 0,
            b'1'..=b'9' => byte - b'0',
            _ => return None,
        };
    }
    Some(out)
}

fn main() -> io::Result<()> {
    let mut input = Vec::new();
    io::stdin().lock().read_to_end(&mut input)?;
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    for line in input.split(|&b| b == b'\n') {
        let line = line.trim_ascii();
        if line.is_empty() || line.starts_with(b"#") {
            continue;
        }
        let puzzle = match digits(line) {
            Some(digits) => Sudoku::from_bytes(digits).ok(),
            None => std::str::from_utf8(line)
                .ok()
                .and_then(|text| Sudoku::from_str_line(text).ok()),
        };
        let Some(puzzle) = puzzle else {
            out.write_all(b"invalid\t-\n")?;
            continue;
        };
        let (word, solution): (&[u8], _) = match puzzle.solution() {
            Some(solution) => (b"unique\t", Some(solution)),
            None => match puzzle.some_solution() {
                Some(solution) => (b"multiple\t", Some(solution)),
                None => (b"none\t-", None),
            },
        };
        out.write_all(word)?;
        if let Some(solution) = solution {
            out.write_all(&solution.to_bytes().map(|d| b'0' + d))?;
        }
        out.write_all(b"\n")?;
    }
    out.flush()
}
