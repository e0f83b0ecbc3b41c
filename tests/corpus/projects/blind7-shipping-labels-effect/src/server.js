import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Effect } from 'effect';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { settings } from './config.js';
import { runTool, toolTable } from './tools.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', settings.oidcIssuer));

async function authenticate(header) {
  if (!header || !header.startsWith('Bearer ')) return null;
  try {
    const { payload } = await jwtVerify(header.slice(7), jwks, { issuer: settings.oidcIssuer, audience: settings.issuer });
    return typeof payload.sub === 'string' && typeof payload.account === 'string' ? { id: payload.sub, account: payload.account } : null;
  } catch {
    return null;
  }
}

const readJson = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > 1 << 20) reject(new Error('body too large'));
      else chunks.push(c);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (err) {
        reject(err);
      }
    });
    req.on('error', reject);
  });

const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function dispatch(msg, user) {
  const params = msg.params ?? {};
  switch (msg.method) {
    case 'initialize':
      return { result: { protocolVersion: '2026-07-28', capabilities: { tools: {} }, serverInfo: { name: 'shipping-labels', version: '2.2.0' } } };
    case 'tools/list':
      return { result: { tools: Object.entries(toolTable).map(([name, t]) => ({ name, ...t.meta })) } };
    case 'tools/call':
      return {
        result: await Effect.runPromise(
          runTool(params.name, params.arguments ?? {}, { user, inputResponses: params.inputResponses, requestState: params.requestState }),
        ),
      };
    default:
      return { error: { code: -32601, message: `Method not found: ${msg.method}` } };
  }
}

createServer(async (req, res) => {
  const requestId = randomUUID();
  res.setHeader('x-request-id', requestId);
  if (req.url !== '/mcp' || req.method !== 'POST') return send(res, 404, { error: 'not found' });
  const user = await authenticate(req.headers.authorization);
  if (!user) {
    res.setHeader('www-authenticate', 'Bearer');
    return send(res, 401, { error: 'unauthorized' });
  }
  let msg;
  try {
    msg = await readJson(req);
  } catch {
    return send(res, 400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
  }
  try {
    send(res, 200, { jsonrpc: '2.0', id: msg.id ?? null, ...(await dispatch(msg, user)) });
  } catch (err) {
    console.error(requestId, err);
    send(res, 200, { jsonrpc: '2.0', id: msg.id ?? null, error: { code: -32603, message: 'Internal error' } });
  }
}).listen(settings.port, () => console.log(`shipping-labels MCP on :${settings.port}`));
