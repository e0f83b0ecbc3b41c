// Registers the release train tools on an McpServer instance.
// @ts-nocheck
import { z } from 'zod';
import { listRollouts } from './services/deployApi.js';
import { promote, TOOL as PROMOTE } from './flows/promotion.js';
import { cancelRollout, TOOL as CANCEL } from './flows/rollout.js';

function caller(ctx) {
  const auth = ctx.http?.authInfo;
  if (!auth?.extra?.userId) throw new Error('authenticated HTTP transport required');
  return auth;
}

export function registerTools(server) {
  server.registerTool(
    'list_rollouts',
    {
      description: 'List active rollouts, optionally for one service.',
      inputSchema: z.object({ service: z.string().optional() }),
      annotations: { readOnlyHint: true },
    },
    async ({ service }, ctx) => {
      caller(ctx);
      const rollouts = await listRollouts(service);
      return { content: [{ type: 'text', text: JSON.stringify(rollouts, null, 2) }] };
    },
  );

  server.registerTool(
    PROMOTE,
    {
      description: 'Plan and start promoting a build to an environment.',
      inputSchema: z.object({
        service: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
        buildId: z.string().regex(/^b-[0-9a-f]{12}$/),
        environment: z.enum(['staging', 'production']),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const auth = caller(ctx);
      if (args.environment === 'production' && !auth.scopes.includes('release:production')) {
        return { content: [{ type: 'text', text: 'Production promotions need the release:production scope.' }], isError: true };
      }
      return promote(args, ctx, auth);
    },
  );

  server.registerTool(
    CANCEL,
    {
      description: 'Cancel an in-flight rollout and send traffic back to the previous version.',
      inputSchema: z.object({ rolloutId: z.string().min(1), reason: z.string().min(3).max(300) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => cancelRollout(args, ctx, caller(ctx)),
  );
}
