// Main-thread side of the signer: a promise API over a MessagePort to the worker.
import { MessageChannel, Worker } from 'node:worker_threads';

export function startSigner() {
  const worker = new Worker(new URL('./worker.js', import.meta.url));
  const { port1, port2 } = new MessageChannel();
  const pending = new Map();
  let nextId = 1;

  const ready = new Promise((resolve, reject) => {
    worker.once('error', reject);
    port1.once('message', (msg) => (msg.ready ? resolve() : reject(new Error('signer did not start'))));
  });

  port1.on('message', (msg) => {
    const entry = pending.get(msg.id);
    if (!entry) return;
    pending.delete(msg.id);
    if (msg.reason === 'internal') entry.reject(new Error(`signer: ${msg.detail}`));
    else entry.resolve(msg);
  });

  worker.postMessage({ port: port2 }, [port2]);

  function call(message) {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      port1.postMessage({ id, ...message });
    });
  }

  return {
    ready,
    /** @returns {Promise<string>} a token bound to binding.userId, binding.tool and binding.argsDigest, valid 10 minutes */
    async seal(payload, binding) {
      const reply = await call({ op: 'seal', payload, binding });
      return reply.token;
    },
    /** @returns {Promise<{ ok: true, state: any } | { ok: false, reason: string }>} */
    async open(token, binding) {
      const reply = await call({ op: 'open', token, binding });
      return reply.ok ? { ok: true, state: reply.state } : { ok: false, reason: reply.reason };
    },
    async stop() {
      port1.close();
      await worker.terminate();
    },
  };
}
