// HTTP entry point: routes /mcp to the MCP handler and /webhooks/payments to the fee webhook.
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { buildPermitServer } from './mcpServer.js';
import { handlePaymentNotice } from './webhooks/paymentNotice.js';
import { closeDb } from './db.js';
import { closeStore } from './pendingStore.js';

const mcp = createMcpHandler(buildPermitServer);

function asFetchRequest(req) {
  const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  const withBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers: req.headers,
    body: withBody ? Readable.toWeb(req) : undefined,
    duplex: withBody ? 'half' : undefined,
  });
}

async function writeFetchResponse(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

const server = createServer(async (req, res) => {
  try {
    if (req.method === 'POST' && req.url === '/webhooks/payments') {
      await handlePaymentNotice(req, res);
      return;
    }
    if (req.url === '/mcp' || req.url?.startsWith('/mcp?')) {
      const request = asFetchRequest(req);
      const auth = await authenticate(request);
      if (auth instanceof Response) {
        await writeFetchResponse(res, auth);
        return;
      }
      await writeFetchResponse(res, await mcp.fetch(request, { authInfo: auth }));
      return;
    }
    res.writeHead(404).end();
  } catch (err) {
    console.error('unhandled request error', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

server.listen(config.port, () => console.log(`permitdesk MCP listening on ${config.port}`));

process.once('SIGTERM', async () => {
  server.close();
  await Promise.allSettled([closeDb(), closeStore()]);
  process.exit(0);
});
