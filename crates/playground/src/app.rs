//! The app shell: header, navigation between labs, and hash routing (`#/balance`).
//!
//! What only a lab's page shows (the [`ScenarioBar`], the support bundle
//! panel, the embedded lab's link to its scenario) is reached through the
//! bundle's [`crate::lab_shell::LabShell`], never named here by a view: the
//! gallery's bundle has none, so its wasm does not link them.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::labs::LABS;
use crate::messages::text;
use crate::Bundle;

/// The lab (or the gallery) named by the URL fragment (`#/balance`), else by
/// the query (`?lab=balance`, for embedding), else the first lab.
fn current_lab() -> &'static str {
    let location = web_sys::window().map(|w| w.location());
    let hash = location
        .as_ref()
        .and_then(|l| l.hash().ok())
        .unwrap_or_default();
    let id = hash.trim_start_matches('#').trim_start_matches('/');
    let id = id.split(['?', '/']).next().unwrap_or_default();
    let from_query = || query_param("lab").unwrap_or_default();
    let id = if id.is_empty() {
        from_query()
    } else {
        id.to_string()
    };
    if id == crate::gallery::ID {
        return crate::gallery::ID;
    }
    LABS.iter().find(|lab| lab.id == id).unwrap_or(&LABS[0]).id
}

/// A parameter of the page's query string (`?embed=1&lab=balance`).
pub fn query_param(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.to_string())
}

thread_local! {
    /// The page's address, read once at start (see [`crate::address`]).
    static ADDRESS: crate::address::Address = {
        let location = web_sys::window().map(|w| w.location());
        let part = |f: fn(&web_sys::Location) -> Result<String, wasm_bindgen::JsValue>| {
            location.as_ref().and_then(|l| f(l).ok()).unwrap_or_default()
        };
        let ids: Vec<&str> = LABS.iter().map(|l| l.id).collect();
        crate::address::Address::parse(&part(web_sys::Location::search), &part(web_sys::Location::hash), &ids)
    };
}

#[cfg(test)]
thread_local! {
    /// Native tests of the reducers set read-only with [`set_read_only`]
    /// (there is no page address outside a browser).
    static READ_ONLY: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

/// Reads the page's address (what it asks for, and the problems found in it).
pub fn with_address<T>(f: impl FnOnce(&crate::address::Address) -> T) -> T {
    ADDRESS.with(f)
}

/// `?embed=1`: the lab alone, for an iframe on a docs page.
pub fn embedded() -> bool {
    with_address(|a| a.embed)
}

/// `?readonly=1`: nothing can be edited (the labs ignore edits and disable
/// their editors); selections, explanations and scrubbers stay live.
pub fn read_only() -> bool {
    #[cfg(test)]
    if let Some(on) = READ_ONLY.with(|r| r.get()) {
        return on;
    }
    with_address(|a| a.read_only)
}

/// Native tests of the reducers: read-only on or off for this thread.
#[cfg(test)]
pub fn set_read_only(on: bool) {
    READ_ONLY.with(|r| r.set(Some(on)));
}

/// What the lab shows: the result alone (`view=result`, the default of a
/// read-only embed) or the inputs beside it.
pub fn view() -> crate::address::View {
    with_address(|a| a.view())
}

/// The lab is shown for reading, not editing (read-only, or the result alone):
/// its intro says what to look at rather than what to edit.
pub fn reading() -> bool {
    read_only() || view() == crate::address::View::Result
}

/// The address's problems (a parameter refused or ignored), one sentence each.
fn address_notice() -> Html {
    let problems = with_address(|a| a.problems.clone());
    if problems.is_empty() {
        return html! {};
    }
    html! {
        <div class="notice address-notice" role="alert" id="address-message">
            { for problems.iter().map(|p| html! { <p>{ crate::messages::render(p) }</p> }) }
        </div>
    }
}

#[derive(Properties)]
pub struct AppProps {
    /// The bundle this page runs: it renders one lab.
    pub bundle: &'static Bundle,
    /// A message for the user at start (a shared link opened or refused).
    pub notice: Option<crate::share::Notice>,
}

impl PartialEq for AppProps {
    fn eq(&self, other: &Self) -> bool {
        self.bundle.lab == other.bundle.lab
    }
}

#[function_component]
pub fn App(props: &AppProps) -> Html {
    let lab = props.bundle.lab;
    {
        // Another lab lives in another bundle: load the page again, and
        // web/boot.js starts that lab's bundle (each lab autosaves its work).
        // A requested preset (`?preset=`) is read when a bundle starts, too.
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    let hash = web_sys::window()
                        .and_then(|w| w.location().hash().ok())
                        .unwrap_or_default();
                    if current_lab() != lab || crate::catalog::split_request(&hash).is_some() {
                        if let Some(w) = web_sys::window() {
                            let _ = w.location().reload();
                        }
                    }
                })
            });
            move || drop(listener)
        });
    }
    let history = crate::history::use_history_link();
    let lab_info = crate::labs::find(lab).unwrap_or(&LABS[0]);
    use_effect_with(lab, |lab| set_title(lab));
    let body = if embedded() {
        embedded_view(props.bundle, lab_info, props.notice.as_ref())
    } else {
        full_view(props)
    };
    // Undo and redo are a lab's: the gallery's page is not wrapped in their link.
    match props.bundle.lab_shell {
        Some(shell) => (shell.frame)(history, body),
        None => body,
    }
}

/// Each lab its own page title (tabs, history, screen readers): "<lab> — Placement Playground".
fn set_title(lab: &str) {
    let name = match crate::labs::find(lab) {
        Some(_) => lab_title(lab),
        None => text("shell-gallery-title", &[]),
    };
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        document.set_title(&text("shell-page-title", &[("page", &name)]));
    }
}

/// A lab's name in the page's language (navigation, titles, notices).
pub fn lab_title(id: &str) -> String {
    match id {
        "longhorn" => text("shell-lab-longhorn", &[]),
        "balance" => text("shell-lab-balance", &[]),
        "capacity" => text("shell-lab-capacity", &[]),
        "rollout" => text("shell-lab-rollout", &[]),
        "gallery" => text("shell-lab-gallery", &[]),
        other => other.to_string(),
    }
}

/// Minimal chrome: the lab, and a way to open it in the full playground.
fn embedded_view(
    bundle: &'static Bundle,
    lab_info: &'static crate::labs::Lab,
    notice: Option<&crate::share::Notice>,
) -> Html {
    let lab = bundle.lab;
    // Without the bar, a refused link still says so (the frame shows the lab's default).
    let refused = match notice {
        Some(crate::share::Notice::Refused(message)) => Some(message.clone()),
        _ => None,
    };
    let href = web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .map(|path| format!("{path}#/{lab}"))
        .unwrap_or_default();
    // A lab's link opens the full playground with this frame's scenario; the
    // gallery's is its plain address (it has no scenario).
    let open_full = bundle.lab_shell.map(|shell| (shell.open_full)(bundle));
    let view = match view() {
        crate::address::View::Result => "view-result",
        crate::address::View::Split => "view-split",
    };
    html! {
        <>
            { crate::components::panes::skip_link() }
            { crate::components::reveal::announcer() }
            <p class="embed-credit">
                if read_only() { <span class="badge" id="read-only-badge">{ text("shell-read-only-example", &[]) }</span> }
                <a href={href} target="_blank" rel="noopener" id="open-full" onclick={open_full}
                    title={text("shell-open-full-title", &[("lab", &lab_title(lab_info.id))])}>
                    { text("shell-open-full", &[]) }
                </a>
            </p>
            { address_notice() }
            if let Some(message) = refused {
                <p class="notice embed-notice" role="alert" id="scenario-message">{ message }</p>
            }
            <main class={classes!("lab", "embedded", read_only().then_some("read-only"), view)}>{ (bundle.render)() }</main>
        </>
    }
}

/// The whole playground: header with navigation and scenario bar, the lab, footer.
fn full_view(props: &AppProps) -> Html {
    let lab = props.bundle.lab;
    let shell = props.bundle.lab_shell;
    html! {
        <>
            if lab != crate::gallery::ID { { crate::components::panes::skip_link() } }
            { crate::components::reveal::announcer() }
            <header class="site-header">
                <a class="brand" href="#/">
                    <img src="favicon.svg" alt="" width="28" height="28" />
                    <span>{ "Placement Playground" }</span>
                </a>
                <nav class="lab-nav" aria-label={text("shell-nav-label", &[])}>
                    { for LABS.iter().map(|l| html! {
                        <a href={format!("#/{}", l.id)}
                           class={classes!((l.id == lab).then_some("active"))}
                           aria-current={(l.id == lab).then_some("page")}>
                            { lab_title(l.id) }
                        </a>
                    }) }
                    <a href={format!("#/{}", crate::gallery::ID)}
                       class={classes!((lab == crate::gallery::ID).then_some("active"))}
                       aria-current={(lab == crate::gallery::ID).then_some("page")}>
                        { lab_title(crate::gallery::ID) }
                    </a>
                </nav>
                <crate::i18n::LanguageMenu />
                <crate::theme::ThemeMenu />
                // The gallery has no scenario of its own to share.
                if let Some(shell) = shell { { (shell.scenario_bar)(props.bundle, props.notice.clone()) } }
            </header>
            { address_notice() }
            if let Some(shell) = shell { { (shell.bundle_panel)(lab) } }
            <main class="lab">{ (props.bundle.render)() }</main>
            <footer class="site-footer">
                { text("shell-footer", &[]) }
            </footer>
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct ScenarioBarProps {
    pub lab: &'static str,
    /// The page's bundle ("Embed this" compares the scenario with its presets).
    pub bundle: &'static Bundle,
    pub notice: Option<crate::share::Notice>,
}

/// What the scenario buttons last said.
#[derive(Clone, PartialEq)]
enum ShareStatus {
    Idle,
    Link(String),
    Copied(String),
    Message(String),
    /// A scenario replaced the lab's work (kept, to restore).
    Opened {
        what: String,
        previous_kept: bool,
    },
}

impl From<crate::share::Notice> for ShareStatus {
    fn from(notice: crate::share::Notice) -> ShareStatus {
        match notice {
            crate::share::Notice::Refused(message) => ShareStatus::Message(message),
            crate::share::Notice::Opened {
                what,
                previous_kept,
            } => ShareStatus::Opened {
                what,
                previous_kept,
            },
        }
    }
}

/// Share, Export and Import of the current lab's scenario, and the notices
/// they (or a shared link at start) give. Files can also be dropped on the page.
/// A lab's page only ([`crate::lab_shell::LAB_SHELL`]).
#[function_component]
pub fn ScenarioBar(props: &ScenarioBarProps) -> Html {
    let lab = crate::labs::find(props.lab).unwrap_or(&LABS[0]);
    let history = use_context::<crate::history::HistoryLink>();
    let status = use_state(|| {
        props
            .notice
            .clone()
            .map_or(ShareStatus::Idle, ShareStatus::from)
    });
    let on_share = {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| {
            let status = status.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let link = match crate::scenario_actions::actions().await {
                    Ok(actions) => (actions.link)(lab).await,
                    Err(e) => Err(e),
                };
                status.set(match link {
                    Ok(url) => ShareStatus::Link(url),
                    Err(e) => ShareStatus::Message(e),
                });
            });
        })
    };
    let export = |format: crate::scenario::Format| {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| {
            let status = status.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let exported = crate::scenario_actions::actions().await.and_then(|actions| (actions.export)(lab, format));
                if let Err(e) = exported {
                    status.set(ShareStatus::Message(e));
                }
            });
        })
    };
    let on_restore = {
        let status = status.clone();
        Callback::from(
            move |_: MouseEvent| match crate::share::restore_previous(lab) {
                Ok(()) => open_lab(lab.id, lab.id),
                Err(e) => status.set(ShareStatus::Message(e)),
            },
        )
    };
    let import = {
        let status = status.clone();
        Callback::from(move |file: web_sys::File| {
            let status = status.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let imported = match crate::scenario_actions::actions().await {
                    Ok(actions) => (actions.import_file)(file).await,
                    Err(e) => Err(e),
                };
                match imported {
                    Ok((target, notice)) => {
                        crate::share::leave_notice(&notice);
                        open_lab(target.id, lab.id)
                    }
                    Err(e) => status.set(ShareStatus::Message(text(
                        "shell-import-refused",
                        &[("problem", &e)],
                    ))),
                }
            });
        })
    };
    let on_pick = {
        let import = import.clone();
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            if let Some(file) = input.files().and_then(|files| files.get(0)) {
                import.emit(file);
            }
            input.set_value("");
        })
    };
    let on_pick_bundle = Callback::from(|e: Event| {
        let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
        if let Some(file) = input.files().and_then(|files| files.get(0)) {
            crate::support_bundle::open(file);
        }
        input.set_value("");
    });
    {
        // Dropping a scenario file anywhere on the page imports it.
        let import = import.clone();
        use_effect_with((), move |_| {
            let listeners = web_sys::window().filter(|_| !read_only()).map(|w| {
                let over = EventListener::new_with_options(
                    &w,
                    "dragover",
                    gloo::events::EventListenerOptions::enable_prevent_default(),
                    |e| e.prevent_default(),
                );
                let drop = EventListener::new_with_options(
                    &w,
                    "drop",
                    gloo::events::EventListenerOptions::enable_prevent_default(),
                    move |e| {
                        let Some(e) = e.dyn_ref::<web_sys::DragEvent>() else {
                            return;
                        };
                        let file = e
                            .data_transfer()
                            .and_then(|d| d.files())
                            .and_then(|f| f.get(0));
                        if let Some(file) = file {
                            e.prevent_default();
                            // A .zip is a support bundle; anything else a scenario file.
                            if !(crate::support_bundle::is_bundle(&file)
                                && crate::support_bundle::open(file.clone()))
                            {
                                import.emit(file);
                            }
                        }
                    },
                );
                (over, drop)
            });
            move || drop(listeners)
        });
    }
    let on_copy = {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| {
            let status = status.clone();
            if let ShareStatus::Link(url) = &*status {
                let url = url.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    if crate::share::copy_text(&url).await {
                        status.set(ShareStatus::Copied(url));
                    }
                });
            }
        })
    };
    let dismiss = {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| status.set(ShareStatus::Idle))
    };
    let on_error = {
        let status = status.clone();
        Callback::from(move |message: String| status.set(ShareStatus::Message(message)))
    };
    // The buttons' code is a chunk: fetched as the pointer or the focus comes near them.
    let on_pointer = |_: PointerEvent| crate::scenario_actions::prefetch();
    let on_focus = |_: FocusEvent| crate::scenario_actions::prefetch();
    html! {
        <div class="scenario-bar" onpointerenter={on_pointer} onfocusin={on_focus}>
            <div class="scenario-actions">
                if let Some(history) = history.filter(|_| !read_only()) {
                    { history_buttons(&history) }
                }
                <button type="button" id="scenario-share" class="small" onclick={on_share}>{ text("shell-share-link", &[]) }</button>
                <crate::embed_dialog::EmbedButton bundle={props.bundle} {on_error} />
                <button type="button" id="scenario-export" class="small" title={text("shell-export-json-title", &[])}
                    onclick={export(crate::scenario::Format::Json)}>{ text("shell-export-json", &[]) }</button>
                <button type="button" id="scenario-export-yaml" class="small" title={text("shell-export-yaml-title", &[])}
                    onclick={export(crate::scenario::Format::Yaml)}>{ "YAML" }</button>
                if read_only() {
                    <span class="badge" id="read-only-badge">{ text("shell-read-only", &[]) }</span>
                } else {
                    <label class="small file-button">
                        { text("shell-import", &[]) }
                        <input type="file" id="scenario-import" accept=".json,.yaml,.yml,application/json,application/yaml" onchange={on_pick} />
                    </label>
                    <label class="small file-button" title={text("shell-open-support-bundle-title", &[])}>
                        { text("shell-open-support-bundle", &[]) }
                        <input type="file" id="support-bundle-open" accept=".zip,application/zip" onchange={on_pick_bundle} />
                    </label>
                }
            </div>
            { match &*status {
                ShareStatus::Idle => html! {},
                ShareStatus::Link(url) | ShareStatus::Copied(url) => html! {
                    <div class="scenario-status" role="status">
                        <input id="scenario-link" readonly=true value={url.clone()} aria-label={text("shell-link-label", &[])} />
                        <button type="button" class="small" onclick={on_copy}>
                            { if matches!(&*status, ShareStatus::Copied(_)) { text("shell-copied", &[]) } else { text("shell-copy", &[]) } }
                        </button>
                        <button type="button" class="icon-button" aria-label={text("shell-close", &[])} onclick={dismiss}>{ "✕" }</button>
                    </div>
                },
                ShareStatus::Opened { what, previous_kept } => html! {
                    <div class="scenario-status notice" role="status" id="scenario-opened">
                        <span>{ what }
                            if *previous_kept { { " " }{ text("shell-previous-kept", &[]) } }</span>
                        if *previous_kept {
                            <button type="button" class="small secondary" id="restore-previous" onclick={on_restore}>
                                { text("shell-restore-previous", &[]) }</button>
                        }
                        <button type="button" class="icon-button" aria-label={text("shell-close", &[])} onclick={dismiss.clone()}>{ "✕" }</button>
                    </div>
                },
                ShareStatus::Message(message) => html! {
                    <div class="scenario-status notice" role="alert" id="scenario-message">
                        <span>{ message }</span>
                        <button type="button" class="icon-button" aria-label={text("shell-close", &[])} onclick={dismiss}>{ "✕" }</button>
                    </div>
                },
            } }
        </div>
    }
}

/// Undo and Redo, with their shortcuts in the tooltip.
fn history_buttons(history: &crate::history::HistoryLink) -> Html {
    use crate::history::Step;
    let button = |step: Step, id: &str, label: &str, title: &str, enabled: bool| {
        let history = history.clone();
        html! {
            <button type="button" id={id.to_string()} class="small secondary" title={title.to_string()}
                disabled={!enabled} onclick={move |_| history.go(step)}>{ label }</button>
        }
    };
    html! {
        <>
            { button(Step::Undo, "undo", &text("shell-undo", &[]), &text("shell-undo-title", &[]), history.status.can_undo) }
            { button(Step::Redo, "redo", &text("shell-redo", &[]), &text("shell-redo-title", &[]), history.status.can_redo) }
        </>
    }
}

/// Shows `target` with its newly stored state: the same lab reloads, another
/// lab is another bundle (the hash change reloads the page).
pub(crate) fn open_lab(target: &str, current: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if target == current {
        let _ = window.location().reload();
    } else {
        let _ = window.location().set_hash(&format!("/{target}"));
    }
}
