//! Which entries each lab reads (chosen by path, before anything is
//! inflated), inflating them one at a time, and each lab's import with its
//! errors pointing into the bundle's files.

use crate::kernel::message::Message;
use std::collections::HashMap;

use super::layout::{self, Lab, ResourceFile, Role};
use super::types::{BundleLab, SKIPPED_EXAMPLES, SkippedEntries};
use super::zip::BundleSource;
use super::zip::{self, ZipEntry};
use crate::InputError;
use crate::kernel::yaml::MAX_IMPORT_BYTES;

/// The largest `metadata.yaml` read (support-bundle-kit's is a few lines).
pub const MAX_METADATA_BYTES: u64 = 1 << 20;

/// A resource in a namespace, whatever its version: (lab, namespace, group, plural).
type ResourceKey = (Lab, Option<String>, String, String);

/// What to inflate, decided from the directory alone.
pub struct Plan {
    metadata: Option<usize>,
    /// Per lab, the entries it reads (indexes into the directory), in order.
    reads: Vec<(Lab, Vec<(usize, ResourceFile)>)>,
    /// Labs whose files are over the import limit, with the sentence.
    too_large: HashMap<Lab, String>,
    pub skipped: Vec<SkippedEntries>,
}

impl Plan {
    pub fn new(entries: &[ZipEntry]) -> Result<Plan, InputError> {
        let root = layout::root(entries.iter().map(|e| e.name.as_str()))
            .ok_or_else(|| InputError::new("bundle", "", Message::new("error-not-a-bundle")))?;
        let mut plan = Plan {
            metadata: None,
            reads: [Lab::Longhorn, Lab::Capacity, Lab::Fleet]
                .map(|l| (l, Vec::new()))
                .into(),
            too_large: HashMap::new(),
            skipped: Vec::new(),
        };
        // The newest API version of each resource in each namespace.
        let mut kept: HashMap<ResourceKey, (usize, ResourceFile)> = HashMap::new();
        let mut order = Vec::new();
        for (index, entry) in entries.iter().enumerate() {
            match layout::role(&root, &entry.name) {
                Role::Folder => {}
                Role::Metadata if entry.size <= MAX_METADATA_BYTES => plan.metadata = Some(index),
                Role::Metadata => plan.skip("bundle-skip-metadata-too-large", entry),
                Role::Skipped(why) => plan.skip(why, entry),
                Role::Read(lab, file) => {
                    let key = (
                        lab,
                        file.namespace.clone(),
                        file.group.clone(),
                        file.resource.clone(),
                    );
                    match kept.get(&key) {
                        Some((_, old))
                            if layout::version_rank(&old.version)
                                >= layout::version_rank(&file.version) =>
                        {
                            plan.skip(OLDER_VERSION, entry);
                        }
                        Some((old, _)) => {
                            plan.skip(OLDER_VERSION, &entries[*old]);
                            kept.insert(key, (index, file));
                        }
                        None => {
                            order.push(key.clone());
                            kept.insert(key, (index, file));
                        }
                    }
                }
            }
        }
        for key in order {
            let (index, file) = kept.remove(&key).expect("every key in order is kept");
            let slot = plan
                .reads
                .iter_mut()
                .find(|(lab, _)| *lab == key.0)
                .expect("three labs");
            slot.1.push((index, file));
        }
        plan.check_sizes(entries);
        Ok(plan)
    }

    /// Counts `entry` as not read for the reason whose sentence is `id`.
    fn skip(&mut self, id: &str, entry: &ZipEntry) {
        let group = match self.skipped.iter_mut().find(|s| s.why_message.id == id) {
            Some(group) => group,
            None => {
                let (why, why_message) = crate::kernel::import_text::why(Message::new(id));
                self.skipped.push(SkippedEntries {
                    why,
                    why_message,
                    count: 0,
                    bytes: 0,
                    examples: Vec::new(),
                });
                self.skipped.last_mut().expect("just pushed")
            }
        };
        group.count += 1;
        group.bytes += entry.compressed_size;
        if group.examples.len() < SKIPPED_EXAMPLES {
            group.examples.push(entry.name.clone());
        }
    }

    /// The import limit applies to a lab's files together, by the sizes their
    /// headers declare: over it, nothing of that lab is inflated.
    fn check_sizes(&mut self, entries: &[ZipEntry]) {
        for (lab, files) in &self.reads {
            let total: u64 = files.iter().map(|(i, _)| entries[*i].size).sum();
            if total > MAX_IMPORT_BYTES as u64 {
                self.too_large.insert(
                    *lab,
                    format!(
                        "The bundle's {} objects take {} MiB once inflated, more than the {} MiB an import reads, \
                         so none of them were inflated.",
                        lab_objects(*lab),
                        total.div_ceil(1 << 20),
                        MAX_IMPORT_BYTES >> 20
                    ),
                );
            }
        }
    }

    /// Inflates the metadata and every lab's files, one entry at a time.
    pub fn inflate<S: BundleSource + ?Sized>(
        &self,
        source: &S,
        entries: &[ZipEntry],
        progress: &mut dyn FnMut(u64, u64),
    ) -> Result<Texts, InputError> {
        let wanted = |lab: &Lab| !self.too_large.contains_key(lab);
        let total: u64 = self.metadata.map_or(0, |i| entries[i].compressed_size)
            + self
                .reads
                .iter()
                .filter(|(lab, _)| wanted(lab))
                .flat_map(|(_, files)| files.iter().map(|(i, _)| entries[*i].compressed_size))
                .sum::<u64>();
        let mut done = 0;
        progress(0, total);
        let mut step = |entry: &ZipEntry| -> Result<String, InputError> {
            let text = text_of(source, entry)?;
            done += entry.compressed_size;
            progress(done, total);
            Ok(text)
        };
        let metadata = self.metadata.map(|i| step(&entries[i])).transpose()?;
        let mut texts = Texts {
            metadata,
            longhorn: LabText::default(),
            capacity: LabText::default(),
            fleet: LabText::default(),
        };
        for (lab, files) in &self.reads {
            let text = match lab {
                Lab::Longhorn => &mut texts.longhorn,
                Lab::Capacity => &mut texts.capacity,
                Lab::Fleet => &mut texts.fleet,
            };
            text.error = self.too_large.get(lab).cloned();
            for (index, file) in files {
                let entry = &entries[*index];
                if text.error.is_some() {
                    text.files.push((entry.name.clone(), 0, entry.size));
                    continue;
                }
                text.push(entry, &step(entry)?, file);
            }
        }
        Ok(texts)
    }
}

/// The id of the sentence for a resource read at a newer API version.
const OLDER_VERSION: &str = "bundle-skip-older-version";

fn lab_objects(lab: Lab) -> &'static str {
    match lab {
        Lab::Longhorn => "Longhorn",
        Lab::Capacity => "Kubernetes storage",
        Lab::Fleet => "Fleet",
    }
}

fn text_of<S: BundleSource + ?Sized>(source: &S, entry: &ZipEntry) -> Result<String, InputError> {
    let bytes = zip::read_entry(source, entry, MAX_IMPORT_BYTES as u64)?;
    String::from_utf8(bytes)
        .map_err(|_| InputError::new(entry.name.clone(), "", Message::new("error-entry-not-text")))
}

/// What the bundle holds, inflated.
pub struct Texts {
    pub metadata: Option<String>,
    pub longhorn: LabText,
    pub capacity: LabText,
    pub fleet: LabText,
}

/// One lab's files joined as `---` documents, with where each starts.
#[derive(Default)]
pub struct LabText {
    text: String,
    /// (path, first line in `text`, inflated bytes).
    files: Vec<(String, usize, u64)>,
    lines: usize,
    settings: Option<(usize, usize)>,
    error: Option<String>,
}

impl LabText {
    fn push(&mut self, entry: &ZipEntry, text: &str, file: &ResourceFile) {
        self.text.push_str("---\n");
        self.lines += 1;
        let start = self.text.len();
        self.files
            .push((entry.name.clone(), self.lines + 1, entry.size));
        self.text.push_str(text);
        if !text.ends_with('\n') {
            self.text.push('\n');
        }
        self.lines += text.lines().count();
        if file.resource == "settings" && file.group == "longhorn.io" {
            self.settings = Some((start, self.text.len()));
        }
    }

    /// Every file's text, joined as `---` documents.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The `settings.longhorn.io` file's text, when read.
    pub fn settings_text(&self) -> Option<&str> {
        self.settings.map(|(a, b)| &self.text[a..b])
    }

    /// Runs the lab's import; an error's `line L, column C` is turned into
    /// the file's own path and line.
    pub fn import<T>(&self, import: impl FnOnce(&str) -> Result<T, InputError>) -> BundleLab<T> {
        let mut lab = BundleLab {
            files: self.files.iter().map(|f| f.0.clone()).collect(),
            bytes: self.files.iter().map(|f| f.2).sum(),
            import: None,
            error: self.error.clone(),
        };
        if lab.error.is_none() && !self.files.is_empty() {
            match import(&self.text) {
                Ok(result) => lab.import = Some(result),
                Err(e) => lab.error = Some(self.describe(&e)),
            }
        }
        lab
    }

    fn describe(&self, error: &InputError) -> String {
        let position = error.path.strip_prefix("line ").and_then(|rest| {
            let (line, column) = rest.split_once(", column ")?;
            Some((line.parse::<usize>().ok()?, column))
        });
        let Some((line, column)) = position else {
            return format!("{error}.");
        };
        let Some((path, start, _)) = self.files.iter().rev().find(|f| f.1 <= line) else {
            return format!("{error}.");
        };
        format!(
            "{path}, line {}, column {column}: {}.",
            line - start + 1,
            error.message.trim_end_matches('.')
        )
    }
}
