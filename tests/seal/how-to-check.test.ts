import { describe, expect, it } from 'vitest';
import { createStateSealer, MAX_TOKEN_LENGTH, type RefusalReason } from '../../src/seal/index.js';
import { BASE64URL_ALPHABET, KEY_A, KEY_B, replaceAt, sealerWithClock, T0, tokenParts } from './fixtures.js';

// The reference's "How to check": change one byte, use it late, as another user, for another tool or action.

const binding = { userId: 'alice', tool: 'delete_repo', args: { repo: 'acme/site', force: true } };
const state = { step: 2, picked: ['main', 'gh-pages'], note: 'ok' };
const NOT_BASE64URL = ['.', '=', '!', ' ', '+', '/', '\0', '\n', 'é', '\uD800', '😀'];

/** Which reasons a change at `index` may give, from the part of the token it falls in. */
function expectedReasons(token: string, index: number): RefusalReason[] {
  const { version, keyId, body } = tokenParts(token);
  if (index < version.length + 1) return ['malformed'];
  if (index < version.length + 1 + keyId.length) return ['key', 'malformed'];
  if (index === version.length + 1 + keyId.length) return ['malformed']; // the dot after the key id
  if (index === version.length + keyId.length + body.length + 2) return ['malformed']; // the dot before the MAC
  return ['signature', 'malformed'];
}

describe('a changed byte is refused', () => {
  const { sealer } = sealerWithClock();
  const token = sealer.seal(state, binding);

  it('opens unchanged', () => {
    expect(sealer.open(token, binding)).toEqual({ ok: true, state });
  });

  it('refuses every single-character change at every position', () => {
    let tried = 0;
    for (let index = 0; index < token.length; index++) {
      for (const replacement of [...BASE64URL_ALPHABET, ...NOT_BASE64URL]) {
        if (replacement === token[index]) continue;
        const result = sealer.open(replaceAt(token, index, replacement), binding);
        expect(result.ok, `position ${index} → ${JSON.stringify(replacement)}`).toBe(false);
        if (!result.ok) expect(expectedReasons(token, index)).toContain(result.reason);
        tried++;
      }
    }
    expect(tried).toBe(token.length * (BASE64URL_ALPHABET.length + NOT_BASE64URL.length - 1));
  });

  it('refuses a last MAC character that a byte-decoding verifier would accept', () => {
    const { mac } = tokenParts(token);
    const last = BASE64URL_ALPHABET.indexOf(mac.at(-1) ?? '');
    const siblings = [...BASE64URL_ALPHABET].filter((char, value) => value >> 2 === last >> 2 && value !== last);
    expect(siblings).toHaveLength(3);
    for (const sibling of siblings) {
      const changed = token.slice(0, -1) + sibling;
      // The pitfall: these decode to the very same MAC bytes.
      expect(Buffer.from(tokenParts(changed).mac, 'base64url').equals(Buffer.from(mac, 'base64url'))).toBe(true);
      expect(sealer.open(changed, binding)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses a body the client re-encoded with a later expiry', () => {
    const { version, keyId, body, mac } = tokenParts(token);
    const decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { exp: number };
    const later = Buffer.from(JSON.stringify({ ...decoded, exp: decoded.exp + 3_600_000 })).toString('base64url');
    expect(sealer.open([version, keyId, later, mac].join('.'), binding)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses truncated, extended and reordered tokens', () => {
    const { version, keyId, body, mac } = tokenParts(token);
    for (const changed of [
      token.slice(0, -1),
      `${token}A`,
      `${token}.`,
      token.slice(1),
      [version, keyId, mac, body].join('.'),
      [version, keyId, body].join('.'),
      ['v2', keyId, body, mac].join('.'),
      [version, keyId, `${body}=`, mac].join('.'),
      '',
    ]) {
      expect(sealer.open(changed, binding).ok, changed).toBe(false);
    }
  });
});

describe('expiry', () => {
  it('opens just before 10 minutes and refuses at 10 minutes', () => {
    const { sealer, clock } = sealerWithClock();
    const token = sealer.seal(state, binding);
    clock.ms += 600_000 - 1;
    expect(sealer.open(token, binding)).toEqual({ ok: true, state });
    clock.ms += 1;
    expect(sealer.open(token, binding)).toEqual({ ok: false, reason: 'expired' });
    clock.ms += 86_400_000;
    expect(sealer.open(token, binding)).toEqual({ ok: false, reason: 'expired' });
  });

  it('honours a custom ttlSeconds', () => {
    const { sealer, clock } = sealerWithClock({ ttlSeconds: 30 });
    const token = sealer.seal(state, binding);
    clock.ms += 29_999;
    expect(sealer.open(token, binding).ok).toBe(true);
    clock.ms += 1;
    expect(sealer.open(token, binding)).toEqual({ ok: false, reason: 'expired' });
  });

  it('fails closed when the clock returns NaN at open', () => {
    const { sealer, clock } = sealerWithClock();
    const token = sealer.seal(state, binding);
    clock.ms = Number.NaN;
    expect(sealer.open(token, binding)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('binding', () => {
  const { sealer } = sealerWithClock();
  const token = sealer.seal(state, binding);

  it('refuses another user', () => {
    expect(sealer.open(token, { ...binding, userId: 'mallory' })).toEqual({ ok: false, reason: 'user' });
    expect(sealer.open(token, { ...binding, userId: 'Alice' })).toEqual({ ok: false, reason: 'user' });
  });

  it('tells users apart by every UTF-16 code unit, lone surrogates included', () => {
    const lone = sealer.seal(state, { ...binding, userId: '\uD800' });
    expect(sealer.open(lone, { ...binding, userId: '\uD800' }).ok).toBe(true);
    expect(sealer.open(lone, { ...binding, userId: '\uD801' })).toEqual({ ok: false, reason: 'user' });
    expect(sealer.open(lone, { ...binding, userId: '\uFFFD' })).toEqual({ ok: false, reason: 'user' });
  });

  it('refuses another tool', () => {
    expect(sealer.open(token, { ...binding, tool: 'read_repo' })).toEqual({ ok: false, reason: 'tool' });
  });

  it('checks the user before the tool', () => {
    expect(sealer.open(token, { ...binding, userId: 'mallory', tool: 'read_repo' })).toEqual({ ok: false, reason: 'user' });
  });

  it('refuses other args, and args on one side only', () => {
    expect(sealer.open(token, { ...binding, args: { repo: 'acme/other', force: true } })).toEqual({ ok: false, reason: 'args' });
    expect(sealer.open(token, { ...binding, args: { repo: 'acme/site', force: 'true' } })).toEqual({ ok: false, reason: 'args' });
    expect(sealer.open(token, { userId: binding.userId, tool: binding.tool })).toEqual({ ok: false, reason: 'args' });
    const unbound = sealer.seal(state, { userId: binding.userId, tool: binding.tool });
    expect(sealer.open(unbound, { userId: binding.userId, tool: binding.tool }).ok).toBe(true);
    expect(sealer.open(unbound, binding)).toEqual({ ok: false, reason: 'args' });
    expect(sealer.open(unbound, { ...binding, args: null })).toEqual({ ok: false, reason: 'args' });
  });

  it('compares args by canonical JSON: key order does not matter, at any depth', () => {
    const args = { b: [{ y: 2, x: 1 }], a: { d: null, c: 'é' } };
    const sealed = sealer.seal(state, { ...binding, args });
    const reordered = { a: { c: 'é', d: null }, b: [{ x: 1, y: 2 }] };
    expect(sealer.open(sealed, { ...binding, args: reordered })).toEqual({ ok: true, state });
    expect(sealer.open(sealed, { ...binding, args: { ...reordered, b: [{ x: 2, y: 1 }] } })).toEqual({ ok: false, reason: 'args' });
    expect(sealer.open(sealed, { ...binding, args: { ...reordered, extra: 0 } })).toEqual({ ok: false, reason: 'args' });
  });

  it('treats array order, null and JSON types as part of the args', () => {
    const sealed = sealer.seal(state, { ...binding, args: [1, 2] });
    expect(sealer.open(sealed, { ...binding, args: [1, 2] }).ok).toBe(true);
    expect(sealer.open(sealed, { ...binding, args: [2, 1] })).toEqual({ ok: false, reason: 'args' });
    expect(sealer.open(sealed, { ...binding, args: ['1', '2'] })).toEqual({ ok: false, reason: 'args' });
    expect(sealer.open(sealed, { ...binding, args: { 0: 1, 1: 2 } })).toEqual({ ok: false, reason: 'args' });
  });
});

describe('keys', () => {
  it('rotates: an old token opens after a new key is added first, and new tokens use the new key', () => {
    const before = createStateSealer({ keys: [KEY_A] });
    const oldToken = before.seal(state, binding);
    const rotated = createStateSealer({ keys: [KEY_B, KEY_A] });
    expect(rotated.open(oldToken, binding)).toEqual({ ok: true, state });

    const newToken = rotated.seal(state, binding);
    const onlyNew = createStateSealer({ keys: [KEY_B] });
    expect(tokenParts(newToken).keyId).toBe(tokenParts(onlyNew.seal(state, binding)).keyId);
    expect(tokenParts(newToken).keyId).not.toBe(tokenParts(oldToken).keyId);
    expect(onlyNew.open(newToken, binding)).toEqual({ ok: true, state });
    expect(before.open(newToken, binding)).toEqual({ ok: false, reason: 'key' });
    // Once the old key is dropped, its tokens are refused.
    expect(onlyNew.open(oldToken, binding)).toEqual({ ok: false, reason: 'key' });
  });

  it('refuses an unknown key id as key', () => {
    const token = createStateSealer({ keys: [KEY_A] }).seal(state, binding);
    const { version, body, mac } = tokenParts(token);
    const sealer = createStateSealer({ keys: [KEY_A] });
    expect(sealer.open([version, 'someOtherKey', body, mac].join('.'), binding)).toEqual({ ok: false, reason: 'key' });
    expect(createStateSealer({ keys: [KEY_B] }).open(token, binding)).toEqual({ ok: false, reason: 'key' });
  });

  it('refuses a token signed by another secret under the same key id as signature', () => {
    const token = createStateSealer({ keys: [{ id: 'k1', secret: KEY_A }] }).seal(state, binding);
    expect(tokenParts(token).keyId).toBe('k1');
    expect(createStateSealer({ keys: [{ id: 'k1', secret: KEY_B }] }).open(token, binding)).toEqual({ ok: false, reason: 'signature' });
    expect(createStateSealer({ keys: [{ id: 'k1', secret: KEY_A }] }).open(token, binding)).toEqual({ ok: true, state });
  });
});

describe('size', () => {
  const { sealer } = sealerWithClock();

  it('refuses tokens over 16 KiB as malformed, even when well formed', () => {
    const token = sealer.seal(state, binding);
    const { version, keyId, mac } = tokenParts(token);
    const hugeBody = 'A'.repeat(MAX_TOKEN_LENGTH);
    // Without the size limit this well-formed token would reach the MAC check and be refused as 'signature'.
    expect(sealer.open([version, keyId, hugeBody.slice(0, 3000), mac].join('.'), binding)).toEqual({ ok: false, reason: 'signature' });
    expect(sealer.open([version, keyId, hugeBody, mac].join('.'), binding)).toEqual({ ok: false, reason: 'malformed' });
    expect(sealer.open('x'.repeat(MAX_TOKEN_LENGTH + 1), binding)).toEqual({ ok: false, reason: 'malformed' });
    expect(sealer.open('x'.repeat(10_000_000), binding)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('opens the largest token it seals, and refuses to seal a larger one', () => {
    let size = 11_000;
    let token = sealer.seal({ blob: 'x'.repeat(size) }, binding);
    while (token.length + 4 <= MAX_TOKEN_LENGTH) token = sealer.seal({ blob: 'x'.repeat(++size) }, binding);
    expect(token.length).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
    expect(token.length).toBeGreaterThan(MAX_TOKEN_LENGTH - 4);
    expect(sealer.open(token, binding)).toEqual({ ok: true, state: { blob: 'x'.repeat(size) } });
    expect(() => sealer.seal({ blob: 'x'.repeat(size + 3) }, binding)).toThrow(/over the 16384 .*keep requestState small/);
  });
});

describe('check order: malformed → key → signature → expired → user → tool → args', () => {
  const { sealer, clock } = sealerWithClock({ keys: [KEY_A] });
  const token = sealer.seal(state, binding);
  const { version, keyId, body, mac } = tokenParts(token);
  const everythingElseWrong = { userId: 'mallory', tool: 'read_repo', args: { repo: 'acme/other' } };
  const late = T0 + 3_600_000;

  it.each([
    ['malformed before key', `v2.unknownKey.${body}.${mac}`, 'malformed'],
    ['key before signature', ['v1', 'unknownKey', `${body}AAAA`, mac].join('.'), 'key'],
    ['signature before expiry and binding', ['v1', keyId, `${body}AAAA`, mac].join('.'), 'signature'],
    ['expiry before binding', [version, keyId, body, mac].join('.'), 'expired'],
  ])('%s', (_, candidate, reason) => {
    clock.ms = late;
    expect(sealer.open(candidate, everythingElseWrong)).toEqual({ ok: false, reason });
    clock.ms = T0;
  });

  it('user before tool before args', () => {
    clock.ms = T0;
    expect(sealer.open(token, everythingElseWrong)).toEqual({ ok: false, reason: 'user' });
    expect(sealer.open(token, { ...everythingElseWrong, userId: binding.userId })).toEqual({ ok: false, reason: 'tool' });
    expect(sealer.open(token, { ...binding, args: everythingElseWrong.args })).toEqual({ ok: false, reason: 'args' });
  });
});
