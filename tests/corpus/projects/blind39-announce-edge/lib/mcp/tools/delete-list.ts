import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { Redis } from '@upstash/redis';
import * as z from 'zod/v4';
import { listOf, softDeleteList } from '../../db';
import { openFrom, sealFor } from '../../state/aead';
import { callerOf, say, toolError } from '../server';

const TOOL = 'delete_subscriber_list';
const redis = Redis.fromEnv();

/** A confirmation is spent once: the nonce is remembered for as long as a state can live. */
async function spend(nonce: string): Promise<boolean> {
  return (await redis.set(`announce:spent:${nonce}`, 1, { nx: true, ex: 11 * 60 })) === 'OK';
}

export function registerDeleteList(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Delete a subscriber list. The user must type the list name to confirm.',
      inputSchema: z.object({ listId: z.string().uuid() }),
      annotations: { destructiveHint: true },
    },
    async ({ listId }, ctx) => {
      const caller = callerOf(ctx);
      // the exact arguments are part of the binding: a "yes" for one list cannot delete another
      const binding = { userId: caller.userId, tool: TOOL, args: { listId } };
      const token = ctx.mcpReq.requestState<string>();

      const list = await listOf(caller.orgId, listId);
      if (!list) return toolError('No such list in your organisation.');

      if (token === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete “${list.name}” and its ${list.subscriberCount} subscribers? Type the list name to confirm.`,
              requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'List name' } }, required: ['name'] },
            }),
          },
          requestState: await sealFor({ nonce: crypto.randomUUID(), listName: list.name }, binding),
        });
      }

      const confirmed = await openFrom<{ nonce: string; listName: string }>(token, binding);
      if (!confirmed) return toolError('This confirmation expired or was issued for something else. Ask again.');

      const typed = acceptedContent<{ name: string }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!typed || typed.name.trim() !== confirmed.listName) return say('The name did not match; nothing was deleted.');
      if (!(await spend(confirmed.nonce))) return toolError('This confirmation was already used.');

      await softDeleteList(caller.orgId, listId, caller.userId);
      return say(`Deleted “${list.name}”.`);
    },
  );
}
