//! The player's toolkit's own module (`toolkit-*.wasm` in the page's build, the `split` feature):
//! Stats (`stats.rs`: the games noted, the panel), the technique library (`library.rs`) and
//! Where did I go wrong?'s search (`state/wrong_move.rs`), the parts of the page that are not
//! needed until a game is played or one of them is asked for. One
//! module for both, not two: every split module makes more files of the code it shares with the
//! others (wasm-split's chunks), each a request with its own overhead, and the page's loader
//! grows with each. [`note`] and [`open`] fetch it; its panels are called once it is there.

#[cfg(feature = "split")]
use wasm_split_helpers::{SplitLoaderError, wasm_split};

use crate::page::games::Game;

/// The toolkit's module, fetched and instantiated: a failure (no network) is an `Err`.
#[cfg(feature = "split")]
#[wasm_split(toolkit, fallible, preload(preload_module))]
#[allow(dead_code)] // only its preload is called
fn module() -> Result<(), SplitLoaderError> {
    Ok(())
}

/// Fetches the toolkit's module (whether it is there now), and readies each of its calls, so
/// that each answers on its first poll (`split::now`).
#[cfg(feature = "split")]
async fn load() -> bool {
    if preload_module().await.is_err() {
        return false;
    }
    crate::page::stats::preload_note().await;
    crate::page::stats::preload_panel().await;
    crate::page::library::preload_panel().await;
    crate::page::state::preload_where_wrong().await;
    true
}

/// Notes the timer's game in Stats' log (`games.rs`), the module fetched first.
pub fn note(game: Game) {
    #[cfg(feature = "split")]
    yew::platform::spawn_local(async move {
        if load().await {
            crate::page::stats::note_game(game).await;
        }
    });
    #[cfg(not(feature = "split"))]
    crate::page::stats::note_game(game);
}

/// Fetches the toolkit's module, then calls `then` with whether it is there (Stats' and the
/// library's buttons).
pub fn open(then: Box<dyn FnOnce(bool)>) {
    #[cfg(feature = "split")]
    yew::platform::spawn_local(async move { then(load().await) });
    #[cfg(not(feature = "split"))]
    then(true);
}
