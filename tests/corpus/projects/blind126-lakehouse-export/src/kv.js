// In-memory key/value store with expiry and chunked storage for large values.
/**
 * Minimal Redis-flavoured key/value store with expiry, plus helpers to keep
 * values larger than one entry as numbered chunks (query plans get big).
 */
export class KvStore {
  #data = new Map();

  set(key, value, { ex } = {}) {
    this.#data.set(key, { value, until: ex ? Date.now() + ex * 1000 : Infinity });
  }

  get(key) {
    const e = this.#data.get(key);
    if (!e) return null;
    if (e.until < Date.now()) {
      this.#data.delete(key);
      return null;
    }
    return e.value;
  }

  del(...keys) {
    return keys.reduce((n, k) => n + (this.#data.delete(k) ? 1 : 0), 0);
  }

  putChunked(prefix, text, chunkBytes, ex) {
    const buf = Buffer.from(text, 'utf8');
    const count = Math.ceil(buf.length / chunkBytes) || 1;
    for (let i = 0; i < count; i++) {
      this.set(`${prefix}:${i}`, buf.subarray(i * chunkBytes, (i + 1) * chunkBytes), { ex });
    }
    this.set(`${prefix}:n`, count, { ex });
    return count;
  }

  getChunked(prefix) {
    const count = this.get(`${prefix}:n`);
    if (count == null) return null;
    const parts = [];
    for (let i = 0; i < count; i++) {
      const part = this.get(`${prefix}:${i}`);
      if (!part) return null;
      parts.push(part);
    }
    return Buffer.concat(parts).toString('utf8');
  }
}

export const kv = new KvStore();
