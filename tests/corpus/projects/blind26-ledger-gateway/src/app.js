import express from 'express';
import { deriveStateKey } from './lib/state-key.js';
import { SignerPool } from './lib/signer.js';
import { attachContext, authenticate, resolveTenant } from './middleware/context.js';
import { loadRequestState } from './middleware/request-state.js';
import { mcpEndpoint } from './mcp/handlers.js';

const signer = new SignerPool({ key: deriveStateKey(), size: Number(process.env.HMAC_WORKERS ?? 2) });

/**
 * @param {string} token
 * @returns {Promise<import('./middleware/context.js').Principal | null>}
 */
async function introspect(token) {
  const res = await fetch(`${process.env.SESSION_SERVICE_URL ?? 'http://sessions.internal:8080'}/v1/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`session service: ${res.status}`);
  const body = await res.json();
  return { sub: body.user_id, tenantId: body.org_id, scopes: body.scopes ?? [] };
}

const app = express();
app.disable('x-powered-by');
app.set('signer', signer);

app.post(
  '/mcp',
  express.json({ limit: '256kb' }),
  attachContext,
  authenticate({ introspect }),
  resolveTenant,
  loadRequestState({ signer }),
  mcpEndpoint,
);

app.use((/** @type {any} */ err, /** @type {import('express').Request} */ req, /** @type {import('express').Response} */ res, /** @type {import('express').NextFunction} */ _next) => {
  // @ts-ignore
  console.error(req.context?.requestId, err);
  res.status(500).json({ jsonrpc: '2.0', id: req.body?.id ?? null, error: { code: -32603, message: 'Internal error' } });
});

const port = Number(process.env.PORT ?? 3000);
const server = app.listen(port, () => console.log(`ledger-gateway listening on ${port}`));

process.on('SIGTERM', () => {
  server.close(() => void signer.close());
});
