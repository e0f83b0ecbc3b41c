import { z } from 'zod';
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import type { Env } from '../env';
import { encodeCursor, decodeCursor } from '../lib/cursor';
import { openSlots, memberClinics } from '../lib/slots';

export function registerFindSlots(server: McpServer, env: Env) {
  server.registerTool(
    'find_slots',
    {
      description: 'List open appointment slots at a clinic, one page at a time.',
      inputSchema: z.object({ clinicId: z.string(), providerId: z.string().optional() }),
      annotations: { readOnlyHint: true },
    },
    async ({ clinicId, providerId }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string | undefined;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Not signed in' }] };

      const raw = ctx.mcpReq.requestState<string>();
      let cursor = { clinicId, providerId, after: new Date().toISOString() };
      if (raw) {
        const more = acceptedContent<{ more: boolean }>(ctx.mcpReq.inputResponses, 'more');
        if (!more?.more) return { content: [{ type: 'text', text: 'OK.' }] };
        cursor = decodeCursor(raw); // expect: require-sealed-state
      } else if (!(await memberClinics(env, userId)).has(clinicId)) {
        return { isError: true, content: [{ type: 'text', text: `You are not on staff at ${clinicId}.` }] };
      }

      const slots = await openSlots(env, cursor.clinicId, cursor.providerId, cursor.after);
      const listing = slots.map((s) => `${s.startsAt} ${s.providerName} (#${s.id})`).join('\n') || 'No open slots.';
      if (slots.length < 8) return { content: [{ type: 'text', text: listing }] };

      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `${listing}\n\nShow more?`,
            requestedSchema: { type: 'object', properties: { more: { type: 'boolean' } }, required: ['more'] },
          }),
        },
        requestState: encodeCursor({ ...cursor, after: slots[slots.length - 1].startsAt }), // expect: require-sealed-state
      });
    },
  );
}
