//! `make train-digits`: trains the scanner's digit classifier and writes its weights.
//!
//! ```sh
//! cargo run --profile speed -p sudoku-scan-train -- [--seed N] [--grids N] [--epochs N] \
//!     [--fonts DIR]... [--out FILE]
//! ```
//!
//! Examples: grids drawn from every font found (DejaVu and Liberation here; the training setup
//! installs more from Debian), spoiled like photos, and the cells of the labelled photos of
//! `../shared/sudoku-photos` (or `$SUDOKU_PHOTOS`) but every fifth, which is held out and only
//! measured at the end.

mod data;
mod learn;
mod rng;

use std::path::PathBuf;

use rng::Rng;

fn main() {
    let mut seed = 2026u64;
    let mut grids = 600usize;
    let mut epochs = 10usize;
    let mut font_dirs: Vec<PathBuf> = Vec::new();
    let mut out = PathBuf::from("scan/src/digits.weights");
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().unwrap_or_else(|| panic!("{arg} needs a value"));
        match arg.as_str() {
            "--seed" => seed = value().parse().expect("a number"),
            "--grids" => grids = value().parse().expect("a number"),
            "--epochs" => epochs = value().parse().expect("a number"),
            "--fonts" => font_dirs.push(value().into()),
            "--out" => out = value().into(),
            other => panic!("unknown argument {other}"),
        }
    }
    if font_dirs.is_empty() {
        font_dirs.push("/usr/share/fonts".into());
    }
    let mut rng = Rng::new(seed);
    let fonts = data::fonts(&font_dirs);
    assert!(
        !fonts.is_empty(),
        "no fonts with digits under {font_dirs:?}"
    );
    println!("{} fonts", fonts.len());
    let tuning = data::photos(false);
    let held_out = data::photos(true);
    let mut examples = data::from_fonts(&fonts, grids, &mut rng);
    let drawn = examples.len();
    examples.extend(data::from_photos(&tuning, 4, &mut rng));
    let held = data::from_photos(&held_out, 0, &mut rng);
    let count = |class: usize| examples.iter().filter(|e| e.class == class).count();
    println!(
        "{} examples: {drawn} from drawn grids, {} from {} photos; {} not a digit",
        examples.len(),
        examples.len() - drawn,
        tuning.len(),
        count(0)
    );
    let mut net = learn::initial(&mut rng);
    let mut velocity = sudoku_scan::model::Net::zeros();
    for e in 0..epochs {
        let rate = 0.02 * 0.8f32.powi(e as i32);
        let (loss, right) = learn::epoch(&mut net, &mut velocity, &examples, rate, 32, &mut rng);
        println!(
            "epoch {}: loss {loss:.4}, {:.2}% right while training",
            e + 1,
            100.0 * right
        );
    }
    println!(
        "cells of the held-out photos classified right: {:.2}% of {} ({:.2}% with the weights \
         quantised to a byte, as stored)",
        100.0 * learn::accuracy(&net, &held),
        held.len(),
        100.0 * learn::accuracy(&net.quantised(), &held),
    );
    std::fs::write(&out, net.to_bytes()).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
    println!("wrote {}", out.display());
}
