//! Placement Playground: the Yew app.
//!
//! It calls the engine (`placement`) directly, with no JS round trip. See
//! ARCHITECTURE.md for the code map.

mod app;
mod components;
mod labs;
mod panic_banner;
mod storage;
mod units;

fn main() {
    panic_banner::install();
    yew::Renderer::<app::App>::new().render();
}
