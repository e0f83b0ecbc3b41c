import { createHmac } from 'node:crypto';
import { createRequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flipBase64Character, GARBAGE_STATE, reencode, tamper, tamperAt, truncate, type TamperSite } from '../../src/testing/mutations.js';

const SITES: readonly TamperSite[] = ['first', 'middle', 'last', 'mac'];

/** What a lenient decoder reads: Node's Buffer, and atob (the forgiving decoder of the SDK codec), as hex. */
function decoded(segment: string, encoding: 'base64url' | 'base64'): [string, string] {
  const standard = segment.replaceAll('-', '+').replaceAll('_', '/');
  const viaAtob = Buffer.from(atob(standard), 'latin1').toString('hex');
  return [Buffer.from(segment, encoding).toString('hex'), viaAtob];
}

/** The bytes of each dot-separated segment of a base64url token. */
function segmentsDecoded(token: string): string[] {
  return token.split('.').map((segment) => Buffer.from(segment, 'base64url').toString('hex'));
}

/** A token shaped as the SDK codec's (`v1.<body>.<mac>`): a body of any length, a 32-byte MAC. */
const sdkShapedToken = fc
  .tuple(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.uint8Array({ minLength: 32, maxLength: 32 }))
  .map(([body, mac]) => `v1.${Buffer.from(body).toString('base64url')}.${Buffer.from(mac).toString('base64url')}`);

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
      // 'MACmac' is 6 characters: the last one's 4 low bits are unused, so bit 4 changes ('c' 28 → 'M' 12)
      { site: 'last', index: 20, from: 'c', to: 'M', token: 'v1.key1.Ym9keQ.MACmaM' },
      { site: 'mac', index: 18, from: 'm', to: 'n', token: 'v1.key1.Ym9keQ.MACnac' },
    ]);
  });

  it('steps over separators and padding', () => {
    expect(tamper('abc.def', 'middle')).toEqual({ site: 'middle', index: 4, from: 'd', to: 'c', token: 'abc.cef' });
    // 'QUI=' holds 2 bytes: 'I' (8) has 2 unused bits, so bit 2 changes: 'QUM=' is 'AC', not 'AB'
    expect(tamper('QUI=', 'last')).toEqual({ site: 'last', index: 2, from: 'I', to: 'M', token: 'QUM=' });
    expect([atob('QUI='), atob('QUM=')]).toEqual(['AB', 'AC']);
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

  it('changes, in the last character of a 32-byte MAC, a bit that a lenient decoder reads', () => {
    const changes = ['a', 'b', 'c', 'd'].map((input) => {
      const mac = createHmac('sha256', 'key').update(input).digest('base64url');
      const changed = tamper(mac, 'last');
      expect(changed.index).toBe(42);
      expect(decoded(changed.token, 'base64url')).not.toEqual(decoded(mac, 'base64url'));
      return `${changed.from}→${changed.to}`;
    });
    // 43 characters: the last one's low 2 bits are unused, so bit 2 flips (value ^ 4)
    expect(changes).toEqual(['s→o', '8→4', 'o→s', 'Q→U']);
  });

  it('changes the decoded bytes of a random 32-byte base64url MAC segment, wherever the character is', () => {
    fc.assert(
      fc.property(sdkShapedToken, (token) => {
        const macStart = token.lastIndexOf('.') + 1;
        for (let index = macStart; index < token.length; index += 1) {
          const changed = tamperAt(token, index);
          expect(changed.to).toMatch(/^[A-Za-z0-9_-]$/);
          expect(changed.to).not.toBe(changed.from);
          expect(decoded(changed.token.slice(macStart), 'base64url')).not.toEqual(decoded(token.slice(macStart), 'base64url'));
        }
      }),
    );
  });

  it('changes the decoded bytes of some segment of an SDK-shaped token at every site, and of any base64url body character', () => {
    fc.assert(
      fc.property(sdkShapedToken, (token) => {
        for (const site of SITES) expect(segmentsDecoded(tamper(token, site).token)).not.toEqual(segmentsDecoded(token));
        const [, body = ''] = token.split('.');
        for (let index = 3; index < 3 + body.length; index += 1) {
          expect(Buffer.from(tamperAt(token, index).token.slice(3, 3 + body.length), 'base64url')).not.toEqual(Buffer.from(body, 'base64url'));
        }
      }),
    );
  });

  it('changes the decoded bytes of padded standard base64, and keeps it in the standard alphabet', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 48 }), (bytes) => {
        const token = Buffer.from(bytes).toString('base64');
        const data = token.replace(/=+$/, '').length;
        for (let index = 0; index < data; index += 1) {
          const changed = tamperAt(token, index);
          expect(changed.to).toMatch(/^[A-Za-z0-9+/]$/);
          expect(decoded(changed.token, 'base64')).not.toEqual(decoded(token, 'base64'));
        }
      }),
    );
  });

  it('keeps hex hex (in its case; digits only take lowercase letters), and changes what it decodes to as hex and as base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 48 }), fc.boolean(), (bytes, upper) => {
        const hex = Buffer.from(bytes).toString('hex');
        const token = upper ? hex.toUpperCase() : hex;
        for (let index = 0; index < token.length; index += 1) {
          const changed = tamperAt(token, index);
          expect(changed.token).toMatch(upper && /[A-F]/.test(token) ? /^[0-9A-F]+$/ : /^[0-9a-f]+$/);
          expect(Buffer.from(changed.token, 'hex')).not.toEqual(Buffer.from(token, 'hex'));
          if (token.length % 4 !== 1) expect(decoded(changed.token, 'base64')).not.toEqual(decoded(token, 'base64'));
        }
      }),
    );
  });

  it('changes the bits a decoder reads in a segment that is letters and digits only, staying letters and digits', () => {
    // 'v1' is 2 characters: '1' (53 = 110101) has 4 unused bits; 53 ^ 16 = 37 'l'
    expect(tamperAt('v1.x', 1)).toEqual({ index: 1, from: '1', to: 'l', token: 'vl.x' });
    // '9' (61 = 111101) with 2 unused bits: 61 ^ 4 = 57 '5'; 'z9' + 'A' is 3 characters
    expect(tamperAt('Az9', 2)).toEqual({ index: 2, from: '9', to: '5', token: 'Az5' });
    expect(atob('Az9')).not.toBe(atob('Az5'));
  });
});

describe('reencode', () => {
  it('changes only the unused bits of the last MAC character: the same bytes, another string', () => {
    fc.assert(
      fc.property(sdkShapedToken, (token) => {
        const same = reencode(token);
        expect(same).toBeDefined();
        const { index, from, to, token: other } = same!;
        expect(index).toBe(token.length - 1);
        expect([from, other.slice(0, -1) + from]).toEqual([token.at(-1), token]);
        expect(to).not.toBe(from);
        expect(segmentsDecoded(other)).toEqual(segmentsDecoded(token));
        const mac = (text: string) => text.slice(text.lastIndexOf('.') + 1);
        expect(decoded(mac(other), 'base64url')).toEqual(decoded(mac(token), 'base64url'));
        expect(Buffer.from(mac(other), 'base64url').toString('base64url')).not.toBe(mac(other)); // not canonical
      }),
    );
  });

  it('looks back for a segment with unused bits, and finds none in full quanta or hex', () => {
    expect(reencode('QUI=')).toEqual({ index: 2, from: 'I', to: 'J', token: 'QUJ=' });
    expect(reencode('QUI.QUJD')).toEqual({ index: 2, from: 'I', to: 'J', token: 'QUJ.QUJD' });
    expect(reencode('QUJD.QUJD')).toBeUndefined();
    expect(reencode('a1b2c3')).toBeUndefined();
    expect(reencode('...')).toBeUndefined();
    expect(reencode('')).toBeUndefined();
  });
});

describe('the mutations on the SDK codec (createRequestStateCodec of @modelcontextprotocol/server)', () => {
  const codec = createRequestStateCodec<{ step: string }>({
    key: 'the mutation tests key, at least 32 bytes',
    bind: (ctx) => String(ctx.http?.authInfo?.extra?.['userId']),
  });
  const alice = { http: { authInfo: { token: 't', clientId: 'c', scopes: [], extra: { userId: 'alice' } } } } as unknown as ServerContext;

  it('refuses every tampered site, and accepts the re-encoded MAC as the same state', async () => {
    for (let round = 0; round < 16; round += 1) {
      const token = await codec.mint({ step: `confirm-${round}` }, alice);
      const verdicts = await Promise.all(
        SITES.map((site) => codec.verify(tamper(token, site).token, alice).then(() => 'accepted', (error: Error) => error.message)),
      );
      expect(verdicts).toEqual(['malformed', 'mac', 'mac', 'mac']);
      await expect(codec.verify(reencode(token)!.token, alice)).resolves.toEqual({ step: `confirm-${round}` });
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
