//! Starts the app in the page's `<body>`.

fn main() {
    yew::Renderer::<sudoku_web::App>::new().render();
}
