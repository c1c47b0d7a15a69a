//! Scan photo: a button that opens the file chooser for images (a phone offers its camera), Use
//! camera where the browser has a camera API, and the promise that the photo stays on the device.

use wasm_bindgen::JsValue;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::page::components::{clicked, opens_chooser};
use sudoku_words::Lang;

/// Props of [`scan_photo`].
#[derive(Properties, PartialEq)]
pub struct ScanPhotoProps {
    /// The page's language.
    pub lang: Lang,
    /// Whether a photo is being read.
    pub busy: bool,
    /// A photo chosen (a `File`).
    pub on_photo: Callback<JsValue>,
    /// Whether the browser can give a camera (Use camera is shown only then).
    pub camera: bool,
    /// Whether the camera is open.
    pub camera_open: bool,
    /// Use camera pressed.
    pub on_camera: Callback<()>,
}

/// The button, its hidden file input, and the note.
pub fn scan_photo(props: &ScanPhotoProps) -> Html {
    let words = props.lang.words();
    let input = NodeRef::default();
    let open = opens_chooser(&input);
    let chosen = {
        let on_photo = props.on_photo.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            let file = input.files().and_then(|files| files.get(0));
            // Cleared, so choosing the same photo again is a change too.
            input.set_value("");
            // No file (the chooser closed without one): nothing to read, nothing said.
            if let Some(file) = file {
                on_photo.emit(JsValue::from(file));
            }
        })
    };
    html! {
        <div class="scan-photo">
            <button type="button" class="icon i-scan" aria-busy={props.busy.to_string()} onclick={open}>
                { words.scan_photo }
            </button>
            <input ref={input} type="file" accept="image/*" capture="environment" hidden=true
                tabindex="-1" aria-hidden="true" onchange={chosen} />
            if props.camera {
                <button type="button" class="icon i-camera" aria-pressed={props.camera_open.to_string()}
                    onclick={clicked(&props.on_camera)}>
                    { words.use_camera }
                </button>
            }
            <p class="help">{ words.photo_private }</p>
        </div>
    }
}
