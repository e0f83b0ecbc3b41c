'use strict';

const crypto = require('node:crypto');

function userIdOf(extra) {
  const info = extra && extra.authInfo;
  return (info && info.extra && info.extra.userId) || null;
}

function argsDigest(args) {
  const keys = Object.keys(args || {}).sort();
  return crypto.createHash('sha256').update(JSON.stringify(keys.map((k) => [k, args[k]]))).digest('hex');
}

/**
 * Glue between tool handlers and the state codec: what goes into a round's
 * state and what must match when it comes back.
 */
module.exports = function createResumeContext({ codec }) {
  return {
    argsDigest,

    begin(extra, tool, args, data) {
      return codec.seal({
        ...data,
        uid: userIdOf(extra),
        tool,
        args: argsDigest(args),
        // the follow-up round calls the warehouse as the same caller
        accessToken: extra.authInfo.token, // expect: no-secrets-in-state
      });
    },

    resume(extra, tool, args, token) {
      const state = codec.open(token);
      if (!state) return null;
      if (state.uid !== userIdOf(extra) || state.tool !== tool) return null;
      if (state.args !== argsDigest(args)) return null;
      return state;
    },
  };
};
