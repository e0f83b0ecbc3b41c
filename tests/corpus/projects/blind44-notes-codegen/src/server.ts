#!/usr/bin/env node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { env } from './env.js';
import { deleteNotebook } from './handlers/delete-notebook.js';
import { importNotes } from './handlers/import-notes.js';
import { summarizeNotebook } from './handlers/summarize-notebook.js';
import { completeConnection } from './services/connections.js';
import { stateCodec } from './state/codec.js';
import { ToolName, toolDefinitions } from './tools.generated.js';

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'notes-mcp', version: '3.1.0' },
    {
      capabilities: { tools: {} },
      // Every requestState is checked here (signature, expiry, user) before a
      // handler sees it; handlers then check the tool and the arguments.
      requestState: { verify: stateCodec.verify },
    },
  );

  server.registerTool(ToolName.DeleteNotebook, toolDefinitions[ToolName.DeleteNotebook], deleteNotebook);
  server.registerTool(ToolName.ImportNotes, toolDefinitions[ToolName.ImportNotes], importNotes);
  server.registerTool(ToolName.SummarizeNotebook, toolDefinitions[ToolName.SummarizeNotebook], summarizeNotebook);
  return server;
}

if (process.argv.includes('--stdio')) {
  await buildServer().connect(new StdioServerTransport());
} else {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.IDP_ISSUER));

  const verifier = {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, { issuer: env.IDP_ISSUER, audience: env.IDP_AUDIENCE });
      if (!payload.sub || !payload.exp) throw new Error('access token without subject or expiry');
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  };

  const mcp = createMcpHandler(buildServer);
  const authenticate = requireBearerAuth({ verifier, requiredScopes: ['notes'] });

  const manifest = JSON.stringify(
    Object.entries(toolDefinitions).map(([name, def]) => ({
      name,
      title: def.title,
      description: def.description,
      annotations: def.annotations,
      inputSchema: zodToJsonSchema(def.inputSchema, { target: 'jsonSchema7', $refStrategy: 'none' }),
    })),
    null,
    2,
  );

  const readBody = async (req: IncomingMessage): Promise<Buffer> => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };

  const send = async (res: ServerResponse, r: Response): Promise<void> => {
    res.writeHead(r.status, Object.fromEntries(r.headers));
    res.end(Buffer.from(await r.arrayBuffer()));
  };

  createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', env.PUBLIC_BASE_URL);

    if (req.method === 'GET' && url.pathname === '/tools.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(manifest);
      return;
    }

    if (req.method === 'GET' && url.pathname === '/oauth/notion/callback') {
      const ok = await completeConnection(url.searchParams.get('state') ?? '', url.searchParams.get('code') ?? '');
      res
        .writeHead(ok ? 200 : 400, { 'content-type': 'text/plain; charset=utf-8' })
        .end(ok ? 'Notion is connected. You can return to your assistant.' : 'This link has expired. Start the import again.');
      return;
    }

    if (url.pathname === '/mcp') {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const request = new Request(url, { method: req.method, headers, body });
      const auth = await authenticate(request);
      if (auth instanceof Response) return send(res, auth);
      return send(res, await mcp.fetch(request, { authInfo: auth }));
    }

    res.writeHead(404).end();
  }).listen(env.PORT, () => console.error(`notes-mcp on ${env.PUBLIC_BASE_URL}`));
}
