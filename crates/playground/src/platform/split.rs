//! Parts of a page whose code is fetched when they are first shown (issue #15).
//!
//! A bundle's first render needs only part of its code: the "why" of a replica, the what-if
//! panel or the support bundle summary are shown after a click. Such a part is a *split
//! point* (`wasm_split_helpers`): the build (`wasm-split-cli`, see `scripts/build`) moves the
//! code only it reaches into a chunk of its own, which the page fetches the first time the
//! part is shown. The chunk shares the bundle's memory, so the part renders with the page's
//! own props, state and catalogs.
//!
//! A split point here returns the part's view function; the first call loads the chunk, and
//! the function is kept for every render after it ([`use_part`]). Natively (tests), the view
//! function is returned directly.
//!
//! A split point may also return code that draws nothing: a lab's reader of its saved drafts
//! ([`split_value!`](crate::split_value), fetched with [`fetch`]) is needed only by a page that
//! has saved work to open, and the shell fetches it before such a page's first render
//! (`lab_shell`), so a first visit never loads it.

use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;
use std::thread::LocalKey;

use yew::prelude::*;

use crate::text::messages::text;

/// A part's chunk could not be fetched (offline, a new deploy under an open page).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LoadFailed;

impl LoadFailed {
    /// What the page says of code that could not be fetched ("This part of the page could not
    /// be loaded…"), for a caller that reports it as an error.
    pub fn message(self) -> String {
        text("shell-part-failed", &[])
    }
}

impl From<wasm_split_helpers::SplitLoaderError> for LoadFailed {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> LoadFailed {
        LoadFailed
    }
}

/// Where a part stands on the page.
#[derive(Clone, Copy, PartialEq)]
pub enum Part<V> {
    /// Its chunk is being fetched.
    Loading,
    /// Its view function, ready.
    Ready(V),
    /// Its chunk could not be fetched.
    Failed,
}

/// The future of a split point's first call.
pub type Load<V> = Pin<Box<dyn Future<Output = Result<V, LoadFailed>>>>;

/// A part's view function.
pub type View<P> = fn(&P) -> Html;

/// Code of a page that is a chunk of its own: a part's view function ([`View`]) declared by
/// its lab with [`split_slot!`](crate::split_slot), or other code (a function pointer)
/// declared with [`split_value!`](crate::split_value); its split point made by the bundle
/// that uses it ([`bundle!`](crate::bundle)'s `parts` and `values`). The split point lives in
/// the bundle's own crate because it is an export, and an export of the library would be in
/// every bundle, with all the code it reaches: the gallery would carry the Longhorn lab's why.
pub struct Slot<V: Copy + 'static> {
    /// The bundle's split point, set before the page starts.
    load: Cell<Option<fn() -> Load<V>>>,
    /// The code, once its chunk is on the page (natively: from the start).
    value: Cell<Option<V>>,
}

impl<V: Copy + 'static> Slot<V> {
    /// A slot whose code is fetched (`None`), or present from the start (native builds).
    pub const fn new(value: Option<V>) -> Slot<V> {
        Slot { load: Cell::new(None), value: Cell::new(value) }
    }

    /// Sets the bundle's split point of this slot.
    pub fn set_loader(&self, load: fn() -> Load<V>) {
        self.load.set(Some(load));
    }
}

/// The code in `slot` if its chunk is on the page.
pub fn ready<V: Copy + 'static>(slot: &'static LocalKey<Slot<V>>) -> Option<V> {
    slot.with(|s| s.value.get())
}

/// The code in `slot`: at once when its chunk is on the page, else fetched through the
/// bundle's split point (and kept). A failed fetch is not kept: the next call tries again.
pub async fn fetch<V: Copy + 'static>(slot: &'static LocalKey<Slot<V>>) -> Result<V, LoadFailed> {
    if let Some(value) = ready(slot) {
        return Ok(value);
    }
    let load = slot.with(|s| s.load.get()).ok_or(LoadFailed)?;
    let value = load().await?;
    slot.with(|s| s.value.set(Some(value)));
    Ok(value)
}

/// [`fetch`] of `slot` for a caller that only waits for it: a [`crate::platform::page::Page::saved_reader`]
/// is `|| split::fetched(&SAVED_READER)`.
pub fn fetched<V: Copy + 'static>(slot: &'static LocalKey<Slot<V>>) -> Load<()> {
    Box::pin(async move { fetch(slot).await.map(drop) })
}

/// A part's view function, with a way to try again after a failed fetch.
pub struct UsePart<V> {
    pub part: Part<V>,
    pub retry: Callback<MouseEvent>,
}

/// The view function of the part in `slot`: at once when loaded, else fetched through the
/// bundle's split point, after which the component renders again. A failed fetch is not
/// kept: Try again fetches anew. (Each part of a chunk that could not be fetched has its own
/// Try again: telling the others when one arrives was measured at 1.2 KB gzip in every lab's
/// first load, session 15, and not kept.)
#[hook]
pub fn use_part<P: 'static>(slot: &'static LocalKey<Slot<View<P>>>) -> UsePart<View<P>> {
    let part = use_state(|| ready(slot).map_or(Part::Loading, Part::Ready));
    let attempt = use_state(|| 0u32);
    {
        let part = part.clone();
        use_effect_with(*attempt, move |_| {
            if !matches!(*part, Part::Ready(_)) {
                wasm_bindgen_futures::spawn_local(async move {
                    match fetch(slot).await {
                        Ok(view) => part.set(Part::Ready(view)),
                        Err(LoadFailed) => part.set(Part::Failed),
                    }
                });
            }
        });
    }
    let retry = {
        let (part, attempt) = (part.clone(), attempt.clone());
        Callback::from(move |_: MouseEvent| {
            part.set(Part::Loading);
            attempt.set(*attempt + 1);
        })
    };
    UsePart { part: *part, retry }
}

/// A part on the page: its view, or while its chunk is fetched a short line, or why it
/// could not be fetched with Try again.
pub fn show<P>(part: UsePart<View<P>>, props: &P) -> Html {
    match part.part {
        Part::Ready(view) => view(props),
        Part::Loading => html! {
            <p class="hint part-loading" aria-busy="true">{ text("shell-part-loading", &[]) }</p>
        },
        Part::Failed => html! {
            <div class="notice part-failed" role="alert">
                <p>{ LoadFailed.message() }</p>
                <button type="button" class="small" onclick={part.retry}>{ text("shell-part-retry", &[]) }</button>
            </div>
        },
    }
}

/// Declares a part of a lab: its slot ([`split_slot!`](crate::split_slot)) and the component
/// that draws it — the view once its chunk is on the page, a short line while it is fetched, why
/// not with Try again if it could not be ([`use_part`](crate::platform::split::use_part),
/// [`show`](crate::platform::split::show)):
///
/// ```ignore
/// split_part!(
///     /// The tiers, node and disk verdicts of a why, fetched when a replica is first selected.
///     WhyDetails(pub WHY_DETAILS: SelectedWhyProps) => why_details
/// );
/// ```
#[macro_export]
macro_rules! split_part {
    ($(#[$meta:meta])* $vis:vis $component:ident($slot_vis:vis $slot:ident: $props:ty) => $view:path) => {
        $crate::split_slot!($slot_vis $slot: $props => $view);

        $(#[$meta])*
        #[::yew::function_component]
        $vis fn $component(props: &$props) -> ::yew::Html {
            $crate::platform::split::show($crate::platform::split::use_part(&$slot), props)
        }
    };
}

/// Declares a part's slot in its lab: `split_slot!(pub WHY_DETAILS: SelectedWhyProps => why_details);`.
/// In wasm the view is fetched with its chunk (the bundle names the view in its split point);
/// natively (tests) it is there from the start.
#[macro_export]
macro_rules! split_slot {
    ($vis:vis $slot:ident: $props:ty => $view:path) => {
        #[cfg(target_family = "wasm")]
        ::std::thread_local! {
            $vis static $slot: $crate::platform::split::Slot<$crate::platform::split::View<$props>> = const { $crate::platform::split::Slot::new(None) };
        }
        #[cfg(not(target_family = "wasm"))]
        ::std::thread_local! {
            $vis static $slot: $crate::platform::split::Slot<$crate::platform::split::View<$props>> = const { $crate::platform::split::Slot::new(Some($view)) };
        }
    };
}

/// Declares a slot of code that draws nothing (a function pointer `$ty`):
/// `split_value!(pub SAVED_READER: SavedReader<Draft> => read_saved);`, fetched with
/// [`fetch`]. In wasm the code comes with its chunk (the bundle names it in its `values`);
/// natively (tests) it is there from the start.
#[macro_export]
macro_rules! split_value {
    ($vis:vis $slot:ident: $ty:ty => $value:path) => {
        #[cfg(target_family = "wasm")]
        ::std::thread_local! {
            $vis static $slot: $crate::platform::split::Slot<$ty> = const { $crate::platform::split::Slot::new(None) };
        }
        #[cfg(not(target_family = "wasm"))]
        ::std::thread_local! {
            $vis static $slot: $crate::platform::split::Slot<$ty> = const { $crate::platform::split::Slot::new(Some($value)) };
        }
    };
}
