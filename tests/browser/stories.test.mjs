// The stories (issue 35) in Chromium: every shipped story played forward to its last step and
// back to its first by keyboard (PageDown / PageUp, as a presentation clicker sends), each step's
// picture compared with the engine package run in Node on that step's scenario (what the page
// says the step's scenario is), and each step's scenario the same going back as going forward;
// the list links every story; axe finds nothing serious or critical on the list and the player;
// a phone never scrolls sideways; the stories are a part of the Learn bundle fetched when first
// opened, with their texts.
import test from 'node:test';
import assert from 'node:assert/strict';
import { filterNodes, scheduleReplicas, simulateBalance, simulateRollout } from '../../dist/pkg/node.mjs';
import { saveScreenshot, useBrowser } from './harness.mjs';
import { describe as describeViolations, runAxe } from './axe.mjs';

const env = useBrowser();

/** The shipped stories and their step counts (walks/stories/*.yaml). */
const STORIES = {
  'longhorn-zone-outage': 4,
  'longhorn-disk-full': 5,
  'capacity-stale': 4,
  'capacity-new-zone': 4,
  'rollout-storm': 5,
  'rollout-resume': 4,
  'balance-new-node': 3,
  'balance-filling': 4,
};

const newPage = async ({ width = 1280, height = 900 } = {}) => {
  const context = await env.browser.newContext({ bypassCSP: true, viewport: { width, height } });
  return { context, page: await context.newPage() };
};

const sorted = (xs) => [...xs].sort();

/** What the page's picture says, per lab, and what the engine says on the step's scenario. */
const PICTURES = {
  longhorn: {
    page: (page) => page.$$eval('[data-replica]', (els) => els.map((e) => `${e.dataset.replica}@${e.dataset.node}`)),
    engine: (scenario) => scheduleReplicas(scenario).volumes.flatMap((v) => v.replicas.map((r) => `${r.name}@${r.node ?? ''}`)),
  },
  balance: {
    page: (page) => page.$$eval('.learn-node.wins, .learn-disk.wins', (els) => els.map((e) => e.dataset.node ?? e.dataset.disk)),
    engine: (scenario) => {
      const sim = simulateBalance(scenario);
      return [sim.nodeStage.winner, sim.diskStage.winner].filter(Boolean);
    },
  },
  capacity: {
    // Every node with its verdict (a passing node is drawn as the winner).
    page: (page) => page.$$eval('.learn-node[data-node]', (els) => els.map((e) => `${e.dataset.node}:${e.classList.contains('wins')}`)),
    engine: (scenario) => filterNodes(scenario).nodes.map((n) => `${n.node}:${n.passes}`),
  },
  rollout: {
    // The round shown is the caption's first number ("Round 2 of 6: …").
    page: async (page) => {
      const round = Number((await page.textContent('#learn-picture figcaption')).match(/\d+/)[0]);
      const reached = await page.$$eval('.learn-node.wins', (els) => els.map((e) => e.dataset.partition));
      return [round, ...reached];
    },
    engine: (scenario, shown) => {
      const round = simulateRollout(scenario).rounds[shown[0] - 1];
      return [shown[0], ...round.partitions.filter((p) => p.reached && !p.partitionUnavailable).map((p) => p.name)];
    },
  },
};

const labOf = (id) => id.split('-')[0];

async function stepShown(page, id, step, count) {
  await page.waitForFunction(([want, story]) => location.hash === `#/learn/story/${story}/${want}`, [step, id]);
  await page.waitForFunction((want) => document.querySelector('#step-count')?.textContent.includes(`Step ${want} of`), step);
  assert.equal(await page.textContent('#step-count'), `Step ${step} of ${count}`);
}

/** The step's scenario as the page states it, and its picture checked against the engine. */
async function checkStep(page, id, step) {
  const scenario = JSON.parse(await page.textContent('#step-scenario'));
  const picture = PICTURES[labOf(id)];
  const shown = await picture.page(page);
  assert.ok(shown.length > 0, `${id} step ${step}: the picture shows something`);
  assert.deepEqual(sorted(shown), sorted(picture.engine(scenario, shown)), `${id} step ${step}`);
  assert.ok((await page.textContent('#narration')).trim().length > 20, `${id} step ${step}: a caption`);
  assert.doesNotMatch(await page.textContent('#narration'), /\b(story|learn|longhorn|fleet|capacity|balance)-[a-z]+-[a-z]+|\{ *\$/, `${id} step ${step}: no message id`);
  return scenario;
}

/** Presses `key` on the step controls (a disabled button takes no focus: Back for PageUp). */
async function pressOnControls(page, key) {
  await page.focus(key === 'PageUp' ? '#step-back' : '#step-next');
  await page.keyboard.press(key);
}

for (const [id, count] of Object.entries(STORIES)) {
  test(`the ${id} story, forward and back by PageDown / PageUp: each step is the engine's on its scenario`, async () => {
    const { context, page } = await newPage();
    await page.goto(`${env.server.url}/#/learn/story/${id}/1`);
    await page.waitForSelector('#narration');
    const forward = [];
    for (let step = 1; step <= count; step += 1) {
      await stepShown(page, id, step, count);
      forward[step] = await checkStep(page, id, step);
      if (step < count) await pressOnControls(page, 'PageDown');
    }
    assert.ok(await page.isVisible('#lesson-done'));
    assert.notDeepEqual(forward[count], forward[1], `${id}: its steps edit the scenario`);
    for (let step = count - 1; step >= 1; step -= 1) {
      await pressOnControls(page, 'PageUp');
      await stepShown(page, id, step, count);
      assert.deepEqual(await checkStep(page, id, step), forward[step], `${id}: back at step ${step} is the step as it was`);
    }
    await context.close();
  });
}

test('the story list links every story; axe finds nothing serious on the list and the player', async () => {
  const { context, page } = await newPage();
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(`${env.server.url}/#/learn`);
  await page.waitForSelector('#learn-stories');
  assert.ok(!fetched.some((p) => /learn\.learn_story\.wasm|story\.ftl/.test(p)), 'no story code or text before a story is opened');
  await page.click('#learn-stories');
  await page.waitForSelector('#story-longhorn-zone-outage');
  assert.ok(fetched.some((p) => /learn\.learn_story\.wasm$/.test(p)), 'the stories are a chunk of their own');
  assert.ok(fetched.some((p) => /locales\/en\/story\.ftl$/.test(p)), 'their texts are fetched with them');
  const links = await page.$$eval('.lesson-card', (els) => els.map((e) => e.getAttribute('href')));
  assert.deepEqual(sorted(links), sorted(Object.keys(STORIES).map((s) => `#/learn/story/${s}/1`)));
  const { blocking } = await runAxe(page);
  assert.equal(blocking.length, 0, `the story list:\n${describeViolations(blocking)}`);
  for (const id of ['longhorn-zone-outage', 'rollout-storm']) {
    await page.goto(`${env.server.url}/#/learn/story/${id}/2`);
    await page.waitForSelector('#learn-picture');
    const { blocking: player } = await runAxe(page);
    assert.equal(player.length, 0, `${id}:\n${describeViolations(player)}`);
  }
  await saveScreenshot(page, 'story-player');
  await context.close();
});

test('a story in Japanese and Ukrainian: its captions and picture in that language', async () => {
  const { context, page } = await newPage();
  await page.goto(`${env.server.url}/?lang=ja#/learn/story/longhorn-zone-outage/2`);
  await page.waitForSelector('#learn-picture');
  assert.match(await page.textContent('#narration'), /ゾーン zone-c がダウンし/);
  assert.match(await page.textContent('#learn-picture'), /準備ができていません/);
  await page.goto(`${env.server.url}/?lang=uk#/learn/story/rollout-storm/2`);
  await page.waitForSelector('#learn-picture');
  await page.reload();
  await page.waitForSelector('#learn-picture');
  assert.match(await page.textContent('#narration'), /Завантаження образу тримає кластери розділу canary/);
  await context.close();
});

test('on a phone (390 px) no step of any story scrolls sideways', async () => {
  const { context, page } = await newPage({ width: 390, height: 844 });
  for (const [id, count] of Object.entries(STORIES)) {
    for (let step = 1; step <= count; step += 1) {
      await page.goto(`${env.server.url}/#/learn/story/${id}/${step}`);
      await page.waitForSelector('#narration');
      const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      assert.ok(scroll <= client, `${id} step ${step}: ${scroll} > ${client}`);
    }
  }
  await context.close();
});
