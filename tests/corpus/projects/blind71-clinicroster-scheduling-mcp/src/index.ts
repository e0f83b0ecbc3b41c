// Node HTTP entrypoint: bearer-authenticated MCP endpoint plus the SMS reminder webhook.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from './auth.js';
import { config } from './config.js';
import { buildServer } from './server.js';
import { handleReminderWebhook } from './webhooks.js';

const mcp = createMcpHandler(() => buildServer());

async function readBody(req): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 2 * 1024 * 1024) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function toRequest(req, body: Buffer): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (typeof v === 'string') headers.set(k, v);
    else if (Array.isArray(v)) for (const item of v) headers.append(k, item);
  }
  const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  return new Request(url, { method: req.method, headers, body: body.length ? body : undefined });
}

async function pipeResponse(res, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://internal');
    const hook = /^\/webhooks\/reminders\/([0-9a-f-]{36})$/.exec(url.pathname);
    if (hook && req.method === 'POST') {
      const result = await handleReminderWebhook(hook[1], req.headers, await readBody(req));
      res.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.body));
      return;
    }
    if (url.pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const request = toRequest(req, await readBody(req));
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) {
      await pipeResponse(res, authInfo);
      return;
    }
    await pipeResponse(res, await mcp.fetch(request, { authInfo }));
  } catch (err) {
    console.error('[http]', err);
    if (!res.headersSent) res.writeHead(err.status ?? 500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'request failed' }));
  }
});

server.listen(config.port, () => console.log(`clinicroster-scheduling-mcp on :${config.port}`));
