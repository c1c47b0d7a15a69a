//! One name for "this build runs wasm's 128-bit vectors": `cfg(wasm_simd)`, set for wasm32 when the
//! whole build enables `simd128` (`-C target-feature=+simd128`) or when the crate's `simd128`
//! feature asks for it. The feature compiles the triad search's entry point with `simd128`; LLVM's
//! wasm backend then gives every function of the module the same features (they are the module's),
//! so the module as a whole needs a browser with `simd128`.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(wasm_simd)");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    let global = std::env::var("CARGO_CFG_TARGET_FEATURE")
        .is_ok_and(|features| features.split(',').any(|feature| feature == "simd128"));
    let asked = std::env::var_os("CARGO_FEATURE_SIMD128").is_some();
    if wasm && (global || asked) {
        println!("cargo::rustc-cfg=wasm_simd");
    }
}
