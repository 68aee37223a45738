//! The app shell: header, navigation between labs, and hash routing (`#/balance`).
//!
//! What only a lab's page shows (the [`ScenarioBar`], the support bundle
//! panel, the embedded lab's link to its scenario) is reached through the
//! bundle's [`crate::shell::bundle::LabShell`], never named here by a view: the
//! gallery's bundle has none, so its wasm does not link them.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::platform::address::{embedded, query_param, read_only, view, with_address};
use crate::platform::lab_list::{self, lab_title, LABS};
use crate::shell::share;
use crate::text::messages;
use crate::text::messages::text;
use crate::shell::bundle::Bundle;

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
    if id == crate::shell::gallery::ID {
        return crate::shell::gallery::ID;
    }
    // The Learn page: its own address, or a frame's `?lesson=` (embedded, with no fragment).
    if id == lab_list::LEARN || (id.is_empty() && query_param("lesson").is_some()) {
        return lab_list::LEARN;
    }
    LABS.iter().find(|lab| lab.id == id).unwrap_or(&LABS[0]).id
}

/// The address's problems (a parameter refused or ignored), one sentence each.
fn address_notice() -> Html {
    let problems = with_address(|a| a.problems.clone());
    if problems.is_empty() {
        return html! {};
    }
    html! {
        <div class="notice address-notice" role="alert" id="address-message">
            { for problems.iter().map(|p| html! { <p>{ crate::text::messages::render(p) }</p> }) }
        </div>
    }
}

#[derive(Properties)]
pub struct AppProps {
    /// The bundle this page runs: it renders one lab.
    pub bundle: &'static Bundle,
    /// A message for the user at start (a shared link opened or refused).
    pub notice: Option<crate::shell::share::Notice>,
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
                    // An entry the page wrote (a why opened, Back to before it) is the lab's
                    // to follow (platform::address::live); a preset typed into the address reloads.
                    let ours = crate::platform::address::live::entry_is_ours();
                    if current_lab() != lab || (!ours && crate::platform::catalog::split_request(&hash).is_some()) {
                        if let Some(w) = web_sys::window() {
                            let _ = w.location().reload();
                        }
                    }
                })
            });
            move || drop(listener)
        });
    }
    let history = crate::platform::history::use_history_link();
    let menu = use_state(|| false);
    let lab_info = crate::platform::lab_list::find(lab).unwrap_or(&LABS[0]);
    use_effect_with(lab, |lab| set_title(lab));
    let body = if embedded() {
        embedded_view(props.bundle, lab_info, props.notice.as_ref())
    } else {
        full_view(props, menu)
    };
    // Undo and redo are a lab's: the gallery's page is not wrapped in their link.
    match props.bundle.lab_shell {
        Some(shell) => (shell.frame)(history, body),
        None => body,
    }
}

/// Each lab its own page title (tabs, history, screen readers): "<lab> — Placement Playground".
fn set_title(lab: &str) {
    let name = match crate::platform::lab_list::find(lab) {
        Some(_) => lab_title(lab),
        None if lab == lab_list::LEARN => lab_title(lab),
        None => text("shell-gallery-title", &[]),
    };
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        document.set_title(&text("shell-page-title", &[("page", &name)]));
    }
}


/// Minimal chrome: the lab, and a way to open it in the full playground.
fn embedded_view(
    bundle: &'static Bundle,
    lab_info: &'static crate::platform::lab_list::Lab,
    notice: Option<&crate::shell::share::Notice>,
) -> Html {
    let lab = bundle.lab;
    // Without the bar, a refused link still says so (the frame shows the lab's default).
    let refused = match notice {
        Some(crate::shell::share::Notice::Refused(message)) => Some(message.clone()),
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
        crate::platform::address::View::Result => "view-result",
        crate::platform::address::View::Split => "view-split",
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
            <main class={classes!("lab", "embedded", read_only().then_some("read-only"), view,
                crate::platform::address::compact().then_some("compact"))}>{ (bundle.render)() }</main>
        </>
    }
}

/// The whole playground: header with navigation and scenario bar, the lab, footer.
/// The full page. On a phone the header is one line of navigation under the brand and a Menu
/// button that shows the language, the theme and the scenario's actions (issue 39: they took
/// 285 of 844 px, and the answer fell off the first screen); what the actions say stays shown.
fn full_view(props: &AppProps, menu: UseStateHandle<bool>) -> Html {
    let lab = props.bundle.lab;
    let shell = props.bundle.lab_shell;
    let toggle = {
        let menu = menu.clone();
        Callback::from(move |_: MouseEvent| menu.set(!*menu))
    };
    html! {
        <>
            if lab != crate::shell::gallery::ID { { crate::components::panes::skip_link() } }
            { crate::components::reveal::announcer() }
            <header class={classes!("site-header", (*menu).then_some("menu-open"))}>
                <a class="brand" href="#/">
                    <img src="favicon.svg" alt="" width="28" height="28" />
                    <span>{ "Placement Playground" }</span>
                </a>
                <button type="button" class="small secondary menu-button" id="header-menu" aria-expanded={(*menu).to_string()}
                    aria-controls="header-actions" onclick={toggle}>{ text("shell-menu", &[]) }</button>
                <nav class="lab-nav" aria-label={text("shell-nav-label", &[])}>
                    { for LABS.iter().map(|l| html! {
                        <a href={format!("#/{}", l.id)}
                           class={classes!((l.id == lab).then_some("active"))}
                           aria-current={(l.id == lab).then_some("page")}>
                            { lab_title(l.id) }
                        </a>
                    }) }
                    <a href={format!("#/{}", crate::shell::gallery::ID)}
                       class={classes!((lab == crate::shell::gallery::ID).then_some("active"))}
                       aria-current={(lab == crate::shell::gallery::ID).then_some("page")}>
                        { lab_title(crate::shell::gallery::ID) }
                    </a>
                    <a href={format!("#/{}", lab_list::LEARN)} id="nav-learn"
                       class={classes!((lab == lab_list::LEARN).then_some("active"))}
                       aria-current={(lab == lab_list::LEARN).then_some("page")}>
                        { lab_title(lab_list::LEARN) }
                    </a>
                </nav>
                <div class="header-actions" id="header-actions">
                    <crate::platform::language::LanguageMenu />
                    <crate::shell::theme::ThemeMenu />
                    // The gallery has no scenario of its own to share.
                    if let Some(shell) = shell { { (shell.scenario_bar)(props.bundle, props.notice.clone()) } }
                </div>
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
    pub notice: Option<crate::shell::share::Notice>,
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

impl From<crate::shell::share::Notice> for ShareStatus {
    fn from(notice: crate::shell::share::Notice) -> ShareStatus {
        match notice {
            crate::shell::share::Notice::Refused(message) => ShareStatus::Message(message),
            crate::shell::share::Notice::Opened {
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
/// A lab's page only ([`crate::shell::lab_shell::LAB_SHELL`]).
#[function_component]
pub fn ScenarioBar(props: &ScenarioBarProps) -> Html {
    let lab = crate::platform::lab_list::find(props.lab).unwrap_or(&LABS[0]);
    let history = use_context::<crate::platform::history::HistoryLink>();
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
                let link = match crate::shell::scenario_actions::actions().await {
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
    let export = |format: crate::platform::scenario::Format| {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| {
            let status = status.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let exported = crate::shell::scenario_actions::actions().await.and_then(|actions| (actions.export)(lab, format));
                if let Err(e) = exported {
                    status.set(ShareStatus::Message(e));
                }
            });
        })
    };
    let on_restore = {
        let status = status.clone();
        Callback::from(
            move |_: MouseEvent| match crate::shell::share::restore_previous(lab) {
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
                let imported = match crate::shell::scenario_actions::actions().await {
                    Ok(actions) => (actions.import_file)(file).await,
                    Err(e) => Err(e),
                };
                match imported {
                    Ok((target, notice)) => {
                        crate::shell::share::leave_notice(&notice);
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
            crate::shell::support_bundle::open(file);
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
                            if !(crate::shell::support_bundle::is_bundle(&file)
                                && crate::shell::support_bundle::open(file.clone()))
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
                    if crate::platform::export::copy_text(&url).await {
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
    let on_pointer = |_: PointerEvent| crate::shell::scenario_actions::prefetch();
    let on_focus = |_: FocusEvent| crate::shell::scenario_actions::prefetch();
    html! {
        <div class="scenario-bar" onpointerenter={on_pointer} onfocusin={on_focus}>
            <div class="scenario-actions">
                if let Some(history) = history.filter(|_| !read_only()) {
                    { history_buttons(&history) }
                }
                <button type="button" id="scenario-share" class="small" onclick={on_share}>{ text("shell-share-link", &[]) }</button>
                <crate::shell::embed_button::EmbedButton bundle={props.bundle} {on_error} />
                <button type="button" id="scenario-export" class="small" title={text("shell-export-json-title", &[])}
                    onclick={export(crate::platform::scenario::Format::Json)}>{ text("shell-export-json", &[]) }</button>
                <button type="button" id="scenario-export-yaml" class="small" title={text("shell-export-yaml-title", &[])}
                    onclick={export(crate::platform::scenario::Format::Yaml)}>{ "YAML" }</button>
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
fn history_buttons(history: &crate::platform::history::HistoryLink) -> Html {
    use crate::platform::history::Step;
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

thread_local! {
    /// The app on the page, so a host page's new scenario can start it again.
    static APP: std::cell::RefCell<Option<yew::AppHandle<App>>> = const { std::cell::RefCell::new(None) };
}

/// Renders the shell with the bundle's lab, which opens its stored state;
/// an app already on the page goes first.
pub fn render(bundle: &'static crate::shell::bundle::Bundle, notice: Option<crate::shell::share::Notice>) {
    if let Some(old) = APP.with(|a| a.borrow_mut().take()) {
        old.destroy();
    }
    let handle = yew::Renderer::<App>::with_props(AppProps { bundle, notice }).render();
    APP.with(|a| *a.borrow_mut() = Some(handle));
    remove_skeleton();
}

/// The page's skeleton (`web/skeleton.js`: header, heading and panes drawn before the wasm
/// arrived) goes once the app is on the page, not when the wasm starts: a Japanese or Ukrainian
/// page fetches its catalogs first, and the skeleton stays in view meanwhile.
fn remove_skeleton() {
    if let Some(skeleton) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("loading")) {
        skeleton.remove();
    }
}

/// Renders the app with `notice`, after fetching the reader of the lab's saved draft when
/// there is saved work to open and the reader is a chunk ([`crate::platform::page::Page::saved_reader`]).
/// If it cannot be fetched (offline, a new deploy under an open page), the lab starts
/// without that work, which is kept as the earlier work: the notice offers it back, and
/// the next start fetches the reader again.
pub async fn render_with_saved_work(bundle: &'static Bundle, notice: Option<share::Notice>) {
    let lab = lab_list::find(bundle.lab);
    let notice = match (bundle.saved_reader, lab) {
        (Some(fetch), Some(lab)) if crate::platform::storage::has_saved(lab) => match fetch().await {
            Ok(()) => notice,
            Err(crate::platform::split::LoadFailed) => {
                // A link just opened kept the work it replaced: that stays the earlier work.
                let kept = matches!(notice, Some(share::Notice::Opened { previous_kept: true, .. }));
                Some(share::Notice::Opened {
                    what: messages::text("shell-saved-not-fetched", &[]),
                    previous_kept: kept || share::keep_current(lab),
                })
            }
        },
        _ => notice,
    };
    render(bundle, notice);
}
