import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import type { Env } from '../env';
import { callerOf } from '../auth';
import { getSetting, getZoneByName, patchSetting } from '../cloudflare';
import { packPending, unpackPending } from '../state/pending';

const LEVELS = ['essentially_off', 'low', 'medium', 'high', 'under_attack'] as const;

export function registerSecurityLevel(server: McpServer, env: Env, execution: ExecutionContext) {
  server.registerTool(
    'set_security_level',
    {
      description: 'Change the security level of a zone (e.g. switch on "I\'m under attack" mode). Asks for a reason for the audit log.',
      inputSchema: z.object({ zone: z.string(), level: z.enum(LEVELS) }),
    },
    async ({ zone, level }, ctx) => {
      const caller = callerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const found = await getZoneByName(env, zone);
        if (!found || !caller.accounts.includes(found.account.id)) {
          return { isError: true, content: [{ type: 'text', text: `No zone ${zone} in your accounts.` }] };
        }
        const current = await getSetting(env, found.id, 'security_level');
        if (current === level) return { content: [{ type: 'text', text: `${found.name} is already on ${level}.` }] };

        return inputRequired({
          inputRequests: {
            reason: inputRequired.elicit({
              message: `Switch ${found.name} from ${current} to ${level}? Give a short reason for the audit log.`,
              requestedSchema: {
                type: 'object',
                properties: { reason: { type: 'string', minLength: 3, title: 'Reason' } },
                required: ['reason'],
              },
            }),
          },
          requestState: packPending({ zoneId: found.id, zoneName: found.name, setting: 'security_level', from: current, to: level }), // expect: require-sealed-state
        });
      }

      // second round: the zone was resolved and access-checked in the first one
      const pending = unpackPending(raw); // expect: require-sealed-state
      const answer = acceptedContent<{ reason: string }>(ctx.mcpReq.inputResponses, 'reason');
      if (!answer) return { content: [{ type: 'text', text: 'Nothing changed.' }] };

      await patchSetting(env, pending.zoneId, pending.setting, pending.to);
      execution.waitUntil(
        env.API_KEYS.put(
          `audit:${Date.now()}:${pending.zoneId}`,
          JSON.stringify({ by: caller.userId, ...pending, reason: answer.reason }),
          { expirationTtl: 90 * 86400 },
        ),
      );
      return { content: [{ type: 'text', text: `${pending.zoneName}: security level ${pending.from} → ${pending.to}.` }] };
    },
  );
}
