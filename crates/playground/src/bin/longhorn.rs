//! The playground bundle of the longhorn lab.

playground::bundle!(playground::labs::longhorn::BUNDLE);
