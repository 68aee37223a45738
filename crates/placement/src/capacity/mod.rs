//! Kubernetes storage capacity tracking: the volume-binding filter with CSIStorageCapacity.
