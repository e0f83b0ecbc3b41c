import { digestArgs } from '../digest.js';
import { closeWorkOrder, getWorkOrder } from '../inspections-api.js';
import { acceptedContent, askUser, callerOf, done, elicitForm, refuse } from '../mcp-result.js';
import { openCloseOrder, sealCloseOrder } from '../state/close-order-state.js';

export const CLOSE_WORK_ORDER = 'close_work_order';

export const closeWorkOrderTool = {
  name: CLOSE_WORK_ORDER,
  description: 'Close a work order, booking the parts used and labour time. Closing is final.',
  inputSchema: {
    type: 'object',
    properties: {
      workOrderId: { type: 'string' },
      partSkus: { type: 'array', items: { type: 'string' } },
      labourMinutes: { type: 'integer', minimum: 0 },
    },
    required: ['workOrderId', 'labourMinutes'],
  },
  annotations: { destructiveHint: true },
};

function readArgs(params) {
  const { workOrderId, partSkus = [], labourMinutes } = params.arguments ?? {};
  if (typeof workOrderId !== 'string' || !Number.isInteger(labourMinutes) || !Array.isArray(partSkus)) return null;
  return { workOrderId, partSkus: partSkus.map(String), labourMinutes };
}

export async function handleCloseWorkOrder(params, extra) {
  const userId = callerOf(extra);
  const args = readArgs(params);
  if (!args) return refuse('workOrderId and labourMinutes are required.');
  const binding = { userId, tool: CLOSE_WORK_ORDER };

  if (!params.requestState) {
    const order = await getWorkOrder(args.workOrderId);
    if (order.assignee !== userId) return refuse('This work order is assigned to someone else.');
    if (order.status === 'closed') return done(`Work order ${args.workOrderId} is already closed.`);
    const openDefects = order.defects.filter((d) => !d.resolved).length;

    const requestState = await sealCloseOrder(
      { ...args, argsDigest: digestArgs(args), openDefects },
      binding,
    );
    return askUser(
      {
        confirm: elicitForm(
          `Close ${args.workOrderId} with ${args.partSkus.length} part(s) and ${args.labourMinutes} min labour?` +
            (openDefects ? ` ${openDefects} defect(s) are still open.` : ''),
          { close: { type: 'boolean', title: 'Close the work order' } },
          ['close'],
        ),
      },
      requestState,
    );
  }

  const opened = await openCloseOrder(params.requestState, binding);
  if (!opened.ok) return refuse(opened.reason);
  if (opened.state.argsDigest !== digestArgs(args)) {
    return refuse('The parts or labour changed after you confirmed.');
  }
  if (acceptedContent(params, 'confirm')?.close !== true) return done('Work order left open.');

  await closeWorkOrder(args.workOrderId, {
    partSkus: args.partSkus,
    labourMinutes: args.labourMinutes,
    closedBy: userId,
    openDefectsAtClose: opened.state.openDefects,
  });
  return done(`Closed ${args.workOrderId}.`);
}
