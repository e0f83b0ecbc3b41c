// cancel_rollout: checks team ownership, confirms with the user, then sends a cancel command to the bus.
// @ts-nocheck
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { publish } from '../bus/nats.js';
import { getRollout } from '../services/deployApi.js';
import { argsDigest, seal } from '../state/envelope.js';

export const TOOL = 'cancel_rollout';
const CONFIRM = 'confirm_cancel';

const say = (text: string, isError = false) => ({ content: [{ type: 'text', text }], isError });

function readClaims(raw: string) {
  const claims = JSON.parse(Buffer.from(String(raw).split('.')[0], 'base64url').toString('utf8')); // expect: require-sealed-state
  return claims as { rolloutId: string; service: string; sub: string; tool: string; ad: string; exp: number };
}

export async function cancelRollout(args, ctx, auth) {
  const raw = await ctx.mcpReq.requestState();

  if (!raw) {
    const rollout = await getRollout(args.rolloutId);
    if (!auth.extra.teams.includes(rollout.ownerTeam)) {
      return say(`Rollout ${args.rolloutId} belongs to team ${rollout.ownerTeam}.`, true);
    }
    if (rollout.status !== 'in_progress' && rollout.status !== 'paused') {
      return say(`Rollout ${args.rolloutId} is ${rollout.status}; nothing to cancel.`);
    }
    return inputRequired({
      inputRequests: {
        [CONFIRM]: inputRequired.elicit({
          message: `Cancel rollout ${rollout.id} of ${rollout.service} at step ${rollout.currentStep} (${rollout.percent}% of traffic)? Traffic returns to ${rollout.previousVersion}.`,
          requestedSchema: { type: 'object', properties: { cancel: { type: 'boolean' } }, required: ['cancel'] },
        }),
      },
      requestState: seal({ rolloutId: rollout.id, service: rollout.service }, { sub: auth.extra.userId, tool: TOOL, args }),
    });
  }

  const claims = readClaims(raw);
  const stale = claims.exp <= Date.now();
  if (stale || claims.sub !== auth.extra.userId || claims.tool !== TOOL || claims.ad !== argsDigest(args) || claims.rolloutId !== args.rolloutId) {
    return say('This confirmation is not valid any more. Start again.', true);
  }
  const answer = acceptedContent(ctx.mcpReq.inputResponses, CONFIRM);
  if (!answer?.cancel) return say(`Rollout ${args.rolloutId} keeps running.`);

  publish('rollout.cancel', { rolloutId: claims.rolloutId, reason: args.reason, requestedBy: auth.extra.userId });
  return say(`Cancel requested for rollout ${claims.rolloutId} (${claims.service}).`);
}
