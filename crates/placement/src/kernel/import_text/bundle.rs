//! The sentences of the support bundle reader (`bundle`): ids and English texts.

/// Id and English text of each sentence.
pub const TEXTS: &[(&str, &str)] = &[
    (
        "bundle-skip-outside",
        "Files outside the bundle's folder are not read.",
    ),
    ("bundle-skip-logs", "Logs are not read: no lab uses them."),
    (
        "bundle-skip-node-bundles",
        "Node bundles (nodes/…) are not read: no lab uses them.",
    ),
    (
        "bundle-skip-other-files",
        "Files other than yamls/ and metadata.yaml are not read.",
    ),
    (
        "bundle-skip-yamls-scope",
        "Files under yamls/ outside cluster/ and namespaced/ are not read.",
    ),
    (
        "bundle-skip-yamls-path",
        "Files under yamls/ that are not <group>/<version>/<resource>.yaml are not read.",
    ),
    (
        "bundle-skip-not-yaml",
        "Files under yamls/ that are not .yaml are not read.",
    ),
    (
        "bundle-skip-not-read",
        "Resources no lab reads are not inflated.",
    ),
    (
        "bundle-skip-metadata-too-large",
        "A metadata.yaml over 1 MiB is not read.",
    ),
    (
        "bundle-skip-older-version",
        "A resource also present at a newer API version is read once, at the newer version.",
    ),
    (
        "bundle-no-metadata",
        "The bundle has no metadata.yaml, so its product, Kubernetes version and creation time are unknown.",
    ),
    (
        "bundle-metadata-unreadable",
        "The bundle's metadata.yaml could not be read (line { $line }, column { $column }: { $error }), so its facts are unknown.",
    ),
    (
        "bundle-algorithm-chosen-over-version",
        "The { $chosen } algorithm is used, as chosen; the bundle's Longhorn { $version } would use the { $implied } algorithm.",
    ),
    (
        "bundle-algorithm-chosen",
        "The { $chosen } algorithm is used, as chosen.",
    ),
    (
        "bundle-algorithm-most-usable",
        "The most-usable algorithm is used: the bundle's Longhorn is { $version }, and Longhorn before v1.11 puts a replica on the disk with the most usable space.",
    ),
    (
        "bundle-algorithm-balance",
        "The balance algorithm is used: the bundle's Longhorn is { $version }, and Longhorn from v1.11 chooses disks by their balance score.",
    ),
    (
        "bundle-version-from-engine-image",
        "The bundle records no current-longhorn-version setting: its Longhorn version, { $version }, is inferred from its newest engine image, { $image }.",
    ),
    (
        "bundle-version-from-api-version",
        "The bundle records no current-longhorn-version setting and no engine image version: its Longhorn objects are all { $api }, which Longhorn before v1.3 writes, so its Longhorn is taken as v1.2.",
    ),
    (
        "bundle-algorithm-default",
        "The balance algorithm is used, the current Longhorn's: the bundle records no Longhorn version (no current-longhorn-version setting).",
    ),
];
