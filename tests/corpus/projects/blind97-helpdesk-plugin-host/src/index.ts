// Entry point: loads configured plugins, then serves the helpdesk MCP endpoint over HTTP.
// @ts-nocheck
import { config } from './config.js';
import { loadPlugins, buildServer } from './pluginHost.js';
import { verifier } from './auth.js';
import { startHttp } from './http.js';
import { db } from './db.js';

await loadPlugins(config.plugins);

const http = startHttp(config.port, config.publicUrl, buildServer, verifier);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    http.close();
    db.end().finally(() => process.exit(0));
  });
}
