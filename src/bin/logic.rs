//! The logic worker (see `sudoku_web::workers::logic`).

fn main() {
    sudoku_web::workers::serve(sudoku_web::workers::logic::LogicWork);
}
