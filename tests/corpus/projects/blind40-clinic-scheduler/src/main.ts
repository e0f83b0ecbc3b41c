import { createServer } from 'node:http';
import { z } from 'zod';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { container } from './container.js';
import { SETTINGS, CLINIC_TOOLS } from './tokens.js';
import { RequestStates } from './state/request-state.codec.js';
import { ClinicTokenVerifier } from './auth/token-verifier.js';
import { toolOptions, type ClinicTool } from './tools/tool.decorator.js';

const settings = container.resolve(SETTINGS);
const states = container.resolve(RequestStates);
const tools = container.resolveAll(CLINIC_TOOLS) as ClinicTool[];

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'clinic-scheduler', version: '0.9.0' },
    { capabilities: { tools: {} }, requestState: { verify: states.verify } },
  );
  for (const tool of tools) {
    const opts = toolOptions(tool.constructor);
    server.registerTool(
      opts.name,
      {
        title: opts.title,
        description: opts.description,
        inputSchema: z.object(opts.input),
        annotations: { destructiveHint: opts.destructive === true },
      },
      (args, ctx) => tool.handle(args, ctx) as never,
    );
  }
  return server;
}

const auth = requireBearerAuth({ verifier: container.resolve(ClinicTokenVerifier), requiredScopes: ['appointments:read'] });
const mcp = createMcpHandler(buildServer);

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  if (url.pathname !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });

  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(settings.port);
