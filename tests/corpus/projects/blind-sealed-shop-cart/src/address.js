// Models address confirmation: the server keeps the pending address and hands out only a one-time nonce.
import { randomBytes, timingSafeEqual } from 'node:crypto';

const pendingByUser = new Map();

export function beginAddressCheck(userId, address) {
  const nonce = randomBytes(32).toString('base64url');
  pendingByUser.set(userId, { nonce, address, expiresAt: Date.now() + 5 * 60 * 1000 });
  return {
    resultType: 'input_required',
    inputRequests: {
      confirm: {
        method: 'elicitation/create',
        params: { mode: 'form', message: `Ship to ${address.line1}, ${address.city}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } },
      },
    },
    requestState: nonce,
  };
}

export function finishAddressCheck(userId, echoed) {
  const pending = pendingByUser.get(userId);
  pendingByUser.delete(userId);
  if (!pending || typeof echoed !== 'string' || pending.expiresAt < Date.now()) return null;
  const a = Buffer.from(echoed);
  const b = Buffer.from(pending.nonce);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  return pending.address;
}
