//! The playground bundle of the presets gallery (no lab, no engine code).

playground::bundle!(playground::gallery::BUNDLE);
