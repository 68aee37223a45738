//! What a paste lacks for the lab's decision, shown first in an import's
//! summary (above what was read, and so above the lab's result): each gap
//! says why the decision needs it and gives the `kubectl get …` to run.
//! Every sentence comes whole from the engine; this only lays them out.

use placement::kernel::missing::Missing;
use yew::prelude::*;

use crate::text::messages::{said, text};

#[derive(Properties, PartialEq)]
pub struct MissingKindsProps {
    pub missing: Vec<Missing>,
}

#[function_component]
pub fn MissingKinds(props: &MissingKindsProps) -> Html {
    if props.missing.is_empty() {
        return html! {};
    }
    html! {
        <div class="notice import-missing" id="import-missing" role="status">
            <p><strong>{ text("shell-missing-heading", &[]) }</strong></p>
            <ul>
                { for props.missing.iter().map(|m| html! {
                    <li class="missing-kind" data-kinds={m.kinds.join(",")}>
                        <p>{ said(&m.why_message, &m.why) }</p>
                        <p>{ text("shell-missing-run", &[]) }</p>
                        <pre class="import-command missing-command"><code>{ m.command.clone() }</code></pre>
                    </li>
                }) }
            </ul>
        </div>
    }
}
