// In-process event bus connecting MCP handlers with the background workers.
'use strict';

const { EventEmitter } = require('node:events');
const { randomUUID } = require('node:crypto');

const bus = new EventEmitter();
bus.setMaxListeners(200);

bus.on('error', (err) => console.error('[bus] listener error', err));

function request(topic, payload, { replyTopics, timeoutMs = 15000 }) {
  const correlationId = randomUUID();
  return new Promise((resolve, reject) => {
    const listeners = new Map();
    const cleanup = () => {
      clearTimeout(timer);
      for (const [t, fn] of listeners) bus.off(t, fn);
    };
    for (const t of replyTopics) {
      const fn = (msg) => {
        if (msg.correlationId !== correlationId) return;
        cleanup();
        if (t.endsWith('.failed')) reject(new Error(msg.error || `${topic} failed`));
        else resolve({ topic: t, ...msg });
      };
      listeners.set(t, fn);
      bus.on(t, fn);
    }
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${topic} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    bus.emit(topic, { ...payload, correlationId });
  });
}

module.exports = { bus, request };
