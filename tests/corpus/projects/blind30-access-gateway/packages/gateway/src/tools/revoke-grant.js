import { fingerprint } from '../audit-hub.js';

const TOOL = 'revoke_grant';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export const revokeGrant = {
  definition: {
    name: TOOL,
    description: "Revoke an upstream connection (yours, or any in your org if you're an org admin).",
    inputSchema: {
      type: 'object',
      properties: {
        grantId: { type: 'string', format: 'uuid' },
        reason: { type: 'string', maxLength: 200 },
      },
      required: ['grantId'],
    },
    annotations: { destructiveHint: true },
  },

  async call({ args, caller, requestState, inputResponses }, { envelope, grants, audit }) {
    // the confirmation is bound to exactly these arguments; HmacEnvelope.open compares their digest
    const binding = { userId: caller.userId, tool: TOOL, args };

    if (requestState === undefined) {
      const grant = await grants.describeManageable(args.grantId, caller.userId);
      if (!grant) return fail('No such connection, or you may not manage it.');
      const token = envelope.seal({ step: 'confirm', owner: grant.owner }, binding);
      audit.publish('state.issued', { tool: TOOL, userId: caller.userId, state: fingerprint(token) });
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Revoke ${grant.owner}'s ${grant.provider} connection (${grant.scope})? Their tools stop working at once.`,
              requestedSchema: { type: 'object', properties: { revoke: { type: 'boolean' } }, required: ['revoke'] },
            },
          },
        },
        requestState: token,
      };
    }

    const opened = envelope.open(requestState, binding);
    if (!opened.ok) {
      audit.publish('state.refused', { tool: TOOL, userId: caller.userId, reason: opened.reason });
      return fail('This confirmation expired or does not match the request. Nothing was revoked.');
    }
    if (inputResponses?.confirm?.action !== 'accept' || inputResponses.confirm.content?.revoke !== true) {
      return { content: [{ type: 'text', text: 'Nothing was revoked.' }] };
    }
    // permissions can change between the rounds: check again before acting
    const grant = await grants.describeManageable(args.grantId, caller.userId);
    if (!grant) return fail('That connection is gone or no longer yours to manage.');
    await grants.revoke(args.grantId, caller.userId);
    audit.publish('grant.revoked', { tool: TOOL, userId: caller.userId, grantId: args.grantId, reason: args.reason ?? null });
    return { content: [{ type: 'text', text: `Revoked ${opened.state.owner}'s ${grant.provider} connection.` }] };
  },
};
