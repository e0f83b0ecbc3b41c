// Models an MCP HTTP server's state-signing module that reads its key in many ways: file secrets, throwing fallbacks, parameter defaults, and a few literal fallbacks at the call.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set (openssl rand -base64 32)`);
  return value;
}

const fileKey = readFileSync(process.env.STATE_KEY_FILE ?? '/run/secrets/state_key');
const envKey = process.env.MCP_STATE_KEY;
const requiredKey = required('MCP_REPLAY_KEY');
const throwingKey = process.env.MCP_AUDIT_KEY ?? (() => { throw new Error('MCP_AUDIT_KEY missing'); })();

export function signWithFile(body) {
  return createHmac('sha256', fileKey).update(body).digest('base64url');
}

export function signWithDefault(body, key = process.env.MCP_STATE_KEY) {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function signReplay(body) {
  return createHmac('sha256', requiredKey).update(body).digest('base64url');
}

export function signAudit(body) {
  return createHmac('sha256', throwingKey).update(body).digest('hex');
}

export function signPreview(body) {
  return createHmac('sha256', envKey || 'preview').update(body).digest('base64url'); // expect: no-weak-state-key
}

export async function webcryptoKey() {
  const raw = new TextEncoder().encode(process.env.EDGE_STATE_KEY ?? 'edge-dev-key');
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']); // expect: no-weak-state-key
}

export async function webcryptoFileKey() {
  return crypto.subtle.importKey('raw', fileKey, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export function signDebug(body) {
  const debugKey = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
  return createHmac('sha256', debugKey).update(body).digest('hex'); // expect: no-weak-state-key
}

export function describeKeys() {
  return { file: fileKey.length, env: envKey?.length ?? 0, replay: requiredKey.length, audit: throwingKey.length };
}
