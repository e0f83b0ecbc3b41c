// Seals request state with AES-256-GCM so the client can carry it but can neither read nor alter it.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { currentKey, keyById } from './keyring.js';

const VERSION = 'v1';
const TAG_BYTES = 16;

export class StateRejected extends Error {}

const b64 = (buf) => buf.toString('base64url');
const unb64 = (s) => Buffer.from(s, 'base64url');
const canonical = (s) => /^[A-Za-z0-9_-]+$/.test(s) && b64(unb64(s)) === s;
const aadFor = (kid) => Buffer.from(`${VERSION}.${kid}`, 'utf8');

export const seal = (payload) => {
  const { kid, key } = currentKey;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aadFor(kid));
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return [VERSION, kid, b64(iv), b64(body), b64(cipher.getAuthTag())].join('.');
};

const decrypt = (entry, iv, body, tag) => {
  const decipher = createDecipheriv('aes-256-gcm', entry.key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aadFor(entry.kid));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
};

export const unseal = (token) => {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 5 || parts[0] !== VERSION || !parts.slice(2).every(canonical)) throw new StateRejected('Malformed request state.');
  const [, kid, iv, body, tag] = parts;
  const entry = keyById(kid);
  if (!entry) throw new StateRejected('Request state was sealed with an unknown key.');
  let plain;
  try {
    plain = decrypt(entry, unb64(iv), unb64(body), unb64(tag));
  } catch {
    throw new StateRejected('Request state failed authentication.');
  }
  return JSON.parse(plain.toString('utf8'));
};
