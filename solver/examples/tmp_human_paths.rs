use std::io::Write;
use sudoku_solver::{Board, logic::LogicalPath};
fn main() {
    let file = std::env::args().nth(1).unwrap();
    let print = std::env::args().nth(2).is_some();
    let text = std::fs::read_to_string(file).unwrap();
    let boards: Vec<Board> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.trim().parse().ok())
        .collect();
    let start = std::time::Instant::now();
    let mut steps = 0;
    let mut out = std::io::BufWriter::new(std::io::stdout());
    let mut times = Vec::new();
    for b in &boards {
        let t = std::time::Instant::now();
        let path = LogicalPath::of(b).unwrap();
        times.push(t.elapsed().as_secs_f64() * 1e3);
        steps += path.steps.len();
        if print {
            for s in &path.steps {
                writeln!(out, "{s}").unwrap();
            }
            writeln!(out).unwrap();
        }
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    eprintln!(
        "{} puzzles {} steps {:?} median {:.3} ms",
        boards.len(),
        steps,
        start.elapsed(),
        times[times.len() / 2]
    );
}
