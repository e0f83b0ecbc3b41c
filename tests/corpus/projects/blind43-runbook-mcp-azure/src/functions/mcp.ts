import { app, type HttpRequest, type HttpResponseInit, type InvocationContext } from '@azure/functions';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from '../auth/entra.js';
import { registerIncidentTools } from '../tools/incidents.js';
import { registerPagerDutyLink } from '../tools/pagerduty.js';
import { registerRestartApp } from '../tools/restart.js';

function buildServer(): McpServer {
  const server = new McpServer({ name: 'runbook', version: '0.9.0' }, { capabilities: { tools: {} } });
  registerIncidentTools(server);
  registerRestartApp(server);
  registerPagerDutyLink(server);
  return server;
}

const mcp = createMcpHandler(buildServer);

export async function mcpEndpoint(request: HttpRequest, context: InvocationContext): Promise<HttpResponseInit> {
  const authInfo = await authenticate(request.headers.get('authorization'));
  if (!authInfo) {
    return { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } };
  }

  const forwarded = new Request(request.url, {
    method: request.method,
    headers: Object.fromEntries(request.headers.entries()),
    body: request.method === 'POST' ? await request.arrayBuffer() : undefined,
  });
  const response = await mcp.fetch(forwarded, { authInfo });
  context.log(`mcp ${request.method} ${response.status} (${authInfo.extra?.upn ?? 'unknown'})`);

  return {
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

app.http('mcp', {
  route: 'mcp',
  methods: ['GET', 'POST', 'DELETE'],
  authLevel: 'anonymous',
  handler: mcpEndpoint,
});
