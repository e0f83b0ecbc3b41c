// Signed requestState envelopes: base64url JSON claims plus an HMAC-SHA256 tag, opened against the caller and tool.
'use strict';
const { createHmac, timingSafeEqual } = require('node:crypto');
const { Ok, Err } = require('../lib/flow');

const makeEnvelope = (key, now = Date.now) => {
  const tag = (body) => createHmac('sha256', key).update(body).digest('base64url');

  const seal = (claims) => {
    const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
    return `${body}.${tag(body)}`;
  };

  const open = (token, { sub, tool }) => {
    const [body, mac] = String(token || '').split('.');
    if (!body || !mac) return Err('malformed requestState');
    const given = Buffer.from(mac);
    const computed = Buffer.from(tag(body));
    if (given.length !== computed.length || !timingSafeEqual(given, computed)) return Err('requestState failed verification');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (claims.sub !== sub || claims.tool !== tool) return Err('requestState belongs to another user or tool');
    if (claims.exp && claims.exp < now()) return Err('requestState has expired; start again');
    return Ok(claims);
  };

  return { seal, open };
};

module.exports = { makeEnvelope };
