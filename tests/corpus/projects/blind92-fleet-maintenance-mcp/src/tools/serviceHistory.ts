// service_history tool: lists a vehicle's service records, asking for a date range when the history is long.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { json, toB64Json, fromB64Json } from '../fp.js';
import { depotOf } from '../state.js';

const TOOL = 'service_history';
const LONG_HISTORY = 50;
const rangeSchema = {
  type: 'object',
  properties: { from: { type: 'string', format: 'date', title: 'From' }, to: { type: 'string', format: 'date', title: 'To' } },
  required: ['from', 'to'],
};

export const serviceHistoryTool = ({ db }) => [TOOL, {
  description: 'Show the service history of a vehicle in your depot.',
  inputSchema: { vehicleId: z.string().min(1) },
  annotations: { readOnlyHint: true },
}, async ({ vehicleId }, ctx) => {
  const raw = ctx.mcpReq.requestState();
  if (raw) {
    const { vehicleId: vid, depot } = fromB64Json(raw); // expect: require-sealed-state
    const { from, to } = acceptedContent(ctx.mcpReq.inputResponses, 'range') ?? {};
    return json({ vehicleId: vid, records: await db.history({ vehicleId: vid, depot, from, to }) });
  }
  const depot = depotOf(ctx);
  const total = await db.historyCount({ vehicleId, depot });
  if (total <= LONG_HISTORY) return json({ vehicleId, records: await db.history({ vehicleId, depot }) });
  return inputRequired({
    inputRequests: { range: inputRequired.elicit({ message: `${total} service records found; pick a date range.`, requestedSchema: rangeSchema }) },
    requestState: toB64Json({ vehicleId, depot, total }), // expect: require-sealed-state
  });
}];
