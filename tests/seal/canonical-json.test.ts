import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/seal/canonical-json.js';

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }, 'x'], c: { z: null, y: true } })).toBe(
      '{"a":[{"c":3,"d":2},"x"],"b":1,"c":{"y":true,"z":null}}',
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe(canonicalJson({ a: 2, b: 1 }));
  });

  it('writes what JSON.stringify writes for JSON data in sorted order', () => {
    const value = { s: 'é\u2028"\\\n', n: -1.5e-7, big: 1e21, t: true, f: false, z: null, e: [], o: {} };
    expect(JSON.parse(canonicalJson(value))).toEqual(value);
    expect(canonicalJson(-0)).toBe('0');
  });

  it('escapes lone surrogates, so distinct strings stay distinct', () => {
    expect(canonicalJson('\uD800')).toBe('"\\ud800"');
    expect(canonicalJson('\uD800')).not.toBe(canonicalJson('\uD801'));
  });

  it('drops undefined properties like JSON.stringify, and honours toJSON', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson({ when: new Date(0) })).toBe('{"when":"1970-01-01T00:00:00.000Z"}');
  });

  it('keeps __proto__ as an ordinary own key', () => {
    const withProto = JSON.parse('{"__proto__":{"x":1},"a":2}') as unknown;
    expect(canonicalJson(withProto)).toBe('{"__proto__":{"x":1},"a":2}');
    expect(canonicalJson(Object.assign(Object.create(null) as object, { b: 1, a: 0 }))).toBe('{"a":0,"b":1}');
  });

  it('allows the same object twice when it is not a cycle', () => {
    const shared = { x: 1 };
    expect(canonicalJson([shared, { shared }])).toBe('[{"x":1},{"shared":{"x":1}}]');
  });

  it.each([
    [undefined, /^value is undefined/],
    [Number.POSITIVE_INFINITY, /^value is Infinity/],
    [new Set([1]), /^value is a Set \(not a plain object\)/],
    [{ a: [Symbol('s')] }, /^value\.a\[0\] is a symbol/],
    [new (class Point { x = 1 })(), /^value is a Point \(not a plain object\)/],
  ])('throws on %s', (value, message) => {
    expect(() => canonicalJson(value)).toThrow(message);
  });
});
