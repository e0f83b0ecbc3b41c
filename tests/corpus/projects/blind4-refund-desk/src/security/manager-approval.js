import { createHmac } from 'node:crypto';

// Refunds above the agent's limit need a manager code. The manager console
// shows a 16-hex-digit code = first 8 bytes of HMAC(managerKey, "<orderId>:<cents>"),
// which the manager reads out to the agent; the agent types it into the form.

const CODE_BYTES = 8;

export function managerCodeFor(managerKey, orderId, amountCents) {
  return createHmac('sha256', managerKey)
    .update(`${orderId}:${amountCents}`)
    .digest()
    .subarray(0, CODE_BYTES);
}

function parseCode(input) {
  const cleaned = String(input ?? '').replace(/[\s-]/g, '').toLowerCase();
  if (!/^[0-9a-f]+$/.test(cleaned)) return null;
  return Buffer.from(cleaned, 'hex');
}

/**
 * @param {Buffer} managerKey
 * @param {string} orderId
 * @param {number} amountCents
 * @param {string} typedCode
 */
export function isManagerApproved(managerKey, orderId, amountCents, typedCode) {
  const given = parseCode(typedCode);
  if (!given) return false;
  const expected = managerCodeFor(managerKey, orderId, amountCents);
  return given.length === expected.length && Buffer.compare(given, expected) === 0; // expect: no-timing-unsafe-compare
}

export function formatCode(code) {
  const hex = Buffer.from(code).toString('hex');
  return hex.match(/.{1,4}/g).join('-');
}

export function loadManagerKey(env = process.env) {
  const raw = env.REFUND_MANAGER_KEY;
  if (!raw) return null;
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) throw new Error('REFUND_MANAGER_KEY must be at least 32 bytes');
  return key;
}
