// Issues and verifies the signed JWTs this server uses as requestState between rounds.
const jwt = require('jsonwebtoken');
const { createHash } = require('node:crypto');
const config = require('./config');

const AUDIENCE = 'outreach-crm/request-state';
const signOptions = { algorithm: 'HS256', issuer: config.stateIssuer, audience: AUDIENCE, expiresIn: '10m' };
const verifyOptions = { algorithms: ['HS256'], issuer: config.stateIssuer, audience: AUDIENCE };

const issue = (claims, overrides = {}) => jwt.sign(claims, config.stateSigningKey, { ...signOptions, ...overrides });

const read = (token) => jwt.verify(String(token || ''), config.stateSigningKey, verifyOptions);

const argsDigest = (args) => createHash('sha256').update(JSON.stringify(args || {})).digest('base64url');

const boundTo = (sub, tool, args) => (claims) => {
  if (claims.sub !== sub || claims.tool !== tool) throw new Error('This request state belongs to another user or tool.');
  if (args !== undefined && claims.args !== argsDigest(args)) throw new Error('This request state was issued for different arguments.');
  return claims;
};

module.exports = { issue, read, argsDigest, boundTo };
