// The JavaScript half of longhorn_columns.rs: each replica decision's nodes,
// disks and candidates built from one text of strings and one Float64Array
// of numbers, each row with one object literal in the key order serde writes
// (so JSON.stringify of a result is the same text as serde_json's), then put
// in the place serde left for it. `numbers` is a view of the module's memory,
// read here before anything can call into the module again.

// A disk row's flags, each a bit by position, as longhorn_columns.rs writes them (`Bit`).
const [HAS_REASON, HAS_FITS, HAS_RECORDED, RECORDED, POSITIVE, ACTUAL_OK, SCHEDULE_OK, FITS] = [1, 2, 4, 8, 16, 32, 64, 128];

// Where the steps are (longhorn_columns.rs, `Shape`): a schedule result, a volume result, a list.
const stepLists = (value, shape) => {
  if (shape === 0) return value.volumes.map((volume) => volume.steps);
  return shape === 1 ? [value.steps] : [value];
};

// The decision of a step whose rows were written, in the order longhorn_columns.rs took them.
const decisionOf = (step) => {
  if (step.kind === 'schedule' || step.kind === 'precheck') return step;
  return step.kind === 'reuse' ? step.search : undefined;
};

// The strings, each cut out of `text` at its end.
const cut = (text, ends) => {
  const s = [];
  for (let i = 0, start = 0; i < ends.length; start = ends[i], i++) s.push(text.slice(start, ends[i]));
  return s;
};

/** A result's `disksAfter`: four numbers a disk. */
export function disksAfter(text, ends, numbers) {
  const s = cut(text, ends);
  const disks = new Array(numbers.length / 4);
  for (let i = 0, at = 0; at < numbers.length; i++, at += 4) {
    disks[i] = { node: s[numbers[at]], disk: s[numbers[at + 1]], before: numbers[at + 2], after: numbers[at + 3] };
  }
  return disks;
}

/** Fills every decision of `value`'s steps with the rows `numbers` describes. */
export function fillRows(value, shape, text, ends, numbers) {
  const s = cut(text, ends);
  let at = 0;
  for (const steps of stepLists(value, shape)) {
    for (const step of steps) {
      const decision = decisionOf(step);
      if (decision === undefined) continue;
      const [nodeCount, diskCount, candidateCount] = [numbers[at], numbers[at + 1], numbers[at + 2]];
      at += 3;
      const nodes = new Array(nodeCount);
      for (let i = 0; i < nodeCount; i++, at += 4) {
        const f = numbers[at + 3];
        nodes[i] = {
          name: s[numbers[at]],
          zone: s[numbers[at + 1]],
          verdict: s[numbers[at + 2]],
          tagsMatch: (f & 1) !== 0,
          used: (f & 2) !== 0,
          onlyEvicting: (f & 4) !== 0,
          zoneUsed: (f & 8) !== 0,
          zoneOnlyEvicting: (f & 16) !== 0,
          backingImageTagsMatch: (f & 32) !== 0,
          diskPressure: (f & 64) !== 0,
        };
      }
      const disks = new Array(diskCount);
      for (let i = 0; i < diskCount; i++) {
        disks[i] = disk(s, numbers, at);
        at += numbers[at + 3] & HAS_FITS ? 18 : 5;
      }
      const candidates = new Array(candidateCount);
      for (let i = 0; i < candidateCount; i++, at += 2) candidates[i] = { node: s[numbers[at]], disk: s[numbers[at + 1]] };
      decision.nodes = nodes;
      decision.disks = disks;
      decision.candidates = candidates;
      at = pick(decision.pick, s, numbers, at);
    }
  }
}

// `[name, usable]` rows, `count` of them from `at`.
const usables = (s, n, at, count) => {
  const list = new Array(count);
  for (let i = 0; i < count; i++, at += 2) list[i] = { name: s[n[at]], usable: n[at + 1] };
  return list;
};

// A score or mean as serde_json writes it: null when not finite.
const finite = (x) => (Number.isFinite(x) ? x : null);

// A pick's lists (see `pick` in longhorn_columns.rs); where the next decision starts.
function pick(into, s, n, at) {
  const tag = n[at++];
  if (tag === 2) {
    into.entries = usables(s, n, at + 1, n[at]);
    return at + 1 + 2 * n[at];
  }
  if (tag !== 1) return at;
  for (const stage of [into.nodeStage, into.diskStage]) {
    const [entryCount, candidateCount, skippedCount] = [n[at], n[at + 1], n[at + 2]];
    at += 3;
    stage.entries = usables(s, n, at, entryCount);
    at += 2 * entryCount;
    const candidates = new Array(candidateCount);
    for (let i = 0; i < candidateCount; i++) {
      const length = n[at + 8];
      const c = {
        name: s[n[at]],
        usable: n[at + 1],
        vector: Array.from(n.subarray(at + 9, at + 9 + length)),
        max: n[at + 2],
        min: n[at + 3],
        mean: finite(n[at + 4]),
        score: finite(n[at + 5]),
      };
      if (n[at + 6] === 1) c.perNodeScore = finite(n[at + 7]);
      candidates[i] = c;
      at += 9 + length;
    }
    stage.candidates = candidates;
    stage.skipped = usables(s, n, at, skippedCount);
    at += 2 * skippedCount;
  }
  return at;
}

// The disk row at `at` (18 numbers with its Fits, else 5).
function disk(s, n, at) {
  const f = n[at + 3];
  const row = { node: s[n[at]], disk: s[n[at + 1]], verdict: s[n[at + 2]] };
  if (f & HAS_REASON) row.reason = s[n[at + 4]];
  if (f & HAS_FITS) {
    row.fits = {
      size: n[at + 5],
      actual: n[at + 6],
      maximum: n[at + 7],
      available: n[at + 8],
      reserved: n[at + 9],
      scheduled: n[at + 10],
      scheduledInPass: n[at + 11],
      positive: (f & POSITIVE) !== 0,
      actualLimit: n[at + 12],
      actualOk: (f & ACTUAL_OK) !== 0,
      scheduleLimit: n[at + 13],
      scheduleOk: (f & SCHEDULE_OK) !== 0,
      fits: (f & FITS) !== 0,
      actualText: s[n[at + 14]],
      scheduleText: s[n[at + 15]],
      minimalAvailablePercentage: n[at + 16],
      overProvisioningPercentage: n[at + 17],
    };
  }
  if (f & HAS_RECORDED) row.recordedSchedulable = (f & RECORDED) !== 0;
  return row;
}
