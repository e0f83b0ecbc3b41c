import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { liveReleases, retire } from '../registry.js';
import { issueConfirmation, readConfirmation, sameTarget } from '../state/confirm-token.js';
import { callerOf, refuse } from './shared.js';

const RetireArgs = z.object({
  service: z.string().regex(/^[a-z0-9-]+$/),
  version: z.string().regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/),
  environment: z.enum(['staging', 'production']),
});
const Confirm = z.object({ confirm: z.boolean() });

export function registerRetire(server: McpServer) {
  server.registerTool(
    'retire_release',
    {
      description: 'Take a release out of an environment (drain traffic and scale to zero).',
      inputSchema: RetireArgs,
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = callerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const live = await liveReleases(args.service, args.environment);
        const target = live.find((r) => r.version === args.version);
        if (!target) return refuse(`${args.service}@${args.version} is not running in ${args.environment}.`);
        const others = live.filter((r) => r.version !== args.version && r.healthy);
        if (args.environment === 'production' && others.length === 0) {
          return refuse(`Refusing to retire the last healthy release of ${args.service} in production.`);
        }
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Retire ${args.service}@${args.version} from ${args.environment}? It takes ${target.trafficPercent}% of traffic; ${others.length} other healthy release(s) remain.`,
              requestedSchema: Confirm,
            }),
          },
          requestState: await issueConfirmation(args, userId), // expect: require-state-binding
        });
      }

      const claims = await readConfirmation(raw, userId).catch(() => null);
      if (!claims || !sameTarget(claims, args)) {
        return refuse('This confirmation is no longer valid. Start again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Nothing retired.' }] };

      await retire(args.service, args.version, args.environment, userId);
      return { content: [{ type: 'text', text: `Retired ${args.service}@${args.version} from ${args.environment}.` }] };
    },
  );
}
