// HTTP entry point: an express app that authenticates bearer tokens and forwards MCP traffic to the SDK handler.
// @ts-nocheck
import express from 'express';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifier } from './auth.js';
import { buildServer } from './server.js';
import { keyIds } from './keys/keyring.js';

const app = express();
app.disable('x-powered-by');
app.use('/mcp', express.raw({ type: '*/*', limit: '1mb' }));

const mcp = createMcpHandler(buildServer);
const bearer = requireBearerAuth({ verifier, requiredScopes: ['ledger.close'] });

function toFetchRequest(req: express.Request): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`http://${req.headers.host}${req.originalUrl}`, {
    method: req.method,
    headers,
    body: hasBody ? req.body : undefined,
  });
}

async function send(res: express.Response, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

app.all('/mcp', async (req, res, next) => {
  try {
    const request = toFetchRequest(req);
    const auth = await bearer(request);
    if (auth instanceof Response) return send(res, auth);
    return send(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    next(err);
  }
});

app.get('/healthz', (_req, res) => res.json({ ok: true, stateKeys: keyIds().length }));

app.listen(config.port, () => {
  console.log(`ledger-close-mcp listening on :${config.port}`);
});
