// Errors as messages (messageId, args) and formatMessage in English, Japanese
// and Ukrainian, through the package as a user calls it (issue #11).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { scheduleReplicas, planPartitions, importCapacityObjects, formatMessage } from '../../dist/pkg/node.mjs';

const disk = (name, extra = {}) => ({ name, storageMaximum: '1Ti', storageAvailable: '1Ti', ...extra });
const scenario = (extra = {}) => ({
  nodes: [{ name: 'n1', disks: [disk('d1')] }],
  volumes: [{ name: 'v', size: '10Gi', numberOfReplicas: 1 }],
  ...extra,
});
const thrown = (f) => {
  try {
    f();
  } catch (e) {
    return e;
  }
  assert.fail('no error was thrown');
};

test('an input error carries its problem as a message id and named arguments', () => {
  const e = thrown(() => scheduleReplicas(scenario({ nodes: [{ name: 'n1', disks: [disk('d1', { storageReserved: '2Ti' })] }] })));
  assert.equal(e.path, 'nodes[0].disks[0].storageReserved');
  assert.equal(e.messageId, 'error-reserved-over-maximum');
  assert.deepEqual(e.args, { maximum: 2 ** 40 });
  const unknown = thrown(() => scheduleReplicas(scenario({ settings: { 'replica-soft-anti-afinity': true } })));
  assert.equal(unknown.messageId, 'error-unknown-field');
  assert.equal(unknown.args.field, 'replica-soft-anti-afinity');
  const type = thrown(() => scheduleReplicas(5));
  assert.ok(type instanceof TypeError);
  assert.equal(type.messageId, 'error-argument-object');
  assert.deepEqual(type.args, { function: 'scheduleReplicas', index: 1, name: 'scenario', got: 'number' });
  const fleet = thrown(() => planPartitions({ rolloutStrategy: {}, clusters: [{ name: 'a' }, { name: 'a' }] }));
  assert.equal(fleet.messageId, 'error-duplicate-cluster');
});

test('a 1 MB unknown key makes a small error: message, value and each argument are bounded', () => {
  const key = 'k'.repeat(1 << 20);
  const e = thrown(() => scheduleReplicas(scenario({ settings: { [key]: true } })));
  assert.equal(e.messageId, 'error-unknown-field');
  assert.ok(e.args.field.length <= 2001 && e.args.field.endsWith('…'), `args.field is ${e.args.field.length} characters`);
  assert.ok(JSON.stringify(e.args).length < 4000, `args are ${JSON.stringify(e.args).length} characters`);
  assert.ok(e.message.length <= 4001, `the message is ${e.message.length} characters`);
  assert.equal(scheduleReplicas(scenario()).volumes[0].replicas.length, 1, 'the next call is answered');
});

test('an error of a pasted text keeps line and column next to its message id', () => {
  const e = thrown(() => importCapacityObjects('kind: StorageClass\nmetadata:\n  name: fast\n'));
  assert.equal(e.messageId, 'error-import-no-provisioner');
  assert.equal(typeof e.line, 'number');
  assert.equal(typeof e.column, 'number');
});

test('formatMessage in English says what the engine said', async () => {
  for (const f of [
    () => scheduleReplicas(scenario({ volumes: [{ name: 'v', size: '1Gi', numberOfReplicas: 0 }] })),
    () => scheduleReplicas(scenario({ settings: { 'replica-soft-anti-afinity': true } })),
    () => scheduleReplicas(scenario({ volumes: [{ name: 'v', size: 'ten' }] })),
    () => scheduleReplicas(5),
  ]) {
    const e = thrown(f);
    assert.equal(await formatMessage(e, 'en'), e.message);
  }
});

test('formatMessage says an error in Japanese and in Ukrainian, path and value as written', async () => {
  const e = thrown(() => scheduleReplicas(scenario({ volumes: [{ name: 'v', size: '1Gi', numberOfReplicas: 0 }] })));
  assert.equal(await formatMessage(e, 'ja'), 'volumes[0].numberOfReplicas: 1 以上でなければなりません（値：「0」）');
  assert.equal(await formatMessage(e, 'uk'), 'volumes[0].numberOfReplicas: має бути щонайменше 1 (отримано «0»)');
  const type = thrown(() => scheduleReplicas(5));
  assert.equal(await formatMessage(type, 'uk'), 'scheduleReplicas: аргумент 1 (scenario) має бути обʼєктом, отримано number', 'the function, argument and JS type stay as code');
});

test('a regional tag is its language; another language is English', async () => {
  const e = thrown(() => scheduleReplicas(scenario({ volumes: [{ name: 'v', size: '1Gi', numberOfReplicas: 0 }] })));
  assert.equal(await formatMessage(e, 'ja-JP'), await formatMessage(e, 'ja'));
  assert.equal(await formatMessage(e, 'UK_ua'), await formatMessage(e, 'uk'));
  assert.equal(await formatMessage(e, 'de'), e.message);
  assert.equal(await formatMessage(e), e.message, 'no locale: English');
  assert.equal(await formatMessage({ id: 'no-such-message', args: {} }, 'ja'), 'no-such-message');
  await assert.rejects(() => formatMessage(42, 'ja'), TypeError);
});

test('an answer\'s message renders in each language', async () => {
  const result = scheduleReplicas(scenario());
  const answer = result.volumes[0].answers[0].answer;
  const texts = await Promise.all(['en', 'ja', 'uk'].map((l) => formatMessage(answer, l)));
  assert.equal(new Set(texts).size, 3);
  for (const text of texts) assert.ok(text.includes('n1/d1'), text);
});

test('counts choose the language\'s plural form', async () => {
  const tie = (count) => ({ id: 'longhorn-placed-tie', args: { replica: 'r', node: 'n', disk: 'd', count } });
  assert.match(await formatMessage(tie(1), 'uk'), /1 диск має /);
  assert.match(await formatMessage(tie(3), 'uk'), /3 диски мають /);
  assert.match(await formatMessage(tie(5), 'uk'), /5 дисків мають /);
  assert.match(await formatMessage(tie(21), 'uk'), /21 диск має /);
  const index = (count) => ({ messageId: 'error-cluster-index', args: { count }, path: 'cluster', value: '9' });
  assert.match(await formatMessage(index(2), 'uk'), /є 2 кластери\)/);
  assert.match(await formatMessage(index(11), 'uk'), /є 11 кластерів\)/);
});

test('numbers are grouped as the language writes them; bytes get their unit', async () => {
  const big = { messageId: 'error-zip-entry-too-large', args: { size: 1048576, limit: 1000 }, path: 'x.yaml', value: '' };
  assert.match(await formatMessage(big, 'en'), /inflate to 1,048,576 bytes, more than the 1,000 bytes/);
  assert.match(await formatMessage(big, 'ja'), /1,048,576 バイト/);
  assert.match(await formatMessage(big, 'uk'), /у 1\s048\s576 байтів, більше за 1\s000 байтів/u);
  const free = { id: 'longhorn-change-free-space', args: {
    node: 'n1', disk: 'd', bytes: 5 * 2 ** 30 + 1, availableBytes: 35 * 2 ** 30 + 1, currentBytes: 30 * 2 ** 30 } };
  assert.equal(await formatMessage(free, 'en'),
    'Set Available of disk d on node n1 to 35.001 GiB or more (it is 30 GiB): free 5.001 GiB there.');
  assert.match(await formatMessage(free, 'uk'), /5,001 GiB/);
  // Causes are clauses: joined by the clause separator, their own lists by the list separator.
  const name = (n) => ({ id: 'longhorn-name', args: { name: n } });
  const causes = { id: 'longhorn-unscheduled-causes', args: { replica: 'v-r-1', volume: 'v', causes: [
    { id: 'longhorn-cause-node-tags', args: { count: 2, nodes: [name('node-2'), name('node-3')], volume: 'v', tags: [name('ssd')], tagCount: 1 } },
    { id: 'longhorn-cause-disk-tags', args: { count: 2, nodes: [name('node-1')], volume: 'v', tags: [name('nvme')], tagCount: 1 } },
  ] } };
  assert.equal(await formatMessage(causes, 'en'),
    'v-r-1 is not scheduled: 2 nodes (node-2, node-3) lack node tag ssd; 2 disks on node-1 lack disk tag nvme.');
  assert.match(await formatMessage(causes, 'ja'), /node-2、node-3/);
});

test('the package ships the catalogs as modules and lists the formatter\'s dependency', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../dist/pkg/package.json', import.meta.url)));
  assert.ok(pkg.dependencies['@fluent/bundle']);
  for (const lang of ['en', 'ja', 'uk']) {
    const text = readFileSync(new URL(`../../dist/pkg/locales/${lang}.js`, import.meta.url), 'utf8');
    assert.match(text, /error-not-negative = /, lang);
    assert.match(text, /longhorn-placed-tie = /, lang);
  }
  const index = readFileSync(new URL('../../dist/pkg/index.js', import.meta.url), 'utf8');
  assert.doesNotMatch(index, /^import .*messages\.js/m, 'the formatter is imported only when called');
});
