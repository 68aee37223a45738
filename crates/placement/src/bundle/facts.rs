//! The bundle's own facts: support-bundle-kit's `metadata.yaml`
//! (`projectName`, `bundleVersion`, `kubernetesVersion`, `bundleCreatedAt`,
//! `issueURL`, `issueDescription`), the Longhorn version its
//! `current-longhorn-version` setting records, and the disk-choice algorithm
//! that version implies.

use serde::{Deserialize, Serialize};

use super::zip::ZipEntry;
use crate::kernel::import_text::english;
use crate::kernel::message::Message;
use crate::kernel::yaml::{YamlNode, parse_yaml, pasted_documents};
use crate::longhorn::import::implied_algorithm;
use crate::longhorn::input::Algorithm;

/// What the bundle says about itself.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct BundleFacts {
    /// `projectName` (e.g. `Longhorn`, `Harvester`); empty when absent.
    pub product: String,
    /// `bundleVersion`, the bundle format's version.
    pub bundle_version: String,
    /// `kubernetesVersion` (e.g. `v1.31.4+k3s1`).
    pub kubernetes_version: String,
    /// `bundleCreatedAt` (RFC 3339).
    pub created_at: String,
    /// `issueURL`.
    pub issue_url: String,
    /// `issueDescription`.
    pub issue_description: String,
    /// Entries in the zip.
    pub entries: u64,
    /// The zip file's size in bytes.
    pub bytes: u64,
    /// The Longhorn version of the `current-longhorn-version` setting.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub longhorn_version: Option<String>,
    /// The disk choice the Longhorn lab simulates.
    pub algorithm: Algorithm,
    /// Why that algorithm (a whole sentence).
    pub algorithm_reason: String,
    /// `algorithm_reason` as a message (an id and arguments), to say it in another language.
    #[serde(default)]
    pub algorithm_reason_message: Message,
    /// What could not be read of metadata.yaml (whole sentences).
    pub notes: Vec<String>,
    /// `notes` as messages (an id and arguments), in the same order, to say
    /// them in another language.
    #[serde(default)]
    pub note_messages: Vec<Message>,
}

impl BundleFacts {
    /// Says a note: its English text in `notes`, its message in `note_messages`.
    fn note(&mut self, message: Message) {
        self.notes.push(english(&message));
        self.note_messages.push(message);
    }
}

/// The facts of `metadata` (the text of metadata.yaml, when the bundle has one).
pub fn read(metadata: Option<&str>, entries: &[ZipEntry], bytes: u64) -> BundleFacts {
    let mut facts = BundleFacts {
        entries: entries.len() as u64,
        bytes,
        ..BundleFacts::default()
    };
    let Some(text) = metadata else {
        facts.note(Message::new("bundle-no-metadata"));
        return facts;
    };
    match parse_yaml(text) {
        Ok(node) => {
            let field = |key: &str| node.text_at(&[key]).unwrap_or_default().to_string();
            facts.product = field("projectName");
            facts.bundle_version = field("bundleVersion");
            facts.kubernetes_version = field("kubernetesVersion");
            facts.created_at = field("bundleCreatedAt");
            facts.issue_url = field("issueURL");
            facts.issue_description = field("issueDescription");
        }
        Err(e) => facts.note(
            Message::new("bundle-metadata-unreadable")
                .arg("line", e.line)
                .arg("column", e.column)
                .arg("error", &e.message),
        ),
    }
    facts
}

impl BundleFacts {
    /// Sets the Longhorn version from the settings file's text — else from what the Longhorn
    /// objects (`objects`) say, with a note saying how (bundle/version.rs) — and chooses the
    /// algorithm: `chosen` when given, else the version's. Returns the note that says how
    /// an inferred version was inferred (none when the setting says it, or nothing does).
    pub fn choose_algorithm(
        &mut self,
        settings: Option<&str>,
        objects: &str,
        chosen: Option<Algorithm>,
    ) -> Option<Message> {
        self.longhorn_version = settings.and_then(longhorn_version);
        let mut inferred_how = None;
        if self.longhorn_version.is_none() {
            if let Some(inferred) = super::version::infer(objects) {
                self.longhorn_version = Some(inferred.version);
                self.note(inferred.note.clone());
                inferred_how = Some(inferred.note);
            }
        }
        let implied = self.longhorn_version.as_deref().map(implied_algorithm);
        self.algorithm = chosen.or(implied).unwrap_or_default();
        let reason = match (&self.longhorn_version, chosen) {
            (Some(version), Some(chosen)) => Message::new("bundle-algorithm-chosen-over-version")
                .arg("chosen", name(chosen))
                .arg("version", version)
                .arg("implied", name(implied_algorithm(version))),
            (None, Some(chosen)) => {
                Message::new("bundle-algorithm-chosen").arg("chosen", name(chosen))
            }
            (Some(version), None) if self.algorithm == Algorithm::MostUsable => {
                Message::new("bundle-algorithm-most-usable").arg("version", version)
            }
            (Some(version), None) => {
                Message::new("bundle-algorithm-balance").arg("version", version)
            }
            (None, None) => Message::new("bundle-algorithm-default"),
        };
        self.algorithm_reason = english(&reason);
        self.algorithm_reason_message = reason;
        inferred_how
    }
}

fn name(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Balance => "balance",
        Algorithm::MostUsable => "most-usable",
    }
}

/// The `value` of the `current-longhorn-version` Setting.
fn longhorn_version(settings: &str) -> Option<String> {
    let documents = pasted_documents(settings, "").ok()?;
    let objects = documents.iter().flat_map(|d| {
        if d.is_list_like() {
            d.items_at(&["items"]).iter().collect::<Vec<&YamlNode>>()
        } else {
            vec![d]
        }
    });
    objects
        .filter(|o| o.text_at(&["metadata", "name"]) == Some("current-longhorn-version"))
        .find_map(|o| {
            o.text_at(&["value"])
                .filter(|v| !v.is_empty())
                .map(str::to_string)
        })
}
