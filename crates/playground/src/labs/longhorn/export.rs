//! "Export settings": the lab's settings as `settings.longhorn.io` objects
//! (`placement::longhorn::settings_to_yaml`), to copy or download as
//! `longhorn-settings.yaml` and `kubectl apply -f`.

use placement::longhorn::settings_to_yaml;
use yew::prelude::*;

use crate::text::messages::text;

use super::draft::{DraftSettings, FieldErrors};

/// The file the YAML downloads as.
pub const FILE_NAME: &str = "longhorn-settings.yaml";

#[derive(Properties, PartialEq)]
pub struct SettingsExportProps {
    /// The settings as typed.
    pub settings: DraftSettings,
}

/// The settings as YAML, or the fields to fix first.
fn yaml(settings: &DraftSettings) -> Result<String, FieldErrors> {
    let mut errors = FieldErrors::new();
    let settings = settings.parse(&mut errors);
    if errors.is_empty() {
        Ok(settings_to_yaml(&settings))
    } else {
        Err(errors)
    }
}

crate::split_part!(
    /// The settings' export, on the Settings tab: its code is in that tab's chunk
    /// (`longhorn_settings`, src/bin/longhorn.rs).
    pub SettingsExport(pub SETTINGS_EXPORT: SettingsExportProps) => settings_export
);

/// The export's view, in the chunk (its copy button keeps state: a component of its own).
pub fn settings_export(props: &SettingsExportProps) -> Html {
    html! { <Export settings={props.settings.clone()} /> }
}

#[function_component]
fn Export(props: &SettingsExportProps) -> Html {
    let copied = use_state(|| false);
    let result = yaml(&props.settings);
    {
        // A copied note belongs to the text it copied.
        let copied = copied.clone();
        use_effect_with(props.settings.clone(), move |_| copied.set(false));
    }
    let body = match result {
        Err(errors) => html! {
            // The heading sentence, then each setting with its own (whole) error sentence.
            <div class="notice import-error" role="alert" id="export-settings-error">
                <p>{ text("lh-export-fix-first", &[]) }</p>
                <ul>{ for errors.iter().map(|(k, v)| html! { <li><code>{ k.trim_start_matches("settings.").to_string() }</code>{ ": " }{ v }</li> }) }</ul>
            </div>
        },
        Ok(yaml_text) => {
            let on_copy = {
                let yaml_text = yaml_text.clone();
                let copied = copied.clone();
                Callback::from(move |_: MouseEvent| {
                    let (yaml_text, copied) = (yaml_text.clone(), copied.clone());
                    wasm_bindgen_futures::spawn_local(async move {
                        copied.set(crate::platform::export::copy_text(&yaml_text).await);
                    });
                })
            };
            let on_download = {
                let yaml_text = yaml_text.clone();
                Callback::from(move |_: MouseEvent| {
                    crate::platform::export::download(FILE_NAME, &yaml_text, "application/yaml")
                })
            };
            html! {
                <>
                    <textarea id="export-settings-yaml" aria-label={text("lh-export-label", &[])} readonly=true wrap="off"
                        rows="12" spellcheck="false" value={yaml_text} />
                    <div class="export-actions">
                        <button type="button" id="export-settings-copy" class="small" onclick={on_copy}>
                            { text(if *copied { "lh-export-copied" } else { "lh-export-copy" }, &[]) }
                        </button>
                        <button type="button" id="export-settings-download" class="small" onclick={on_download}>
                            { text("lh-export-download", &[("file", FILE_NAME)]) }
                        </button>
                    </div>
                </>
            }
        }
    };
    html! {
        <details class="lh-export" id="export-settings">
            <summary id="export-settings-toggle">{ text("lh-export-heading", &[]) }</summary>
            <p class="hint">
                { text("lh-export-hint", &[("kind", "settings.longhorn.io"), ("namespace", "longhorn-system")]) }{ " " }
                <code>{ format!("kubectl apply -f {FILE_NAME}") }</code>
            </p>
            { body }
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use placement::longhorn::{import_kubectl, Settings};

    #[test]
    fn the_form_exports_what_it_shows() {
        let settings = DraftSettings {
            replica_soft_anti_affinity: true,
            storage_over_provisioning_percentage: " 300 ".into(),
            ..DraftSettings::default()
        };
        let text = yaml(&settings).unwrap();
        let back = import_kubectl(&text).unwrap().scenario.settings;
        assert_eq!(
            back,
            Settings {
                replica_soft_anti_affinity: true,
                storage_over_provisioning_percentage: 300,
                ..Settings::default()
            }
        );
        assert_eq!(
            DraftSettings::from(&back),
            DraftSettings {
                storage_over_provisioning_percentage: "300".into(),
                ..settings
            }
        );
    }

    #[test]
    fn a_field_to_fix_is_named_not_exported() {
        let settings = DraftSettings {
            storage_minimal_available_percentage: "120".into(),
            replica_replenishment_wait_interval: "soon".into(),
            ..DraftSettings::default()
        };
        let errors = yaml(&settings).unwrap_err();
        assert_eq!(
            errors.keys().collect::<Vec<_>>(),
            [
                "settings.replica-replenishment-wait-interval",
                "settings.storage-minimal-available-percentage"
            ]
        );
    }
}
