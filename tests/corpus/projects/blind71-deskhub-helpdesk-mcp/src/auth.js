// Express middleware that authenticates DeskHub API keys and attaches MCP AuthInfo to the request.
'use strict';

const crypto = require('node:crypto');
const { query } = require('./db');

const KEY_PATTERN = /^dh_([a-f0-9]{16})_([A-Za-z0-9_-]{40,64})$/;

function sha256(value) {
  return crypto.createHash('sha256').update(value, 'utf8').digest();
}

async function resolveApiKey(raw) {
  const match = KEY_PATTERN.exec(raw);
  if (!match) return null;
  const [, keyId, secret] = match;
  const rows = await query(
    `SELECT k.secret_sha256, k.workspace_id, k.agent_id, k.scopes, k.expires_at, a.role
       FROM api_keys k JOIN agents a ON a.id = k.agent_id
      WHERE k.id = ? AND k.revoked_at IS NULL`,
    [keyId],
  );
  if (rows.length === 0) return null;
  const row = rows[0];
  const stored = Buffer.from(row.secret_sha256, 'hex');
  const presented = sha256(secret);
  if (stored.length !== presented.length || !crypto.timingSafeEqual(stored, presented)) return null;
  if (row.expires_at && new Date(row.expires_at).getTime() < Date.now()) return null;
  return row;
}

function authenticate(req, res, next) {
  const header = req.get('authorization') || '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) {
    res.set('WWW-Authenticate', 'Bearer realm="deskhub"').status(401).json({ error: 'missing_token' });
    return;
  }
  resolveApiKey(token)
    .then((row) => {
      if (!row) {
        res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: 'invalid_token' });
        return;
      }
      req.auth = {
        token,
        clientId: `workspace:${row.workspace_id}`,
        scopes: String(row.scopes || '').split(' ').filter(Boolean),
        expiresAt: row.expires_at ? Math.floor(new Date(row.expires_at).getTime() / 1000) : undefined,
        extra: { tenantId: row.workspace_id, userId: row.agent_id, role: row.role },
      };
      next();
    })
    .catch(next);
}

module.exports = { authenticate };
