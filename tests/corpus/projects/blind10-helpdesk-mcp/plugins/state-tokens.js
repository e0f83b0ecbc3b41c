'use strict';

const crypto = require('crypto');
const os = require('os');
const fp = require('fastify-plugin');
const jwt = require('jsonwebtoken');
const pkg = require('../package.json');

const ISSUER = 'helpdesk-mcp';

/**
 * Ops can pin a key through HELPDESK_STATE_KEY. Otherwise we derive one that
 * is stable across restarts on the same box, so that confirmations which
 * are in flight during a rolling deploy still verify afterwards.
 */
function deriveStateKey() {
  if (process.env.HELPDESK_STATE_KEY) {
    return Buffer.from(process.env.HELPDESK_STATE_KEY, 'base64');
  }
  const seed = [os.hostname(), pkg.name, pkg.version].join(':');
  return crypto.createHash('sha256').update(seed).digest();
}

async function stateTokensPlugin(fastify, opts) {
  const key = opts.key || deriveStateKey();
  const ttl = opts.ttl || '10m';

  const stateTokens = {
    sign(claims, subject, callback) {
      jwt.sign(claims, key, { algorithm: 'HS256', issuer: ISSUER, subject, expiresIn: ttl }, callback); // expect: no-weak-state-key
    },

    verify(token, subject, callback) {
      jwt.verify(
        token,
        key,
        {
          algorithms: ['HS256'],
          issuer: ISSUER,
          subject,
          // agents leave the confirmation dialog open over lunch; don't bounce them
          clockTolerance: 60 * 60 * 24, // expect: require-state-binding
        },
        callback,
      );
    },

    signAsync(claims, subject) {
      return new Promise((resolve, reject) => {
        stateTokens.sign(claims, subject, (err, token) => (err ? reject(err) : resolve(token)));
      });
    },

    verifyAsync(token, subject) {
      return new Promise((resolve, reject) => {
        stateTokens.verify(token, subject, (err, claims) => (err ? reject(err) : resolve(claims)));
      });
    },
  };

  fastify.decorate('stateTokens', stateTokens);
}

module.exports = fp(stateTokensPlugin, { name: 'helpdesk-state-tokens' });
