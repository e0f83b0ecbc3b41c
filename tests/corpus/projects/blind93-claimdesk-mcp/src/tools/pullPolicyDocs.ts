// Tool pull_policy_documents: fetches the policy wording for a claim from the carrier portal.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { adjusterOf } from '../auth/verifier.js';
import { codecFor, readState } from '../state/codecs.js';
import { getClaim, attachDocuments } from '../db/claims.js';
import { portalLogin, policiesFor, policyDocuments } from '../integrations/insurerPortal.js';

const TOOL = 'pull_policy_documents';

type Stage =
  | { stage: 'login'; claimId: string }
  | { stage: 'pick'; claimId: string; policyIds: string[]; portalSession: string };

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

async function importDocs(claimId: string, accessToken: string, policyId: string) {
  const docs = await policyDocuments(accessToken, policyId);
  await attachDocuments(claimId, docs);
  return {
    content: [{ type: 'text', text: `Attached ${docs.length} policy document(s): ${docs.map((d) => d.name).join(', ')}` }],
    structuredContent: { policyId, documents: docs.map((d) => d.name) },
  };
}

export function registerPullPolicyDocs(server) {
  const codec = codecFor<Stage>(TOOL);

  server.registerTool(
    TOOL,
    {
      description: "Download the policy wording and schedules for a claim from the carrier's portal.",
      inputSchema: z.object({ claimId: z.string().uuid() }),
    },
    async (args, ctx) => {
      const adjuster = adjusterOf(ctx);
      const claim = await getClaim(args.claimId);
      if (!claim || claim.assigned_adjuster !== adjuster.id) return fail('That claim is not assigned to you.');

      let state: Stage | null;
      try {
        state = await readState<Stage>(TOOL, ctx);
      } catch {
        return fail('This portal session has expired; start again.');
      }
      if (state && state.claimId !== args.claimId) return fail('This portal session belongs to another claim.');

      if (!state) {
        return inputRequired({
          inputRequests: {
            portal: inputRequired.elicit({
              message: `Sign in to the carrier portal to fetch policy ${claim.policy_number}.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  username: { type: 'string', title: 'Portal username' },
                  password: { type: 'string', title: 'Portal password' },
                },
                required: ['username', 'password'],
              },
            }),
          },
          requestState: await codec.mint({ stage: 'login', claimId: args.claimId }, ctx),
        });
      }

      if (state.stage === 'login') {
        const creds = acceptedContent(ctx.mcpReq.inputResponses, 'portal');
        if (!creds) return { content: [{ type: 'text', text: 'Portal sign-in skipped; nothing imported.' }] };
        const session = await portalLogin(creds.username, creds.password);
        const policies = await policiesFor(session.accessToken, claim.policy_number);
        if (policies.length === 0) return fail(`The portal has no policy ${claim.policy_number}.`);
        if (policies.length === 1) return importDocs(args.claimId, session.accessToken, policies[0].id);

        const requestState = await codec.mint(
          {
            stage: 'pick',
            claimId: args.claimId,
            policyIds: policies.map((p) => p.id),
            portalSession: session.accessToken, // expect: no-secrets-in-state
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            term: inputRequired.elicit({
              message: 'Several policy terms match. Which one covers the loss date?',
              requestedSchema: {
                type: 'object',
                properties: {
                  policyId: {
                    type: 'string',
                    oneOf: policies.map((p) => ({ const: p.id, title: `${p.product} ${p.term}` })),
                  },
                },
                required: ['policyId'],
              },
            }),
          },
          requestState,
        });
      }

      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'term');
      if (!pick || !state.policyIds.includes(pick.policyId)) return fail('Pick one of the listed policy terms.');
      return importDocs(args.claimId, state.portalSession, pick.policyId);
    },
  );
}
