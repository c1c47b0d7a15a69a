//! The scan worker (see `sudoku_web::workers::scan`).

fn main() {
    sudoku_web::workers::serve(sudoku_web::workers::scan::ScanWork::default());
}
