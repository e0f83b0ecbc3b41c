// Signed confirmation tokens that carry a destructive ticket operation across the confirmation round.
const crypto = require('node:crypto');
const jwt = require('jsonwebtoken');
const { config } = require('./config');

const ISSUER = 'ticketing-gateway';

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function digestArgs(args) {
  return crypto.createHash('sha256').update(canonical(args)).digest('base64url');
}

function issueConfirmation(identity, tool, args) {
  return jwt.sign({ sub: identity.userId, ten: identity.tenantId, tool, args: digestArgs(args) }, config.confirmSecret, { algorithm: 'HS256', issuer: ISSUER, expiresIn: '1h' });
}

function checkConfirmation(token, identity, tool, args) {
  let claims;
  try {
    claims = jwt.verify(token, config.confirmSecret, { algorithms: ['HS256'], issuer: ISSUER });
  } catch {
    return null;
  }
  if (claims.sub !== identity.userId || claims.ten !== identity.tenantId) return null;
  if (claims.tool !== tool || claims.args !== digestArgs(args)) return null;
  return claims;
}

module.exports = { issueConfirmation, checkConfirmation };
