// Entry point: derives keys, connects MongoDB and serves MCP plus instrument webhooks from Express.
// @ts-nocheck
import express from 'express';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { deriveKeys } from './crypto/keys.js';
import { createTokenVerifier } from './auth.js';
import { connect } from './db.js';
import { createRunStateCodec } from './state/codec.js';
import { createIntakeBox } from './state/fernetBox.js';
import { createInstrumentClient, createLimsClient } from './services/instruments.js';
import { instrumentWebhook } from './webhooks/instrument.js';
import { buildServer } from './server.js';

const config = loadConfig();
const keys = await deriveKeys(config.masterKeyB64, config.webhookKeyHex, { allowEphemeral: config.env === 'development' });
const { client, db } = await connect(config.mongoUrl, config.mongoDb);

const deps = {
  db,
  apiVersion: config.apiVersion,
  runCodec: createRunStateCodec(keys.codecKey),
  intake: createIntakeBox(keys.fernetKeyB64),
  instruments: createInstrumentClient(config.instrumentsUrl, config.instrumentsToken),
  lims: createLimsClient(config.limsUrl, config.limsToken),
};

const guard = requireBearerAuth({ verifier: createTokenVerifier(db, keys.tokenPepper), requiredScopes: ['lab:runs'] });
const mcp = createMcpHandler(() => buildServer(deps));

function toWebRequest(req: express.Request): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (typeof value === 'string') headers.set(name, value);
  }
  const withBody = !['GET', 'HEAD'].includes(req.method) && Buffer.isBuffer(req.body) && req.body.length > 0;
  return new Request(new URL(req.originalUrl, `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: withBody ? req.body : undefined,
  });
}

const app = express();
app.disable('x-powered-by');

app.all('/mcp', express.raw({ type: '*/*', limit: '1mb' }), async (req, res, next) => {
  try {
    const request = toWebRequest(req);
    const auth = await guard(request);
    const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    if (response.body) {
      for await (const chunk of response.body) res.write(chunk);
    }
    res.end();
  } catch (err) {
    next(err);
  }
});

app.post('/webhooks/instrument', express.raw({ type: 'application/json', limit: '256kb' }), instrumentWebhook(db, keys.webhookKey));
app.get('/healthz', (_req, res) => res.json({ ok: true }));

const server = app.listen(config.port, () => console.log(`lab-runs MCP listening on :${config.port}`));

process.on('SIGTERM', () => {
  server.close(() => client.close().finally(() => process.exit(0)));
});
