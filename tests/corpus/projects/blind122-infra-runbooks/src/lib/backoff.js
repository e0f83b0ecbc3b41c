// Retries flaky control-plane calls with full-jitter exponential backoff.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Retry a flaky control-plane call with full-jitter exponential backoff. */
export async function withRetry(fn, { attempts = 4, baseMs = 200 } = {}) {
  let lastError;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn(i);
    } catch (err) {
      lastError = err;
      if (err.status && err.status < 500) break;
      await sleep(Math.random() * baseMs * 2 ** i);
    }
  }
  throw lastError;
}
