import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { authenticate } from './auth.js';
import { createServer } from './server.js';

const app = express();
app.use(express.json({ limit: '1mb' }));

app.post('/mcp', async (req, res) => {
  const auth = await authenticate(req);
  if (!auth) {
    res.status(401).set('www-authenticate', 'Bearer realm="release-train"').json({ error: 'unauthorized' });
    return;
  }
  req.auth = auth;

  // Stateless: a fresh server and transport per request, so any replica can answer any round.
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.get('/healthz', (_req, res) => res.send('ok'));

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`release-train MCP listening on :${port}`));
