//! Presets: every scenario of the docs page (spec §6), manual partitions with
//! unmatched clusters, and an offline cluster holding a slot.

use std::collections::BTreeMap;

use placement::fleet::strategy_to_yaml;

use super::draft::{
    BehaviorKind, FleetDraft, GroupDraft, LabelRule, PartitionDraft, RolloutDraft, Scenario,
    StartDraft, StrategyDraft,
};

/// The presets' ids, which [`preset`] builds, for the tests that run every one (the picker and
/// the gallery read [`crate::platform::catalog`], whose titles and captions they have and whose
/// list `shell::catalog_tests` checks against this one).
#[cfg(test)]
pub const PRESETS: &[&str] = &[
    "defaults-200",
    "pct25-230",
    "pct10-50",
    "pct10-100-notready",
    "pct10-100-update",
    "partitions10-200",
    "manual-strict",
    "storm-5",
    "storm-4",
    "storm-drift",
    "manual-unmatched",
    "offline-slot",
    "live-rollback",
];

fn fleet(count: usize, default_behavior: BehaviorKind) -> FleetDraft {
    FleetDraft {
        pattern: "c-###".into(),
        count: count.to_string(),
        rules: Vec::new(),
        rest: String::new(),
        overrides: BTreeMap::new(),
        behaviors: BTreeMap::new(),
        namespaces: BTreeMap::new(),
        starts: BTreeMap::new(),
        default_behavior,
        groups: Vec::new(),
        imported: None,
    }
}

fn strategy(max_unavailable: &str, auto_partition_size: &str) -> StrategyDraft {
    StrategyDraft {
        max_unavailable: max_unavailable.into(),
        auto_partition_size: auto_partition_size.into(),
        ..StrategyDraft::default()
    }
}

fn partition(name: &str, selector: &str) -> PartitionDraft {
    PartitionDraft {
        name: name.into(),
        cluster_selector: selector.into(),
        ..PartitionDraft::default()
    }
}

/// A rollback caught mid-way: the bundle is back at version 1, six clusters
/// still run version 2, one was promoted to 2 but its apply failed (it still
/// runs 1), the other thirteen run 1 with 2 staged.
fn live_rollback() -> FleetDraft {
    let mut f = fleet(20, BehaviorKind::Ready);
    let start = |staged: &str, deployed: &str, applied: &str, error: &str| StartDraft {
        staged: staged.into(),
        deployed: deployed.into(),
        applied: applied.into(),
        ready: true,
        modified: false,
        error: error.into(),
        ..StartDraft::default()
    };
    for i in 0..20 {
        let s = match i {
            0..=5 => start("2", "2", "2", ""),
            6 => start("2", "2", "1", "image pull failed"),
            _ => start("2", "1", "1", ""),
        };
        f.starts.insert(super::draft::cluster_name("c-###", i), s);
    }
    f
}

/// The draft of a preset (with its YAML), or `None` for an unknown id.
pub fn preset(id: &str) -> Option<RolloutDraft> {
    use BehaviorKind::*;
    let (fleet, strategy, scenario) = match id {
        "defaults-200" => (
            fleet(200, ReadyLater),
            StrategyDraft::default(),
            Scenario::Initial,
        ),
        "pct25-230" => (fleet(230, Ready), strategy("10%", "25%"), Scenario::Initial),
        "pct10-50" => (
            fleet(50, Ready),
            strategy("10%", ""),
            Scenario::InitialThenUpdate,
        ),
        "pct10-100-notready" => (fleet(100, NotReady), strategy("10%", ""), Scenario::Initial),
        "pct10-100-update" => (fleet(100, Ready), strategy("10%", ""), Scenario::Update),
        "partitions10-200" => {
            let mut s = strategy("", "10%");
            s.max_unavailable_partitions = "1".into();
            (fleet(200, Ready), s, Scenario::Initial)
        }
        "manual-strict" => {
            let mut f = fleet(40, Ready);
            f.rules = vec![LabelRule {
                percent: "10".into(),
                labels: "env=staging".into(),
            }];
            f.rest = "env=prod".into();
            let mut s = strategy("0", "");
            s.partitions = vec![
                partition("staging", "env=staging"),
                partition("prod", "env=prod"),
            ];
            for p in &mut s.partitions {
                p.max_unavailable = "0".into();
            }
            (f, s, Scenario::InitialThenUpdate)
        }
        "storm-5" | "storm-4" | "storm-drift" => {
            let mut f = fleet(200, Ready);
            let (bad, kind) = match id {
                "storm-4" => (4, NotReady),
                "storm-drift" => (5, Drifted),
                _ => (5, NotReady),
            };
            for i in 0..bad {
                f.behaviors.insert(format!("c-{:03}", i * 7), kind);
            }
            (f, strategy("10%", "40"), Scenario::Initial)
        }
        "manual-unmatched" => {
            let mut f = fleet(100, Ready);
            f.rules = vec![
                LabelRule {
                    percent: "10".into(),
                    labels: "env=staging".into(),
                },
                LabelRule {
                    percent: "60".into(),
                    labels: "env=prod".into(),
                },
            ];
            f.rest = "env=dev".into();
            f.groups = vec![GroupDraft {
                name: "prod-eu".into(),
                namespace: String::new(),
                labels: "region=eu".into(),
                selector: "env=prod".into(),
            }];
            let mut s = strategy("10%", "");
            s.partitions = vec![
                partition("staging", "env=staging"),
                PartitionDraft {
                    name: "prod".into(),
                    cluster_group: "prod-eu".into(),
                    ..PartitionDraft::default()
                },
                PartitionDraft {
                    name: "later".into(),
                    ..PartitionDraft::default()
                },
            ];
            (f, s, Scenario::Initial)
        }
        "offline-slot" => {
            let mut f = fleet(20, Ready);
            f.behaviors.insert("c-003".into(), Offline);
            (f, strategy("1", ""), Scenario::Update)
        }
        "live-rollback" => (live_rollback(), strategy("2", ""), Scenario::AsTheyStand),
        _ => return None,
    };
    let mut draft = RolloutDraft {
        preset: id.into(),
        fleet,
        strategy,
        scenario,
        version: if id == "live-rollback" {
            "1".into()
        } else {
            String::new()
        },
        yaml: String::new(),
    };
    draft.sync_yaml();
    Some(draft)
}

impl RolloutDraft {
    /// Rewrites the YAML from the form, when the form's strategy reads.
    pub fn sync_yaml(&mut self) {
        let mut errors = Default::default();
        let strategy = self.strategy.parse(&mut errors);
        if errors.is_empty() {
            self.yaml = strategy_to_yaml(&strategy);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use placement::fleet::{simulate_rollout, Outcome};

    fn run(id: &str) -> placement::fleet::RolloutSimulation {
        let draft = preset(id).unwrap();
        simulate_rollout(&draft.parse().unwrap().input).unwrap()
    }

    #[test]
    fn every_preset_parses_and_simulates() {
        for id in PRESETS {
            let draft = preset(id).unwrap();
            assert!(!draft.yaml.is_empty(), "{id}");
            let input = draft
                .parse()
                .unwrap_or_else(|e| panic!("{id}: {e:?}"))
                .input;
            simulate_rollout(&input).unwrap_or_else(|e| panic!("{id}: {e}"));
        }
    }

    /// The draft's parse (in `draft.rs`), on a preset's draft with bad fields.
    #[test]
    fn every_bad_field_is_reported() {
        let mut draft = preset("defaults-200").unwrap();
        draft.strategy.max_unavailable = "ten".into();
        draft.strategy.max_new = "lots".into();
        draft.fleet.count = "abc".into();
        draft.strategy.partitions.push(PartitionDraft {
            cluster_selector: "env in (a".into(),
            ..Default::default()
        });
        let errors = draft.parse().unwrap_err();
        // "ten" is kept as typed: Fleet reads it only when a reconcile reaches
        // it, so the engine's run reports it then (#37), not the form.
        assert!(!errors.contains_key("rolloutStrategy.maxUnavailable"), "{errors:?}");
        assert!(errors["rolloutStrategy.maxNew"].contains("whole number"));
        assert!(errors["fleet.count"].contains("whole number"));
        assert!(errors["rolloutStrategy.partitions[0].clusterSelector"].contains("')'"));
    }

    #[test]
    fn docs_scenarios_behave_as_the_code() {
        assert_eq!(
            run("defaults-200").rounds[..4]
                .iter()
                .map(|r| r.created)
                .collect::<Vec<_>>(),
            [50; 4]
        );
        let sizes: Vec<u64> = run("pct25-230")
            .partitions
            .iter()
            .map(|p| p.count)
            .collect();
        assert_eq!(sizes, [57, 57, 57, 57, 2]);
        let nr = run("pct10-100-notready");
        assert_eq!((nr.rounds[0].created, nr.rounds[1].created), (50, 50));
        assert_eq!(run("pct10-100-update").rounds[0].promoted, 10);
        assert_eq!(run("partitions10-200").partitions.len(), 10);
        let strict = run("manual-strict");
        let after: u64 = strict
            .rounds
            .iter()
            .filter(|r| r.round >= super::super::draft::UPDATE_ROUND)
            .map(|r| r.promoted)
            .sum();
        assert_eq!(after, 0);
        assert!(matches!(run("storm-5").outcome, Outcome::Stalled { .. }));
        assert!(run("storm-4").rounds.last().unwrap().stopped.is_none());
        let drift = run("storm-drift");
        assert!(matches!(drift.outcome, Outcome::Complete { .. }));
        assert_eq!(drift.rounds.last().unwrap().end.modified, 5);
        assert!(matches!(
            run("offline-slot").outcome,
            Outcome::Stalled { .. }
        ));
        // The rollback: version-2 clusters wait applied (applied 2 ≠ wanted 1); c-006
        // applied 1 but has 2 staged: OutOfSync; two slots of maxUnavailable 2. Its
        // Deployed condition still says why version 2 failed, and MessageFromDeployment
        // shows it whatever the state (#37).
        let rollback = run("live-rollback");
        let r1 = &rollback.rounds[0];
        assert_eq!(
            r1.status.ready_message,
            "OutOfSync(14) [Cluster fleet-default/c-006: image pull failed]; WaitApplied(6) [Cluster fleet-default/c-000]"
        );
        assert_eq!(
            r1.promoted, 2,
            "c-006 is unavailable and always promoted; one slot is left"
        );
        assert!(matches!(rollback.outcome, Outcome::Complete { .. }));
        let unmatched = run("manual-unmatched");
        assert!(unmatched.clusters.iter().any(|c| c.partitions.is_empty()));
        assert!(!unmatched.warnings.is_empty());
    }

    #[test]
    fn how_fleet_formed_the_partitions_and_its_warnings_say_in_english_what_the_engine_wrote() {
        let mut checked = 0;
        let mut check = |sim: &placement::fleet::RolloutSimulation, what: &str| {
            assert_eq!(sim.explanation.len(), sim.explanation_messages.len(), "{what}");
            assert_eq!(sim.warnings.len(), sim.warning_messages.len(), "{what}");
            for (text, message) in sim.explanation.iter().zip(&sim.explanation_messages).chain(sim.warnings.iter().zip(&sim.warning_messages)) {
                if message.id == "fleet-partitions-manual-membership" || message.id.ends_with("-unnamed") {
                    continue; // their English says {} and "(unnamed)" once, the engine's text as it always did
                }
                assert_eq!(&crate::text::messages::render(message), text, "{what}: {}", message.id);
                checked += 1;
            }
        };
        for id in PRESETS {
            let input = preset(id).unwrap().parse().unwrap().input;
            check(&placement::fleet::simulate_rollout(&input).unwrap(), id);
        }
        // Values no preset has: negative numbers, a partition without criteria, an unknown group, few targets.
        let odd: placement::fleet::RolloutInput = serde_json::from_value(serde_json::json!({
            "rolloutStrategy": {"maxUnavailable": -1, "maxUnavailablePartitions": -2, "maxNew": -3, "autoPartitionThreshold": -4, "autoPartitionSize": -5,
                "partitions": [{"name": "none"}, {"name": "g", "clusterGroup": "nope"}, {"clusterName": "c-1", "maxUnavailable": -6}]},
            "clusters": [{"name": "c-1"}, {"name": "c-2"}]})).unwrap();
        check(&placement::fleet::simulate_rollout(&odd).unwrap(), "odd");
        // Values Fleet never reads and a group it skips (#37).
        let lenient: placement::fleet::RolloutInput = serde_json::from_value(serde_json::json!({
            "rolloutStrategy": {"autoPartitionSize": "abc", "partitions": [{"name": "e", "clusterName": "nope", "maxUnavailable": "x"},
                {"name": "g", "clusterGroup": "bad"}]},
            "clusterGroups": [{"name": "bad", "selector": {"matchExpressions": [{"key": "env", "operator": "In", "values": []}]}}],
            "clusters": [{"name": "c-1"}]})).unwrap();
        check(&placement::fleet::simulate_rollout(&lenient).unwrap(), "lenient");
        for strategy in [serde_json::json!({"autoPartitionSize": "abc"}), serde_json::json!({"autoPartitionSize": "abc", "autoPartitionThreshold": 0})] {
            let unread: placement::fleet::RolloutInput = serde_json::from_value(serde_json::json!({"rolloutStrategy": strategy, "clusters": [{"name": "c-1"}]})).unwrap();
            check(&placement::fleet::simulate_rollout(&unread).unwrap(), "unread");
        }
        for strategy in [serde_json::json!({"autoPartitionSize": 0}), serde_json::json!({"autoPartitionThreshold": 0}), serde_json::json!({})] {
            let few: placement::fleet::RolloutInput = serde_json::from_value(serde_json::json!({"rolloutStrategy": strategy, "clusters": [{"name": "c-1"}]})).unwrap();
            check(&placement::fleet::simulate_rollout(&few).unwrap(), "few");
        }
        assert!(checked >= 20, "{checked} sentences checked");
    }
}
