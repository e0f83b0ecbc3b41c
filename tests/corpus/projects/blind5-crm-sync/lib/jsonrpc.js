'use strict';

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;
const INTERNAL_ERROR = -32603;

function isRequest(msg) {
  return (
    msg !== null &&
    typeof msg === 'object' &&
    msg.jsonrpc === '2.0' &&
    typeof msg.method === 'string' &&
    (typeof msg.id === 'string' || typeof msg.id === 'number')
  );
}

function isNotification(msg) {
  return msg && msg.jsonrpc === '2.0' && typeof msg.method === 'string' && msg.id === undefined;
}

function ok(id, result) {
  return { jsonrpc: '2.0', id, result };
}

function fail(id, code, message, data) {
  return { jsonrpc: '2.0', id: id === undefined ? null : id, error: data ? { code, message, data } : { code, message } };
}

function createDispatcher() {
  const handlers = new Map();
  return {
    on(method, handler) {
      handlers.set(method, handler);
      return this;
    },
    async dispatch(msg, context) {
      if (isNotification(msg)) return null;
      if (!isRequest(msg)) return fail(msg && msg.id, INVALID_REQUEST, 'Invalid Request');
      const handler = handlers.get(msg.method);
      if (!handler) return fail(msg.id, METHOD_NOT_FOUND, `Method not found: ${msg.method}`);
      try {
        return ok(msg.id, await handler(msg.params || {}, context));
      } catch (err) {
        if (typeof err.code === 'number') return fail(msg.id, err.code, err.message);
        context.log.error({ err }, 'handler failed');
        return fail(msg.id, INTERNAL_ERROR, 'Internal error');
      }
    },
  };
}

module.exports = {
  createDispatcher,
  ok,
  fail,
  PARSE_ERROR,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  INVALID_PARAMS,
  INTERNAL_ERROR,
};
