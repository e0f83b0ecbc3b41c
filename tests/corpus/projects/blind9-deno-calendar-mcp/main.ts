import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { config } from './config.ts';
import { authenticate } from './auth.ts';
import { SealedBox } from './crypto/sealed_box.ts';
import { createRequestStateSealer } from './state/request_state.ts';
import { PendingInvites } from './state/pending_store.ts';
import { CalendarClient, TokenBroker } from './google.ts';
import type { ToolDeps, ToolModule } from './types.ts';
import scheduleMeeting from './tools/schedule_meeting.ts';
import cancelEvent from './tools/cancel_event.ts';

const deps: ToolDeps = {
  sealer: createRequestStateSealer(await SealedBox.fromRawKey(config.stateKey)),
  pending: new PendingInvites(await Deno.openKv()),
  calendar: new CalendarClient(),
  broker: new TokenBroker(config.brokerUrl),
};

const tools: ToolModule[] = [scheduleMeeting, cancelEvent];

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'calendar-assistant', version: '1.4.0' },
    { capabilities: { tools: {} } },
  );
  for (const register of tools) register(server, deps);
  return server;
});

const mcpRoute = new URLPattern({ pathname: '/mcp' });
const instance = `${Deno.hostname()}:${Deno.pid}`;

Deno.serve({ port: config.port }, async (req) => {
  const url = new URL(req.url);
  if (url.pathname === '/healthz') return new Response('ok');
  if (!mcpRoute.test(url)) return new Response('not found', { status: 404 });

  const auth = await authenticate(req, config);
  if (auth instanceof Response) return auth;

  const started = performance.now();
  const res = await mcp.fetch(req, { authInfo: auth });
  console.log(JSON.stringify({ instance, path: url.pathname, status: res.status, ms: Math.round(performance.now() - started) }));
  return res;
});
