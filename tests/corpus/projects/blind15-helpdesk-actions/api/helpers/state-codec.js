'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const { createRequestStateCodec } = require('@modelcontextprotocol/server');
const pkg = require('../../package.json');
const custom = require('../../config/custom');

const codecs = new Map();

function resolveKey() {
  const fromEnv = process.env.HELPDESK_STATE_KEY;
  if (fromEnv) return Buffer.from(fromEnv, 'base64');
  // Nothing configured: derive a stable key so in-flight escalations survive a rolling restart.
  return crypto.createHash('sha256').update(`${pkg.name}@${os.hostname()}/${custom.deploymentName}`).digest();
}

module.exports = {
  friendlyName: 'State codec',

  description: 'Return the requestState codec used by one action (bound to caller and action).',

  sync: true,

  inputs: {
    action: { type: 'string', required: true, description: 'Tool name of the calling action' },
  },

  fn: function ({ action }) {
    let codec = codecs.get(action);
    if (!codec) {
      codec = createRequestStateCodec({
        key: resolveKey(), // expect: no-weak-state-key
        ttlSeconds: custom.resumeWindowSeconds,
        bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId ?? ''}|${action}`,
      });
      codecs.set(action, codec);
    }
    return codec;
  },
};
