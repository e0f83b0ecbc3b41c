import http from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { buildServer } from './server.js';
import { authenticate } from './auth.js';

const handler = createMcpHandler(buildServer);
const port = Number(process.env.PORT ?? 3400);

http
  .createServer(async (req, res) => {
    if (req.url !== '/mcp') {
      res.writeHead(req.url === '/healthz' ? 200 : 404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
      body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
    });
    try {
      const auth = await authenticate(request);
      const response = auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) for await (const chunk of response.body) res.write(chunk);
      res.end();
    } catch (err) {
      console.error(err);
      if (!res.headersSent) res.writeHead(500).end();
    }
  })
  .listen(port, () => console.log(`deploy-helper on :${port}`));
