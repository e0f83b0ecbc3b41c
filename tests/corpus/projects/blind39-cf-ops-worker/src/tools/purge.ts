import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import type { Env } from '../env';
import { callerOf } from '../auth';
import { getZoneByName, purgePrefixes } from '../cloudflare';
import { openRound, sealRound } from '../state/round-token';

const TOOL = 'purge_cache';

interface PurgeRound {
  zoneId: string;
  zoneName: string;
}

const refusal = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export function registerPurge(server: McpServer, env: Env) {
  server.registerTool(
    TOOL,
    {
      description: 'Purge cached content under one or more URL prefixes of a zone. Asks for confirmation first.',
      inputSchema: z.object({
        zone: z.string().describe('Zone name, e.g. example.com'),
        prefixes: z.array(z.string().min(3)).min(1).max(30).describe('Prefixes without scheme, e.g. example.com/assets/'),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ zone, prefixes }, ctx) => {
      const caller = callerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const found = await getZoneByName(env, zone);
        if (!found || !caller.accounts.includes(found.account.id)) return refusal(`No zone ${zone} in your accounts.`);

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Purge ${prefixes.length} prefix(es) on ${found.name}?\n${prefixes.map((p) => `• ${p}`).join('\n')}`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Purge now' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await sealRound<PurgeRound>(env, { zoneId: found.id, zoneName: found.name }, { userId: caller.userId, tool: TOOL }), // expect: require-state-binding
        });
      }

      const round = await openRound<PurgeRound>(env, raw, { userId: caller.userId, tool: TOOL });
      if (!round) return refusal('This confirmation expired or is not valid any more. Run the purge again.');

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Purge cancelled.' }] };

      const { id } = await purgePrefixes(env, round.zoneId, prefixes);
      return { content: [{ type: 'text', text: `Purge ${id} queued on ${round.zoneName}: ${prefixes.join(', ')}` }] };
    },
  );
}
