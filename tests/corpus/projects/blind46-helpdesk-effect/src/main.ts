import { createServer } from 'node:http';
import {
  createMcpHandler,
  McpServer,
  requireBearerAuth,
  type AuthInfo,
  type CallToolResult,
  type ServerContext,
} from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { Effect, Layer, ManagedRuntime } from 'effect';
import { z } from 'zod';
import { HelpdeskConfig } from './config.js';
import { RequestContext } from './services/Request.js';
import { StateCodec, StateCodecLive } from './services/StateCodec.js';
import { UpstreamClient, UpstreamLive } from './services/Upstream.js';
import { ESCALATE_TO_JIRA, escalateToJira } from './tools/escalate.js';
import { MERGE_TICKETS, mergeTickets } from './tools/merge.js';
import { refused } from './tools/results.js';
import { handleDelivery } from './webhook.js';

const runtime = ManagedRuntime.make(Layer.mergeAll(StateCodecLive, UpstreamLive));

type ToolEffect<A> = (
  args: A,
) => Effect.Effect<CallToolResult, { readonly _tag: string }, StateCodec | UpstreamClient | RequestContext>;

// runTool(program): an SDK handler that runs the Effect with this call's context provided.
const runTool =
  <A>(program: ToolEffect<A>) =>
  (args: A, ctx: ServerContext): Promise<CallToolResult> =>
    runtime.runPromise(
      program(args).pipe(
        Effect.provideService(RequestContext, ctx),
        Effect.catchAll((error) =>
          Effect.succeed(
            error._tag === 'Unauthenticated' ? refused('Sign in to the helpdesk first.') : refused(`Upstream failure (${error._tag}).`),
          ),
        ),
      ),
    );

const verifyAccessToken = async (token: string): Promise<AuthInfo> => {
  const cfg = await runtime.runPromise(HelpdeskConfig);
  const res = await fetch(new URL('/api/v2/users/me', cfg.zendeskBase), { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error('token refused by Zendesk');
  const { user } = (await res.json()) as { user: { id: number; email: string; role: string } };
  if (user.role === 'end-user') throw new Error('agents only');
  return {
    token,
    clientId: 'zendesk',
    scopes: ['tickets'],
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    extra: { userId: String(user.id), email: user.email },
  };
};

const main = Effect.gen(function* () {
  const codec = yield* StateCodec;
  const { port } = yield* HelpdeskConfig;

  const mcp = createMcpHandler(() => {
    const server = new McpServer(
      { name: 'helpdesk', version: '1.3.0' },
      { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
    );
    server.registerTool(
      MERGE_TICKETS,
      {
        description: 'Merge a duplicate ticket into another one (closes the duplicate).',
        inputSchema: { survivorId: z.number().int(), duplicateId: z.number().int() },
        annotations: { destructiveHint: true },
      },
      runTool(mergeTickets),
    );
    server.registerTool(
      ESCALATE_TO_JIRA,
      {
        description: 'File a Jira issue for a Zendesk ticket.',
        inputSchema: { ticketId: z.number().int(), projectKey: z.string().regex(/^[A-Z][A-Z0-9]+$/) },
      },
      runTool(escalateToJira),
    );
    return server;
  });

  const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['tickets'] });

  createServer(
    toNodeHandler(async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/webhooks/zendesk' && request.method === 'POST') {
        return runtime.runPromise(
          handleDelivery({
            signature: request.headers.get('x-zendesk-webhook-signature') ?? '',
            timestamp: request.headers.get('x-zendesk-webhook-signature-timestamp') ?? '',
            body: await request.text(),
          }),
        );
      }
      const authInfo = await auth(request);
      if (authInfo instanceof Response) return authInfo;
      return mcp.fetch(request, { authInfo });
    }),
  ).listen(port);

  yield* Effect.logInfo(`helpdesk MCP on :${port}`);
});

runtime.runPromise(main).catch((error) => {
  console.error(error);
  process.exit(1);
});
