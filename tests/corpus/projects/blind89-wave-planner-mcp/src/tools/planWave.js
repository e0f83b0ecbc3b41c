// plan_pick_wave: requests a plan from the planner service, shows it, and releases the wave once confirmed.
import { randomUUID } from 'node:crypto';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { publishEvent, topics } from '../kafka.js';
import { awaitPlan } from '../events/planReplies.js';
import { claimDraft } from '../store/draftStore.js';

export const TOOL = 'plan_pick_wave';
const CONFIRM = 'release_wave';

const say = (text, isError = false) => ({ content: [{ type: 'text', text }], isError });

function describe(plan) {
  const short = plan.shortSkus.length ? ` Short SKUs: ${plan.shortSkus.join(', ')}.` : '';
  return `Wave ${plan.waveId} in zone ${plan.zone}: ${plan.orderCount} orders, ${plan.lineCount} lines, ${plan.pickers} pickers, about ${plan.estimatedMinutes} min.${short}`;
}

export async function planPickWave(args, ctx) {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (!userId) return say('Sign in first.', true);
  const handle = await ctx.mcpReq.requestState();

  if (!handle) {
    const correlationId = randomUUID();
    const reply = awaitPlan(correlationId, { userId, tool: TOOL, args });
    await publishEvent(topics.planRequested, correlationId, {
      warehouseId: auth.extra.warehouseId,
      zone: args.zone,
      cutoff: args.cutoff,
      maxOrders: args.maxOrders,
      requestedBy: userId,
    });
    const { handle: draftHandle, plan } = await reply;
    return inputRequired({
      inputRequests: {
        [CONFIRM]: inputRequired.elicit({
          message: `${describe(plan)} Release it to the floor?`,
          requestedSchema: { type: 'object', properties: { release: { type: 'boolean', title: 'Release wave' } }, required: ['release'] },
        }),
      },
      requestState: draftHandle,
    });
  }

  const draft = await claimDraft(handle, { userId, tool: TOOL, args });
  if (!draft.ok) return say(`This wave plan cannot be used (${draft.reason}). Plan again.`, true);
  const answer = acceptedContent(ctx.mcpReq.inputResponses, CONFIRM);
  if (!answer?.release) return say(`Wave ${draft.plan.waveId} was discarded.`);

  await publishEvent(
    topics.waveRelease,
    randomUUID(),
    { waveId: draft.plan.waveId, warehouseId: auth.extra.warehouseId, releasedBy: userId, labelToken: draft.labelToken },
    draft.plan.waveId,
  );
  return say(`Wave ${draft.plan.waveId} released; labels will print at the pack stations.`);
}
