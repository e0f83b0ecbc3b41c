import * as crypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStateSealer, MAX_TOKEN_LENGTH } from '../../src/seal/index.js';
import { KEY_A, tokenParts } from './fixtures.js';

vi.mock('node:crypto', async importOriginal => {
  const original = await importOriginal<typeof crypto>();
  return { ...original, createHmac: vi.fn(original.createHmac), timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

const binding = { userId: 'alice', tool: 'delete_repo' };

describe('the size limit comes before any cryptography', () => {
  const sealer = createStateSealer({ keys: [KEY_A] });
  const token = sealer.seal({}, binding);
  const { version, keyId, mac } = tokenParts(token);

  beforeEach(() => {
    vi.mocked(crypto.createHmac).mockClear();
    vi.mocked(crypto.timingSafeEqual).mockClear();
  });

  it('computes a MAC for a well-formed token within the limit', () => {
    sealer.open([version, keyId, 'A'.repeat(1000), mac].join('.'), binding);
    expect(crypto.createHmac).toHaveBeenCalled();
    expect(crypto.timingSafeEqual).toHaveBeenCalled();
  });

  it('computes nothing for a well-formed token over the limit', () => {
    const huge = [version, keyId, 'A'.repeat(MAX_TOKEN_LENGTH), mac].join('.');
    expect(sealer.open(huge, binding)).toEqual({ ok: false, reason: 'malformed' });
    expect(crypto.createHmac).not.toHaveBeenCalled();
    expect(crypto.timingSafeEqual).not.toHaveBeenCalled();
  });

  it('computes nothing for a malformed token or a non-string', () => {
    for (const value of ['v1.x', 'v2.a.b.c', 42, null]) sealer.open(value, binding);
    expect(crypto.createHmac).not.toHaveBeenCalled();
  });
});
