import { describe, expect, it } from 'vitest';
import { createStateSealer } from '../../src/seal/index.js';
import { KEY_A, KEY_B, tokenParts } from './fixtures.js';

const binding = { userId: 'alice@example.com', tool: 'transfer_funds', args: { to: 'IBAN-DE-0042', amount: 1250 } };

function decodedBody(token: string): string {
  return Buffer.from(tokenParts(token).body, 'base64url').toString('utf8');
}

describe('token format', () => {
  const sealer = createStateSealer({ keys: [KEY_A], now: () => 1_780_000_000_000 });
  const token = sealer.seal({ step: 'confirm' }, binding);

  it('is v1.<key id>.<body>.<mac> in base64url, with a 32-byte MAC', () => {
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(tokenParts(token).mac, 'base64url')).toHaveLength(32);
  });

  it('carries the expiry inside the signed body', () => {
    expect(JSON.parse(decodedBody(token))).toMatchObject({ exp: 1_780_000_000_000 + 600_000 });
  });

  it('lets the client read the state, by design', () => {
    expect(JSON.parse(decodedBody(token))).toMatchObject({ state: { step: 'confirm' } });
  });

  it('does not carry user, tool or args in clear', () => {
    const visible = `${token} ${decodedBody(token)}`;
    for (const secret of ['alice', 'example.com', 'transfer_funds', 'IBAN-DE-0042', '1250']) {
      expect(visible).not.toContain(secret);
    }
  });

  it('uses keyed tags: another key gives other tags for the same binding', () => {
    const other = createStateSealer({ keys: [KEY_B], now: () => 1_780_000_000_000 }).seal({ step: 'confirm' }, binding);
    const mine = JSON.parse(decodedBody(token)) as Record<string, string>;
    const theirs = JSON.parse(decodedBody(other)) as Record<string, string>;
    for (const field of ['user', 'tool', 'args']) {
      expect(typeof mine[field]).toBe('string');
      expect(mine[field]).not.toBe(theirs[field]);
    }
  });

  it('derives a stable key id that does not reveal the secret', () => {
    const { keyId } = tokenParts(token);
    expect(keyId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const again = createStateSealer({ keys: [Buffer.from(KEY_A, 'utf8')] }).seal({}, binding);
    expect(tokenParts(again).keyId).toBe(keyId);
    const secretForms = [KEY_A, Buffer.from(KEY_A).toString('base64url'), Buffer.from(KEY_A).toString('hex'), Buffer.from(KEY_A, 'base64').toString('base64url')];
    for (const form of secretForms) {
      expect(form).not.toContain(keyId.slice(0, 6));
      expect(keyId).not.toContain(form.slice(0, 6));
    }
    expect(tokenParts(createStateSealer({ keys: [KEY_B] }).seal({}, binding)).keyId).not.toBe(keyId);
  });

  it('derives the same id for { secret } without an id', () => {
    const plain = tokenParts(createStateSealer({ keys: [KEY_A] }).seal({}, binding)).keyId;
    expect(tokenParts(createStateSealer({ keys: [{ secret: KEY_A }] }).seal({}, binding)).keyId).toBe(plain);
  });

  it('uses an explicit key id as given', () => {
    const named = createStateSealer({ keys: [{ id: '2026-11_a', secret: KEY_A }] }).seal({}, binding);
    expect(tokenParts(named).keyId).toBe('2026-11_a');
  });

  it('is bound to every byte of the signed part: the same body under another key id is refused', () => {
    const named = createStateSealer({ keys: [{ id: 'one', secret: KEY_A }, { id: 'two', secret: KEY_A }] });
    const sealed = named.seal({}, binding);
    const { body, mac } = tokenParts(sealed);
    expect(named.open(['v1', 'two', body, mac].join('.'), binding)).toEqual({ ok: false, reason: 'signature' });
    expect(named.open(sealed, binding)).toEqual({ ok: true, state: {} });
  });
});
