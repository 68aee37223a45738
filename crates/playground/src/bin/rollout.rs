//! The playground bundle of the rollout lab.

playground::bundle!(playground::labs::rollout::BUNDLE);
