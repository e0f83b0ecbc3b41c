import assert from 'node:assert/strict';
import { test } from 'node:test';

// Tests import the real modules, which validate HOLDS_STATE_KEY on import.
// Provide a fixed test key before the dynamic imports below.
process.env.HOLDS_STATE_KEY ??= Buffer.from('library-holds-test-key-0123456789abcdef').toString('base64');

const { codecFor } = await import('../src/state.js');
const { TOOL_CANCEL_ALL, TOOL_PLACE_HOLD } = await import('../src/constants.js');

const ctxFor = (patronId: string) => ({ http: { authInfo: { extra: { patronId } } } });

test('state minted for one patron is refused for another', async () => {
  const codec = codecFor<{ branch: string }>(TOOL_CANCEL_ALL);
  const state = await codec.mint({ branch: 'CEN' }, ctxFor('p-1') as never);
  await assert.rejects(codec.verify(state, ctxFor('p-2') as never));
  assert.deepEqual(await codec.verify(state, ctxFor('p-1') as never), { branch: 'CEN' });
});

test('state minted for one tool is refused by another', async () => {
  const place = codecFor<{ isbn: string }>(TOOL_PLACE_HOLD);
  const cancel = codecFor<{ isbn: string }>(TOOL_CANCEL_ALL);
  const state = await place.mint({ isbn: '9780140449136' }, ctxFor('p-1') as never);
  await assert.rejects(cancel.verify(state, ctxFor('p-1') as never));
});

test('every single-character change is refused', async () => {
  const codec = codecFor<{ branch: string }>(TOOL_CANCEL_ALL);
  const state = await codec.mint({ branch: 'NTH' }, ctxFor('p-9') as never);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
  for (let i = 0; i < state.length; i++) {
    const replacement = alphabet[(alphabet.indexOf(state[i]) + 1) % alphabet.length];
    const tampered = state.slice(0, i) + replacement + state.slice(i + 1);
    await assert.rejects(codec.verify(tampered, ctxFor('p-9') as never), `position ${i}`);
  }
});

test('a state older than the TTL is refused', async (t) => {
  const codec = codecFor<{ branch: string }>(TOOL_CANCEL_ALL);
  const state = await codec.mint({ branch: 'RVR' }, ctxFor('p-3') as never);
  t.mock.timers.enable({ apis: ['Date'], now: Date.now() + 6 * 60 * 1000 });
  await assert.rejects(codec.verify(state, ctxFor('p-3') as never));
  t.mock.timers.reset();
});
