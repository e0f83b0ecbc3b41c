import { createServer } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { handleHttp } from './http/routes.js';
import { PendingExports } from './jobs/pending.js';
import { requireUser } from './security/state.js';
import { ExportBundle } from './tools/export-bundle.js';
import { type DocTool, InputResponses, toResult } from './tools/kit.js';
import { PublishDocument } from './tools/publish.js';
import { SummarizeDocument } from './tools/summarize.js';

const pending = new PendingExports();
const tools: ReadonlyMap<string, DocTool> = new Map(
  [new PublishDocument(), new SummarizeDocument(), new ExportBundle(pending)].map((t) => [t.name, t as DocTool] as const),
);

// 2026-07-28 retry fields; SDK 1.x passes unknown params through untouched.
const RoundParams = z.looseObject({
  requestState: z.string().max(16_384).optional(),
  inputResponses: InputResponses,
});

function buildServer(): Server {
  const server = new Server({ name: 'doc-pipeline', version: '3.0.1' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...tools.values()].map((t) => t.definition()) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.MethodNotFound, `Unknown tool ${request.params.name}`);
    const args = tool.input.safeParse(request.params.arguments ?? {});
    if (!args.success) throw new McpError(ErrorCode.InvalidParams, z.prettifyError(args.error));
    const { requestState, inputResponses } = RoundParams.parse(request.params);
    const outcome = await tool.run({ args: args.data, userId: requireUser(extra.authInfo), requestState, inputResponses });
    return toResult(outcome);
  });

  return server;
}

async function verifyBearer(header: string | undefined): Promise<AuthInfo | undefined> {
  const token = header?.match(/^Bearer (.+)$/)?.[1];
  if (!token) return undefined;
  const res = await fetch(`${process.env.OIDC_ISSUER ?? 'https://login.example.org'}/userinfo`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) return undefined;
  const { sub } = (await res.json()) as { sub?: string };
  return sub ? { token, clientId: 'doc-pipeline', scopes: [], expiresAt: Math.floor(Date.now() / 1000) + 60, extra: { userId: sub } } : undefined;
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://doc-pipeline');
  if (await handleHttp(req, res, url)) return;
  if (url.pathname !== '/mcp') return void res.writeHead(404).end();

  const auth = await verifyBearer(req.headers.authorization);
  if (!auth) {
    res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    return;
  }
  (req as typeof req & { auth?: AuthInfo }).auth = auth;

  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({});
  res.on('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(req, res);
}).listen(Number(process.env.PORT ?? 7300));
