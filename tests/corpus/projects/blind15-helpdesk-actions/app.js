'use strict';

require('dotenv-flow').config({ silent: true });

const http = require('node:http');
const { createMcpHandler, requireBearerAuth } = require('@modelcontextprotocol/server');
const config = { ...require('./config/custom') };
const { createServerFactory } = require('./lib/action-runner');

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(process.env.INTROSPECT_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const info = await res.json();
    if (!info.active) throw new Error('token is not active');
    return { token, clientId: info.client_id, scopes: (info.scope || '').split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
  },
};

const authenticate = requireBearerAuth({ verifier, requiredScopes: ['helpdesk'] });
const mcp = createMcpHandler(createServerFactory({ config }));

async function toWebRequest(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: req.headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
}

async function sendWebResponse(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

function startHttp(port = Number(process.env.PORT) || 3000) {
  const server = http.createServer(async (req, res) => {
    if (!req.url.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    try {
      const request = await toWebRequest(req);
      const auth = await authenticate(request);
      if (auth instanceof Response) return sendWebResponse(res, auth);
      await sendWebResponse(res, await mcp.fetch(request, { authInfo: auth }));
    } catch (err) {
      console.error(err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  server.listen(port, () => console.log(`helpdesk-actions on :${port}`));
  return server;
}

if (require.main === module) {
  if (process.argv.includes('--worker')) {
    require('./workers/report-consumer').start().catch((err) => {
      console.error(err);
      process.exit(1);
    });
  } else {
    startHttp();
  }
}

module.exports = { startHttp };
