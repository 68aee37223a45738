// The JavaScript half of fleet_columns.rs: a simulation's cluster list built
// from one text of strings and one Uint32Array of numbers, each cluster with
// one object literal in the key order serde writes (so JSON.stringify of the
// list is the same text as serde_json's). `numbers` is a view of the module's
// memory, read here before anything can call into the module again.

// Bits of a cluster's flags, as fleet_columns.rs writes them.
const JOINED = 1;
const PAUSED = 2;
const HAS_DEPLOYMENT_STATE = 4;
const HAS_DEPLOYMENT = 8;
const READY = 16;
const ERROR = 32;
const MODIFIED = 64;

/** The list of `ClusterResult`s `numbers` describes, its strings cut from `text` at `ends`. */
export function clusterList(text, ends, numbers) {
  const strings = [];
  for (let i = 0, start = 0; i < ends.length; start = ends[i], i++) strings.push(text.slice(start, ends[i]));
  const clusters = [];
  for (let at = 0; at < numbers.length;) {
    const flags = numbers[at + 2];
    const partitionCount = numbers[at + 8];
    const eventCount = numbers[at + 9];
    const partitions = [];
    let next = at + 10;
    for (const end = next + partitionCount; next < end; next++) partitions.push(numbers[next]);
    const timeline = [];
    for (let e = 0; e < eventCount; e++, next += 3) {
      timeline.push({ round: numbers[next], kind: strings[numbers[next + 1]], version: numbers[next + 2] });
    }
    clusters.push({
      name: strings[numbers[at]],
      namespace: strings[numbers[at + 1]],
      joined: (flags & JOINED) !== 0,
      partitions,
      paused: (flags & PAUSED) !== 0,
      state: strings[numbers[at + 3]],
      deploymentState: flags & HAS_DEPLOYMENT_STATE ? strings[numbers[at + 4]] : null,
      deployment: flags & HAS_DEPLOYMENT
        ? {
          staged: numbers[at + 5],
          deployed: numbers[at + 6],
          applied: numbers[at + 7],
          ready: (flags & READY) !== 0,
          error: (flags & ERROR) !== 0,
          modified: (flags & MODIFIED) !== 0,
        }
        : null,
      timeline,
    });
    at = next;
  }
  return clusters;
}
