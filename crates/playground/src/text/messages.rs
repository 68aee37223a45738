//! The engine's messages ([`Message`]: an id and named arguments) in the
//! page's language: each id is one whole sentence of the Fluent catalogs
//! (`locales/<lang>/engine.ftl`), so a translation can reorder its parts.
//! Byte arguments (names ending in `Bytes`, and `bytes`) are shown in GiB/MiB/TiB,
//! rounded up where a smaller number would not be enough; `…TenThousandths`
//! ones as the decimal they stand for; a list argument's messages are each
//! said in the page's language.

use placement::kernel::message::{Message, MessageArg};

use crate::text::i18n::{self, Value};
use crate::text::units::unit_for;

/// Bytes in the unit they read best in, rounded up to three decimals and
/// written as the page's language writes numbers (the unit stays Kubernetes').
pub fn bytes_up(bytes: i64) -> String {
    // A change may be negative: its size picks the unit.
    let unit = unit_for((bytes as f64).abs());
    let value = (bytes as f64 / unit.bytes() * 1000.0).ceil() / 1000.0;
    format!("{} {}", i18n::locale().number(value), unit.label())
}

/// The message in the page's language (an unknown id shows as the id, so
/// nothing is lost). Byte arguments get their unit; other numbers are shown
/// as the language writes them; an unnamed zone is named by its own message.
pub fn render(message: &Message) -> String {
    let args = arguments(message);
    i18n::format(&message.id, &args).unwrap_or_else(|| message.id.clone())
}

/// The message's arguments as the page shows them (see [`render`]).
pub fn arguments(message: &Message) -> Vec<(&str, Value)> {
    message
        .args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                MessageArg::Text(s) if s.is_empty() && name == "zone" => {
                    Value::Text(i18n::format("longhorn-zone-unnamed", &[]).unwrap_or_default())
                }
                MessageArg::Text(s) => Value::Text(s.clone()),
                MessageArg::Number(n) if name == "bytes" || name.ends_with("Bytes") => {
                    Value::Text(bytes_up(*n))
                }
                MessageArg::Number(n) if name.ends_with("TenThousandths") => i18n::number(*n as f64 / 10_000.0),
                MessageArg::Number(n) => i18n::number(*n as f64),
                MessageArg::List(list) => Value::Text(list_text(name, list)),
            };
            (name.as_str(), value)
        })
        .collect()
}

/// The messages of a list argument, each in the page's language, joined by
/// the catalog's separator (`、` in Japanese); a list of clauses (an argument
/// named `causes`, each part a clause with lists of its own) by the clause
/// separator (`; ` in English).
fn list_text(name: &str, list: &[Message]) -> String {
    let id = if name == "causes" { "message-clause-separator" } else { "message-list-separator" };
    let fallback = if name == "causes" { "; " } else { ", " };
    let separator = i18n::format(id, &[]).unwrap_or_else(|| fallback.into());
    list.iter().map(render).collect::<Vec<_>>().join(&separator)
}

/// An engine sentence in the page's language: its message, or the English
/// text it came with on an English page (the engine's own words: the bundles
/// carry no English copy of `imports.ftl`) and when it has none (an empty id).
pub fn said(message: &Message, english: &str) -> String {
    if message.id.is_empty() || i18n::locale() == i18n::Locale::En {
        english.to_string()
    } else {
        render(message)
    }
}

/// An import's notes in the page's language: each note's message (`texts`
/// and `messages` are side by side), or its English when it has none.
pub fn notes(texts: &[String], messages: &[Message]) -> Vec<String> {
    texts
        .iter()
        .enumerate()
        .map(|(i, text)| messages.get(i).map_or_else(|| text.clone(), |m| said(m, text)))
        .collect()
}

/// A sentence (or label) of the page's own from the catalogs, in the page's
/// language, with text arguments (an unknown id shows as the id).
pub fn text(id: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(&str, Value)> = args
        .iter()
        .map(|(name, value)| (*name, Value::Text((*value).to_string())))
        .collect();
    text_with(id, &args)
}

/// A page sentence with any arguments: counts as [`i18n::number`] (plural
/// selectors read them), names as `Value::Text` (an unknown id shows as the id).
pub fn text_with(id: &str, args: &[(&str, Value)]) -> String {
    i18n::format(id, args).unwrap_or_else(|| id.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a Longhorn scenario (JSON) and returns its result.
    fn longhorn(value: serde_json::Value) -> placement::longhorn::ScheduleResult {
        placement::longhorn::schedule_replicas(&serde_json::from_value(value).unwrap()).unwrap()
    }

    #[test]
    fn why_a_failed_replica_is_not_reused_says_in_english_what_the_engine_wrote() {
        use placement::longhorn::Step;
        let node = |name: &str, extra: serde_json::Value| {
            let mut n = serde_json::json!({"name": name, "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]});
            n.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
            n
        };
        let nodes = serde_json::json!([
            node("ok", serde_json::json!({})), node("ok2", serde_json::json!({})),
            node("cordoned", serde_json::json!({"cordoned": true})),
            node("engine", serde_json::json!({"engineReady": false})),
            node("disk-off", serde_json::json!({"disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "allowScheduling": false}]})),
        ]);
        let failed = |name: &str, on: &str, extra: serde_json::Value| {
            let mut r = serde_json::json!({"name": name, "node": on, "disk": "d", "failedAt": 100});
            r.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
            r
        };
        let volumes = serde_json::json!([
            // Attached: a detached volume reuses nothing (replenishReplicas).
            {"name": "v1", "size": "1Gi", "numberOfReplicas": 6, "attachedNode": "ok", "replicas": [
                failed("retry", "ok", serde_json::json!({"rebuildRetryCount": 5})),
                failed("evict", "ok2", serde_json::json!({"evictionRequested": true})),
                failed("c", "cordoned", serde_json::json!({})),
                failed("e", "engine", serde_json::json!({})),
                failed("d", "disk-off", serde_json::json!({}))]},
            {"name": "v2", "size": "1Gi", "numberOfReplicas": 2, "dataEngine": "v2", "attachedNode": "ok", "replicas": [failed("v2r", "ok", serde_json::json!({}))]},
        ]);
        let result = longhorn(serde_json::json!({"now": 200, "nodes": nodes, "volumes": volumes,
            "settings": {"fast-replica-rebuild-enabled": {"v1": true, "v2": false}}}));
        let mut seen = std::collections::BTreeSet::new();
        for v in &result.volumes {
            for step in &v.steps {
                let Step::Reuse(r) = step else { continue };
                for c in r.considered.iter().filter(|c| !c.reusable) {
                    let message = c.why_not_message.as_ref().expect("a message beside the English");
                    assert_eq!(Some(render(message)), c.why_not, "{}", message.id);
                    seen.insert(message.id.clone());
                }
            }
        }
        for id in ["longhorn-reuse-retry-limit", "longhorn-reuse-evicting", "longhorn-reuse-node-not-schedulable",
            "longhorn-reuse-engine-not-ready", "longhorn-reuse-disk-unavailable", "longhorn-reuse-v2-fast-rebuild-off"] {
            assert!(seen.contains(id), "{id} was not exercised: {seen:?}");
        }
    }

    #[test]
    fn a_volumes_topology_and_linked_clone_notes_say_in_english_what_the_engine_wrote() {
        let disk = serde_json::json!([{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]);
        let nodes = serde_json::json!([{"name": "a", "zone": "z1", "disks": disk}, {"name": "b", "zone": "z2", "disks": disk}]);
        for version in ["master", "v1.12", "v1.12.0"] {
            let result = longhorn(serde_json::json!({"longhornVersion": version, "nodes": nodes, "volumes": [
                {"name": "src", "size": "1Gi", "numberOfReplicas": 1, "replicas": [{"name": "s1", "node": "a", "disk": "d", "healthyAt": 1}]},
                {"name": "v", "size": "1Gi", "numberOfReplicas": 1, "topologyRequirement": [{"zone": "z1"}, {"zone": "z2", "region": "r"}]},
                {"name": "c", "size": "1Gi", "numberOfReplicas": 1, "dataSource": "vol://src", "cloneMode": "linked-clone"},
                {"name": "lost", "size": "1Gi", "numberOfReplicas": 1, "dataSource": "vol://gone", "cloneMode": "linked-clone"}]}));
            let said: Vec<(String, String)> = result.volumes.iter().flat_map(|v| v.volume_notes.iter().map(|m| (m.id.clone(), render(m)))).collect();
            let topology = &result.volumes[1];
            assert_eq!(said.iter().filter(|(id, _)| id.starts_with("longhorn-topology")).count(), 1, "{version}: {said:?}");
            let shown = render(&topology.volume_notes[0]);
            if version == "master" {
                assert!(shown.contains("nodes in zone=z1 | zone=z2,region=r"), "{shown}");
            } else {
                assert_eq!(Some(shown), topology.topology, "the ignored requirement's sentence is the engine's");
            }
            let clone = render(&result.volumes[2].volume_notes[0]);
            if version == "v1.12.0" {
                // Before v1.12.1 (getSrcReplicaNodesAndDisks): the older rule, said as the engine says it.
                assert_eq!(Some(clone.clone()), result.volumes[2].linked_clone, "{version}");
                assert!(clone.contains("replicas being evicted included (s1 (a/d); getSrcReplicaNodesAndDisks)"), "{clone}");
            } else {
                assert!(clone.contains("healthy replica of src (s1 (a/d))"), "{version}: {clone}");
            }
            assert_eq!(Some(render(&result.volumes[3].volume_notes[0])), result.volumes[3].linked_clone);
        }
    }

    #[test]
    fn data_locality_best_effort_is_one_sentence_naming_the_attached_node() {
        let disk = serde_json::json!([{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]);
        let result = longhorn(serde_json::json!({
            "nodes": [{"name": "a", "disks": disk}, {"name": "b", "disks": disk}, {"name": "c", "disks": disk}],
            "volumes": [{"name": "v", "size": "1Gi", "numberOfReplicas": 2, "dataLocality": "best-effort", "attachedNode": "a"}]}));
        let localities: Vec<String> = result.volumes[0].steps.iter().filter_map(|s| match s {
            placement::longhorn::Step::Schedule(d) => d.locality_message.as_ref().map(render),
            _ => None,
        }).collect();
        assert_eq!(localities.first().map(String::as_str),
            Some("Data locality best-effort: the attached node a has no healthy replica, so its candidate disk is preferred."));
    }

    #[test]
    fn every_engine_message_has_an_english_sentence() {
        let ids = placement::longhorn::answer::MESSAGE_IDS.iter().chain(placement::longhorn::diff::MESSAGE_IDS)
            .chain(placement::longhorn::upgrade::MESSAGE_IDS)
            .chain(placement::fleet::answer::MESSAGE_IDS)
            .chain(placement::capacity::answer::MESSAGE_IDS)
            .chain(placement::fleet::diff::MESSAGE_IDS)
            .chain(placement::longhorn::balance::answer::MESSAGE_IDS);
        let english = crate::text::i18n::english();
        for id in ids {
            let text = english.format(id, &[]).unwrap_or_else(|| panic!("{id} has no English text"));
            assert!(
                text.ends_with('.'),
                "{id}: a whole sentence ends with a full stop"
            );
        }
    }

    #[test]
    fn bytes_round_up_so_the_amount_is_enough() {
        let m = Message::new("longhorn-change-free-space")
            .arg("node", "n1")
            .arg("disk", "d")
            .arg("bytes", 5 * (1i64 << 30) + 1)
            .arg("availableBytes", 35 * (1i64 << 30) + 1)
            .arg("currentBytes", 30 * (1i64 << 30));
        assert_eq!(
            render(&m),
            "Set Available of disk d on node n1 to 35.001 GiB or more (it is 30 GiB): free 5.001 GiB there."
        );
    }
}
