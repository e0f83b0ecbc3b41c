// Reads the payload of a minted requestState without verifying its MAC.
// @ts-nocheck
/**
 * Cheap read of a minted state without the verify round-trip. The codec's wire
 * format is `v1.<payload>.<mac>`; the payload is `{ p, exp, b? }`.
 * Only used on read-only paths.
 */
export function peekPayload<T>(raw: string | undefined): T | undefined {
  if (!raw || !raw.startsWith('v1.')) return undefined;
  const [, body] = raw.split('.');
  try {
    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return envelope?.p as T;
  } catch {
    return undefined;
  }
}
