//! Placement Playground: the Yew app.

fn main() {
    yew::Renderer::<App>::new().render();
}

#[yew::function_component]
fn App() -> yew::Html {
    yew::html! { <main>{ "Placement Playground" }</main> }
}
