import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import type { Bindings } from '../../types';
import { deleteRecord, getRecord } from '../../cloudflare';
import { argsDigest, randomHandle } from '../../lib/encoding';
import { callerOf, refuse } from '../server';

const TOOL = 'delete_dns_record';
const hexId = z.string().regex(/^[0-9a-f]{32}$/);

/**
 * The requestState of this tool is only a random handle. What was confirmed — by whom,
 * for which tool and which exact arguments, until when — stays in the caller's Durable
 * Object and is compared on the way back; the handle can be used once.
 */
export function registerDeleteRecord(server: McpServer, env: Bindings) {
  server.registerTool(
    TOOL,
    {
      description: 'Delete one DNS record. Shows the record and asks for confirmation first.',
      inputSchema: z.object({ zoneId: hexId, recordId: hexId }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      if (!caller.zones.includes(args.zoneId)) return refuse('That zone is not on your allow-list.');

      const pending = env.PENDING.get(env.PENDING.idFromName(caller.userId));
      const digest = await argsDigest(TOOL, args);
      const handle = ctx.mcpReq.requestState<string>();

      if (handle === undefined) {
        const record = await getRecord(env, args.zoneId, args.recordId);
        if (!record) return refuse('No such record in that zone.');
        const summary = `${record.type} ${record.name} → ${record.content}`;
        const next = randomHandle();
        await pending.hold(next, { userId: caller.userId, tool: TOOL, argsDigest: digest, summary });

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete ${summary}? This cannot be undone.`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Delete' } }, required: ['confirm'] },
            }),
          },
          requestState: next,
        });
      }

      const held = typeof handle === 'string' ? await pending.take(handle) : null;
      if (
        !held ||
        held.userId !== caller.userId ||
        held.tool !== TOOL ||
        held.argsDigest !== digest ||
        held.expiresAt <= Date.now()
      ) {
        return refuse('This confirmation is unknown, expired, or was given for a different request. Ask again.');
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: `Kept ${held.summary}.` }] };

      await deleteRecord(env, args.zoneId, args.recordId);
      return { content: [{ type: 'text', text: `Deleted ${held.summary}.` }] };
    },
  );
}
