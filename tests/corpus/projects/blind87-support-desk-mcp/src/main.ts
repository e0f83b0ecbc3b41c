// Entry point: validates config and flags, then serves the MCP endpoint with Express.
// @ts-nocheck
import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { loadConfig } from './config/index.js';
import { resolveFlags } from './flags.js';
import { createKeyring } from './crypto/keyring.js';
import { createStateBox } from './crypto/stateBox.js';
import { createHelpdesk } from './helpdesk.js';
import { createAgentAuth } from './auth.js';
import { buildMcpServer } from './mcp.js';

const config = loadConfig();
const flags = resolveFlags(config);
const log = (msg) => console.log(`[support-desk:${config.name}] ${msg}`);

const deps = {
  config,
  flags,
  log,
  helpdesk: createHelpdesk(config),
  box: createStateBox(createKeyring(config.stateKeys), { ttlMs: config.stateTtlMs }),
};

const app = express();
app.use(express.json({ limit: '512kb' }));

app.get('/healthz', (req, res) => res.json({ ok: true, env: config.name, flags }));

app.post('/mcp', createAgentAuth(config), async (req, res) => {
  const server = buildMcpServer(deps);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(config.port, () => log(`listening on :${config.port} (dev auth ${config.devAuth ? 'on' : 'off'})`));
