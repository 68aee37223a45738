// Placement Playground in a Docusaurus (MDX) or any React page
// (integrations/docusaurus/README.md):
//
//   <PlacementPlayground lab="balance" preset="docs-example" />
//
// Props: lab (required), preset | scenario (a share link or its #/… fragment),
// readOnly (true by default: an example to read), view ('result' by default
// when read-only, else 'split'), lang ('en'), height ('auto' by default: the
// frame follows the lab; or pixels), title, base (the playground's address;
// default PLAYGROUND_URL below). A bad prop shows a message naming it in
// place of the frame. Plain JavaScript (no JSX), so it needs no build step.
import React, { useEffect, useRef, useState } from 'react';

/** Where the playground is served: set it once for your site, or pass `base`. */
export const PLAYGROUND_URL = 'https://placement-playground.example/';

const LABS = ['longhorn', 'balance', 'capacity', 'rollout'];
const VIEWS = ['result', 'split'];
const LANGS = ['en'];
const PROPS = ['lab', 'preset', 'scenario', 'readOnly', 'view', 'lang', 'height', 'title', 'base'];
// The same table as web/frames.js FRAME_HEIGHTS: the height before the lab reports its own.
const FRAME_HEIGHTS = {
  longhorn: { result: 900, split: 1200 },
  balance: { result: 840, split: 1080 },
  capacity: { result: 700, split: 1200 },
  rollout: { result: 1000, split: 1200 },
};
const SIZE = 'placement-playground:size';
const show = (value) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/** The frame's address and first height for the props; throws an Error naming a bad prop. */
export function embedAddress(props) {
  for (const name of Object.keys(props)) {
    if (!PROPS.includes(name)) throw new Error(`unknown prop ${show(name)} (the props are ${PROPS.join(', ')})`);
  }
  const { lab, preset, scenario, readOnly = true, lang = 'en', height = 'auto', base = PLAYGROUND_URL } = props;
  if (!LABS.includes(lab)) throw new Error(`lab must be one of ${LABS.join(', ')} (got ${show(lab)})`);
  if (typeof readOnly !== 'boolean') throw new Error(`readOnly must be true or false (got ${show(readOnly)})`);
  const defaultView = readOnly ? 'result' : 'split';
  const view = props.view ?? defaultView;
  if (!VIEWS.includes(view)) throw new Error(`view must be one of ${VIEWS.join(', ')} (got ${show(view)})`);
  if (!LANGS.includes(lang)) throw new Error(`lang must be one of ${LANGS.join(', ')} (got ${show(lang)})`);
  if (height !== 'auto' && !(Number.isFinite(height) && height > 0)) {
    throw new Error(`height must be 'auto' or a number of pixels above 0 (got ${show(height)})`);
  }
  if (preset !== undefined && !/^[a-z0-9-]+$/.test(String(preset))) {
    throw new Error(`preset must be a preset id such as "docs-example" (got ${show(preset)})`);
  }
  let fragment = '';
  if (scenario !== undefined) {
    fragment = String(scenario).match(/#\/[a-z]+\?[A-Za-z0-9_=&-]*s=[A-Za-z0-9_-]+/)?.[0];
    if (!fragment) throw new Error(`scenario must be a share link or its fragment (#/${lab}?s=…) (got ${show(scenario)})`);
    if (preset !== undefined) throw new Error('preset and scenario both say what to show: give one of them');
  }
  const query = new URLSearchParams({ embed: '1', lab });
  if (preset !== undefined) query.set('preset', preset);
  if (readOnly) query.set('readonly', '1');
  if (view !== defaultView) query.set('view', view);
  if (lang !== 'en') query.set('lang', lang);
  const root = String(base).replace(/\/?$/, '/');
  return {
    src: `${root}?${query}${fragment}`,
    height: height === 'auto' ? FRAME_HEIGHTS[lab][view] : height,
    auto: height === 'auto',
  };
}

/** The component: an iframe of the playground that takes its lab's height. */
export default function PlacementPlayground(props) {
  const frame = useRef(null);
  let address;
  let problem;
  try {
    address = embedAddress(props);
  } catch (error) {
    problem = error.message;
  }
  const [reported, setReported] = useState(null);
  const src = address?.src;
  const auto = address?.auto;
  useEffect(() => {
    if (!src || !auto) return undefined;
    const origin = new URL(src, window.location.href).origin;
    const onMessage = (event) => {
      const data = event.data;
      if (event.source !== frame.current?.contentWindow || event.origin !== origin || data?.type !== SIZE) return;
      if (Number.isFinite(data.height) && data.height > 0) setReported(Math.min(Math.ceil(data.height), 20000));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src, auto]);
  if (problem) {
    return React.createElement('p', { role: 'alert', className: 'placement-playground-error' }, `PlacementPlayground: ${problem}`);
  }
  return React.createElement('iframe', {
    ref: frame,
    src,
    title: props.title ?? `Placement Playground: ${props.lab}`,
    loading: 'lazy',
    className: 'placement-playground',
    'data-placement-playground-mount': '',
    style: { width: '100%', border: 0, display: 'block', height: `${(auto && reported) || address.height}px` },
  });
}
