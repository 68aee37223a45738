//! The way back from [`Settings`] to Longhorn: `settings.longhorn.io` objects
//! that `kubectl apply -f` accepts, and that [`import_kubectl`] reads back
//! equal.
//!
//! Longhorn keeps every setting as a `longhorn.io/v1beta2` `Setting` object in
//! the `longhorn-system` namespace, named after the setting, with its value as
//! a string (`"true"`, `"25"`, `"best-effort"`). [`settings_to_yaml`] writes one
//! such object per setting the engine models, in a `kind: List`.
//!
//! ```
//! use placement::longhorn::{import_kubectl, settings_to_yaml, Settings};
//! let settings = Settings { storage_minimal_available_percentage: 10, ..Settings::default() };
//! let text = settings_to_yaml(&settings);
//! assert!(text.contains("  metadata:\n    name: storage-minimal-available-percentage\n    namespace: longhorn-system\n  value: \"10\"\n"));
//! assert_eq!(import_kubectl(&text).unwrap().scenario.settings, settings);
//! ```
//!
//! [`import_kubectl`]: super::import_kubectl

use std::fmt::Write;

use super::input::Settings;

/// The namespace Longhorn's `Setting` objects live in.
pub const NAMESPACE: &str = "longhorn-system";

/// The `apiVersion` of the `Setting` objects written.
pub const API_VERSION: &str = "longhorn.io/v1beta2";

/// Every setting the engine models, by its Longhorn name, with its value as
/// Longhorn stores it (a string), in the order the spec lists them.
///
/// ```
/// use placement::longhorn::{setting_values, Settings};
/// let values = setting_values(&Settings::default());
/// assert_eq!(values.len(), 15);
/// assert_eq!(values[0], ("replica-soft-anti-affinity", "false".to_string()));
/// assert!(values.contains(&("default-data-locality", "disabled".into())));
/// assert!(values.contains(&("storage-minimal-available-percentage", "25".into())));
/// ```
#[rustfmt::skip]
pub fn setting_values(s: &Settings) -> Vec<(&'static str, String)> {
    vec![
        ("replica-soft-anti-affinity", text(&s.replica_soft_anti_affinity)),
        ("replica-zone-soft-anti-affinity", text(&s.replica_zone_soft_anti_affinity)),
        ("replica-disk-soft-anti-affinity", text(&s.replica_disk_soft_anti_affinity)),
        ("storage-minimal-available-percentage", text(&s.storage_minimal_available_percentage)),
        ("storage-over-provisioning-percentage", text(&s.storage_over_provisioning_percentage)),
        ("allow-empty-node-selector-volume", text(&s.allow_empty_node_selector_volume)),
        ("allow-empty-disk-selector-volume", text(&s.allow_empty_disk_selector_volume)),
        ("disable-scheduling-on-cordoned-node", text(&s.disable_scheduling_on_cordoned_node)),
        ("replica-replenishment-wait-interval", text(&s.replica_replenishment_wait_interval)),
        ("replica-auto-balance", text(&s.replica_auto_balance)),
        ("replica-auto-balance-disk-pressure-percentage", text(&s.replica_auto_balance_disk_pressure_percentage)),
        ("default-data-locality", text(&s.default_data_locality)),
        ("fast-replica-rebuild-enabled", per_data_engine(&s.fast_replica_rebuild_enabled)),
        ("allow-volume-creation-with-degraded-availability", text(&s.allow_volume_creation_with_degraded_availability)),
        ("offline-replica-rebuilding", text(&s.offline_replica_rebuilding)),
    ]
}

/// A data-engine specific value as Longhorn ≥ 1.10 stores it: `{"v1":"true","v2":"true"}`.
fn per_data_engine(value: &super::input::PerDataEngine) -> String {
    format!(r#"{{"v1":"{}","v2":"{}"}}"#, value.v1, value.v2)
}

/// A value as Longhorn's setting stores it: `true`, `25`, an enum's serde
/// name (`best-effort`).
fn text<T: serde::Serialize>(value: &T) -> String {
    let json = serde_json::to_string(value).unwrap_or_default();
    json.trim_matches('"').to_string()
}

/// The settings as a `kind: List` of `Setting` objects (see the
/// [module documentation](self)), every value double-quoted, preceded by a
/// comment saying how to apply it.
pub fn settings_to_yaml(settings: &Settings) -> String {
    let mut out = String::from(
        "# Longhorn scheduling settings. Apply with: kubectl apply -f longhorn-settings.yaml\n\
         apiVersion: v1\nkind: List\nitems:\n",
    );
    for (name, value) in setting_values(settings) {
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        let _ = write!(
            out,
            "- apiVersion: {API_VERSION}\n  kind: Setting\n  metadata:\n    name: {name}\n    namespace: {NAMESPACE}\n  value: \"{value}\"\n"
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::longhorn::import_kubectl;
    use crate::longhorn::input::{DataLocality, PerDataEngine, ReplicaAutoBalance};

    fn round_trip(settings: &Settings) -> Settings {
        let import = import_kubectl(&settings_to_yaml(settings)).unwrap();
        assert!(import.skipped.is_empty(), "{:?}", import.skipped);
        assert!(import.notes.is_empty(), "{:?}", import.notes);
        import.scenario.settings
    }

    #[test]
    fn defaults_read_back_equal() {
        assert_eq!(round_trip(&Settings::default()), Settings::default());
    }

    /// Each setting alone at a value other than its default comes back.
    #[test]
    fn every_setting_changed_alone_reads_back_equal() {
        let d = Settings::default;
        let changed = [
            Settings {
                replica_soft_anti_affinity: true,
                ..d()
            },
            Settings {
                replica_zone_soft_anti_affinity: false,
                ..d()
            },
            Settings {
                replica_disk_soft_anti_affinity: false,
                ..d()
            },
            Settings {
                storage_minimal_available_percentage: 0,
                ..d()
            },
            Settings {
                storage_over_provisioning_percentage: 250,
                ..d()
            },
            Settings {
                allow_empty_node_selector_volume: false,
                ..d()
            },
            Settings {
                allow_empty_disk_selector_volume: false,
                ..d()
            },
            Settings {
                disable_scheduling_on_cordoned_node: false,
                ..d()
            },
            Settings {
                replica_replenishment_wait_interval: 0,
                ..d()
            },
            Settings {
                replica_auto_balance: ReplicaAutoBalance::LeastEffort,
                ..d()
            },
            Settings {
                replica_auto_balance: ReplicaAutoBalance::BestEffort,
                ..d()
            },
            Settings {
                replica_auto_balance_disk_pressure_percentage: 0,
                ..d()
            },
            Settings {
                default_data_locality: DataLocality::BestEffort,
                ..d()
            },
            Settings {
                default_data_locality: DataLocality::StrictLocal,
                ..d()
            },
            Settings {
                fast_replica_rebuild_enabled: PerDataEngine {
                    v1: true,
                    v2: false,
                },
                ..d()
            },
            Settings {
                allow_volume_creation_with_degraded_availability: false,
                ..d()
            },
            Settings {
                offline_replica_rebuilding: true,
                ..d()
            },
        ];
        for s in &changed {
            assert_ne!(*s, d());
            assert_eq!(round_trip(s), *s);
        }
        // Every setting written is one of those changed above: a new setting
        // in `setting_values` must get a case here.
        let names: Vec<_> = setting_values(&d()).into_iter().map(|(n, _)| n).collect();
        let differing: std::collections::BTreeSet<_> = changed
            .iter()
            .flat_map(|s| {
                setting_values(s)
                    .into_iter()
                    .zip(setting_values(&d()))
                    .filter(|(a, b)| a != b)
                    .map(|(a, _)| a.0)
            })
            .collect();
        assert_eq!(differing.len(), names.len(), "{differing:?} vs {names:?}");
    }

    /// A field added to `Settings` must be written too: the names are the
    /// kebab-case forms of the fields.
    #[test]
    fn every_field_of_settings_is_written() {
        let json = serde_json::to_value(Settings::default()).unwrap();
        let mut fields: Vec<String> = json
            .as_object()
            .unwrap()
            .keys()
            .map(|k| {
                k.chars()
                    .flat_map(|c| match c.is_ascii_uppercase() {
                        true => vec!['-', c.to_ascii_lowercase()],
                        false => vec![c],
                    })
                    .collect()
            })
            .collect();
        fields.sort();
        let mut names: Vec<String> = setting_values(&Settings::default())
            .into_iter()
            .map(|(n, _)| n.to_string())
            .collect();
        names.sort();
        assert_eq!(names, fields);
    }

    #[test]
    fn all_changed_at_once_reads_back_equal() {
        let s = Settings {
            replica_soft_anti_affinity: true,
            replica_zone_soft_anti_affinity: false,
            replica_disk_soft_anti_affinity: false,
            storage_minimal_available_percentage: 100,
            storage_over_provisioning_percentage: 0,
            allow_empty_node_selector_volume: false,
            allow_empty_disk_selector_volume: false,
            disable_scheduling_on_cordoned_node: false,
            replica_replenishment_wait_interval: 86_400,
            replica_auto_balance: ReplicaAutoBalance::BestEffort,
            replica_auto_balance_disk_pressure_percentage: 75,
            default_data_locality: DataLocality::StrictLocal,
            fast_replica_rebuild_enabled: PerDataEngine {
                v1: false,
                v2: false,
            },
            allow_volume_creation_with_degraded_availability: false,
            offline_replica_rebuilding: true,
        };
        assert_eq!(round_trip(&s), s);
    }

    #[test]
    fn objects_are_what_longhorn_stores() {
        let text = settings_to_yaml(&Settings::default());
        assert!(text.starts_with("# Longhorn scheduling settings."));
        assert!(text.contains("\napiVersion: v1\nkind: List\nitems:\n- apiVersion: longhorn.io/v1beta2\n  kind: Setting\n  metadata:\n    name: replica-soft-anti-affinity\n    namespace: longhorn-system\n  value: \"false\"\n"));
        assert_eq!(text.matches("kind: Setting\n").count(), 15);
        assert!(text.contains("    name: replica-auto-balance\n    namespace: longhorn-system\n  value: \"disabled\"\n"));
        assert!(text.contains("    name: default-data-locality\n    namespace: longhorn-system\n  value: \"disabled\"\n"));
        // types/setting.go: data-engine specific, stored as JSON with one string per engine.
        assert!(text.contains("    name: fast-replica-rebuild-enabled\n    namespace: longhorn-system\n  value: \"{\\\"v1\\\":\\\"true\\\",\\\"v2\\\":\\\"true\\\"}\"\n"));
        assert!(text.ends_with("    name: offline-replica-rebuilding\n    namespace: longhorn-system\n  value: \"false\"\n"));
    }
}
