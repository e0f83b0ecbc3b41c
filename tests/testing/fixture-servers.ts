import { randomUUID } from 'node:crypto';
import {
  McpServer,
  createMcpHandler,
  createRequestStateCodec,
  inputRequired,
  type McpHttpHandler,
  type ServerContext,
} from '@modelcontextprotocol/server';
import * as z from 'zod';
import { serveOverHttp, type RunningServer } from '../../docs/examples/serve-http.js';

const confirmation = z.object({ confirm: z.boolean() });
const askToConfirm = () => ({ confirm: inputRequired.elicit({ message: 'Go ahead?', requestedSchema: confirmation }) });
const toolInput = z.object({ target: z.string() });

function userOf(ctx: ServerContext): string {
  return String(ctx.http?.authInfo?.extra?.['userId']);
}

/**
 * What a fixture server does with state it did not hand out to this user and tool, or that is older than 10
 * minutes: refuse it with a tool error, ask again, never answer, or fail at the HTTP level. `refuse-everything` also
 * refuses good state, so the kit's control fails.
 */
export type BadStateBehaviour = 'tool-error' | 'ask-again' | 'hang' | 'http-502' | 'refuse-everything';

/**
 * A server that keeps state on the server: `requestState` is a random id into a map holding the user, the tool, the
 * target and the expiry. Tools `deploy` and `rename` take `{ target }`.
 */
export async function startStoreServer(behaviour: BadStateBehaviour, now: () => number): Promise<RunningServer> {
  const issued = new Map<string, { user: string; tool: string; target: string; expires: number }>();
  const isGood = (state: string, ctx: ServerContext, tool: string, target: string): boolean => {
    const entry = issued.get(state);
    return entry !== undefined && entry.user === userOf(ctx) && entry.tool === tool && entry.target === target && now() < entry.expires;
  };

  const mcp = createMcpHandler(() => {
    const server = new McpServer({ name: `store-${behaviour}`, version: '1.0.0' });
    for (const tool of ['deploy', 'rename']) {
      server.registerTool(tool, { inputSchema: toolInput }, async ({ target }, ctx) => {
        const state = ctx.mcpReq.requestState<string>();
        if (state === undefined) {
          const id = randomUUID();
          issued.set(id, { user: userOf(ctx), tool, target, expires: now() + 600_000 });
          return inputRequired({ inputRequests: askToConfirm(), requestState: id });
        }
        if (behaviour === 'refuse-everything') return { isError: true, content: [{ type: 'text', text: 'Not today.' }] };
        if (isGood(state, ctx, tool, target)) return { content: [{ type: 'text', text: `${tool} ${target} done` }] };
        switch (behaviour) {
          case 'ask-again':
            return inputRequired({ inputRequests: askToConfirm() });
          case 'hang':
            return new Promise<never>(() => {});
          default:
            return { isError: true, content: [{ type: 'text', text: 'Please start again.' }] };
        }
      });
    }
    return server;
  }, { legacy: 'reject' });

  const handler: McpHttpHandler =
    behaviour === 'http-502'
      ? {
          ...mcp,
          fetch: async (request, options) => {
            const body = request.method === 'POST' ? ((await request.clone().json()) as { params?: { requestState?: unknown } }) : {};
            const state = body.params?.requestState;
            if (typeof state === 'string' && !issued.has(state)) return new Response('Bad gateway', { status: 502 });
            return mcp.fetch(request, options);
          },
        }
      : mcp;
  return serveOverHttp(handler);
}

/**
 * A server on the SDK's own `createRequestStateCodec`, bound to the user (as its docs suggest) and reading
 * `Date.now()`; its verify decodes the MAC before comparing, so it accepts another encoding of the same MAC. With
 * `binding: 'user'` nothing binds the tool or the arguments; with `'user, tool and args'` the payload carries both and
 * the handler refuses state minted for another tool or target with a tool error.
 */
export async function startSdkCodecServer(binding: 'user' | 'user, tool and args' = 'user'): Promise<RunningServer> {
  const codec = createRequestStateCodec<{ step: string; tool?: string; target?: string }>({ key: 'an example key of at least 32 bytes!', bind: userOf });
  return serveOverHttp(
    createMcpHandler(() => {
      const server = new McpServer({ name: 'sdk-codec', version: '1.0.0' }, { requestState: { verify: codec.verify } });
      for (const tool of ['deploy', 'rename']) {
        server.registerTool(tool, { inputSchema: toolInput }, async ({ target }, ctx) => {
          const state = ctx.mcpReq.requestState<{ step: string; tool?: string; target?: string }>();
          if (state === undefined) {
            const payload = binding === 'user' ? { step: 'confirm' } : { step: 'confirm', tool, target };
            return inputRequired({ inputRequests: askToConfirm(), requestState: await codec.mint(payload, ctx) });
          }
          if (binding !== 'user' && (state.tool !== tool || state.target !== target)) {
            return { isError: true, content: [{ type: 'text', text: 'This confirmation was for another action.' }] };
          }
          return { content: [{ type: 'text', text: `${tool} ${target} done` }] };
        });
      }
      return server;
    }, { legacy: 'reject' }),
  );
}
