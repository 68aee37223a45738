//! The small choices of a volume and of the settings (data locality, an anti-affinity override,
//! the data engine): below the input and its settings, which both read them.

use serde::{Deserialize, Serialize};

/// Data locality of a volume (`dataLocality`, `default-data-locality`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum DataLocality {
    /// No preference.
    #[default]
    Disabled,
    /// Prefer the attached node's disks within the winning tier.
    #[serde(alias = "bestEffort")]
    BestEffort,
    /// One replica, pinned to the attached node (hard affinity).
    #[serde(alias = "strictLocal")]
    StrictLocal,
}

/// A per-volume override of a soft anti-affinity setting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum AntiAffinityOverride {
    /// Inherit the global setting.
    #[default]
    Ignored,
    /// Soft (sharing allowed).
    Enabled,
    /// Hard (sharing not allowed).
    Disabled,
}

/// The volume's data engine: v1 needs filesystem disks, v2 block disks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum DataEngine {
    /// The v1 (iSCSI/tgt) engine.
    #[default]
    V1,
    /// The v2 (SPDK) engine.
    V2,
}
