//! The few browser facilities the app uses, each failing soft: a browser that refuses storage or
//! history (private modes, sandboxed frames) gets a working page that just forgets.

use web_sys::Window;

/// The one versioned `localStorage` key the app writes.
pub const STORAGE_KEY: &str = "sudoku-web/v1";

fn window() -> Option<Window> {
    web_sys::window()
}

/// The saved text, if storage is available and holds any.
pub fn load_saved() -> Option<String> {
    window()?
        .local_storage()
        .ok()??
        .get_item(STORAGE_KEY)
        .ok()?
}

/// Saves `text`; a full or refused storage is ignored.
pub fn save(text: &str) {
    if let Some(storage) = window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = storage.set_item(STORAGE_KEY, text);
    }
}

/// The address's fragment, `#` included (empty when there is none).
pub fn fragment() -> String {
    window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Replaces the address's fragment without a new history entry or a `hashchange` event. `None`
/// removes it.
pub fn replace_fragment(fragment: Option<&str>) {
    let Some(window) = window() else { return };
    let location = window.location();
    let (Ok(path), Ok(search)) = (location.pathname(), location.search()) else {
        return;
    };
    let url = format!("{path}{search}{}", fragment.unwrap_or(""));
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// A monotonic clock in milliseconds, for timing the solver.
pub fn now_millis() -> f64 {
    window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}
