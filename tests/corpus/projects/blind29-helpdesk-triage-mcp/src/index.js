import polka from 'polka';
import bodyParser from 'body-parser';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createTriageServer } from './server.js';

const { HELPDESK_INTROSPECT_URL, HELPDESK_CLIENT_ID, HELPDESK_CLIENT_SECRET } = process.env;
const PORT = Number(process.env.PORT ?? 3030);

const unauthorized = (res, description) => {
  res.writeHead(401, {
    'content-type': 'application/json',
    'www-authenticate': `Bearer error="invalid_token", error_description="${description}"`,
  });
  res.end(JSON.stringify({ error: 'invalid_token', error_description: description }));
};

const introspect = async (token) => {
  const basic = Buffer.from(`${HELPDESK_CLIENT_ID}:${HELPDESK_CLIENT_SECRET}`).toString('base64');
  const res = await fetch(HELPDESK_INTROSPECT_URL, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  return res.ok ? res.json() : { active: false };
};

// Polka middleware: the SDK's transport picks up `req.auth` as extra.authInfo.
async function bearer(req, res, next) {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return unauthorized(res, 'missing bearer token');
  const info = await introspect(token).catch(() => ({ active: false }));
  if (!info.active) return unauthorized(res, 'token is not active');
  req.auth = {
    token,
    clientId: info.client_id,
    scopes: String(info.scope ?? '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: { agentId: info.agent_id, team: info.team },
  };
  next();
}

polka()
  .use(bodyParser.json({ limit: '1mb' }))
  .post('/mcp', bearer, async (req, res) => {
    const server = createTriageServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      console.error('mcp request failed', error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
      }
    }
  })
  .listen(PORT, () => console.log(`helpdesk-triage MCP on :${PORT}`));
