//! Fleet rollout planning: partitions, limits and reconciles.
