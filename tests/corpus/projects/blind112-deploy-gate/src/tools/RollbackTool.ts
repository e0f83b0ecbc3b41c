// rollback_service tool that asks for approval before rolling a service back to an earlier version.
// @ts-nocheck
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { ReleaseHistory } from '../deploy/ReleaseHistory.js';
import type { RollbackPayload, RollbackStateCodec } from '../security/RollbackStateCodec.js';

const schema = z.object({ service: z.string(), targetVersion: z.string() });

export class RollbackTool {
  static readonly toolName = 'rollback_service';

  constructor(private readonly history: ReleaseHistory, private readonly codec: RollbackStateCodec) {}

  attach(server: McpServer): void {
    server.registerTool(
      RollbackTool.toolName,
      {
        description: 'Roll a service back to a previously deployed version.',
        inputSchema: schema,
        annotations: { destructiveHint: true },
      },
      async ({ service, targetVersion }, ctx) => {
        const actor = String(ctx.http?.authInfo?.extra?.userId ?? 'unknown');
        const prior = await ctx.mcpReq.requestState<RollbackPayload>();

        if (!prior) {
          const known = this.history.versions(service);
          if (!known.includes(targetVersion)) {
            return { isError: true, content: [{ type: 'text', text: `${service} has no release ${targetVersion}` }] };
          }
          const requestState = await this.codec.mint(
            { service, targetVersion, argsMac: this.codec.macFor(service, targetVersion) },
            ctx,
          );
          return inputRequired({
            inputRequests: {
              approve: inputRequired.elicit({
                message: `Roll ${service} back to ${targetVersion}? Current traffic will move immediately.`,
                requestedSchema: {
                  type: 'object',
                  properties: { approve: { type: 'boolean', title: 'Approve rollback' } },
                  required: ['approve'],
                },
              }),
            },
            requestState,
          });
        }

        if (prior.argsMac !== this.codec.macFor(service, targetVersion)) { // expect-todo: no-timing-unsafe-compare
          return { isError: true, content: [{ type: 'text', text: 'Rollback arguments changed after approval.' }] };
        }
        const answer = acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'approve');
        if (!answer?.approve) {
          return { content: [{ type: 'text', text: 'Rollback not approved.' }] };
        }
        const out = await this.history.rollback(prior.service, prior.targetVersion);
        this.history.audit(actor, `rolled ${prior.service} back to ${prior.targetVersion}`);
        return { content: [{ type: 'text', text: out }] };
      },
    );
  }
}
