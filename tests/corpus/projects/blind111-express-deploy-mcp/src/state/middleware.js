// Express middleware that opens a tool call's request state before the transport and passes it to the tools.
'use strict';

const { open, isSealed } = require('./sealer');

function reject(res, id, message) {
  res.status(200).json({ jsonrpc: '2.0', id: id ?? null, error: { code: -32602, message } });
}

/**
 * Express middleware that runs before the MCP transport. It opens the
 * requestState of a tools/call retry and hands the result to the tool
 * handlers through req.auth.extra (the SDK passes req.auth on as
 * extra.authInfo), together with the client's inputResponses.
 */
function roundTrip() {
  return function roundTripMiddleware(req, res, next) {
    const msg = req.body;
    if (!msg || Array.isArray(msg) || msg.method !== 'tools/call' || !msg.params) return next();

    const { name, requestState, inputResponses } = msg.params;
    req.auth.extra = { ...(req.auth.extra || {}), inputResponses: inputResponses || {} };
    if (requestState === undefined) return next();

    let state;
    if (isSealed(requestState)) {
      state = open(requestState);
    } else {
      // scale_service still hands out the pre-2.0 plain format; keep accepting
      // it until the wizard is moved over to the sealer (DEP-412).
      try {
        state = JSON.parse(Buffer.from(requestState, 'base64url').toString('utf8')); // expect: require-sealed-state
      } catch {
        state = null;
      }
    }

    if (!state || state.tool !== name) return reject(res, msg.id, 'Invalid or expired requestState');
    if (state.uid !== undefined && state.uid !== req.auth.extra.userId) {
      return reject(res, msg.id, 'Invalid or expired requestState');
    }
    req.auth.extra.roundState = state;
    return next();
  };
}

module.exports = roundTrip;
