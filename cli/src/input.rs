//! Puzzle lines from files or standard input, read a batch at a time so memory stays bounded.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};

/// One line that holds a puzzle (or fails to): its number in its file, and its text.
pub struct Line {
    /// 1-based line number within its file.
    pub number: usize,
    /// The line without its end-of-line characters or surrounding spaces.
    pub text: String,
}

/// An open input: a file or standard input, with its name for messages and its size when known.
pub struct Source {
    /// The name messages use: the path, or `<stdin>`.
    pub name: String,
    /// The file's size in bytes (for a progress bar); `None` for standard input.
    pub size: Option<u64>,
    reader: Box<dyn BufRead>,
    /// Bytes read so far.
    pub consumed: u64,
    line_number: usize,
}

impl Source {
    /// Opens `path`, or standard input for `-`.
    pub fn open(path: &str) -> io::Result<Source> {
        if path == "-" {
            return Ok(Source {
                name: "<stdin>".into(),
                size: None,
                reader: Box::new(BufReader::new(io::stdin())),
                consumed: 0,
                line_number: 0,
            });
        }
        let file =
            File::open(path).map_err(|e| io::Error::new(e.kind(), format!("{path}: {e}")))?;
        let size = file.metadata().ok().map(|m| m.len());
        Ok(Source {
            name: path.into(),
            size,
            reader: Box::new(BufReader::with_capacity(1 << 16, file)),
            consumed: 0,
            line_number: 0,
        })
    }

    /// Appends up to `max` puzzle lines to `batch` (comments and blank lines skipped). Returns
    /// false once the input is exhausted.
    pub fn read_batch(&mut self, batch: &mut Vec<Line>, max: usize) -> io::Result<bool> {
        let mut buffer = Vec::with_capacity(96);
        while batch.len() < max {
            buffer.clear();
            let read = self.reader.read_until(b'\n', &mut buffer)?;
            if read == 0 {
                return Ok(false);
            }
            self.consumed += read as u64;
            self.line_number += 1;
            // Valid UTF-8 is checked whole (fast); the lossy decoder, a character at a time,
            // only for a line that is not.
            let text = match std::str::from_utf8(&buffer) {
                Ok(text) => std::borrow::Cow::Borrowed(text),
                Err(_) => String::from_utf8_lossy(&buffer),
            };
            if !sudoku_api::is_puzzle_line(&text) {
                continue;
            }
            let text = text.trim();
            batch.push(Line {
                number: self.line_number,
                text: text.to_string(),
            });
        }
        Ok(true)
    }
}

/// Reads everything (for `bench`, which times solving, not reading).
pub fn read_all(path: &str) -> io::Result<Vec<Line>> {
    let mut source = Source::open(path)?;
    let mut lines = Vec::new();
    while source.read_batch(&mut lines, usize::MAX)? {}
    Ok(lines)
}

/// Runs `each` on every file of `files` (standard input when there are none, or for `-`), writing
/// to standard output. A file that cannot be opened is reported and skipped; a closed pipe
/// (`sudoku solve big.txt | head`) ends the run quietly. `Ok(false)` when a file could not be read
/// or `each` said something was wrong.
pub fn each_source(
    files: &[String],
    mut each: impl FnMut(&mut Source, &mut dyn Write) -> io::Result<bool>,
) -> io::Result<bool> {
    let stdin = [String::from("-")];
    let files = if files.is_empty() { &stdin[..] } else { files };
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut all_good = true;
    for path in files {
        let mut source = match Source::open(path) {
            Ok(source) => source,
            Err(e) => {
                eprintln!("sudoku: {e}");
                all_good = false;
                continue;
            }
        };
        match each(&mut source, &mut out) {
            Ok(good) => all_good &= good,
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => return Ok(all_good),
            Err(e) => return Err(e),
        }
    }
    match out.flush() {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(all_good),
        other => other.map(|()| all_good),
    }
}
