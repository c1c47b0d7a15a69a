//! The Camera region: the camera's live view with the grid outlined when one is found, a line
//! saying what the person should do, Capture and Close camera.

use yew::prelude::*;

use crate::page::components::button;
use crate::page::state::{Camera, CameraPhase};
use crate::workers::scan::{Corners, FRAME};
use sudoku_words::Lang;

/// Props of [`camera_view`].
#[derive(Properties, PartialEq)]
pub struct CameraViewProps {
    /// The page's language.
    pub lang: Lang,
    /// The camera's state.
    pub camera: Camera,
    /// The `<video>` the stream plays in (the hook sets its source).
    pub video: NodeRef,
    /// Capture pressed.
    pub on_capture: Callback<()>,
    /// Close camera pressed.
    pub on_close: Callback<()>,
}

/// The outline's points in the view's box (the SVG's view box is the frame, [`FRAME`] units
/// each way, stretched over the video).
fn points(corners: &Corners) -> String {
    let points: Vec<String> = corners.iter().map(|(x, y)| format!("{x},{y}")).collect();
    points.join(" ")
}

/// The region.
pub fn camera_view(props: &CameraViewProps) -> Html {
    let words = props.lang.words();
    let camera = &props.camera;
    let said = match (camera.phase, camera.corners.is_some()) {
        (CameraPhase::Starting, _) => words.camera_starting,
        (_, true) => words.camera_found,
        _ => words.camera_looking,
    };
    let streaming = camera.phase == CameraPhase::Looking;
    html! {
        <section class="card camera" aria-label={words.camera}>
            <h2>{ words.camera }</h2>
            <div class="camera-view">
                // Muted and inline: a phone plays it in the page, without sound or full screen.
                <video ref={props.video.clone()} aria-label={words.camera_view}
                    autoplay=true muted=true playsinline=true />
                <svg class="camera-outline" viewBox={format!("0 0 {FRAME} {FRAME}")} preserveAspectRatio="none" aria-hidden="true">
                    if let Some(corners) = camera.corners.as_ref() {
                        <polygon points={points(corners)} />
                    }
                </svg>
            </div>
            <p class="help" aria-live="polite">{ said }</p>
            <div class="controls">
                { button("primary icon i-capture", !streaming, words.capture, &props.on_capture) }
                { button("", false, words.close_camera, &props.on_close) }
            </div>
        </section>
    }
}
