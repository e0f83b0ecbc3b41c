// Entry point: starts the HTTP server and drains the Postgres pool on shutdown.
// @ts-nocheck
import { startHttp } from './http.js';
import { buildServer } from './server.js';
import { pool } from './db.js';

const server = startHttp(buildServer);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log(`[main] ${signal} received, shutting down`);
    server.close(() => {
      pool.end().finally(() => process.exit(0));
    });
  });
}
