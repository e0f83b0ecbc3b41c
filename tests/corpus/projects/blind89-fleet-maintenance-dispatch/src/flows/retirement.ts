// Confirmation round trip for the retire_vehicle tool.
// @ts-nocheck
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { runPlanJob, enqueueAction } from '../jobs/queues.js';
import { stateCodec } from '../state/codec.js';

const CONFIRM = 'confirm_retirement';

const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError: true } : {}) });

export async function startRetirement(args) {
  const impact = await runPlanJob('retirement-impact', { vehicleId: args.vehicleId });
  const routes = impact.routes.length ? impact.routes.join(', ') : 'none';
  return inputRequired({
    inputRequests: {
      [CONFIRM]: inputRequired.elicit({
        message: `Retire ${args.vehicleId}? Routes ending today: ${routes}. Future bookings cancelled: ${impact.bookingCount}.`,
        requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Retire this vehicle' } }, required: ['confirm'] },
      }),
    },
    requestState: await stateCodec.mint({ vehicleId: args.vehicleId, reason: args.reason, routes: impact.routes }),
  });
}

export async function finishRetirement(args, ctx, auth) {
  const pending = await ctx.mcpReq.requestState();
  const answer = acceptedContent(ctx.mcpReq.inputResponses, CONFIRM);
  if (!pending) return text('The confirmation expired; run retire_vehicle again.', true);
  if (pending.vehicleId !== args.vehicleId || pending.reason !== args.reason) {
    return text('The confirmation does not match these arguments.', true);
  }
  if (!answer?.confirm) return text(`Vehicle ${args.vehicleId} was left in service.`);

  const jobId = await enqueueAction(
    'retire-vehicle',
    { vehicleId: pending.vehicleId, reason: pending.reason, retiredBy: auth.extra?.userId },
    `retire-${pending.vehicleId}`,
  );
  return text(`Retirement of ${pending.vehicleId} queued as job ${jobId}.`);
}
