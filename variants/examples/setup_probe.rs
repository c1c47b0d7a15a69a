use sudoku_variants::Solver;
use sudoku_variants::iss::parse;
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let text = std::fs::read_to_string(&args[0]).unwrap();
    let n: usize = args[2].parse().unwrap();
    for line in text.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        if f[0] != args[1] { continue; }
        let puzzle = parse(f[1]).unwrap();
        for _ in 0..n { std::hint::black_box(Solver::new(&puzzle).solve(200_000)); }
    }
}
