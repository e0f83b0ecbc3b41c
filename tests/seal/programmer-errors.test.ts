import { describe, expect, it } from 'vitest';
import { createStateSealer, type StateBinding } from '../../src/seal/index.js';
import { KEY_A, KEY_B } from './fixtures.js';

const HOW_TO_MAKE_A_KEY = 'openssl rand -base64 32';
const binding = { userId: 'alice', tool: 'delete_repo' };

describe('createStateSealer refuses bad keys and says how to make one', () => {
  it.each([
    ['no options', undefined],
    ['no keys', {}],
    ['an empty key list', { keys: [] }],
    ['a key list that is a string', { keys: KEY_A }],
    ['an undefined key', { keys: [undefined] }],
    ['a numeric key', { keys: [42] }],
  ])('%s', (_, options) => {
    expect(() => createStateSealer(options as never)).toThrow(HOW_TO_MAKE_A_KEY);
  });

  it('a 31-byte string key', () => {
    expect(() => createStateSealer({ keys: ['k'.repeat(31)] })).toThrow(/keys\[0\] is 31 bytes long.*at least 32 random bytes/);
    expect(() => createStateSealer({ keys: ['k'.repeat(31)] })).toThrow(HOW_TO_MAKE_A_KEY);
    expect(() => createStateSealer({ keys: ['k'.repeat(32)] })).not.toThrow();
  });

  it('counts bytes, not characters', () => {
    expect(() => createStateSealer({ keys: ['é'.repeat(15) + 'k'] })).toThrow(/31 bytes long/);
    expect(() => createStateSealer({ keys: ['é'.repeat(16)] })).not.toThrow();
  });

  it('a 31-byte Buffer or Uint8Array, also as a rotated key', () => {
    expect(() => createStateSealer({ keys: [Buffer.alloc(31, 7)] })).toThrow(HOW_TO_MAKE_A_KEY);
    expect(() => createStateSealer({ keys: [KEY_A, new Uint8Array(31)] })).toThrow(/keys\[1\] is 31 bytes long/);
    expect(() => createStateSealer({ keys: [{ id: 'old', secret: new Uint8Array(31) }] })).toThrow(/keys\[0\]\.secret is 31 bytes long/);
    expect(() => createStateSealer({ keys: [new Uint8Array(32)] })).not.toThrow();
  });

  it('a bad or duplicate key id', () => {
    expect(() => createStateSealer({ keys: [{ id: 'has space', secret: KEY_A }] })).toThrow(/keys\[0\]\.id must be 1 to 64 characters/);
    expect(() => createStateSealer({ keys: [{ id: '', secret: KEY_A }] })).toThrow(/id must be/);
    expect(() => createStateSealer({ keys: [{ id: 'a.b', secret: KEY_A }] })).toThrow(/id must be/);
    expect(() => createStateSealer({ keys: [{ id: 'same', secret: KEY_A }, { id: 'same', secret: KEY_B }] })).toThrow(
      /keys\[1\] has the same key id as keys\[0\]/,
    );
    expect(() => createStateSealer({ keys: [KEY_A, KEY_A] })).toThrow(/same key id/);
  });

  it('copies the key, so changing the caller’s buffer later changes nothing', () => {
    const secret = Buffer.from(KEY_A);
    const sealer = createStateSealer({ keys: [secret] });
    const token = sealer.seal({}, binding);
    secret.fill(0);
    expect(sealer.open(token, binding)).toEqual({ ok: true, state: {} });
    expect(createStateSealer({ keys: [KEY_A] }).open(token, binding)).toEqual({ ok: true, state: {} });
  });
});

describe('createStateSealer refuses a bad ttlSeconds or clock', () => {
  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, '600', null])('ttlSeconds %s', ttlSeconds => {
    expect(() => createStateSealer({ keys: [KEY_A], ttlSeconds: ttlSeconds as number })).toThrow(
      /ttlSeconds must be a positive finite number of seconds.*default of 600/,
    );
  });

  it('accepts a positive ttlSeconds', () => {
    expect(() => createStateSealer({ keys: [KEY_A], ttlSeconds: 0.5 })).not.toThrow();
  });

  it('a clock that is not a function, or that returns NaN when sealing', () => {
    expect(() => createStateSealer({ keys: [KEY_A], now: 5 as never })).toThrow(/now must be a function/);
    const broken = createStateSealer({ keys: [KEY_A], now: () => Number.NaN });
    expect(() => broken.seal({}, binding)).toThrow(/now\(\) must return milliseconds/);
  });
});

describe('seal and open refuse a bad binding and say the fix', () => {
  const sealer = createStateSealer({ keys: [KEY_A] });
  const token = sealer.seal({}, binding);

  it.each([
    ['empty userId', { userId: '', tool: 'x' }, /binding\.userId must be a non-empty string: pass the authenticated user's id/],
    ['missing userId', { tool: 'x' }, /binding\.userId must be a non-empty string/],
    ['numeric userId', { userId: 7, tool: 'x' }, /binding\.userId must be a non-empty string/],
    ['empty tool', { userId: 'alice', tool: '' }, /binding\.tool must be a non-empty string: pass the name of the tool/],
    ['missing binding', undefined, /binding must be an object \{ userId, tool, args\? \}/],
  ])('%s', (_, bad, message) => {
    expect(() => sealer.seal({}, bad as unknown as StateBinding)).toThrow(message);
    expect(() => sealer.open(token, bad as unknown as StateBinding)).toThrow(message);
  });

  it.each([
    ['a cycle', (() => { const cyclic: Record<string, unknown> = {}; cyclic.self = cyclic; return cyclic; })(), /binding\.args\.self is a circular reference/],
    ['a bigint', { amount: 10n }, /binding\.args\.amount is a bigint/],
    ['a Map', new Map([['a', 1]]), /binding\.args is a Map \(not a plain object\)/],
    ['NaN', { amount: Number.NaN }, /binding\.args\.amount is NaN/],
    ['a function', { run: () => 1 }, /binding\.args\.run is a function/],
    ['an undefined array item', [1, undefined], /binding\.args\[1\] is undefined/],
  ])('args holding %s', (_, args, message) => {
    expect(() => sealer.seal({}, { ...binding, args })).toThrow(message);
    expect(() => sealer.open(token, { ...binding, args })).toThrow(message);
  });
});

describe('seal refuses state that is not JSON', () => {
  const sealer = createStateSealer({ keys: [KEY_A] });
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;

  it.each([
    ['a cycle', cyclic],
    ['a bigint', { n: 1n }],
    ['undefined', undefined],
    ['a function', () => 1],
    ['a symbol', Symbol('s')],
  ])('%s', (_, state) => {
    expect(() => sealer.seal(state, binding)).toThrow(/state must be JSON-serializable/);
  });
});
