// A small pool of worker threads that price charter requests off the main event loop.
import { Worker } from 'node:worker_threads';
import { config } from '../config.js';

const workerUrl = new URL('./quoteWorker.js', import.meta.url);
const workers = [];
const pending = new Map();
let nextId = 1;
let turn = 0;

function spawn(slot) {
  const worker = new Worker(workerUrl, {
    workerData: { forecastUrl: config.forecast.url, forecastApiKey: config.forecast.apiKey },
  });
  worker.on('message', ({ id, quotes, error }) => {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    clearTimeout(entry.timer);
    if (error) entry.reject(new Error(error));
    else entry.resolve(quotes);
  });
  worker.on('error', (err) => {
    console.error('[quote-pool] worker crashed', err);
    workers[slot] = spawn(slot);
  });
  return worker;
}

for (let i = 0; i < Math.max(1, config.quoteWorkers); i++) workers.push(spawn(i));

export function priceBoats({ boats, harbour, date, startHour, hours, partySize }) {
  const id = nextId++;
  const worker = workers[turn++ % workers.length];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('quote timed out'));
    }, 8_000);
    pending.set(id, { resolve, reject, timer });
    worker.postMessage({ id, boats, harbour, date, startHour, hours, partySize });
  });
}

export async function closePool() {
  await Promise.all(workers.map((w) => w.terminate()));
}
