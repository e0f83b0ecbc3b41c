import { createServer } from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { settings } from './settings.js';

const mcp = createMcpHandler(buildServer);

const handle = toNodeHandler(async (request) => {
  const url = new URL(request.url);
  if (url.pathname === '/healthz') {
    return new Response('ok');
  }
  if (url.pathname !== '/mcp') {
    return new Response('not found', { status: 404 });
  }
  const auth = await authenticate(request);
  if (auth instanceof Response) {
    return auth;
  }
  return mcp.fetch(request, { authInfo: auth });
});

createServer(handle).listen(settings.port, () => {
  console.log(`release-pilot listening on :${settings.port}`);
});
