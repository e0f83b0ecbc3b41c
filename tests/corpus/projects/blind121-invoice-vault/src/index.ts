// Node HTTP entry point that authenticates requests and serves the invoice-vault MCP handler.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import buildServer from './server.js';
import { authenticate } from './auth.js';

const handler = createMcpHandler(buildServer);

const http = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const auth = await authenticate(request);
  const response = auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});

http.listen(Number(process.env.PORT ?? 3000), () => {
  console.error(`invoice-vault listening on ${process.env.PORT ?? 3000}`);
});
