// What a host page's frame of a lab needs (web/mount.js, the embed dialog): kept out of
// web/labs.js, which every page's start loads, as no page's start reads them.

// What an embedded lab shows (`view=`).
export const VIEWS = ['result', 'split'];

// A frame's built-in height (px) per lab and view, before the lab reports its
// own: the same table as crates/playground/src/embed_snippets.rs and the
// integrations (tests/node/embed.test.mjs keeps them equal).
export const FRAME_HEIGHTS = {
  longhorn: { result: 900, split: 1200 },
  balance: { result: 840, split: 1080 },
  capacity: { result: 700, split: 1200 },
  rollout: { result: 1000, split: 1200 },
};
