// Production entry point: serves the fleet MCP application over node:http.
// @ts-nocheck
import http from 'node:http';
import { loadConfig } from '../shared/config.js';
import { getPool } from '../shared/db.js';
import { stateCodec } from './state.js';
import { createApp, jwtVerifier, toNodeListener } from './app.js';

const cfg = loadConfig();
const app = createApp({ codec: stateCodec(), verifier: jwtVerifier(cfg) });
const server = http.createServer(toNodeListener(app));

server.listen(cfg.port, () => {
  console.log(`fleet-telematics MCP listening on :${cfg.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => {
      getPool()
        .end()
        .finally(() => process.exit(0));
    });
  });
}
