// Process entry point: loads configuration, wires dependencies and serves MCP over node:http behind bearer auth.
// @ts-nocheck
import http from 'node:http';
import { pipe } from 'fp-ts/lib/function.js';
import * as E from 'fp-ts/lib/Either.js';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { makeAuthGate } from './auth.js';
import { makeDb } from './db.js';
import { makeLedgerClient } from './ledgerClient.js';
import { buildServer } from './server.js';

const config = pipe(
  loadConfig(),
  E.getOrElseW((problem) => {
    console.error(`[ledgerline] ${problem}`);
    return process.exit(1);
  }),
);

const deps = {
  config, // expect: no-weak-state-key
  db: makeDb(config.databaseUrl),
  ledger: makeLedgerClient(config.ledgerExportUrl, config.tokenExchangeUrl),
};

const mcp = createMcpHandler(() => buildServer(deps));
const gate = makeAuthGate(config.identityUrl);

const readBody = (req: http.IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const toRequest = async (req: http.IncomingMessage): Promise<Request> => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, { method: req.method, headers, body });
};

const writeResponse = async (res: http.ServerResponse, response: Response) => {
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
};

http
  .createServer(async (req, res) => {
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    try {
      const request = await toRequest(req);
      const auth = await gate(request);
      if (auth instanceof Response) return writeResponse(res, auth);
      return writeResponse(res, await mcp.fetch(request, { authInfo: auth }));
    } catch (err) {
      console.error('[ledgerline] request failed', err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  })
  .listen(config.port, () => console.log(`[ledgerline] MCP endpoint on :${config.port}/mcp`));
