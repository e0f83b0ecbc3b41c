import { describe, expect, it } from 'vitest';
import { safeEqual } from '../../src/seal/index.js';

describe('safeEqual', () => {
  it('compares strings exactly like ===', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('', '')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'ab')).toBe(false);
    expect(safeEqual('', 'a')).toBe(false);
  });

  it('keeps every UTF-16 code unit: lone surrogates are not collapsed', () => {
    expect(safeEqual('\uD800', '\uD801')).toBe(false);
    expect(safeEqual('\uD800', '\uFFFD')).toBe(false);
    expect(safeEqual('a\uDC00', 'a\uDFFF')).toBe(false);
    expect(safeEqual('\uD800', '\uD800')).toBe(true);
    expect(safeEqual('😀', '\uD83D\uDE00')).toBe(true);
  });

  it('does not confuse strings whose bytes coincide in another encoding', () => {
    expect(safeEqual('\u0100', '\u0001\u0000')).toBe(false);
    expect(safeEqual('é', 'e\u0301')).toBe(false);
  });

  it('compares Buffers and Uint8Arrays by their bytes, whatever their lengths', () => {
    expect(safeEqual(Buffer.from([1, 2, 3]), Buffer.from([1, 2, 3]))).toBe(true);
    expect(safeEqual(Buffer.from([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(safeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(safeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
    expect(safeEqual(new Uint8Array(0), new Uint8Array(1000))).toBe(false);
    expect(safeEqual(new Uint8Array(0), Buffer.alloc(0))).toBe(true);
    const shared = new Uint8Array([9, 1, 2, 3, 9]);
    expect(safeEqual(shared.subarray(1, 4), new Uint8Array([1, 2, 3]))).toBe(true);
  });

  it('returns false for mixed or other types instead of throwing', () => {
    const proxy = new Proxy(new Uint8Array([1]), {
      get() {
        throw new Error('trap');
      },
      getPrototypeOf() {
        throw new Error('trap');
      },
    });
    const forged = { [Symbol.toStringTag]: 'Uint8Array', length: 1, 0: 1 };
    const cases: Array<[unknown, unknown]> = [
      ['abc', Buffer.from('abc')],
      [Buffer.from('abc'), 'abc'],
      [1, 1],
      [null, null],
      [undefined, undefined],
      [new Uint16Array([1]), new Uint16Array([1])],
      [new Uint8ClampedArray([1]), new Uint8ClampedArray([1])],
      [new DataView(new ArrayBuffer(1)), new DataView(new ArrayBuffer(1))],
      [proxy, proxy],
      [forged, forged],
      [new String('a'), 'a'],
      [Symbol.for('a'), Symbol.for('a')],
      [[1], [1]],
    ];
    for (const [a, b] of cases) {
      expect(safeEqual(a, b)).toBe(false);
    }
  });
});
