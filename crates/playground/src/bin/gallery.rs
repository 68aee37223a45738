//! The playground bundle of the presets gallery (no lab, no engine code).

playground::bundle!(playground::shell::gallery::BUNDLE);
