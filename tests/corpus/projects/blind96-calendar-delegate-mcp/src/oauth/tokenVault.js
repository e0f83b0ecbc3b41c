// Keeps delegated Google refresh tokens encrypted at rest (AES-256-GCM) and turns them into access tokens.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { config } from '../config.js';
import { storeGrant, loadGrant } from '../db.js';

const accessTokens = new Map();

function encrypt(plaintext, userId) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', config.vaultKey, iv);
  cipher.setAAD(Buffer.from(`google-grant:${userId}`));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, ciphertext, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

function decrypt(blob, userId) {
  const [iv, ciphertext, tag] = blob.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !ciphertext || !tag || tag.length !== 16) throw new Error('malformed grant record');
  const decipher = createDecipheriv('aes-256-gcm', config.vaultKey, iv);
  decipher.setAAD(Buffer.from(`google-grant:${userId}`));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

export async function saveRefreshToken(userId, refreshToken, scopes) {
  await storeGrant(userId, encrypt(refreshToken, userId), scopes);
  accessTokens.delete(userId);
}

export async function googleAccessToken(userId) {
  const cached = accessTokens.get(userId);
  if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;

  const grant = await loadGrant(userId);
  if (!grant) return null;

  const res = await fetch('https://oauth2.googleapis.com/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: decrypt(grant.sealed_refresh_token, userId),
      client_id: config.google.clientId,
      client_secret: config.google.clientSecret,
    }),
  });
  if (res.status === 400 || res.status === 401) return null;
  if (!res.ok) throw new Error(`Google token endpoint answered ${res.status}`);
  const body = await res.json();
  accessTokens.set(userId, { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 });
  return body.access_token;
}
