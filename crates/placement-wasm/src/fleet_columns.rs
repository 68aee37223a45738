//! A simulation's cluster list written as columns: one text of every
//! distinct string and one `Uint32Array` of numbers, from which
//! `fleet_columns.js` builds the same objects serde would have written.
//!
//! Why not JSON or serde-wasm-bindgen: the list is nearly all of a large
//! simulation's result (10,000 clusters: 2.3 MB of JSON), and building its
//! objects was most of a call's time. serde_json writes the text in `-Oz`
//! wasm, `JSON.parse` reads it back (both byte by byte); serde-wasm-bindgen
//! crosses into JS once per field. Here Rust only appends numbers and
//! strings, and JS builds each cluster with one object literal — the
//! fastest way V8 has to make an object of a known shape (docs/performance.md,
//! "Every call near native").

use placement::fleet::{BundleState, ClusterResult, TimelineKind};
use wasm_bindgen::prelude::*;

use crate::columns;

#[wasm_bindgen(module = "/src/fleet_columns.js")]
extern "C" {
    #[wasm_bindgen(js_name = clusterList)]
    fn cluster_list(text: &str, ends: &[u32], numbers: &[u32]) -> JsValue;
}

/// Bits of a cluster's flags (`fleet_columns.js` reads the same).
const JOINED: u32 = 1;
const PAUSED: u32 = 2;
const HAS_DEPLOYMENT_STATE: u32 = 4;
const HAS_DEPLOYMENT: u32 = 8;
const READY: u32 = 16;
const ERROR: u32 = 32;
const MODIFIED: u32 = 64;

/// `clusters` as the JS array serde would write (`to_js` of the list).
pub fn clusters_js(clusters: &[ClusterResult]) -> JsValue {
    let mut strings = Strings::default();
    let mut numbers = Vec::with_capacity(clusters.len() * 11);
    let mut namespace: Option<(&str, u32)> = None;
    for cluster in clusters {
        let name = strings.push(&cluster.name);
        // Nearly every cluster shares its namespace with the one before.
        let namespace_id = match namespace {
            Some((text, id)) if text == cluster.namespace => id,
            _ => strings.push(&cluster.namespace),
        };
        namespace = Some((&cluster.namespace, namespace_id));
        let mut flags = bit(cluster.joined, JOINED)
            | bit(cluster.paused, PAUSED)
            | bit(cluster.deployment_state.is_some(), HAS_DEPLOYMENT_STATE);
        let mut versions = [0; 3];
        if let Some(d) = &cluster.deployment {
            flags |= HAS_DEPLOYMENT
                | bit(d.ready, READY)
                | bit(d.error, ERROR)
                | bit(d.modified, MODIFIED);
            versions = [d.staged, d.deployed, d.applied];
        }
        let state = strings.state(cluster.state);
        let deployment_state = cluster.deployment_state.map_or(0, |s| strings.state(s));
        // One record: 10 numbers, then the partitions, then 3 per timeline event.
        numbers.extend_from_slice(&[name, namespace_id, flags, state, deployment_state]);
        numbers.extend_from_slice(&versions);
        numbers.extend_from_slice(&[
            cluster.partitions.len() as u32,
            cluster.timeline.len() as u32,
        ]);
        numbers.extend_from_slice(&cluster.partitions);
        for event in &cluster.timeline {
            numbers.extend_from_slice(&[
                event.round,
                strings.event_kind(event.kind),
                event.version,
            ]);
        }
    }
    cluster_list(&strings.all.text, &strings.all.ends, &numbers)
}

fn bit(set: bool, flag: u32) -> u32 {
    if set { flag } else { 0 }
}

/// The list's strings ([`columns::Strings`]) and the string id of each
/// `BundleState` (by its index) and `TimelineKind` (by its discriminant) written so far.
#[derive(Default)]
struct Strings {
    all: columns::Strings,
    state_ids: [Option<u32>; 8],
    kind_ids: [Option<u32>; 16],
}

impl Strings {
    fn push(&mut self, s: &str) -> u32 {
        self.all.push(s)
    }

    fn state(&mut self, state: BundleState) -> u32 {
        if let Some(id) = self.state_ids[state.index()] {
            return id;
        }
        // Serde writes a state as its variant's name, which is Fleet's (`as_str`).
        let id = self.push(state.as_str());
        self.state_ids[state.index()] = Some(id);
        id
    }

    fn event_kind(&mut self, kind: TimelineKind) -> u32 {
        if let Some(id) = self.kind_ids[kind as usize] {
            return id;
        }
        let id = self.all.serde_name(&kind);
        self.kind_ids[kind as usize] = Some(id);
        id
    }
}
