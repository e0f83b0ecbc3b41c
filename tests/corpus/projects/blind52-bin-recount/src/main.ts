import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from './auth.js';
import { env } from './env.js';
import { stateCodec } from './state/codec.js';
import { registerRecountBin } from './tools/recountBin.js';
import { registerWriteOff } from './tools/writeOff.js';

const handler = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'bin-recount', version: '1.5.0' },
    { capabilities: { tools: {} }, requestState: { verify: stateCodec.verify } },
  );
  registerRecountBin(server);
  registerWriteOff(server);
  return server;
});

const gate = requireBearerAuth({ verifier, requiredScopes: ['inventory:count'] });

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(new URL(req.url ?? '/', env.PUBLIC_URL), {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) =>
      v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x]),
    ),
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });

  const auth = await gate(request);
  const response = auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(env.PORT, () => console.log(`bin-recount listening on :${env.PORT}`));
