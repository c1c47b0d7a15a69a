//! The solver's Web Worker (see `sudoku_web::workers::solver`).

fn main() {
    use sudoku_web::workers::{clock::Performance, serve, solver::SolverWork};
    serve(SolverWork::new(Performance));
}
