//! Use camera's side of the browser: the camera's stream into the live view while the camera is
//! open (stopped the moment it closes, or the page is hidden), a frame to the scan worker to look
//! for the grid whenever no look is out, and the full frame to be read when the state says
//! capture. What the looks mean is the reducer's (`state/camera.rs`).
//!
//! The camera's code (asking for the stream, showing it, grabbing its frames) is in the page's
//! build a split point of the `scanner` module (`use_scan_worker.rs`): fetched when the camera
//! first opens, as the scan worker is on its first look; the hook itself, which says when, stays.

use std::cell::{Cell as Flag, RefCell};
use std::rc::Rc;

use gloo_events::EventListener;
use js_sys::{Object, Promise, Reflect};
use sudoku_words::status::CameraProblem;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
#[cfg(feature = "split")]
use wasm_split_helpers::wasm_split;
use web_sys::{HtmlVideoElement, ImageBitmapOptions, MediaStream};
use yew::prelude::*;

use super::use_scan_worker::ScanWorker;
use crate::page::browser;
use crate::page::browser::Ticker;
use crate::page::split;
use crate::page::state::{Action, Camera, CameraAction, CameraPhase, State};
use crate::workers::scan::LOOK;

/// The pause between a look's answer and the next frame: a few looks a second is enough to
/// follow a hand, and leaves the phone's processor to the view.
const LOOK_PAUSE_MILLIS: u32 = 120;

/// `navigator.mediaDevices`, where the browser has a camera API (a secure page, a browser that
/// has one).
fn media_devices() -> Option<web_sys::MediaDevices> {
    let navigator = browser::window()?.navigator();
    let devices = Reflect::get(&navigator, &"mediaDevices".into()).ok()?;
    let has = devices.is_object()
        && Reflect::get(&devices, &"getUserMedia".into()).is_ok_and(|f| f.is_function());
    has.then(|| devices.unchecked_into())
}

/// Whether the browser can give a camera at all (the Use camera button is shown only then).
/// Natively (the build's prerendered first screen) as in most browsers: yes, so the screen keeps
/// its layout when the app takes over.
pub fn camera_api() -> bool {
    cfg!(not(target_arch = "wasm32")) || media_devices().is_some()
}

/// What a refusal from `getUserMedia` means for the person.
fn problem(error: &JsValue) -> CameraProblem {
    let name = Reflect::get(error, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    match name.as_str() {
        "NotAllowedError" | "SecurityError" => CameraProblem::Denied,
        "NotFoundError" | "OverconstrainedError" => CameraProblem::NoCamera,
        _ => CameraProblem::Failed,
    }
}

/// Stops every track of `stream` (the camera's light goes off).
fn stop(stream: &MediaStream) {
    for track in stream.get_tracks().iter() {
        if let Ok(track) = track.dyn_into::<web_sys::MediaStreamTrack>() {
            track.stop();
        }
    }
}

/// Asks for the camera (the one facing away, as large as it gives, up to full HD); `None` when
/// the browser cannot even ask.
fn ask() -> Option<Promise> {
    let ideal = |value: JsValue| {
        let o = Object::new();
        let _ = Reflect::set(&o, &"ideal".into(), &value);
        o
    };
    let video = Object::new();
    let _ = Reflect::set(&video, &"facingMode".into(), &ideal("environment".into()));
    let _ = Reflect::set(&video, &"width".into(), &ideal(1920.into()));
    let _ = Reflect::set(&video, &"height".into(), &ideal(1080.into()));
    let constraints = web_sys::MediaStreamConstraints::new();
    constraints.set_video(&video);
    constraints.set_audio(&false.into());
    media_devices()?
        .get_user_media_with_constraints(&constraints)
        .ok()
}

/// The frame the view shows, as an `ImageBitmap`: scaled to [`LOOK`] on its longer side for a
/// look, whole for a capture. `None` when the view has no frame yet.
fn frame(video: &HtmlVideoElement, look: bool) -> Option<Promise> {
    let (w, h) = (video.video_width(), video.video_height());
    if w == 0 || h == 0 {
        return None;
    }
    let window = browser::window()?;
    if look {
        let options = ImageBitmapOptions::new();
        let scale = (f64::from(LOOK) / f64::from(w.max(h))).min(1.0);
        options.set_resize_width((f64::from(w) * scale).round() as u32);
        options.set_resize_height((f64::from(h) * scale).round() as u32);
        window
            .create_image_bitmap_with_html_video_element_and_image_bitmap_options(video, &options)
            .ok()
    } else {
        window
            .create_image_bitmap_with_html_video_element(video)
            .ok()
    }
}

/// What to do with a promise's value (boxed: one instance of the closures' glue in the wasm, not
/// one per caller).
type Then = Box<dyn FnOnce(JsValue)>;

/// Runs `then` with the promise's value, or `otherwise` if it fails; neither once `cancelled`.
fn settle(promise: Promise, cancelled: Rc<Flag<bool>>, then: Then, otherwise: Then) {
    let gone = cancelled.clone();
    let done = Closure::once(move |value: JsValue| {
        if !gone.get() {
            then(value);
        } else if let Ok(bitmap) = value.dyn_into::<web_sys::ImageBitmap>() {
            bitmap.close();
        }
    });
    let failed = Closure::once(move |error: JsValue| {
        if !cancelled.get() {
            otherwise(error);
        }
    });
    let _ = promise.then2(&done, &failed);
    // One of the two runs, once; both live until then.
    done.forget();
    failed.forget();
}

/// The view's frame (see [`frame`]) to `then`, or `otherwise` when the view has none or the
/// browser refuses it; neither once `cancelled`. In the scanner's module (the camera has opened
/// through it by then).
#[cfg_attr(feature = "split", wasm_split(scanner))]
fn grab(video: NodeRef, look: bool, cancelled: Rc<Flag<bool>>, then: Then, otherwise: Then) {
    match video
        .cast::<HtmlVideoElement>()
        .and_then(|view| frame(&view, look))
    {
        Some(promise) => settle(promise, cancelled, then, otherwise),
        None => otherwise(JsValue::UNDEFINED),
    }
}

/// The next look at the view's frame, a moment from now, for `look` (a frame the view did not
/// have is missed); none once `cancelled`.
fn look_later(
    video: NodeRef,
    look: Callback<JsValue>,
    cancelled: Rc<Flag<bool>>,
    dispatcher: UseReducerDispatcher<State>,
) -> Option<Ticker> {
    Ticker::once(LOOK_PAUSE_MILLIS, move || {
        let (look, missed) = (look.clone(), dispatcher.clone());
        split::spawn!(grab(
            video.clone(),
            true,
            cancelled.clone(),
            Box::new(move |bitmap| look.emit(bitmap)),
            Box::new(move |_| missed.dispatch(Action::Camera(CameraAction::Missed))),
        ));
    })
}

/// A listener that closes the camera when the page is hidden (no camera runs unseen).
fn close_when_hidden(dispatcher: UseReducerDispatcher<State>) -> Option<EventListener> {
    let document = browser::window()?.document()?;
    Some(EventListener::new(
        &document.clone(),
        "visibilitychange",
        move |_| {
            if document.hidden() {
                dispatcher.dispatch(Action::Camera(CameraAction::Close));
            }
        },
    ))
}

/// Asks for the camera's stream (unless the camera has closed meanwhile, `cancelled`) and, once
/// given (and still not `cancelled`), shows it in `video`, kept in `stream`; says why not when it
/// is refused or there is none. In the scanner's module, fetched the first time.
#[cfg_attr(feature = "split", wasm_split(scanner))]
fn open_stream(
    video: NodeRef,
    stream: Rc<RefCell<Option<MediaStream>>>,
    cancelled: Rc<Flag<bool>>,
    dispatcher: UseReducerDispatcher<State>,
) {
    if cancelled.get() {
        return;
    }
    let Some(promise) = ask() else {
        let problem = CameraProblem::NoCamera;
        return dispatcher.dispatch(Action::Camera(CameraAction::Unavailable(problem)));
    };
    let refused = dispatcher.clone();
    settle(
        promise,
        cancelled,
        Box::new(move |value| show(&video, value.unchecked_into(), &stream, &dispatcher)),
        Box::new(move |error| {
            refused.dispatch(Action::Camera(CameraAction::Unavailable(problem(&error))))
        }),
    );
}

/// Shows `media` in `video` (its region scrolled into view) and keeps it in `stream`; stops it
/// if the view has gone.
fn show(
    video: &NodeRef,
    media: MediaStream,
    stream: &RefCell<Option<MediaStream>>,
    dispatcher: &UseReducerDispatcher<State>,
) {
    let Some(view) = video.cast::<HtmlVideoElement>() else {
        stop(&media);
        return;
    };
    view.set_src_object(Some(&media));
    // Refused when the view goes first (the camera closed at once): nothing to do then, and
    // not an uncaught error.
    if let Ok(playing) = view.play() {
        let ignore = Closure::once(|_: JsValue| ());
        let _ = playing.catch(&ignore);
        ignore.forget();
    }
    *stream.borrow_mut() = Some(media);
    // The region in view, its heading at the top (on a phone it is below the board).
    let region =
        (video.cast::<web_sys::Element>()).and_then(|e| e.closest("section").ok().flatten());
    if let Some(region) = region {
        region.scroll_into_view();
    }
    dispatcher.dispatch(Action::Camera(CameraAction::Started));
}

/// The camera's stream, looks and capture for the view `video`, as `camera` wants them.
#[hook]
pub fn use_camera(
    camera: &Camera,
    video: NodeRef,
    scan: ScanWorker,
    dispatcher: UseReducerDispatcher<State>,
) {
    let open = camera.phase != CameraPhase::Closed;
    // The stream, while open; and closed when the page is hidden (no camera runs unseen).
    {
        let (video, dispatcher) = (video.clone(), dispatcher.clone());
        use_effect_with(open, move |&open| {
            let stream: Rc<RefCell<Option<MediaStream>>> = Rc::default();
            let cancelled = Rc::new(Flag::new(false));
            let mut hidden = None;
            if open {
                hidden = close_when_hidden(dispatcher.clone());
                split::spawn!(open_stream(
                    video,
                    stream.clone(),
                    cancelled.clone(),
                    dispatcher,
                ));
            }
            move || {
                // A stream that arrives after closing is stopped as it arrives.
                cancelled.set(true);
                if let Some(media) = stream.borrow_mut().take() {
                    stop(&media);
                }
                drop(hidden);
            }
        });
    }
    // The next look, a moment after the last one's answer (or a frame the view did not have).
    {
        let idle = camera.phase == CameraPhase::Looking && camera.looking.is_none();
        let (video, look, dispatcher) = (video.clone(), scan.look.clone(), dispatcher.clone());
        use_effect_with((idle, camera.missed), move |&(idle, _)| {
            let cancelled = Rc::new(Flag::new(false));
            let ticker = idle
                .then(|| look_later(video.clone(), look.clone(), cancelled.clone(), dispatcher))
                .flatten();
            move || {
                cancelled.set(true);
                drop(ticker);
            }
        });
    }
    // The capture: the whole frame read, and the camera closed.
    {
        let capturing = camera.phase == CameraPhase::Capturing;
        use_effect_with(capturing, move |&capturing| {
            if capturing {
                let failed = dispatcher.clone();
                split::spawn!(grab(
                    video,
                    false,
                    Rc::new(Flag::new(false)),
                    Box::new(move |bitmap| {
                        scan.scan.emit(bitmap);
                        dispatcher.dispatch(Action::Camera(CameraAction::Close));
                    }),
                    Box::new(move |_| {
                        failed.dispatch(Action::Camera(CameraAction::Unavailable(
                            CameraProblem::Failed,
                        )))
                    }),
                ));
            }
        });
    }
}
