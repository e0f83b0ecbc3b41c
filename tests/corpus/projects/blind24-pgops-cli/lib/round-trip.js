'use strict';

const { AsyncLocalStorage } = require('node:async_hooks');

/**
 * SDK 1.x drops `inputResponses` / `requestState` before calling tool callbacks.
 * We wrap the tools/call handler and park them in an AsyncLocalStorage so the
 * tools can read them with `currentRound()`.
 */
const store = new AsyncLocalStorage();

function installRoundTripShim(mcpServer) {
  const handlers = mcpServer.server._requestHandlers;
  const original = handlers.get('tools/call');
  if (!original) throw new Error('register tools before installing the round-trip shim');
  handlers.set('tools/call', (request, extra) => {
    const params = request.params || {};
    return store.run({ requestState: params.requestState, inputResponses: params.inputResponses || {} }, () => original(request, extra));
  });
}

function currentRound() {
  return store.getStore() || { requestState: undefined, inputResponses: {} };
}

function elicit(message, properties, required = Object.keys(properties)) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

function inputRequired(inputRequests, requestState) {
  return { resultType: 'input_required', inputRequests, requestState, content: [] };
}

module.exports = { installRoundTripShim, currentRound, elicit, inputRequired };
