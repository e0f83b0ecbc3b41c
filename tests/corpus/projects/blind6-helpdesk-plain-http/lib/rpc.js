'use strict';
const { EventEmitter } = require('node:events');

class RpcRouter extends EventEmitter {
  constructor() {
    super();
    this.methods = new Map();
  }

  method(name, fn) {
    this.methods.set(name, fn);
    return this;
  }

  async handle(message, context) {
    const { id, method, params } = message || {};
    if (id === undefined || id === null) {
      this.emit('notification', method);
      return null;
    }
    const fn = this.methods.get(method);
    if (!fn) return { jsonrpc: '2.0', id, error: { code: -32601, message: `no method ${method}` } };
    try {
      const result = await fn(params || {}, context);
      this.emit('call', { method, user: context.user, ok: true });
      return { jsonrpc: '2.0', id, result };
    } catch (err) {
      this.emit('call', { method, user: context.user, ok: false, error: err.message });
      return { jsonrpc: '2.0', id, error: { code: err.code || -32603, message: err.expose ? err.message : 'internal error' } };
    }
  }
}

module.exports = { RpcRouter };
