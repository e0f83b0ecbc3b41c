import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openState, sealState } from '../../src/seal/index.js';
import { KEY_A, KEY_B } from './fixtures.js';

const binding = { userId: 'alice', tool: 'delete_repo', args: { repo: 'acme/site' } };

describe('sealState / openState on process.env.STATE_KEY', () => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.STATE_KEY;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.STATE_KEY;
    else process.env.STATE_KEY = saved;
  });

  it('round-trips and binds like a sealer', () => {
    process.env.STATE_KEY = KEY_A;
    const token = sealState({ step: 1 }, binding);
    expect(openState(token, binding)).toEqual({ ok: true, state: { step: 1 } });
    expect(openState(token, { ...binding, userId: 'bob' })).toEqual({ ok: false, reason: 'user' });
    expect(openState(token.slice(0, -2), binding).ok).toBe(false);
  });

  it('throws at first use, naming STATE_KEY, when it is missing', () => {
    delete process.env.STATE_KEY;
    expect(() => sealState({}, binding)).toThrow(/environment variable STATE_KEY is not set.*openssl rand -base64 32/);
    expect(() => openState('v1.a.b.c', binding)).toThrow(/STATE_KEY is not set/);
    process.env.STATE_KEY = '';
    expect(() => sealState({}, binding)).toThrow(/STATE_KEY is not set/);
  });

  it('throws, naming STATE_KEY, when it is shorter than 32 bytes', () => {
    process.env.STATE_KEY = 'k'.repeat(31);
    expect(() => sealState({}, binding)).toThrow(/environment variable STATE_KEY is 31 bytes long.*openssl rand -base64 32/);
  });

  it('follows changes of STATE_KEY', () => {
    process.env.STATE_KEY = KEY_A;
    const token = sealState({}, binding);
    process.env.STATE_KEY = KEY_B;
    expect(openState(token, binding)).toEqual({ ok: false, reason: 'key' });
    delete process.env.STATE_KEY;
    expect(() => openState(token, binding)).toThrow(/STATE_KEY is not set/);
    process.env.STATE_KEY = KEY_A;
    expect(openState(token, binding)).toEqual({ ok: true, state: {} });
  });

  it('expires after 10 minutes of the real clock', () => {
    process.env.STATE_KEY = KEY_A;
    const token = sealState({}, binding);
    const exp = (JSON.parse(Buffer.from(token.split('.')[2] ?? '', 'base64url').toString()) as { exp: number }).exp;
    expect(exp - Date.now()).toBeGreaterThan(599_000);
    expect(exp - Date.now()).toBeLessThanOrEqual(600_000);
  });
});
