//! The few browser facilities the app uses, each failing soft: a browser that refuses storage or
//! history (private modes, sandboxed frames) gets a working page that just forgets.

use wasm_bindgen::JsCast;
use web_sys::Window;

/// The page's window; natively (the build's prerenderer, native tests) there is none, so every
/// facility below fails soft as in a browser that refuses it.
pub fn window() -> Option<Window> {
    #[cfg(target_arch = "wasm32")]
    return web_sys::window();
    #[cfg(not(target_arch = "wasm32"))]
    None
}

fn storage() -> Option<web_sys::Storage> {
    window()?.local_storage().ok()?
}

/// The text stored under `key`, if storage is available and holds any.
pub fn load_saved(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Saves `text` under `key`; whether it was saved (a full, refused or missing storage is not an
/// error here: the caller says so once, and the app goes on in memory).
pub fn save(key: &str, text: &str) -> bool {
    storage().is_some_and(|storage| storage.set_item(key, text).is_ok())
}

/// Removes what is stored under `key`.
pub fn forget(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

/// A random seed for the generator: 53 random bits (`Math.random`, as many bits as a double holds
/// exactly; a puzzle, not a secret).
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * (1u64 << 53) as f64) as u64
}

/// Today's date on this device, as `YYYYMMDD`.
pub fn today() -> u32 {
    let now = js_sys::Date::new_0();
    now.get_full_year() * 10000 + (now.get_month() + 1) * 100 + now.get_date()
}

/// The browser's preferred language tag (`navigator.language`), or `""`.
pub fn language() -> String {
    window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default()
}

/// Whether the system prefers a dark colour scheme.
pub fn prefers_dark() -> bool {
    window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
        .is_some_and(|query| query.matches())
}

/// Sets `<html lang>`, the theme (`<html data-theme>`, which the stylesheet reads) and the
/// document's title.
pub fn dress_document(lang: &str, dark: bool, title: &str) {
    let Some(document) = window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", lang);
        let _ = root.set_attribute("data-theme", if dark { "dark" } else { "light" });
    }
    document.set_title(title);
}

/// The page's address without its fragment, for share links.
pub fn address() -> String {
    window()
        .and_then(|w| {
            let location = w.location();
            Some(format!(
                "{}{}{}",
                location.origin().ok()?,
                location.pathname().ok()?,
                location.search().ok()?
            ))
        })
        .unwrap_or_default()
}

/// Puts `text` on the clipboard, then calls `done` with whether that worked.
pub fn copy_text(text: &str, done: impl FnOnce(bool) + 'static) {
    let Some(window) = window() else {
        return done(false);
    };
    let clipboard = window.navigator().clipboard();
    let done = std::rc::Rc::new(std::cell::Cell::new(Some(done)));
    let finish = move |worked: bool| {
        if let Some(done) = done.take() {
            done(worked);
        }
    };
    let (ok, err) = (finish.clone(), finish);
    type Handler = wasm_bindgen::closure::Closure<dyn FnMut(wasm_bindgen::JsValue)>;
    let ok = Handler::new(move |_| ok(true));
    let err = Handler::new(move |_| err(false));
    let _ = clipboard.write_text(text).then2(&ok, &err);
    // Each runs at most once, when the browser answers; they are small, and live until then.
    ok.forget();
    err.forget();
}

/// Puts `text` in the element with id `id` (a text box) and selects it, so the person can copy
/// it by hand.
pub fn fill_and_select(id: &str, text: &str) {
    if let Some(input) = text_area(id) {
        input.set_value(text);
        let _ = input.focus();
        input.select();
    }
}

/// The text area whose id is `id`, if the page has it.
fn text_area(id: &str) -> Option<web_sys::HtmlTextAreaElement> {
    let element = window()?.document()?.get_element_by_id(id)?;
    element.dyn_into::<web_sys::HtmlTextAreaElement>().ok()
}

/// The text in the text area whose id is `id` (empty when the page has none).
pub fn text_in(id: &str) -> String {
    text_area(id).map(|area| area.value()).unwrap_or_default()
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

/// A `setInterval` or a `setTimeout`, cleared when dropped. Its handle is kept as the browser
/// gave it (not as an `i32`: a page's timer ids are not always small, e.g. under a test's fake
/// clock).
pub struct Ticker {
    handle: wasm_bindgen::JsValue,
    clear: &'static str,
    _callback: wasm_bindgen::closure::Closure<dyn FnMut()>,
}

/// `window[name]`, a function of the window's.
fn window_function(name: &str) -> Option<(Window, js_sys::Function)> {
    let window = window()?;
    let function = js_sys::Reflect::get(&window, &name.into()).ok()?;
    Some((window, function.dyn_into().ok()?))
}

impl Ticker {
    fn start(
        set: &str,
        clear: &'static str,
        millis: u32,
        f: impl FnMut() + 'static,
    ) -> Option<Ticker> {
        let callback = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(f);
        let (window, set) = window_function(set)?;
        let handle = set.call2(&window, callback.as_ref(), &millis.into()).ok()?;
        Some(Ticker {
            handle,
            clear,
            _callback: callback,
        })
    }

    /// Calls `f` every `millis` milliseconds until dropped.
    pub fn every(millis: u32, f: impl FnMut() + 'static) -> Option<Ticker> {
        Ticker::start("setInterval", "clearInterval", millis, f)
    }

    /// Calls `f` once, `millis` milliseconds from now, unless dropped before.
    pub fn once(millis: u32, f: impl FnMut() + 'static) -> Option<Ticker> {
        Ticker::start("setTimeout", "clearTimeout", millis, f)
    }
}

impl Drop for Ticker {
    fn drop(&mut self) {
        if let Some((window, clear)) = window_function(self.clear) {
            let _ = clear.call1(&window, &self.handle);
        }
    }
}

/// Whether the focus is on the board (a cell has it): else no cell counts as selected, and a
/// digit of the pad lights that digit's places instead of typing.
pub fn board_has_focus() -> bool {
    let active = window()
        .and_then(|window| window.document())
        .and_then(|document| document.active_element());
    active.is_some_and(|element| element.closest("[role=grid]").ok().flatten().is_some())
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

/// The smallest module that uses wasm's 128-bit vectors (`simd128`): a function that returns
/// `i8x16.popcnt(i8x16.splat(0))`, as `wasm-tools parse` writes it.
const SIMD128_PROBE: [u8; 31] = [
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, 0x03,
    0x02, 0x01, 0x00, 0x0a, 0x0a, 0x01, 0x08, 0x00, 0x41, 0x00, 0xfd, 0x0f, 0xfd, 0x62, 0x0b,
];

/// Whether this browser runs wasm's 128-bit vectors (every current one does; Safari before 16.4,
/// Chrome before 91 and Firefox before 89 do not): it validates a module that uses them.
pub fn has_simd128() -> bool {
    js_sys::WebAssembly::validate(&js_sys::Uint8Array::from(&SIMD128_PROBE[..]).into())
        .unwrap_or(false)
}

/// Where a worker's loader is: the build names it in `<meta name="NAME">` (`sudoku-worker` for the
/// solver's, `sudoku-logic` for the logic engine's; the name carries a content hash); without that
/// tag, trunk's own name for it, `fallback`.
pub fn worker_path(meta: &str, fallback: &str) -> String {
    window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(&format!(r#"meta[name="{meta}"]"#))
                .ok()
                .flatten()
        })
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_else(|| fallback.into())
}
