//! The presenter's and the speaker window's link (issue 35): a
//! BroadcastChannel of the page's origin on which each says the story and
//! step it shows, so either can be driven and the other follows. Reached
//! through `js_sys::Reflect`, so neither a web-sys feature nor a JS snippet
//! (which every first load would fetch) is needed for it.

use js_sys::{Function, Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The channel's name: every presenter and speaker window of the origin.
const NAME: &str = "placement-playground.story";

/// An open channel; closed when dropped.
pub struct Channel {
    port: JsValue,
    _listener: Closure<dyn FnMut(JsValue)>,
}

fn field(value: &JsValue, name: &str) -> JsValue {
    Reflect::get(value, &name.into()).unwrap_or(JsValue::UNDEFINED)
}

fn method(value: &JsValue, name: &str) -> Option<Function> {
    field(value, name).dyn_into::<Function>().ok()
}

impl Channel {
    /// Opens the channel; `on_step` hears (story, step) from the other windows.
    /// `None` where the browser has no BroadcastChannel.
    pub fn open(on_step: impl Fn(String, usize) + 'static) -> Option<Channel> {
        let constructor = field(&js_sys::global(), "BroadcastChannel").dyn_into::<Function>().ok()?;
        let port = Reflect::construct(&constructor, &js_sys::Array::of1(&NAME.into())).ok()?;
        let listener = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            let data = field(&event, "data");
            let story = field(&data, "story").as_string();
            let step = field(&data, "step").as_f64().filter(|s| s.is_finite() && *s >= 0.0);
            if let (Some(story), Some(step)) = (story, step) {
                on_step(story, step as usize);
            }
        });
        Reflect::set(&port, &"onmessage".into(), listener.as_ref()).ok()?;
        Some(Channel { port, _listener: listener })
    }

    /// Tells the other windows this one shows `story` at `step`.
    pub fn send(&self, story: &str, step: usize) {
        let message = Object::new();
        let _ = Reflect::set(&message, &"story".into(), &story.into());
        let _ = Reflect::set(&message, &"step".into(), &(step as u32).into());
        if let Some(post) = method(&self.port, "postMessage") {
            let _ = post.call1(&self.port, &message);
        }
    }
}

impl Drop for Channel {
    fn drop(&mut self) {
        let _ = Reflect::set(&self.port, &"onmessage".into(), &JsValue::NULL);
        if let Some(close) = method(&self.port, "close") {
            let _ = close.call0(&self.port);
        }
    }
}
