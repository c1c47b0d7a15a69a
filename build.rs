//! The page's wasm is split after the link (the `split` feature: src/page/cards.rs), by
//! `wasm-split-cli` (scripts/bin/wasm-bindgen), which reads the linker's relocations: the linker
//! keeps them in its output only when asked.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let split = std::env::var_os("CARGO_FEATURE_SPLIT").is_some();
    if split && std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bin=sudoku-web=--emit-relocs");
    }
}
