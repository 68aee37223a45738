//! Placement Playground: the Yew app.
//!
//! It calls the engine (`placement`) directly, with no JS round trip. See
//! ARCHITECTURE.md for the code map.

mod app;
mod components;
mod jobs;
mod labs;
mod panic_banner;
mod storage;
mod units;
mod worker;

fn main() {
    // In the Web Worker (web/worker.js) there is no window: nothing to render.
    if web_sys::window().is_none() {
        return;
    }
    panic_banner::install();
    yew::Renderer::<app::App>::new().render();
}
