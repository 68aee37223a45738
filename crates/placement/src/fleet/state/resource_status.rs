//! A BundleDeployment's per-resource status as the agent reports it
//! (`status.modifiedStatus`, `status.nonReadyStatus`), field for field as
//! Fleet's API (`pkg/apis/fleet.cattle.io/v1alpha1/bundledeployment_types.go`)
//! writes it, and its `String()` forms, which the bundle's Ready message lists.

use serde::{Deserialize, Serialize};

/// `ModifiedStatus`: a resource the agent found missing, extra or patched.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ModifiedStatus {
    /// Resource kind (`Deployment`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub kind: String,
    /// `apps/v1`; empty for the core group's `v1`-less form.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub api_version: String,
    /// Namespace of a namespaced resource.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub namespace: String,
    /// Name.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub name: String,
    /// `missing` (Go's `Create`): the resource should exist and does not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub missing: bool,
    /// With `missing`: it exists but is not owned by this bundle.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub exist: bool,
    /// The resource exists and should not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub delete: bool,
    /// The patch that would undo the change.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub patch: String,
}

/// `NonReadyStatus`: a resource that is not ready, with wrangler's summary of it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct NonReadyStatus {
    /// Resource kind.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub kind: String,
    /// API version.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub api_version: String,
    /// Namespace.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub namespace: String,
    /// Name.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub name: String,
    /// wrangler's `summary.Summary`.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub summary: ResourceSummary,
}

/// wrangler's `summary.Summary` (`pkg/summary/summary.go`): the fields its `String()` reads.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ResourceSummary {
    /// `in-progress`, `error`, …
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub state: String,
    /// The resource is in error.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub error: bool,
    /// The resource is changing.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub transitioning: bool,
    /// Its messages.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub message: Vec<String>,
}

/// Fleet's `name(apiVersion, kind, namespace, name)`: `kind[.group] [namespace/]name`,
/// the kind lowercased, the group the part of apiVersion before `/`.
fn resource_name(api_version: &str, kind: &str, namespace: &str, name: &str) -> String {
    // Go's strings.ToLower; kinds are ASCII, and Unicode case tables would add ~15 KB to every wasm module.
    let kind = kind.to_ascii_lowercase();
    let kind = if api_version.is_empty() {
        kind
    } else {
        let group = api_version.split('/').next().unwrap_or_default();
        format!("{kind}.{group}")
    };
    if namespace.is_empty() {
        format!("{kind} {name}")
    } else {
        format!("{kind} {namespace}/{name}")
    }
}

impl ModifiedStatus {
    /// Go's `ModifiedStatus.String()`.
    ///
    /// ```
    /// use placement::fleet::state::ModifiedStatus;
    /// let m = ModifiedStatus { kind: "ConfigMap".into(), api_version: "v1".into(),
    ///     namespace: "app".into(), name: "cfg".into(), patch: "{\"data\":null}".into(), ..Default::default() };
    /// assert_eq!(m.text(), "configmap.v1 app/cfg modified {\"data\":null}");
    /// ```
    pub fn text(&self) -> String {
        let name = resource_name(&self.api_version, &self.kind, &self.namespace, &self.name);
        if self.missing {
            if self.exist {
                format!("{name} is not owned by us")
            } else {
                format!("{name} missing")
            }
        } else if self.delete {
            format!("{name} extra")
        } else {
            format!("{name} modified {}", self.patch)
        }
    }
}

impl NonReadyStatus {
    /// Go's `NonReadyStatus.String()`: the resource name, a space, wrangler's
    /// `Summary.String()` (the state alone when neither transitioning nor in
    /// error; else `[progressing]`, `[progressing,error]` or `error]` — wrangler's
    /// own bracket — and the messages joined by `, `).
    ///
    /// ```
    /// use placement::fleet::state::{NonReadyStatus, ResourceSummary};
    /// let n = NonReadyStatus { kind: "Deployment".into(), api_version: "apps/v1".into(),
    ///     namespace: "app".into(), name: "web".into(),
    ///     summary: ResourceSummary { state: "in-progress".into(), transitioning: true,
    ///         message: vec!["Available: 0/1".into()], ..Default::default() } };
    /// assert_eq!(n.text(), "deployment.apps app/web [progressing] Available: 0/1");
    /// ```
    pub fn text(&self) -> String {
        let name = resource_name(&self.api_version, &self.kind, &self.namespace, &self.name);
        format!("{name} {}", self.summary.text())
    }
}

impl ResourceSummary {
    /// wrangler's `Summary.String()`.
    pub fn text(&self) -> String {
        if !self.transitioning && !self.error {
            return self.state.clone();
        }
        let mut text = if self.transitioning {
            "[progressing".to_string()
        } else {
            String::new()
        };
        if self.error {
            if text.is_empty() {
                text = "error]".into();
            } else {
                text.push_str(",error]");
            }
        } else {
            text.push(']');
        }
        if !self.message.is_empty() {
            text.push(' ');
            text.push_str(&self.message.join(", "));
        }
        text
    }
}
