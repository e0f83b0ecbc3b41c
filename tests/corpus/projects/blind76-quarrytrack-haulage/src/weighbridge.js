// HTTP client for the weighbridge vendor's API, with bounded retries on timeouts and 5xx answers.
const axios = require('axios');
const config = require('./config');

const http = axios.create({
  baseURL: config.weighbridgeUrl,
  timeout: 4000,
  headers: { 'x-api-key': config.weighbridgeApiKey, accept: 'application/json' },
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function retryable(error) {
  if (error.code === 'ECONNABORTED' || error.code === 'ECONNRESET' || error.code === 'ETIMEDOUT') return true;
  const status = error.response?.status;
  return status === 429 || (status >= 500 && status < 600);
}

async function withRetry(fn, attempts = config.weighbridgeAttempts) {
  let lastError;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
      if (!retryable(error) || attempt === attempts) break;
      await sleep(300 * attempt);
    }
  }
  throw lastError;
}

async function readings(siteCode, ticketNumbers) {
  const { data } = await withRetry(() =>
    http.post(`/sites/${encodeURIComponent(siteCode)}/readings/lookup`, { tickets: ticketNumbers }),
  );
  return new Map(data.readings.map((r) => [r.ticket, r]));
}

module.exports = { readings, retryable };
