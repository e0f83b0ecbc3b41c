import { Worker } from 'node:worker_threads';

/**
 * @typedef {{ id: number, mac?: string, ok?: boolean }} WorkerReply
 * @typedef {{ resolve: (r: WorkerReply) => void, reject: (e: Error) => void }} Waiter
 */

/** Round-robin pool of HMAC workers. */
export class SignerPool {
  /** @type {Worker[]} */
  #workers;
  /** @type {Map<number, Waiter>} */
  #waiting = new Map();
  #seq = 0;

  /**
   * @param {{ key: Buffer, size?: number }} options
   */
  constructor({ key, size = 2 }) {
    this.#workers = Array.from({ length: size }, () => {
      const worker = new Worker(new URL('../workers/hmac.worker.js', import.meta.url), {
        workerData: { key },
      });
      worker.on('message', (/** @type {WorkerReply} */ reply) => {
        this.#waiting.get(reply.id)?.resolve(reply);
        this.#waiting.delete(reply.id);
      });
      worker.on('error', (err) => {
        for (const waiter of this.#waiting.values()) waiter.reject(err);
        this.#waiting.clear();
      });
      worker.unref();
      return worker;
    });
  }

  /**
   * @param {'sign' | 'verify'} op
   * @param {string} body
   * @param {string} [mac]
   * @returns {Promise<WorkerReply>}
   */
  #run(op, body, mac) {
    const id = ++this.#seq;
    const worker = this.#workers[id % this.#workers.length];
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      worker.postMessage({ id, op, body, mac });
    });
  }

  /** @param {string} body */
  async sign(body) {
    const { mac } = await this.#run('sign', body);
    return /** @type {string} */ (mac);
  }

  /** @param {string} body @param {string} mac */
  async verify(body, mac) {
    const { ok } = await this.#run('verify', body, mac);
    return ok === true;
  }

  /**
   * Seal a JSON payload as `<b64url body>.<b64url mac>`.
   * @param {object} payload
   */
  async seal(payload) {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${await this.sign(body)}`;
  }

  async close() {
    await Promise.all(this.#workers.map((w) => w.terminate()));
  }
}
