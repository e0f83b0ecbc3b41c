import express, { type ErrorRequestHandler } from 'express';
import { bearer } from './auth.js';
import { env } from './env.js';
import { mcp } from './mcp.js';

const app = express();

app.disable('x-powered-by');
app.use(express.json({ limit: '256kb' }));
app.use('/mcp', bearer, mcp);

const onError: ErrorRequestHandler = (err, req, res, _next) => {
  console.error('[geo-ingest]', req.method, req.originalUrl, err);
  res.status(500).json({ jsonrpc: '2.0', id: req.body?.id ?? null, error: { code: -32603, message: 'Internal error' } });
};
app.use(onError);

app.listen(env.PORT, () => console.log(`geo-ingest listening on ${env.PORT} (${env.NODE_ENV})`));
