//! The sentences of [`InputError`](super::error::InputError)s: each problem is a
//! [`Message`] (an id and named arguments) whose English text is written here,
//! in the Fluent syntax of `locales/en/errors.ftl` (`{ $name }` placeholders),
//! so the engine still says every error in English (`InputError::message`)
//! while a host renders the same id in any catalog's language. The catalogs
//! test proves `locales/en/errors.ftl` says exactly these texts and that every
//! language has every id with the same arguments.
//!
//! Strings another system wrote (serde's and the YAML parser's descriptions,
//! Fleet's own error texts, an I/O error) stay verbatim inside an argument.

use super::message::{Message, MessageArg};

/// Every input error id the engine can produce, with its English text.
pub const ERROR_TEXTS: &[(&str, &str)] = &[
    // Values of fields.
    ("error-not-empty", "must not be empty"),
    ("error-not-negative", "must not be negative"),
    (
        "error-not-negative-seconds",
        "must not be negative (seconds)",
    ),
    ("error-greater-than-zero", "must be greater than 0"),
    ("error-at-least-one", "must be at least 1"),
    ("error-at-most", "must be at most { $max }"),
    ("error-between", "must be between 1 and { $max }"),
    ("error-range", "must be { $min }..={ $max }"),
    ("error-percentage", "must be a percentage between 0 and 100"),
    ("error-duplicate", "is a duplicate"),
    ("error-required", "is required"),
    ("error-must-be-string", "must be a string"),
    ("error-must-be-boolean", "must be true or false"),
    ("error-non-empty", "must be non-empty"),
    // Longhorn.
    ("error-duplicate-node", "is a duplicate node name"),
    (
        "error-duplicate-disk",
        "is a duplicate disk name on this node",
    ),
    (
        "error-duplicate-backing-image",
        "is a duplicate backing image name",
    ),
    ("error-duplicate-volume", "is a duplicate volume name"),
    ("error-duplicate-replica", "is a duplicate replica name"),
    (
        "error-data-source-form",
        "must be vol://<volume> or snap://<volume>/<snapshot>",
    ),
    (
        "error-clone-needs-source",
        "needs a dataSource (the volume it is cloned from)",
    ),
    (
        "error-not-source-replica",
        "is not a replica of the source volume { $volume }",
    ),
    (
        "error-reserved-over-maximum",
        "must not exceed storageMaximum ({ $maximum })",
    ),
    ("error-replicas-at-most", "must be at most 20"),
    (
        "error-strict-local-one-replica",
        "must be 1 for a strict-local volume",
    ),
    ("error-unknown-node", "is not a node of the cluster"),
    (
        "error-unknown-backing-image",
        "is not one of the scenario's backingImages",
    ),
    ("error-disk-needs-node", "needs a node"),
    ("error-disk-required", "is required with a node"),
    ("error-unknown-disk", "is not a disk of node { $node }"),
    ("error-unknown-volume", "is not a volume of the scenario"),
    (
        "error-redact",
        "could not be redacted: a name equals a value the input needs as it is ({ $problem })",
    ),
    // Labels and node affinity.
    (
        "error-values-for-operator",
        "must be non-empty for operator { $operator }",
    ),
    (
        "error-no-values-for-operator",
        "must be empty for operator { $operator }",
    ),
    (
        "error-one-value-for-operator",
        "must have exactly one value for operator { $operator }",
    ),
    (
        "error-label-key-prefix",
        "is not a valid label key: the prefix must be a lowercase DNS subdomain",
    ),
    (
        "error-label-key-empty-name",
        "is not a valid label key: the name part must not be empty",
    ),
    (
        "error-label-key-name",
        "is not a valid label key: the name part must be at most 63 characters of [A-Za-z0-9-_.], starting and ending alphanumeric",
    ),
    (
        "error-label-value",
        "is not a valid label value: at most 63 characters of [A-Za-z0-9-_.], starting and ending alphanumeric",
    ),
    ("error-affinity-no-term", "must have at least one term"),
    ("error-affinity-integer", "must be an integer for Gt/Lt"),
    (
        "error-match-fields-key",
        "matchFields supports only metadata.name",
    ),
    (
        "error-match-fields-operator",
        "matchFields supports only In and NotIn",
    ),
    (
        "error-match-fields-one-value",
        "must have exactly one value in matchFields",
    ),
    // Kubernetes storage capacity tracking.
    ("error-capacity-unknown-node", "is not among cluster.nodes"),
    (
        "error-prefilter-rejects",
        "is rejected by PreFilter ({ $reason }), so it is never assumed on a node",
    ),
    (
        "error-filter-rejects",
        "does not pass Filter for this pod, so Reserve never assumes the pod there",
    ),
    (
        "error-one-volume-source",
        "must have exactly one volume source",
    ),
    ("error-score-no-point", "must have at least one point"),
    ("error-score-utilization", "must be 0..=100"),
    ("error-score-value", "must be 0..=10"),
    (
        "error-score-order",
        "must be greater than the previous point's",
    ),
    (
        "error-bind-timeout",
        "must be at least 1 (the scheduler polls the bindings every second)",
    ),
    (
        "error-segment-no-node",
        "matches no segment of the nodes (check the topology keys and node labels)",
    ),
    (
        "error-segment-not-driver",
        "matches no segment of the driver",
    ),
    ("error-unknown-driver", "no simulated driver has this name"),
    (
        "error-unknown-storage-class",
        "names a StorageClass that is not in the input",
    ),
    ("error-duplicate-claim", "is a duplicate claim"),
    // Fleet.
    (
        "error-round-at-least-one",
        "must be at least 1 (round 0 is the start)",
    ),
    (
        "error-generation-at-least-one",
        "must be at least 1 (0 means no deployment)",
    ),
    (
        "error-joins-later",
        "a cluster that joins in a later round has no BundleDeployment at the start (remove joinsAtRound or the bundleDeployment)",
    ),
    ("error-unknown-cluster", "no cluster with this name"),
    (
        "error-cluster-ambiguous",
        "clusters of this name live in the namespaces { $namespaces }: write namespace/name",
    ),
    (
        "error-duplicate-cluster",
        "duplicate cluster { $namespace }/{ $name } (also clusters[{ $index }])",
    ),
    (
        "error-duplicate-group",
        "duplicate cluster group name in namespace { $namespace }",
    ),
    (
        "error-unknown-bundle",
        "no such Bundle among the pasted objects ({ $bundles })",
    ),
    (
        "error-unknown-bundle-none",
        "no such Bundle among the pasted objects (none)",
    ),
    (
        "error-cluster-list",
        "must be the simulation's cluster list",
    ),
    (
        "error-cluster-index",
        "no cluster with this index ({ $count } clusters)",
    ),
    ("error-targets-list", "must be a list of targets"),
    ("error-target-mapping", "must be a target (a mapping)"),
    // Quantities and int-or-string values (said inside serde's reading of a field).
    (
        "error-quantity-malformed",
        "{ $quantity } is not a Kubernetes quantity (expected a number with an optional suffix such as Ki, Mi, Gi, Ti, k, M, G, T or an exponent such as e9)",
    ),
    (
        "error-quantity-range",
        "{ $quantity } is out of range for a 64-bit byte count",
    ),
    (
        "error-not-whole-bytes",
        "{ $number } is not a whole number of bytes",
    ),
    (
        "error-integer-too-large",
        "integer { $number } is too large",
    ),
    ("error-not-integer", "{ $number } is not an integer"),
    // Pasted objects (the object and the position are in the error's path and message).
    ("error-import-no-name", "has no name"),
    ("error-import-no-provisioner", "has no provisioner"),
    (
        "error-import-no-storage-class",
        "has no storageClassName (the class whose capacity it reports)",
    ),
    ("error-import-no-storage-request", "has no storage request"),
    ("error-import-no-capacity", "has no capacity"),
    (
        "error-import-listed-twice",
        "is listed twice (first at { $source }, line { $line })",
    ),
    (
        "error-import-listed-twice-top",
        "is listed twice (first at the top, line { $line })",
    ),
    (
        "error-import-second-object",
        "a second { $kind } with this name in namespace { $namespace } (the first is at line { $line })",
    ),
    (
        "error-import-not-an-object",
        "expected a Kubernetes object (a mapping with apiVersion and kind)",
    ),
    (
        "error-import-not-an-object-or-fleet-yaml",
        "expected a Kubernetes object (a mapping with apiVersion and kind) or a fleet.yaml",
    ),
    (
        "error-import-no-objects-longhorn",
        "no objects found: paste what kubectl get … -o yaml printed",
    ),
    (
        "error-import-no-objects-capacity",
        "no objects found: paste what kubectl get … -o yaml (or -o json) printed",
    ),
    (
        "error-import-no-objects-fleet",
        "no objects found: paste what kubectl get bundles,bundledeployments,clusters.fleet.cattle.io,clustergroups.fleet.cattle.io -A -o yaml printed, or a fleet.yaml",
    ),
    (
        "error-import-list-items",
        "items of a List must be a sequence of objects",
    ),
    (
        "error-import-labels-mapping",
        "must be a mapping of label keys to values",
    ),
    // Texts and support bundles.
    (
        "error-text-too-large",
        "is too large to import: the limit is { $limitMib } MiB ({ $advice })",
    ),
    (
        "error-not-a-bundle",
        "The zip file is not a support bundle: it has neither a metadata.yaml nor a yamls/ folder, which every bundle from Longhorn or support-bundle-kit has.",
    ),
    (
        "error-entry-not-text",
        "The entry is not UTF-8 text, so it is not a YAML file of a support bundle.",
    ),
    (
        "error-entry-absolute",
        "The entry's name is an absolute path; a support bundle never has such a name, so the file is refused.",
    ),
    (
        "error-entry-backslash",
        "The entry's name has a backslash, a Windows path separator; a support bundle never has such a name, so the file is refused.",
    ),
    (
        "error-entry-control",
        "The entry's name has a control character; a support bundle never has such a name, so the file is refused.",
    ),
    (
        "error-entry-climbs",
        "The entry's name climbs out of its folder with ..; a support bundle never has such a name, so the file is refused.",
    ),
    (
        "error-zip-unreadable",
        "The file could not be read: { $detail }.",
    ),
    (
        "error-zip-truncated",
        "The zip file is truncated: an entry or its directory lies past the end of the file. Download the bundle again.",
    ),
    (
        "error-zip-split",
        "The zip file is split across several files (a multi-part archive): join the parts into one .zip first.",
    ),
    (
        "error-zip-directory-too-large",
        "The zip file's directory takes { $mib } MiB, more than the { $limitMib } MiB a support bundle's directory may take.",
    ),
    (
        "error-zip-encrypted",
        "The zip file is encrypted (password-protected): export the bundle again without a password.",
    ),
    (
        "error-zip-entry-too-large",
        "The entry would inflate to { $size } bytes, more than the { $limit } bytes the reader allows for it; the bundle is refused.",
    ),
    (
        "error-zip-bomb",
        "The entry inflates to more than the { $size } bytes its header declares (a zip bomb); the bundle is refused.",
    ),
    (
        "error-not-a-zip",
        "The file is not a zip file. A support bundle is the .zip that Longhorn's Generate Support Bundle (or Rancher's support-bundle-kit) downloads.",
    ),
    (
        "error-zip-method",
        "The entry is compressed with zip method { $method }; only stored (0) and deflated (8) entries can be read.",
    ),
    (
        "error-zip-checksum",
        "The entry's inflated bytes do not match its size or checksum (CRC-32): the bundle is damaged; download it again.",
    ),
    (
        "error-zip-damaged",
        "The entry's compressed data is damaged: download the bundle again.",
    ),
    // What serde says about the shape of an input (its own words for types, in arguments).
    (
        "error-unknown-field",
        "unknown field `{ $field }`, expected { $expected }",
    ),
    (
        "error-unknown-field-none",
        "unknown field `{ $field }`, there are no fields",
    ),
    ("error-missing-field", "missing field `{ $field }`"),
    ("error-duplicate-field", "duplicate field `{ $field }`"),
    (
        "error-invalid-type",
        "invalid type: { $got }, expected { $expected }",
    ),
    (
        "error-invalid-value",
        "invalid value: { $got }, expected { $expected }",
    ),
    (
        "error-invalid-length",
        "invalid length { $got }, expected { $expected }",
    ),
    (
        "error-unknown-variant",
        "unknown variant `{ $variant }`, expected { $expected }",
    ),
    (
        "error-too-deep",
        "nested more than 128 levels deep (objects and arrays within each other): refused",
    ),
    // What the npm package says about its arguments (JS type names such as `number` stay as JS writes them).
    (
        "error-argument-object",
        "{ $function }: argument { $index } ({ $name }) must be an object, got { $got }",
    ),
    (
        "error-argument-array",
        "{ $function }: argument { $index } ({ $name }) must be an array, got { $got }",
    ),
    (
        "error-argument-bytes",
        "{ $function }: argument { $index } ({ $name }) must be a Uint8Array or an ArrayBuffer, got { $got }",
    ),
    (
        "error-argument-string",
        "{ $function }: argument { $index } ({ $name }) must be a string, got { $got }",
    ),
    (
        "error-argument-number",
        "{ $function }: argument { $index } ({ $name }) must be a number, got { $got }",
    ),
    (
        "error-argument-too-long",
        "{ $function }: argument { $index } ({ $name }) is { $length } characters long: the limit is { $limitMib } MiB",
    ),
    (
        "error-argument-whole-number",
        "{ $function }: argument { $index } ({ $name }) must be a whole number from { $min } to { $max }, got { $got }",
    ),
    ("error-input-not-json", "the input is not JSON data"),
    (
        "error-input-stack",
        "the input is nested too deeply to read (JavaScript's call stack ran out): refused",
    ),
    (
        "error-input-too-large",
        "the input is too large to read as JSON ({ $detail })",
    ),
    (
        "error-input-cycle",
        "the input contains itself (a cycle): it cannot be read as JSON",
    ),
    (
        "error-input-unreadable",
        "the input cannot be read as JSON: { $detail }",
    ),
    ("error-json-symbol", "must be JSON data, not a symbol"),
    ("error-json-function", "must be JSON data, not a function"),
    ("error-json-bigint", "must be a number, not a BigInt"),
    ("error-json-finite", "must be a finite number"),
    ("error-result-unconvertible", "could not convert the result"),
    // Walks (lessons and stories, `walk`).
    (
        "error-walk-too-large",
        "is larger than { $limitKib } KiB: a walk is a few kilobytes",
    ),
    (
        "error-walk-path",
        "is not a path: fields separated by dots, list items as [index], [name=…] or [-] (the end, for an insert)",
    ),
    ("error-walk-no-match", "selects nothing in the scenario"),
    (
        "error-walk-fact",
        "is not a fact: a path into the result, input.<path> into the scenario, len(…) or bytes(…)",
    ),
    (
        "error-walk-fact-missing",
        "names nothing in the engine's result for this step",
    ),
    (
        "error-walk-no-arg",
        "is not an argument of the step's narration",
    ),
    (
        "error-walk-scrub-range",
        "must be above 0, with min at most max",
    ),
    (
        "error-walk-goal",
        "is not a goal: write <fact> == <value> (or !=, <, <=, >, >= with a number)",
    ),
    (
        "error-walk-goal-met",
        "already holds at the start of the step, so there is nothing to do",
    ),
    ("error-walk-solution-fails", "does not meet the task's goal"),
    (
        "error-walk-one-checkpoint",
        "must have exactly one of predict and task",
    ),
    // Verbatim texts of other systems.
    ("error-verbatim", "{ $text }"),
];

/// The English text of `problem`: its template with each `{ $name }` replaced
/// by the argument (numbers in plain digits, as the engine always wrote them).
/// An id the table lacks is written as the id, so nothing is lost.
///
/// ```
/// use placement::kernel::{error_text::english, message::Message};
/// assert_eq!(english(&Message::new("error-at-most").arg("max", 20i64)), "must be at most 20");
/// ```
pub fn english(problem: &Message) -> String {
    match ERROR_TEXTS.iter().find(|(id, _)| *id == problem.id) {
        Some((_, template)) => fill(template, problem),
        None => problem.id.clone(),
    }
}

/// `template` with each `{ $name }` replaced by the argument of `message`
/// (numbers in plain digits); a placeholder without an argument stays as
/// written. A select on a number (`{ $count ->` with `[one]`, `[0]`, `*[other]`
/// variants on their own lines) takes the variant English takes: the exact
/// number, else `one` for 1, else the default.
///
/// ```
/// use placement::kernel::{error_text::fill, message::Message};
/// let t = "{ $n } { $n ->\n    [one] object\n   *[other] objects\n}";
/// assert_eq!(fill(t, &Message::new("x").arg("n", 1i64)), "1 object");
/// assert_eq!(fill(t, &Message::new("x").arg("n", 2i64)), "2 objects");
/// ```
pub fn fill(template: &str, message: &Message) -> String {
    fill_with(template, message, &|m: &Message| m.id.clone())
}

/// The English list separator between the messages of a list argument
/// (`message-list-separator` in `engine.ftl`).
pub const LIST_SEPARATOR: &str = ", ";

/// [`fill`], each message of a list argument said by `say` and the list
/// joined by [`LIST_SEPARATOR`].
pub fn fill_with(template: &str, message: &Message, say: &dyn Fn(&Message) -> String) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find("{ $") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 3..];
        let end = after.find(" }").unwrap_or(after.len());
        if let Some((name, variants, tail)) = select(after) {
            out.push_str(&fill_with(
                variant(variants, message.args.get(name)),
                message,
                say,
            ));
            rest = tail;
            continue;
        }
        match message.args.get(&after[..end]) {
            Some(MessageArg::Text(s)) => out.push_str(s),
            Some(MessageArg::Number(n)) => out.push_str(&n.to_string()),
            Some(MessageArg::List(list)) => out.push_str(
                &list
                    .iter()
                    .map(say)
                    .collect::<Vec<_>>()
                    .join(LIST_SEPARATOR),
            ),
            None => out.push_str(&rest[start..start + 3 + end + 2]),
        }
        rest = &after[(end + 2).min(after.len())..];
    }
    out.push_str(rest);
    out
}

/// A select expression after its `{ $`: the variable, the variants' text and
/// what follows the closing brace (`None` when it is a plain placeable).
fn select(after: &str) -> Option<(&str, &str, &str)> {
    let (name, body) = after.split_once(" ->")?;
    if name.contains(' ') || name.contains('}') {
        return None;
    }
    let mut depth = 1;
    for (i, c) in body.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some((name, &body[..i], &body[i + 1..]));
                }
            }
            _ => {}
        }
    }
    None
}

/// The pattern of the variant English takes for `value` among `variants`
/// (one per line: `[key] pattern`, the default `*[key] pattern`).
fn variant<'a>(variants: &'a str, value: Option<&MessageArg>) -> &'a str {
    let key = match value {
        Some(MessageArg::Number(n)) => n.to_string(),
        Some(MessageArg::Text(s)) => s.clone(),
        Some(MessageArg::List(_)) | None => String::new(),
    };
    let mut default = "";
    let mut found = None;
    for line in variants.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let is_default = line.starts_with('*');
        let Some((k, pattern)) = line
            .trim_start_matches('*')
            .strip_prefix('[')
            .and_then(|l| l.split_once(']'))
        else {
            continue;
        };
        let pattern = pattern.trim();
        if is_default {
            default = pattern;
        }
        if k == key {
            return pattern;
        }
        if k == "one" && key == "1" && found.is_none() {
            found = Some(pattern);
        }
    }
    found.unwrap_or(default)
}

/// The placeholders of a template, in order.
pub fn placeholders(template: &str) -> Vec<&str> {
    template
        .split("{ $")
        .skip(1)
        .filter_map(|part| part.split_once(" }").map(|(name, _)| name))
        .collect()
}

/// A verbatim text of another system (the YAML parser, serde, Fleet) as a problem.
pub fn verbatim(text: impl Into<String>) -> Message {
    Message::new("error-verbatim").arg("text", text.into())
}

/// serde's message about an input (without its position) as a problem: the
/// shapes serde writes get their own ids, with serde's words for types and
/// expectations as arguments; any other text (a custom one) stays verbatim.
///
/// ```
/// use placement::kernel::error_text::{english, from_serde};
/// let m = from_serde("unknown field `sise`, expected one of `size`, `name`");
/// assert_eq!(m.id, "error-unknown-field");
/// assert_eq!(m.text("field"), Some("sise"));
/// assert_eq!(english(&m), "unknown field `sise`, expected one of `size`, `name`");
/// assert_eq!(from_serde("4Qi is odd").id, "error-verbatim");
/// ```
pub fn from_serde(message: &str) -> Message {
    let quoted = |rest: &str| {
        rest.strip_prefix('`')
            .and_then(|r| r.split_once('`'))
            .map(|(q, after)| (q.to_string(), after.to_string()))
    };
    let pair = |rest: &str| {
        rest.rsplit_once(", expected ")
            .map(|(got, expected)| (got.to_string(), expected.to_string()))
    };
    let with = |id: &str, a: (&str, String), b: (&str, String)| {
        Message::new(id).arg(a.0, a.1).arg(b.0, b.1)
    };
    if let Some((field, after)) = message.strip_prefix("unknown field ").and_then(quoted) {
        if let Some(expected) = after.strip_prefix(", expected ") {
            return with(
                "error-unknown-field",
                ("field", field),
                ("expected", expected.to_string()),
            );
        }
        if after == ", there are no fields" {
            return Message::new("error-unknown-field-none").arg("field", field);
        }
    }
    if let Some((variant, after)) = message.strip_prefix("unknown variant ").and_then(quoted) {
        if let Some(expected) = after.strip_prefix(", expected ") {
            return with(
                "error-unknown-variant",
                ("variant", variant),
                ("expected", expected.to_string()),
            );
        }
    }
    for (prefix, id) in [
        ("missing field ", "error-missing-field"),
        ("duplicate field ", "error-duplicate-field"),
    ] {
        if let Some((field, after)) = message.strip_prefix(prefix).and_then(quoted) {
            if after.is_empty() {
                return Message::new(id).arg("field", field);
            }
        }
    }
    for (prefix, id) in [
        ("invalid type: ", "error-invalid-type"),
        ("invalid value: ", "error-invalid-value"),
        ("invalid length ", "error-invalid-length"),
    ] {
        if let Some((got, expected)) = message.strip_prefix(prefix).and_then(pair) {
            return with(id, ("got", got), ("expected", expected));
        }
    }
    ERROR_TEXTS
        .iter()
        .filter(|(id, _)| *id != "error-verbatim")
        .find_map(|(id, template)| said_by(template, message).map(|args| (id, args)))
        .map_or_else(
            || verbatim(message),
            |(id, args)| {
                args.into_iter()
                    .fold(Message::new(id), |m, (name, value)| m.arg(name, value))
            },
        )
}

/// The arguments that make `template` say `message`, if it can: each
/// placeholder takes the text up to the next literal part (the engine's own
/// custom serde errors are said through serde as text, so their message is
/// found again here).
fn said_by<'a>(template: &'a str, message: &str) -> Option<Vec<(&'a str, String)>> {
    let mut parts = template.split("{ $");
    let mut rest = message.strip_prefix(parts.next()?)?;
    let mut args = Vec::new();
    for part in parts {
        let (name, literal) = part.split_once(" }")?;
        let end = if literal.is_empty() {
            rest.len()
        } else {
            rest.find(literal)?
        };
        args.push((name, rest[..end].to_string()));
        rest = &rest[end + literal.len()..];
    }
    rest.is_empty().then_some(args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn ids_are_unique_and_name_errors() {
        let mut seen = BTreeSet::new();
        for (id, _) in ERROR_TEXTS {
            assert!(id.starts_with("error-"), "{id}");
            assert!(seen.insert(*id), "{id} twice");
        }
    }

    #[test]
    fn serde_s_messages_get_their_ids_and_say_the_same_words() {
        // The message quantity.rs gives for "4 GiB" (its own test checks it round-trips too).
        let quantity =
            Message::new("error-quantity-malformed").arg("quantity", format!("{:?}", "4 GiB"));
        let cases = [
            (
                "invalid type: string \"x\", expected u32",
                "error-invalid-type",
            ),
            (
                "invalid value: integer `-1`, expected u32",
                "error-invalid-value",
            ),
            (
                "invalid length 2, expected an array of length 3",
                "error-invalid-length",
            ),
            ("missing field `name`", "error-missing-field"),
            ("duplicate field `name`", "error-duplicate-field"),
            (
                "unknown field `sise`, there are no fields",
                "error-unknown-field-none",
            ),
            (
                "unknown variant `Sideways`, expected `In` or `NotIn`",
                "error-unknown-variant",
            ),
            (&english(&quantity), "error-quantity-malformed"),
            ("1.5 is not an integer", "error-not-integer"),
            ("must not be negative", "error-not-negative"),
            ("did not find expected key", "error-verbatim"),
        ];
        for (message, id) in cases {
            let problem = from_serde(message);
            assert_eq!(problem.id, id, "{message}");
            assert_eq!(english(&problem), message, "{id} says the same words again");
        }
        assert_eq!(from_serde(&english(&quantity)), quantity);
    }

    #[test]
    fn every_placeholder_is_filled_and_a_missing_one_shows() {
        let m = Message::new("error-duplicate-cluster")
            .arg("namespace", "ns")
            .arg("name", "c")
            .arg("index", 2usize);
        assert_eq!(english(&m), "duplicate cluster ns/c (also clusters[2])");
        let partial = Message::new("error-duplicate-cluster").arg("name", "c");
        assert_eq!(
            english(&partial),
            "duplicate cluster { $namespace }/c (also clusters[{ $index }])"
        );
        assert_eq!(placeholders("a { $x } b { $y }"), ["x", "y"]);
        assert_eq!(english(&Message::new("no-such")), "no-such");
    }
}
