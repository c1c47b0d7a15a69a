//! What the corpus examples share: their arguments, `[--limit N] FILE...`.

/// The files named on the command line and `--limit N` (at most N puzzles of each file; no limit
/// without it); exits with `usage` when no file is named or N is no number.
pub fn limit_and_files(usage: &str) -> (usize, Vec<String>) {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut limit = usize::MAX;
    if let Some(at) = args.iter().position(|a| a == "--limit") {
        limit = args
            .get(at + 1)
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| {
                eprintln!("--limit needs a number");
                std::process::exit(2)
            });
        args.drain(at..at + 2);
    }
    if args.is_empty() {
        eprintln!("{usage}");
        std::process::exit(2);
    }
    (limit, args)
}
