import { argsDigest } from '../canonical.js';
import { issueResumeToken, redeemResumeToken } from '../resume-token.js';
import { askToConfirm, refusal, text } from '../results.js';
import { firewall } from '../upstream.js';

export const revokeFirewallRule = {
  definition: {
    name: 'revoke_firewall_rule',
    description: 'Remove an allow rule from a perimeter firewall policy. Asks for confirmation first.',
    inputSchema: {
      type: 'object',
      properties: {
        policy: { type: 'string', description: 'Policy name, e.g. edge-eu' },
        ruleId: { type: 'string' },
        reason: { type: 'string', description: 'Change note for the audit log' },
      },
      required: ['policy', 'ruleId'],
    },
    annotations: { destructiveHint: true },
  },

  async handle({ args, userId, tool, requestState, inputResponses }) {
    const { policy, ruleId, reason } = args;
    const binding = { userId, tool, argsDigest: argsDigest(args) };

    if (requestState === undefined) {
      const rule = await firewall.rule(policy, ruleId);
      return {
        resultType: 'input_required',
        inputRequests: askToConfirm(
          'confirm',
          `Remove rule ${rule.id} (${rule.source} → ${rule.destination}:${rule.port}/${rule.protocol}) from ${policy}? Traffic it allows will be dropped.`,
        ),
        requestState: await issueResumeToken({ step: 'confirm', hits30d: rule.hit_count_30d }, binding),
      };
    }

    const opened = await redeemResumeToken(requestState, binding);
    if (!opened.ok) return refusal(opened.reason);

    const answer = inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text('Nothing was changed.');

    await firewall.remove(policy, ruleId, `${reason ?? 'no reason given'} (via netops-mcp, confirmed by ${userId})`);
    return text(`Rule ${ruleId} removed from ${policy}. It had ${opened.state.hits30d} hits in the last 30 days.`);
  },
};
