'use strict';

const crypto = require('crypto');
const { unixNow } = require('./clock');

class StateError extends Error {
  constructor(message) {
    super(message);
    this.name = 'StateError';
    this.rpcCode = -32602;
  }
}

const encode = (obj) => Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');
const decode = (str) => JSON.parse(Buffer.from(str, 'base64url').toString('utf8'));

/**
 * Signs request state so it can round-trip through the MCP client.
 * The caller decides what goes into the payload (agentId, tool, exp...).
 */
function createStateCodec(secret) {
  if (!secret) {
    throw new Error('state codec needs a secret');
  }

  const mac = (body) => crypto.createHmac('sha256', secret).update(body).digest('hex');

  return {
    seal(payload) {
      const body = encode(payload);
      return `${body}.${mac(body)}`;
    },

    open(token, { agentId, tool }) {
      if (typeof token !== 'string' || token.indexOf('.') < 1) {
        throw new StateError('Invalid or expired requestState');
      }
      const [body, signature] = token.split('.');
      if (signature !== mac(body)) { // expect: no-timing-unsafe-compare
        throw new StateError('Invalid or expired requestState');
      }

      const payload = decode(body);
      if (payload.agentId !== agentId || payload.tool !== tool) {
        throw new StateError('Invalid or expired requestState');
      }
      if (typeof payload.exp !== 'number' || payload.exp <= unixNow()) { // expect-todo: require-state-binding
        throw new StateError('Invalid or expired requestState');
      }
      return payload;
    },
  };
}

module.exports = { createStateCodec, StateError };
