//! The Longhorn release a paste records (issue #37): the `current-longhorn-version` setting
//! (longhorn-manager `types.SettingNameCurrentLonghornVersion`, whose value
//! `upgrade/util/util.go` `CreateOrUpdateLonghornVersionSetting` sets to the running manager's
//! version, a tag such as `v1.11.1` or `v1.5.0-rc1`) — or, for a support bundle without it, the version inferred
//! from its objects (`bundle/version.rs`) — chooses the scenario's release and its disk choice.
//!
//! A recorded patch release the engine models (`v1.11.0` … `v1.12.1`) is followed exactly.
//! Any other version keeps the default release, and says so: the engine has no rule for what
//! v1.10's or v1.13's scheduler does beyond the disk choice, which is most-usable before v1.11
//! and balance from v1.11 (`implied_algorithm`).

use super::model::{Import, ImportedVersion};
use crate::kernel::import_text::english;
use crate::kernel::message::Message;
use crate::longhorn::input::{Algorithm, LonghornVersion};

/// The id of the sentence that says where the version was read: the setting.
pub const FROM_SETTING: &str = "import-lh-version-setting";

/// Most-usable before v1.11, balance from v1.11 (and for a version that
/// cannot be read, the current Longhorn's).
pub fn implied_algorithm(version: &str) -> Algorithm {
    let mut numbers = version
        .trim_start_matches('v')
        .split(['.', '-'])
        .map(|n| n.parse::<u32>().ok());
    match (numbers.next().flatten(), numbers.next().flatten()) {
        (Some(major), Some(minor)) if (major, minor) < (1, 11) => Algorithm::MostUsable,
        _ => Algorithm::Balance,
    }
}

/// The release the scenario follows for the recorded `version`, and why (a whole sentence).
pub fn release_for(version: &str) -> (LonghornVersion, Message) {
    // A recorded version is a tag (`v1.11.1`); `master` is a branch, never recorded as such.
    let exact = LonghornVersion::ALL
        .into_iter()
        .find(|r| *r != LonghornVersion::Master && r.id() == version);
    if let Some(release) = exact {
        return (
            release,
            Message::new("import-lh-release-exact").arg("version", version),
        );
    }
    let release = LonghornVersion::default();
    let id = match implied_algorithm(version) {
        Algorithm::MostUsable => "import-lh-release-older",
        Algorithm::Balance => "import-lh-release-other",
    };
    let why = Message::new(id)
        .arg("version", version)
        .arg("release", release.label());
    (release, why)
}

/// Gives `import` the recorded `version`, known as `how` says: its scenario follows the
/// release [`release_for`] chooses, with the version's disk choice.
pub fn take_version(import: &mut Import, version: &str, how: Message) {
    let (release, why) = release_for(version);
    import.scenario.longhorn_version = release;
    import.scenario.algorithm = implied_algorithm(version);
    let why_messages = vec![how, why];
    import.version = Some(ImportedVersion {
        recorded: version.to_string(),
        why: why_messages.iter().map(english).collect(),
        why_messages,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_modelled_tag_is_followed_and_another_keeps_the_default() {
        assert_eq!(release_for("v1.11.1").0, LonghornVersion::V1_11_1);
        assert_eq!(release_for("v1.12.0").0, LonghornVersion::V1_12_0);
        for other in ["v1.11", "master", "v1.13.0", "v1.12.2-rc1", ""] {
            let (release, why) = release_for(other);
            assert_eq!(release, LonghornVersion::V1_12_1, "{other}");
            assert_eq!(why.id, "import-lh-release-other", "{other}");
        }
        let (release, why) = release_for("v1.9.2");
        assert_eq!(
            (release, why.id.as_str()),
            (LonghornVersion::V1_12_1, "import-lh-release-older")
        );
        assert_eq!(implied_algorithm("v1.10.3"), Algorithm::MostUsable);
        assert_eq!(implied_algorithm("v1.11.0"), Algorithm::Balance);
    }
}
