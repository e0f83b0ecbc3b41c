// Tools my_open_claims and claim_summary: read-only views of an adjuster's caseload.
// @ts-nocheck
import { z } from 'zod';
import { adjusterOf } from '../auth/verifier.js';
import { getClaim, openClaimsFor } from '../db/claims.js';

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

export function registerClaimViews(server) {
  server.registerTool(
    'my_open_claims',
    {
      description: 'List the open claims assigned to you, newest loss first.',
      inputSchema: z.object({ limit: z.number().int().min(1).max(100).default(25) }),
      annotations: { readOnlyHint: true },
    },
    async ({ limit }, ctx) => {
      const adjuster = adjusterOf(ctx);
      const rows = await openClaimsFor(adjuster.id, limit);
      const text = rows.length
        ? rows.map((c) => `${c.number}  ${c.status}  loss ${c.loss_date}  reserve ${money(c.reserve_cents)}`).join('\n')
        : 'No open claims.';
      return { content: [{ type: 'text', text }], structuredContent: { claims: rows } };
    },
  );

  server.registerTool(
    'claim_summary',
    {
      description: 'Show reserve, payments and the loss summary for one of your claims.',
      inputSchema: z.object({ claimId: z.string().uuid() }),
      annotations: { readOnlyHint: true },
    },
    async ({ claimId }, ctx) => {
      const adjuster = adjusterOf(ctx);
      const claim = await getClaim(claimId);
      if (!claim || claim.assigned_adjuster !== adjuster.id) {
        return { isError: true, content: [{ type: 'text', text: 'That claim is not assigned to you.' }] };
      }
      const text = [
        `Claim ${claim.number} (${claim.status}) on policy ${claim.policy_number}`,
        `Loss date: ${claim.loss_date}`,
        `Reserve: ${money(claim.reserve_cents)}  Paid: ${money(claim.paid_cents)}`,
        '',
        claim.summary ?? '(no summary yet)',
      ].join('\n');
      return { content: [{ type: 'text', text }] };
    },
  );
}
