//! The service worker, and whether a new version of the app took over while this page was open.

use gloo_events::EventListener;
use yew::prelude::*;

use crate::page::browser;

/// Registers the service worker once, and returns true once a newer version of the app has been
/// installed in the background (this page keeps running the version it loaded; a reload runs the
/// new one).
///
/// A worker taking control is only news when another one was in control already: on a first
/// visit, the first worker also takes control, and that is not an update.
#[hook]
pub fn use_app_update() -> bool {
    let updated = use_state(|| false);
    {
        let updated = updated.clone();
        use_effect_with((), move |()| {
            let listener = browser::register_service_worker().and_then(|container| {
                container.controller()?;
                Some(EventListener::once(
                    &container,
                    "controllerchange",
                    move |_| {
                        updated.set(true);
                    },
                ))
            });
            move || drop(listener)
        });
    }
    *updated
}
