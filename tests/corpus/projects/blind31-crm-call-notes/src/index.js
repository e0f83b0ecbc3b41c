import 'dotenv/config';
import express from 'express';
import { createMcpHandler } from '@modelcontextprotocol/server';

import { authenticate } from './auth.js';
import { buildServer } from './server.js';

const PORT = Number(process.env.PORT) || 7400;

const mcp = createMcpHandler(buildServer);
const app = express();

app.get('/healthz', (req, res) => res.send('ok'));

/**
 * Express -> fetch bridge for the SDK handler. authInfo comes from our own
 * bearer middleware and reaches tools as ctx.http.authInfo.
 */
app.post('/mcp', express.json({ limit: '1mb' }), authenticate, function (req, res, next) {
  const url = new URL(req.originalUrl, 'http://' + req.get('host'));
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const request = new Request(url, { method: 'POST', headers, body: JSON.stringify(req.body) });

  mcp
    .fetch(request, { authInfo: req.auth })
    .then(async function (response) {
      res.status(response.status);
      response.headers.forEach(function (value, name) {
        res.setHeader(name, value);
      });
      res.send(Buffer.from(await response.arrayBuffer()));
    })
    .catch(next);
});

app.listen(PORT, function () {
  console.log('crm-call-notes listening on :' + PORT);
});
