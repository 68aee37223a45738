//! The playground bundle of the Longhorn lab.

use playground::labs::longhorn::{volumes, why};

playground::bundle!(playground::labs::longhorn::BUNDLE, parts {
    longhorn_why: why::WHY_DETAILS[why::SelectedWhyProps] => why::why_details as load_why_details,
    longhorn_volumes: volumes::VOLUMES_EDITOR[volumes::VolumesProps] => volumes::volumes_editor as load_volumes_editor,
});
