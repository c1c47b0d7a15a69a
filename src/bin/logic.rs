//! The logic worker (see `sudoku_web::workers::logic`).

fn main() {
    use sudoku_web::workers::{clock::Performance, logic::LogicWork, serve};
    serve(LogicWork::new(Performance));
}
