// Models an auth service signing JWTs with jsonwebtoken: a literal secret, an env secret with a literal fallback, an RS256 private key from disk, and an env secret.
import jwt from 'jsonwebtoken';
import { readFileSync } from 'node:fs';

const PRIVATE_KEY = readFileSync(process.env.JWT_PRIVATE_KEY_PATH ?? '/run/secrets/jwt.pem', 'utf8');
const REFRESH_SECRET = process.env.JWT_REFRESH_SECRET;

export function accessToken(user) {
  return jwt.sign({ sub: user.id, roles: user.roles }, PRIVATE_KEY, { algorithm: 'RS256', expiresIn: '15m', keyid: 'k1' });
}

export function refreshToken(user) {
  return jwt.sign({ sub: user.id, type: 'refresh' }, REFRESH_SECRET, { expiresIn: '30d' });
}

export function inviteToken(teamId, email) {
  return jwt.sign({ teamId, email }, 'shhhhh', { expiresIn: '7d' }); // expect: no-weak-state-key
}

export function previewToken(documentId) {
  return jwt.sign({ documentId, scope: 'preview' }, process.env.PREVIEW_SECRET || 'preview-secret', { expiresIn: '1h' }); // expect: no-weak-state-key
}

const SUPPORT_SECRET = 'support-impersonation';

export function impersonationToken(agentId, userId) {
  return jwt.sign(
    { sub: userId, act: { sub: agentId } },
    SUPPORT_SECRET, // expect: no-weak-state-key
    { expiresIn: '10m' },
  );
}

export function verifyAccess(token) {
  return jwt.verify(token, readFileSync(process.env.JWT_PUBLIC_KEY_PATH, 'utf8'), { algorithms: ['RS256'] });
}

export function verifyRefresh(token) {
  return jwt.verify(token, REFRESH_SECRET);
}
