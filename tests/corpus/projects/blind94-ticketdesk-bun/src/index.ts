// Bun entry point: serves /mcp for agents and /hooks/mail for the mail provider.
// @ts-nocheck
import { createMcpHandler } from '@modelcontextprotocol/server';
import { agentAuth } from './auth';
import { hexToBytes, loadConfig } from './config';
import { openDatabase } from './db';
import { handleMailWebhook } from './http/webhooks';
import { buildServer } from './server';
import { importCipherKey } from './state/cipher';
import { importSigningKey } from './state/signer';

const cfg = loadConfig();
const db = openDatabase(cfg.dbPath);
const deps = {
  cfg,
  db,
  stateKey: await importSigningKey(hexToBytes(cfg.stateKeyHex)),
  cipherKey: await importCipherKey(hexToBytes(cfg.cipherKeyHex)),
};

const authenticate = agentAuth(cfg);
const mcp = createMcpHandler(() => buildServer(deps));

const server = Bun.serve({
  port: cfg.port,
  async fetch(request) {
    const { pathname } = new URL(request.url);
    if (pathname === '/hooks/mail') return handleMailWebhook(request, cfg, db);
    if (pathname === '/mcp') {
      const auth = await authenticate(request);
      if (auth instanceof Response) return auth;
      return mcp.fetch(request, { authInfo: auth });
    }
    if (pathname === '/healthz') return Response.json({ ok: true });
    return new Response('not found', { status: 404 });
  },
});

console.log(`ticketdesk listening on :${server.port}`);
