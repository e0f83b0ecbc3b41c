import { fsm } from '../fsm.js';
import * as pending from '../pending.js';
import { notifyQueue } from '../queue.js';
import { accepted, callerOf, confirmForm, needInput, text, toolError } from '../wire.js';

export const REASSIGN_JOB = 'reassign_job';

export const reassignJobTool = {
  name: REASSIGN_JOB,
  title: 'Reassign a job',
  description: 'Moves a work order to another technician after the dispatcher confirms.',
  inputSchema: {
    type: 'object',
    properties: {
      workOrderId: { type: 'string' },
      technicianId: { type: 'string' },
      reason: { type: 'string', maxLength: 500 },
    },
    required: ['workOrderId', 'technicianId'],
  },
  annotations: { destructiveHint: true, idempotentHint: false },
};

export async function reassignJob(params, extra) {
  const userId = callerOf(extra);
  const { workOrderId, technicianId, reason } = params.arguments ?? {};

  if (!params.requestState) {
    const order = await fsm.workOrder(workOrderId);
    if (!order) return toolError(`Work order ${workOrderId} does not exist.`);
    const regions = await fsm.regionsManagedBy(userId);
    if (!regions.includes(order.region)) return toolError(`You do not dispatch for region ${order.region}.`);
    if (order.status === 'completed' || order.status === 'cancelled') {
      return toolError(`Work order ${order.number} is ${order.status} and cannot be reassigned.`);
    }
    const tech = await fsm.technician(technicianId);
    if (!tech) return toolError(`Technician ${technicianId} does not exist.`);

    const handle = await pending.put({
      userId,
      tool: REASSIGN_JOB,
      workOrderId,
      fromTechnicianId: order.technician_id,
      toTechnicianId: technicianId,
    });
    return needInput(
      { confirm: confirmForm(`Move ${order.number} (${order.customer.name}) from ${order.technician_name ?? 'nobody'} to ${tech.name}?`) },
      handle,
    );
  }

  const record = await pending.take(params.requestState); // expect: require-state-binding
  if (!record || record.tool !== REASSIGN_JOB) {
    return toolError('This confirmation has expired. Ask again to reassign the job.');
  }
  if (record.workOrderId !== workOrderId || record.toTechnicianId !== technicianId) {
    return toolError('The confirmation was for a different reassignment.');
  }
  if (accepted(params.inputResponses?.confirm)?.confirm !== true) {
    return text('Nothing changed.');
  }

  await fsm.reassign(workOrderId, technicianId, { reason, requested_by: userId });
  await notifyQueue.add('job-reassigned', {
    workOrderId,
    from: record.fromTechnicianId,
    to: technicianId,
  });
  return text(`Work order ${workOrderId} is now assigned to ${technicianId}.`);
}
