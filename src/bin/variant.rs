//! The variant worker (see `sudoku_web::workers::variant`).

fn main() {
    sudoku_web::workers::serve(sudoku_web::workers::variant::VariantWork::default());
}
