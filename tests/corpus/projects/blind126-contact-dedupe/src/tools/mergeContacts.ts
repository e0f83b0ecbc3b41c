// Registers merge_contacts, asking which conflicting field values to keep before merging.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { MergeState } from '../codec.js';
import { codec } from '../codec.js';
import { exchangeToken, getContacts, mergeContacts, type Contact } from '../crm.js';
import { callerOf } from '../session.js';

const FIELDS = ['name', 'email', 'phone', 'company'] as const;

function findConflicts(contacts: Contact[]): Record<string, string[]> {
  const conflicts: Record<string, string[]> = {};
  for (const field of FIELDS) {
    const values = [...new Set(contacts.map((c) => c[field]).filter((v): v is string => !!v))];
    if (values.length > 1) conflicts[field] = values;
  }
  return conflicts;
}

export default function register(server: McpServer) {
  server.registerTool(
    'merge_contacts',
    {
      description: 'Merge duplicate contacts into a primary record, asking which values to keep.',
      inputSchema: { primaryId: z.string(), duplicateIds: z.array(z.string()).min(1).max(10) },
      annotations: { destructiveHint: true },
    },
    async ({ primaryId, duplicateIds }, ctx) => {
      const caller = callerOf(ctx);
      const prior = ctx.mcpReq.requestState<MergeState>();

      if (!prior) {
        const crmToken = await exchangeToken(caller.userId, caller.bearer);
        const contacts = await getContacts(crmToken, [primaryId, ...duplicateIds]);
        const conflicts = findConflicts(contacts);
        const properties = Object.fromEntries(
          Object.entries(conflicts).map(([field, values]) => [field, { type: 'string', enum: values }]),
        );
        return inputRequired({
          inputRequests: {
            keep: inputRequired.elicit({
              message: `Merging ${duplicateIds.length} contact(s) into ${primaryId}. Pick the values to keep.`,
              requestedSchema: { type: 'object', properties, required: Object.keys(properties) },
            }),
          },
          requestState: await codec.mint(
            {
              stage: 'pick-fields',
              primaryId,
              duplicateIds,
              conflicts,
              crmToken, // expect: no-secrets-in-state
            },
            ctx,
          ),
        });
      }

      const keep = acceptedContent<Record<string, string>>(ctx.mcpReq.inputResponses, 'keep');
      if (!keep) {
        return { content: [{ type: 'text', text: 'Merge cancelled.' }] };
      }
      for (const [field, value] of Object.entries(keep)) {
        if (!prior.conflicts[field]?.includes(value)) {
          return { content: [{ type: 'text', text: `"${value}" is not a value of ${field}.` }], isError: true };
        }
      }
      // the exchanged token may have dropped out of the cache by now; reuse the one from round one
      const merged = await mergeContacts(prior.crmToken, prior.primaryId, prior.duplicateIds, keep);
      return { content: [{ type: 'text', text: `Merged into ${merged.id} (${merged.name}).` }] };
    },
  );
}
