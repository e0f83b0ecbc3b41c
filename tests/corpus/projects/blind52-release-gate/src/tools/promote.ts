import { randomUUID } from 'node:crypto';
import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { callerOf } from '../auth.js';
import { buildFor, promote } from '../deployer.js';
import { digestArgs, refusalFor } from '../pending/records.js';
import type { Refusal } from '../pending/records.js';
import { pending } from '../pending/store.js';

const TOOL = 'promote_release';

const PromoteArgs = z.object({
  service: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
  version: z.string().regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/),
  environment: z.enum(['production', 'production-eu']),
});

const confirmSchema = z.object({ confirm: z.boolean().describe('Promote now') });

const REFUSALS: Record<Refusal | 'used', string> = {
  missing: 'This confirmation is unknown or has expired. Ask again to promote.',
  user: 'This confirmation was requested by someone else.',
  tool: 'This confirmation belongs to another tool.',
  args: 'This confirmation was for a different service, version or environment.',
  expired: 'This confirmation has expired. Ask again to promote.',
  used: 'This confirmation has already been used.',
};

const refusal = (why: Refusal | 'used'): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: REFUSALS[why] }],
});

export function registerPromote(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Promote a release',
      description: 'Promotes a green build from staging to a production environment after the caller confirms.',
      inputSchema: PromoteArgs,
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      const argsDigest = digestArgs(args);
      const handle = ctx.mcpReq.requestState<string>();

      if (handle === undefined) {
        const build = await buildFor(args.service, args.version);
        if (!build?.passed) {
          return { isError: true, content: [{ type: 'text', text: `${args.service}@${args.version} has no green build.` }] };
        }
        const next = await pending.park({
          userId: caller.id,
          tool: TOOL,
          argsDigest,
          step: 'confirm',
          answers: { buildId: build.id, commit: build.commit },
          idempotencyKey: randomUUID(),
        });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Promote ${args.service}@${args.version} (${build.commit.slice(0, 8)}) to ${args.environment}?`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState: next,
        });
      }

      const record = await pending.peek(handle);
      const refused = refusalFor(record, { userId: caller.id, tool: TOOL, argsDigest });
      if (refused !== null || record === null) return refusal(refused ?? 'missing');
      if (!(await pending.consume(handle))) return refusal('used');

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmSchema);
      if (answer?.confirm !== true) {
        return { content: [{ type: 'text', text: 'Promotion cancelled.' }] };
      }

      const rollout = await promote({
        service: args.service,
        version: args.version,
        environment: args.environment,
        buildId: String(record.answers.buildId),
        requestedBy: caller.login,
        idempotencyKey: record.idempotencyKey,
      });
      return { content: [{ type: 'text', text: `Rollout ${rollout.rolloutId} started: ${rollout.dashboardUrl}` }] };
    },
  );
}
