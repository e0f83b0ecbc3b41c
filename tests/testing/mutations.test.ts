import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flipBase64Character, GARBAGE_STATE, tamper, truncate, type TamperSite } from '../../src/testing/mutations.js';

describe('flipBase64Character', () => {
  it('flips the lowest bit of the 6-bit value of base64 and base64url characters', () => {
    const pairs = [['A', 'B'], ['B', 'A'], ['Z', 'Y'], ['a', 'b'], ['z', 'y'], ['0', '1'], ['9', '8'], ['-', '_'], ['_', '-'], ['+', '/'], ['/', '+']];
    expect(pairs.map(([from]) => [from, flipBase64Character(from as string)])).toEqual(pairs);
  });

  it('leaves separators, padding and anything else alone', () => {
    expect(['.', '=', '~', 'é', '', 'AB'].map(flipBase64Character)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('tamper', () => {
  const token = 'v1.key1.Ym9keQ.MACmac';

  it('changes the first, middle and last data character, and the middle of the MAC (after the last dot)', () => {
    const sites: TamperSite[] = ['first', 'middle', 'last', 'mac'];
    expect(sites.map((site) => tamper(token, site))).toEqual([
      { site: 'first', index: 0, from: 'v', to: 'u', token: 'u1.key1.Ym9keQ.MACmac' },
      { site: 'middle', index: 10, from: '9', to: '8', token: 'v1.key1.Ym8keQ.MACmac' },
      { site: 'last', index: 20, from: 'c', to: 'd', token: 'v1.key1.Ym9keQ.MACmad' },
      { site: 'mac', index: 18, from: 'm', to: 'n', token: 'v1.key1.Ym9keQ.MACnac' },
    ]);
  });

  it('steps over separators and padding', () => {
    expect(tamper('abc.def', 'middle')).toEqual({ site: 'middle', index: 4, from: 'd', to: 'c', token: 'abc.cef' });
    expect(tamper('QUI=', 'last')).toEqual({ site: 'last', index: 2, from: 'I', to: 'J', token: 'QUJ=' });
  });

  it('puts the MAC of a token without a dot where a trailing 43-character MAC would be', () => {
    expect(tamper('QUJD', 'mac')).toEqual({ site: 'mac', index: 2, from: 'J', to: 'I', token: 'QUID' });
    const long = 'A'.repeat(57) + 'B'.repeat(43);
    expect(tamper(long, 'mac').index).toBe(78);
  });

  it('still changes one character of a token with no base64 data at all', () => {
    expect(tamper('...', 'first')).toEqual({ site: 'first', index: 0, from: '.', to: '/', token: '/..' });
    expect(tamper('', 'last')).toEqual({ site: 'last', index: 0, from: '', to: 'A', token: 'A' });
  });

  it('changes exactly one character, at the index it reports, for any non-empty token', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), fc.constantFrom<TamperSite>('first', 'middle', 'last', 'mac'), (text, site) => {
        const changed = tamper(text, site);
        expect(changed.token).toHaveLength(text.length);
        const differing = [...text].flatMap((char, index) => (changed.token[index] === char ? [] : [index]));
        expect(differing).toEqual([changed.index]);
      }),
    );
  });

  it('flips, in the last character of a 32-byte MAC, a bit that a lenient decoder ignores', () => {
    for (const input of ['a', 'b', 'c', 'd']) {
      const mac = createHmac('sha256', 'key').update(input).digest('base64url');
      const changed = tamper(mac, 'last');
      expect(changed.token).not.toBe(mac);
      expect(Buffer.from(changed.token, 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
    }
  });
});

describe('truncate and GARBAGE_STATE', () => {
  it('keeps the first half', () => {
    expect([truncate('abcdef'), truncate('abcde'), truncate('a')]).toEqual(['abc', 'ab', '']);
  });

  it('is not base64 of anything and carries a NUL', () => {
    expect(GARBAGE_STATE).toContain('\u0000');
    expect(GARBAGE_STATE.endsWith('%'.repeat(4096))).toBe(true);
  });
});
