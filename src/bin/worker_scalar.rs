//! The solver's Web Worker built without wasm's 128-bit vectors (see `sudoku_web::workers::solver`):
//! the same code as `worker.rs`, which index.html builds with them; the page loads this one in a
//! browser that cannot run those.

fn main() {
    use sudoku_web::workers::{clock::Performance, serve, solver::SolverWork};
    serve(SolverWork::new(Performance));
}
