import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStateSealer, REFUSAL_REASONS, safeEqual, type OpenResult } from '../../src/seal/index.js';
import { BASE64URL_ALPHABET, KEY_A, KEY_B, tokenParts } from './fixtures.js';

const NUM_RUNS = 1000;
const sealer = createStateSealer({ keys: [KEY_A, KEY_B] });
const binding = { userId: 'alice', tool: 'delete_repo', args: { repo: 'acme/site' } };

/** Any UTF-16 code unit, lone surrogates often. */
const codeUnit = fc
  .oneof(fc.integer({ min: 0xd800, max: 0xdfff }), fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0x20, max: 0x7e }))
  .map(unit => String.fromCharCode(unit));
const anyString = fc.oneof(fc.string({ unit: codeUnit }), fc.string({ unit: 'binary' }), fc.string({ unit: codeUnit, maxLength: 400 }));
const base64urlString = fc.string({ unit: fc.constantFrom(...BASE64URL_ALPHABET) });
const tokenLike = fc
  .tuple(fc.constantFrom('v1', 'v2', '', 'V1'), base64urlString, base64urlString, base64urlString, fc.array(base64urlString, { maxLength: 2 }))
  .map(parts => parts.flat().join('.'));

function expectRefused(result: OpenResult): void {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(REFUSAL_REASONS).toContain(result.reason);
}

describe('open never throws', () => {
  it('for arbitrary values', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withBoxedValues: true,
          withDate: true,
          withMap: true,
          withSet: true,
          withNullPrototype: true,
          withObjectString: true,
          withSparseArray: true,
          withTypedArray: true,
          withUnicodeString: true,
        }),
        value => {
          expectRefused(sealer.open(value, binding));
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('for values that throw when touched', () => {
    const hostile = [
      Symbol('token'),
      () => 'v1.a.b.c',
      new Proxy({}, { get: () => { throw new Error('trap'); }, getPrototypeOf: () => { throw new Error('trap'); } }),
      new Proxy(new String('v1.a.b.c'), { get: () => { throw new Error('trap'); } }),
      { toString: () => { throw new Error('toString'); }, [Symbol.toPrimitive]: () => { throw new Error('toPrimitive'); } },
      Object.create(null) as object,
      10n,
      Number.NaN,
    ];
    for (const value of hostile) {
      expect(sealer.open(value, binding)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('for arbitrary strings, lone surrogates included', () => {
    fc.assert(
      fc.property(anyString, text => {
        expectRefused(sealer.open(text, binding));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('for strings shaped like tokens', () => {
    fc.assert(
      fc.property(tokenLike, text => {
        expectRefused(sealer.open(text, binding));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('seal then open', () => {
  it('round-trips arbitrary JSON state as JSON (-0 opens as 0, __proto__ stays an own key)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), anyString.filter(text => text !== ''), fc.jsonValue(), (state, userId, args) => {
        const bound = { userId, tool: 'tool', args };
        const opened = sealer.open(sealer.seal(state, bound), bound);
        expect(opened).toStrictEqual({ ok: true, state: JSON.parse(JSON.stringify(state)) as unknown });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('turns -0 into 0 and keeps __proto__ keys as data without touching prototypes', () => {
    const state = JSON.parse('{"__proto__":{"polluted":true},"n":-0,"list":[-0]}') as object;
    const opened = sealer.open(sealer.seal(state, binding), binding);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const result = opened.state as Record<string, unknown>;
    expect(Object.hasOwn(result, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(result['__proto__']).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.is(result.n, 0)).toBe(true);
    expect(Object.is((result.list as number[])[0], 0)).toBe(true);
  });

  it('binds args by value whatever the key order', () => {
    /** A deep copy whose object keys were inserted in another order. */
    const shuffle = (value: unknown, seed: number): unknown => {
      if (Array.isArray(value)) return value.map((item, index) => shuffle(item, seed + index));
      if (value === null || typeof value !== 'object') return value;
      const entries = Object.entries(value);
      const turn = entries.length === 0 ? 0 : seed % entries.length;
      const copy: Record<string, unknown> = {};
      for (const [key, item] of [...entries.slice(turn), ...entries.slice(0, turn)].reverse()) {
        // defineProperty, because assigning a "__proto__" key would set the prototype instead.
        Object.defineProperty(copy, key, { value: shuffle(item, seed + 1), enumerable: true, writable: true, configurable: true });
      }
      return copy;
    };
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (args, seed) => {
        const token = sealer.seal(1, { userId: 'u', tool: 't', args });
        expect(sealer.open(token, { userId: 'u', tool: 't', args: shuffle(args, seed) }).ok).toBe(true);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('refuses a binding that differs', () => {
    fc.assert(
      fc.property(anyString.filter(s => s !== ''), anyString.filter(s => s !== ''), (userId, other) => {
        fc.pre(userId !== other);
        const token = sealer.seal(null, { userId, tool: 't' });
        expect(sealer.open(token, { userId: other, tool: 't' })).toEqual({ ok: false, reason: 'user' });
        expect(sealer.open(token, { userId, tool: other === 't' ? 'u' : other })).toEqual({ ok: false, reason: 'tool' });
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('a mutated token is refused', () => {
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), with: fc.oneof(fc.constantFrom(...BASE64URL_ALPHABET, '.', '='), codeUnit) }),
    fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), with: fc.oneof(fc.constantFrom(...BASE64URL_ALPHABET, '.', '='), codeUnit) }),
    fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), with: fc.constant('') }),
    fc.record({ kind: fc.constant('truncate' as const), at: fc.nat(), with: fc.constant('') }),
  );

  function mutate(token: string, { kind, at, with: text }: { kind: string; at: number; with: string }): string {
    const index = at % token.length;
    switch (kind) {
      case 'replace':
        return token.slice(0, index) + text + token.slice(index + 1);
      case 'insert':
        return token.slice(0, index) + text + token.slice(index);
      case 'delete':
        return token.slice(0, index) + token.slice(index + 1);
      default:
        return token.slice(0, index);
    }
  }

  it('for any state, binding and single edit', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }), fc.array(mutation, { minLength: 1, maxLength: 3 }), (state, args, edits) => {
        const bound = { userId: 'alice', tool: 'delete_repo', args };
        const token = sealer.seal(state, bound);
        const changed = edits.reduce(mutate, token);
        fc.pre(changed !== token);
        expectRefused(sealer.open(changed, bound));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('for any other key id, body or MAC in a well-formed token', () => {
    const token = sealer.seal({ step: 1 }, binding);
    const { keyId, body, mac } = tokenParts(token);
    fc.assert(
      fc.property(fc.constantFrom('keyId', 'body', 'mac'), base64urlString.filter(s => s !== ''), (part, text) => {
        const parts = { keyId, body, mac, [part]: text };
        const changed = ['v1', parts.keyId, parts.body, parts.mac].join('.');
        fc.pre(changed !== token);
        expectRefused(sealer.open(changed, binding));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('safeEqual agrees with ===', () => {
  const nearPairs = fc.oneof(
    anyString.map(text => [text, text] as const),
    fc.tuple(anyString.filter(text => text !== ''), fc.nat(), codeUnit).map(([text, at, unit]) => {
      const index = at % text.length;
      return [text, text.slice(0, index) + unit + text.slice(index + 1)] as const;
    }),
    fc.tuple(anyString, codeUnit).map(([text, unit]) => [text, text + unit] as const),
    fc.tuple(anyString, anyString),
  );

  it('for strings that are equal, differ by one code unit or differ at random, lone surrogates included', () => {
    const seen = { equal: 0, different: 0 };
    fc.assert(
      fc.property(nearPairs, ([a, b]) => {
        seen[a === b ? 'equal' : 'different']++;
        expect(safeEqual(a, b)).toBe(a === b);
        expect(safeEqual(b, a)).toBe(a === b);
      }),
      { numRuns: NUM_RUNS },
    );
    expect(seen.equal).toBeGreaterThan(NUM_RUNS / 10);
    expect(seen.different).toBeGreaterThan(NUM_RUNS / 10);
  });

  it('for lone surrogate pairs that UTF-8 would collapse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0xd800, max: 0xdfff }), fc.integer({ min: 0xd800, max: 0xdfff }), (x, y) => {
        const a = String.fromCharCode(x);
        const b = String.fromCharCode(y);
        expect(safeEqual(a, b)).toBe(a === b);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('for bytes, like Buffer#equals', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.uint8Array({ maxLength: 40 }), fc.boolean(), (a, b, same) => {
        const right = same ? Uint8Array.from(a) : b;
        expect(safeEqual(a, right)).toBe(Buffer.from(a).equals(Buffer.from(right)));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
