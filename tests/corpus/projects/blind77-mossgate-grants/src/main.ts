// Bun entry point: serves the Hono app and closes the database pool on shutdown.
// @ts-nocheck
import { app } from './app.ts';
import { env } from './env.ts';
import { sql } from './db.ts';

const server = Bun.serve({ port: env.port, fetch: app.fetch, idleTimeout: 60 });
console.log(`mossgate-grants listening on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    server.stop();
    await sql.end({ timeout: 5 });
    process.exit(0);
  });
}
