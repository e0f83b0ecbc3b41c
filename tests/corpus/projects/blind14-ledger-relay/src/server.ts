import { createServer, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { introspect } from './context.js';
import { installAll, registeredNames } from './registry.js';
import { LedgerClient } from './services/ledger.js';
import { lazyCodec } from './state/codec.js';
import './tools/index.js';

const deps = {
  codec: lazyCodec(config.stateKey, config.stateTtlSeconds),
  ledger: new LedgerClient(config.ledgerApiUrl),
};

const mcp = createMcpHandler(() =>
  installAll(
    new McpServer({ name: 'ledger-relay', version: '1.4.2' }, { capabilities: { tools: {} } }),
    deps,
  ),
);

const authenticate = requireBearerAuth({ verifier: { verifyAccessToken: introspect(config.authIssuer) } });

const toRequest = (req: IncomingMessage): Request =>
  new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream),
    duplex: 'half',
  } as RequestInit);

createServer(async (req, res) => {
  const request = toRequest(req);
  const auth = await authenticate(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  }
  res.end();
}).listen(config.port, () => {
  console.log(`ledger-relay on :${config.port} with tools ${registeredNames().join(', ')}`);
});
