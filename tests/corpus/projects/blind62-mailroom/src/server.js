#!/usr/bin/env node
import { createServer } from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { dispatch, META_ROUNDS, userOf } from './dispatcher.js';
import { handleInbound, recentInbound } from './inbound.js';
import { stateSigningKey } from './keys.js';
import { inboxDigest } from './prompts/digest.js';
import { archiveThreads } from './tools/archive-threads.js';
import { sendReply } from './tools/send-reply.js';
import { mailboxOf } from './vault.js';

const TOOLS = [sendReply, archiveThreads];
const PROMPTS = [inboxDigest];
const THREAD_URI = /^mailroom:\/\/threads\/([A-Za-z0-9]+)$/;

async function deliverPasscode(userId, code) {
  const res = await fetch(`${process.env.MAILROOM_NOTIFY_URL}/users/${encodeURIComponent(userId)}/sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: `Your Mailroom passcode is ${code}. It expires in 5 minutes.` }),
  });
  if (!res.ok) throw new Error(`could not deliver passcode (${res.status})`);
}

export function buildServer() {
  const server = new Server(
    { name: 'mailroom', version: '3.0.1' },
    { capabilities: { tools: {}, prompts: {}, resources: {} } },
  );
  const legacy = () => Boolean(server.getClientCapabilities()?.experimental?.[META_ROUNDS]);

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = TOOLS.find((t) => t.name === request.params.name);
    if (!tool) throw new McpError(ErrorCode.MethodNotFound, `Unknown tool ${request.params.name}`);
    return dispatch(
      { target: tool.name, args: tool.parse(request.params.arguments ?? {}), params: request.params, extra, legacy: legacy() },
      (turn) => tool.run(turn, { deliverPasscode }),
    );
  });

  server.setRequestHandler(ListPromptsRequestSchema, async () => ({
    prompts: PROMPTS.map(({ name, description, arguments: args }) => ({ name, description, arguments: args })),
  }));

  server.setRequestHandler(GetPromptRequestSchema, async (request, extra) => {
    const prompt = PROMPTS.find((p) => p.name === request.params.name);
    if (!prompt) throw new McpError(ErrorCode.InvalidParams, `Unknown prompt ${request.params.name}`);
    return dispatch(
      { target: `prompt:${prompt.name}`, args: prompt.parse(request.params.arguments), params: request.params, extra, legacy: legacy() },
      (turn) => prompt.run(turn),
    );
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: [{ uri: 'mailroom://inbound/recent', name: 'Recently received', mimeType: 'application/json' }],
  }));

  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: [{ uriTemplate: 'mailroom://threads/{id}', name: 'Thread', mimeType: 'application/json' }],
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
    const { uri } = request.params;
    if (uri === 'mailroom://inbound/recent') {
      userOf(extra);
      return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(recentInbound(), null, 2) }] };
    }
    const match = THREAD_URI.exec(uri);
    if (!match) throw new McpError(ErrorCode.InvalidParams, `Unknown resource ${uri}`);
    const thread = await mailboxOf(userOf(extra)).thread(match[1]);
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(thread, null, 2) }] };
  });

  return server;
}

// Fail at startup, not at the first second round, if the key is missing or short.
await stateSigningKey();

if (process.argv.includes('--stdio')) {
  await buildServer().connect(new StdioServerTransport());
} else {
  const issuer = process.env.MAILROOM_OIDC_ISSUER;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));

  createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');

    if (req.method === 'POST' && pathname === '/inbound') return handleInbound(req, res);
    if (pathname !== '/mcp') return void res.writeHead(404).end();

    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return void res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience: process.env.MAILROOM_AUDIENCE ?? 'mailroom-mcp' });
      req.auth = {
        token,
        clientId: String(payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' '),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    } catch {
      return void res.writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"' }).end();
    }

    const server = buildServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => void server.close());
    await server.connect(transport);
    await transport.handleRequest(req, res);
  }).listen(Number(process.env.PORT ?? 8025), () => console.error('mailroom-mcp listening'));
}
