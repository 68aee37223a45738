//! The playground bundle of the capacity lab.

playground::bundle!(playground::labs::capacity::BUNDLE);
