//! The kubectl-import bundle: no page, only a Web Worker job runner
//! ([`playground::jobs::imports`]). A lab fetches it when something is
//! pasted, so the readers of Longhorn, Kubernetes and Fleet objects are in no
//! lab's first load.

fn main() {}

playground::job_entry!(playground::jobs::imports);
