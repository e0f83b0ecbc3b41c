// admin_credit_tenant: lets support staff add account credit to another workspace after confirming.
// @ts-nocheck
import * as z from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { withTransaction } from '../db.js';
import { OPS_SCOPE } from '../auth.js';
import { forgetTenant, loadTenant, tenantExists } from '../tenants.js';
import { principalOf, stateCodecFor } from '../stateKeys.js';
import { confirmSchema, formatMoney, text, toolError } from './results.js';

const TOOL = 'admin_credit_tenant';
const MAX_CREDIT_CENTS = 2_000_000;

export function registerAdminCreditTool(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Support only: add a goodwill credit to another workspace. Requires the ops header.',
      inputSchema: z.object({
        targetTenantId: z.string().uuid(),
        amountCents: z.number().int().positive().max(MAX_CREDIT_CENTS),
        memo: z.string().min(5).max(280),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const actor = principalOf(ctx);
      if (!actor.scopes.includes(OPS_SCOPE)) return toolError('This tool is limited to Ledgerly support staff.');
      if (!(await tenantExists(args.targetTenantId))) return toolError('Target workspace not found or suspended.');
      const target = await loadTenant(args.targetTenantId);

      const pending = await ctx.mcpReq.requestState();
      if (!pending) {
        const requestState = await stateCodecFor(actor.tenantId).mint(
          { tool: TOOL, targetTenantId: args.targetTenantId, amountCents: args.amountCents, memo: args.memo },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Credit ${formatMoney(args.amountCents, target.currency)} to ${target.displayName} (${target.slug})? Memo: "${args.memo}"`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState,
        });
      }

      const same =
        pending.tool === TOOL &&
        pending.targetTenantId === args.targetTenantId &&
        pending.amountCents === args.amountCents &&
        pending.memo === args.memo;
      if (!same) return toolError('The confirmation was for a different credit. Start again.');

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.approve) return text('Credit not applied.');

      await withTransaction(async (db) => {
        await db.query(
          `INSERT INTO account_credits (tenant_id, amount_cents, memo, granted_by, granted_from_tenant)
           VALUES ($1, $2, $3, $4, $5)`,
          [args.targetTenantId, args.amountCents, args.memo, actor.userId, actor.tenantId],
        );
        await db.query(
          `INSERT INTO audit_log (tenant_id, actor_user_id, action, detail) VALUES ($1, $2, 'credit.granted', $3)`,
          [args.targetTenantId, actor.userId, JSON.stringify({ amountCents: args.amountCents, memo: args.memo })],
        );
      });
      forgetTenant(args.targetTenantId);
      return text(`Credited ${formatMoney(args.amountCents, target.currency)} to ${target.displayName}.`);
    },
  );
}
