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

/// Registers the service worker (`sw.js`, written by the build beside `index.html`) that keeps the
/// app working offline. Returns the worker container to watch for a new version, or `None` where
/// there are no service workers (plain `http` on a remote host, some private modes) or when this
/// page is not served from a built site (tests, `trunk serve` without the hook): the app then
/// simply needs the network, as any page does.
pub fn register_service_worker() -> Option<web_sys::ServiceWorkerContainer> {
    let navigator = window()?.navigator();
    // `navigator.serviceWorker` is missing (not null) where service workers are unavailable.
    let present = js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false);
    if !present {
        return None;
    }
    let container = navigator.service_worker();
    // A refused registration (a host without sw.js) must not surface as an uncaught rejection.
    let ignore = wasm_bindgen::closure::Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(|_| {});
    let _ = container.register("./sw.js").catch(&ignore);
    ignore.forget();
    Some(container)
}

/// Reloads the page (to run a newly installed version).
pub fn reload() {
    if let Some(window) = window() {
        let _ = window.location().reload();
    }
}

/// Where the solver's worker loader is: the build names it in `<meta name="sudoku-worker">`
/// (its name carries a content hash); without that tag, trunk's own name for it.
pub fn worker_path() -> String {
    window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(r#"meta[name="sudoku-worker"]"#)
                .ok()
                .flatten()
        })
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_else(|| "./worker_loader.js".into())
}
