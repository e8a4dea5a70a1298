import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  budgetVerdict,
  memoryNotifyBudget,
  minuteOf,
  NOTIFY_BUDGET,
  NOTIFY_SHARES,
  takeShare,
} from './notify-budget.js';

const at = new Date('2026-11-27T01:02:30Z');
const noWait = async () => undefined;

test('each survey gets its own messages up to the budget per minute, then one digest', async () => {
  const store = memoryNotifyBudget();
  const verdicts = [];
  for (let i = 0; i < NOTIFY_BUDGET.perSurvey + 3; i += 1)
    verdicts.push((await budgetVerdict(store, 's1', at, noWait)).kind);
  assert.deepEqual(verdicts, ['own', 'own', 'own', 'own', 'own', 'digest', 'held', 'held']);
  // Another survey, and the next minute, start afresh.
  assert.equal((await budgetVerdict(store, 's2', at, noWait)).kind, 'own');
  const next = new Date(at.getTime() + 60_000);
  assert.equal((await budgetVerdict(store, 's1', next, noWait)).kind, 'own');
});

test('the digest waits until the minute is over (and a second), then counts every held one', async () => {
  const store = memoryNotifyBudget();
  for (let i = 0; i < NOTIFY_BUDGET.perSurvey; i += 1) await budgetVerdict(store, 's1', at, noWait);
  const waited: number[] = [];
  const verdict = await budgetVerdict(store, 's1', at, async (ms) => {
    waited.push(ms);
    await budgetVerdict(store, 's1', at, noWait);
  });
  assert.deepEqual(waited, [31_000]);
  assert.deepEqual(verdict, { kind: 'digest', count: 2 });
});

test('all surveys together stay within the overall budget per minute', async () => {
  const store = memoryNotifyBudget();
  const kinds = [];
  for (let i = 0; i < NOTIFY_BUDGET.overall + 2; i += 1)
    kinds.push((await budgetVerdict(store, `s${i}`, at, noWait)).kind);
  assert.equal(kinds.filter((kind) => kind === 'own').length, NOTIFY_BUDGET.overall);
  assert.deepEqual(kinds.slice(-2), ['digest', 'digest']);
  assert.equal(minuteOf(at), '2026-11-27T01:02');
});

test('held answers spend nothing: after one survey’s flood, other surveys still post', async () => {
  const store = memoryNotifyBudget();
  for (let i = 0; i < 200; i += 1) await budgetVerdict(store, 'flooded', at, noWait);
  const others = [];
  for (let i = 0; i < NOTIFY_BUDGET.overall - NOTIFY_BUDGET.perSurvey; i += 1)
    others.push((await budgetVerdict(store, `s${i}`, at, noWait)).kind);
  assert.deepEqual(new Set(others), new Set(['own']));
  assert.equal((await budgetVerdict(store, 'one-too-many', at, noWait)).kind, 'digest');
});

test('each kind has its own share: surveys cannot spend the reminders’ or the comments’', async () => {
  const store = memoryNotifyBudget();
  for (let i = 0; i < 100; i += 1) await budgetVerdict(store, `s${i}`, at, noWait);
  for (const share of ['reminders', 'comments'] as const) {
    const taken = [];
    for (let i = 0; i < NOTIFY_SHARES[share] + 1; i += 1)
      taken.push(await takeShare(store, share, at));
    assert.equal(taken.filter(Boolean).length, NOTIFY_SHARES[share]);
    assert.equal(taken.at(-1), false);
  }
  const total = Object.values(NOTIFY_SHARES).reduce((sum, n) => sum + n, 0);
  assert.ok(total <= 55, 'the shares leave room under Chatwork’s 60 a minute for the digests');
});

test('a budget store that fails leaves no verdict hanging: the error reaches the caller', async () => {
  const broken = {
    take: async () => {
      throw new Error('unavailable');
    },
    hold: async () => false,
    heldCount: async () => 0,
  };
  await assert.rejects(budgetVerdict(broken, 's1', at, noWait), /unavailable/);
});

test('many held responses at once: exactly one sends the digest', async () => {
  const store = memoryNotifyBudget();
  for (let i = 0; i < NOTIFY_BUDGET.perSurvey; i += 1) await budgetVerdict(store, 's1', at, noWait);
  const kinds = await Promise.all(
    Array.from({ length: 20 }, () => budgetVerdict(store, 's1', at, noWait)),
  );
  assert.equal(kinds.filter((verdict) => verdict.kind === 'digest').length, 1);
  assert.equal(await store.heldCount('s1', minuteOf(at)), 20);
});
