// A short soak in every `make test`: 300 seeded random actions through the contract, every
// invariant checked after each (see soak.mjs; `make soak` runs it for 30 minutes).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { soak } from './soak.mjs';

test('300 random actions leave the page whole, answering, and its solutions true', async () => {
  const result = await soak({ seed: 7, actions: 300 });
  assert.equal(result.actions, 300);
  assert.ok(Object.keys(result.done).length >= 15, `most kinds of action ran: ${JSON.stringify(result.done)}`);
  assert.ok(result.slowest <= 100);
});

test('Two tabs, 150 random actions and reloads: each tab shows the newest saved board after each', async () => {
  const result = await soak({ seed: 49, actions: 150, tabs: 2 });
  assert.equal(result.actions, 150);
  assert.ok((result.done.reload ?? 0) >= 5, `reloads ran: ${JSON.stringify(result.done)}`);
});
