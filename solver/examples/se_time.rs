//! Time SE paths over a puzzle file (throwaway measurement helper).
use sudoku_solver::Board;
use sudoku_solver::logic::se::SePath;
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let text = std::fs::read_to_string(&args[0]).unwrap();
    let step: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let mut times = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .step_by(step)
    {
        let board: Board = line[..81].parse().unwrap();
        let t = std::time::Instant::now();
        let path = SePath::of(&board).unwrap();
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        times.push(ms);
        let r = path.rating();
        println!(
            "{} {}/{}/{} {:.1}ms {:?}",
            &line[..81],
            r.er,
            r.ep,
            r.ed,
            ms,
            path.hardest()
        );
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    eprintln!(
        "n {} median {:.1} ms p90 {:.1} max {:.1}",
        times.len(),
        times[times.len() / 2],
        times[times.len() * 9 / 10],
        times[times.len() - 1]
    );
}
