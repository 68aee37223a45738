//! The per-node and per-disk rows of a Longhorn explanation written as
//! columns: under `explain: 'full'` a replica's search lists every node, every
//! disk (with its `Fits` numbers) and every candidate — at 1,000 nodes × 4
//! disks, 5.1 of a result's 5.6 MB of JSON, and most of a call's time when
//! written as JSON text or as JS objects field by field. Here Rust appends
//! numbers and strings, and `longhorn_columns.js` builds each row with one
//! object literal in serde's key order (as `fleet_columns` does for a Fleet
//! cluster list; docs/performance.md, "Wasm calls near native").
//!
//! The rest of a result is written as JSON text with these lists empty (the
//! tiers' node names and a few fields a step: serde-wasm-bindgen, which wrote
//! the prepared parts before, is no longer in the longhorn module); JS then
//! puts each list in its place, a key serde already wrote, so the keys keep
//! serde's order.

use std::collections::HashMap;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use placement::longhorn::balance::{DiskRef, ScoredCandidate, SkippedCandidate, StageOutcome};
use placement::longhorn::{
    DiskExplanation, DiskScheduled, MostUsableEntry, NodeExplanation, Pick, ReplicaDecision, ScheduleResult, Step, VolumeResult,
};

use crate::columns::Strings;
use crate::convert::to_js;

#[wasm_bindgen(module = "/src/longhorn_columns.js")]
extern "C" {
    /// Puts the decisions' lists into `value` (`shape`: see [`Shape`]).
    #[wasm_bindgen(js_name = fillRows)]
    fn fill_rows(value: &JsValue, shape: u32, text: &str, ends: &[u32], numbers: &[f64]);
    /// A result's `disksAfter`.
    #[wasm_bindgen(js_name = disksAfter)]
    fn disks_after(text: &str, ends: &[u32], numbers: &[f64]) -> JsValue;
}

/// Where the steps are in the value written (`longhorn_columns.js` reads the same numbers).
#[derive(Clone, Copy)]
enum Shape {
    /// A `ScheduleResult`: `volumes[i].steps`.
    Schedule = 0,
    /// A `VolumeResult`: `steps`.
    Volume = 1,
    /// A list of steps.
    Steps = 2,
}

/// A row's flags, each its bit by position (`longhorn_columns.js` reads the same): a
/// disk row's optional keys and booleans; a node row's seven booleans are bits 0–6 in serde's order.
#[derive(Clone, Copy)]
enum Bit {
    HasReason,
    HasFits,
    HasRecorded,
    Recorded,
    Positive,
    ActualOk,
    ScheduleOk,
    Fits,
}

/// A schedule result as JS, its rows as columns, the rest as JSON text (whole-input calls).
pub fn schedule_js(mut result: ScheduleResult) -> Result<JsValue, JsValue> {
    let mut rows = Rows::default();
    for volume in &mut result.volumes {
        rows.take(&mut volume.steps);
    }
    let after = disks_after_js(std::mem::take(&mut result.disks_after));
    let value = rows.fill(to_js(&result)?, Shape::Schedule)?;
    let _ = js_sys::Reflect::set(&value, &"disksAfter".into(), &after);
    Ok(value)
}

/// A result's `disksAfter` (every disk of the cluster) as JS, from columns.
pub fn disks_after_js(disks: Vec<DiskScheduled>) -> JsValue {
    let mut rows = Rows::default();
    for d in &disks {
        let (node, disk) = (rows.name(&d.node), rows.name(&d.disk));
        // i64 as the nearest f64, as JSON.parse reads serde_json's digits.
        rows.numbers.extend_from_slice(&[node, disk, d.before as f64, d.after as f64]);
    }
    disks_after(&rows.strings.text, &rows.strings.ends, &rows.numbers)
}

/// A volume result as JS, its rows as columns, the rest as JSON text.
pub fn volume_js(mut volume: VolumeResult) -> Result<JsValue, JsValue> {
    let mut rows = Rows::default();
    rows.take(&mut volume.steps);
    rows.fill(to_js(&volume)?, Shape::Volume)
}

/// A volume's steps as JS (a prepared result's part), its rows as columns, the rest as JSON text.
pub fn steps_js(mut steps: Vec<Step>) -> Result<JsValue, JsValue> {
    let mut rows = Rows::default();
    rows.take(&mut steps);
    rows.fill(to_js(&steps)?, Shape::Steps)
}

/// The rows taken out of the decisions, in the order of the steps.
#[derive(Default)]
struct Rows {
    strings: Strings,
    numbers: Vec<f64>,
    /// The id of each node and disk name written: a 1,000-node result names each node in
    /// three lists of every decision and each disk name thousands of times; cut once in JS,
    /// they cost 8 of 28 ms a call (load 6) when every occurrence was a string of its own.
    names: HashMap<String, u32>,
    /// The id of each verdict's name (node verdicts at their discriminant, disk verdicts after 16).
    verdicts: [Option<u32>; 32],
    empty: Option<u32>,
}

impl Rows {
    /// Takes the rows out of every decision of `steps` (a reuse step's search too).
    fn take(&mut self, steps: &mut [Step]) {
        for step in steps {
            let decision = match step {
                Step::Schedule(d) | Step::Precheck(d) => d,
                Step::Reuse(r) => match &mut r.search {
                    Some(d) => d,
                    None => continue,
                },
                Step::Wait(_) | Step::Skip(_) => continue,
            };
            self.decision(decision);
        }
    }

    /// One decision: the three counts, then its nodes, disks and candidates, then its pick's lists.
    fn decision(&mut self, decision: &mut ReplicaDecision) {
        let nodes = std::mem::take(&mut decision.nodes);
        let disks = std::mem::take(&mut decision.disks);
        let candidates = std::mem::take(&mut decision.candidates);
        self.numbers
            .extend_from_slice(&[nodes.len() as f64, disks.len() as f64, candidates.len() as f64]);
        nodes.iter().for_each(|n| self.node(n));
        disks.iter().for_each(|d| self.disk(d));
        for DiskRef { node, disk } in &candidates {
            let node = self.name(node);
            let disk = self.name(disk);
            self.numbers.extend_from_slice(&[node, disk]);
        }
        self.pick(decision.pick.as_mut());
    }

    /// A pick's lists (with 1,000 nodes × 4 disks, the balance stages' 5,000 scored candidates):
    /// 0 for no pick, else 1 and both stages for a balance pick, 2 and the entries for the older one.
    fn pick(&mut self, pick: Option<&mut Pick>) {
        match pick {
            None => self.numbers.push(0.0),
            Some(Pick::Balance(b)) => {
                self.numbers.push(1.0);
                self.stage(&mut b.node_stage);
                self.stage(&mut b.disk_stage);
            }
            Some(Pick::MostUsable(m)) => {
                let entries = std::mem::take(&mut m.entries);
                self.numbers.extend_from_slice(&[2.0, entries.len() as f64]);
                for MostUsableEntry { name, usable } in &entries {
                    let name = self.name(name);
                    self.numbers.extend_from_slice(&[name, *usable as f64]);
                }
            }
        }
    }

    /// A balance stage: the counts of its entries, candidates and skipped, then each.
    fn stage(&mut self, stage: &mut StageOutcome) {
        let entries = std::mem::take(&mut stage.entries);
        let candidates = std::mem::take(&mut stage.candidates);
        let skipped = std::mem::take(&mut stage.skipped);
        self.numbers
            .extend_from_slice(&[entries.len() as f64, candidates.len() as f64, skipped.len() as f64]);
        self.usables(&entries);
        candidates.iter().for_each(|c| self.scored(c));
        self.usables(&skipped);
    }

    fn usables(&mut self, list: &[SkippedCandidate]) {
        for SkippedCandidate { name, usable } in list {
            let name = self.name(name);
            self.numbers.extend_from_slice(&[name, *usable as f64]);
        }
    }

    /// A scored candidate: 9 numbers, then its vector. A score or mean that is not finite
    /// goes as it is; JS writes it `null`, as serde_json does (`kernel::score` says so by type).
    fn scored(&mut self, c: &ScoredCandidate) {
        let name = self.name(&c.name);
        self.numbers.extend_from_slice(&[
            name,
            c.usable as f64,
            c.max as f64,
            c.min as f64,
            c.mean,
            c.score,
            f64::from(u8::from(c.per_node_score.is_some())),
            c.per_node_score.unwrap_or(0.0),
            c.vector.len() as f64,
        ]);
        self.numbers.extend(c.vector.iter().map(|&v| v as f64));
    }

    fn node(&mut self, n: &NodeExplanation) {
        let bools = [
            n.tags_match,
            n.used,
            n.only_evicting,
            n.zone_used,
            n.zone_only_evicting,
            n.backing_image_tags_match,
            n.disk_pressure,
        ];
        let flags = bools.iter().enumerate().fold(0, |f, (i, &b)| f | (u32::from(b) << i));
        let name = self.name(&n.name);
        let zone = self.name(&n.zone);
        let verdict = self.verdict(n.verdict as usize, &n.verdict);
        self.numbers.extend_from_slice(&[name, zone as f64, verdict, flags as f64]);
    }

    fn disk(&mut self, d: &DiskExplanation) {
        let mut flags = flag(d.reason.is_some(), Bit::HasReason)
            | flag(d.fits.is_some(), Bit::HasFits)
            | flag(d.recorded_schedulable.is_some(), Bit::HasRecorded)
            | flag(d.recorded_schedulable == Some(true), Bit::Recorded);
        let node = self.name(&d.node);
        let disk = self.name(&d.disk);
        let verdict = self.verdict(16 + d.verdict as usize, &d.verdict);
        let reason = d.reason.as_deref().map_or(0.0, |r| self.text(r));
        let Some(f) = &d.fits else {
            self.numbers.extend_from_slice(&[node, disk, verdict, flags as f64, reason]);
            return;
        };
        flags |= flag(f.positive, Bit::Positive)
            | flag(f.actual_ok, Bit::ActualOk)
            | flag(f.schedule_ok, Bit::ScheduleOk)
            | flag(f.fits, Bit::Fits);
        let (actual_text, schedule_text) = (self.text(&f.actual_text), self.text(&f.schedule_text));
        // Each i64 as the nearest f64, as JSON.parse reads serde_json's digits.
        self.numbers.extend_from_slice(&[
            node,
            disk,
            verdict,
            flags as f64,
            reason,
            f.size as f64,
            f.actual as f64,
            f.maximum as f64,
            f.available as f64,
            f.reserved as f64,
            f.scheduled as f64,
            f.scheduled_in_pass as f64,
            f.actual_limit as f64,
            f.schedule_limit as f64,
            actual_text,
            schedule_text,
            f.minimal_available_percentage as f64,
            f.over_provisioning_percentage as f64,
        ]);
    }

    /// A node or disk name's id, the name written once.
    fn name(&mut self, name: &str) -> f64 {
        let id = match self.names.get(name) {
            Some(&id) => id,
            None => {
                let id = self.strings.push(name);
                self.names.insert(name.to_string(), id);
                id
            }
        };
        f64::from(id)
    }

    /// A text's id; the empty text (most rows' `actualText` on a large cluster) written once.
    fn text(&mut self, text: &str) -> f64 {
        if !text.is_empty() {
            return f64::from(self.strings.push(text));
        }
        let id = *self.empty.get_or_insert_with(|| self.strings.push(""));
        f64::from(id)
    }

    fn verdict<T: Serialize>(&mut self, slot: usize, verdict: &T) -> f64 {
        let strings = &mut self.strings;
        let id = match self.verdicts.get_mut(slot) {
            Some(id) => *id.get_or_insert_with(|| strings.serde_name(verdict)),
            None => strings.serde_name(verdict),
        };
        f64::from(id)
    }

    fn fill(self, value: JsValue, shape: Shape) -> Result<JsValue, JsValue> {
        fill_rows(&value, shape as u32, &self.strings.text, &self.strings.ends, &self.numbers);
        Ok(value)
    }
}

fn flag(set: bool, bit: Bit) -> u32 {
    u32::from(set) << bit as u32
}
