// list_grants: read-only grant overview; asks which organisation when the user belongs to several.
// @ts-nocheck
import { z } from 'zod';
import { db, grantsFor } from '../db.js';
import { signState, readState, describeFailure } from '../state/jwtState.js';
import { inputRequired, toolError, toolText, inputResponse } from './shared.js';

const TOOL = 'list_grants';

export function registerListGrants(server) {
  server.registerTool(
    TOOL,
    {
      description: 'List the grants of one of your organisations, optionally filtered by status',
      inputSchema: { orgId: z.string().uuid().optional(), status: z.enum(['active', 'closing', 'closed']).optional() },
      annotations: { readOnlyHint: true },
    },
    async (args, extra) => {
      const userId = extra.authInfo?.extra?.userId;
      if (!userId) return toolError('Not signed in.');

      let orgId = args.orgId;
      const raw = extra._meta?.requestState;
      if (raw) {
        const read = await readState(raw, userId, TOOL);
        if (read.isErr()) return toolError(describeFailure(read.error));
        const picked = inputResponse(extra, 'org');
        if (!picked || !read.value.orgIds.includes(picked.orgId)) return toolError('No organisation chosen.');
        orgId = picked.orgId;
      }

      if (!orgId) {
        const orgs = await db('org_members as m').join('orgs as o', 'o.id', 'm.org_id').where('m.user_id', userId).select('o.id', 'o.name');
        if (orgs.length === 0) return toolError('You are not a member of any organisation.');
        if (orgs.length > 1) {
          const requestState = await signState({ orgIds: orgs.map((o) => o.id) }, userId, TOOL);
          return inputRequired(
            {
              org: {
                method: 'elicitation/create',
                params: {
                  mode: 'form',
                  message: 'Which organisation?',
                  requestedSchema: {
                    type: 'object',
                    properties: { orgId: { type: 'string', enum: orgs.map((o) => o.id), enumNames: orgs.map((o) => o.name) } },
                    required: ['orgId'],
                  },
                },
              },
            },
            requestState,
          );
        }
        orgId = orgs[0].id;
      }

      const member = await db('org_members').where({ user_id: userId, org_id: orgId }).first('role');
      if (!member) return toolError('You are not a member of that organisation.');
      const grants = await grantsFor(orgId, args.status);
      const lines = grants.map((g) => `${g.title} (${g.funder_name}): ${(g.disbursed_cents / 100).toFixed(2)} of ${(g.awarded_cents / 100).toFixed(2)} disbursed, ends ${g.ends_on}`);
      return toolText(lines.length ? lines.join('\n') : 'No grants match.');
    },
  );
}
