import { z } from 'zod';
import type { ToolCall } from './call.js';
import { sealState, openState } from '../continuation/seal.js';
import { binsInZone } from '../wms/client.js';

const TOOL = 'zone_audit';

export const ZoneArgs = z.object({ zone: z.string().regex(/^[A-Z]{1,2}\d{0,2}$/) });

export const zoneAuditTool = {
  name: TOOL,
  description: 'Walk the bins of a zone page by page, flagging empty or overfull bins.',
  inputSchema: { type: 'object', properties: { zone: { type: 'string' } }, required: ['zone'] },
  annotations: { readOnlyHint: true },
};

export async function handleZoneAudit(call: ToolCall<z.infer<typeof ZoneArgs>>) {
  const { zone } = call.args;
  const operator = call.operator;
  const incoming = call.requestState;

  let pageToken: string | undefined;
  let flaggedSoFar = 0;
  if (incoming) {
    const opened = await openState<{ pageToken: string; zone: string; flagged: number }>(incoming, { userId: operator, tool: TOOL });
    if (!opened.ok) return { isError: true, content: [{ type: 'text', text: `Refused: ${opened.reason}` }] };
    if (opened.state.zone !== zone) return { isError: true, content: [{ type: 'text', text: 'Zone changed between pages.' }] };
    ({ pageToken, flagged: flaggedSoFar } = opened.state);
  }

  const page = await binsInZone(zone, pageToken);
  const flagged = page.bins.filter((b) => b.units === 0 || b.skuCount > 12);
  const lines = flagged.map((b) => `${b.binId}: ${b.units} units / ${b.skuCount} SKUs`);
  const total = flaggedSoFar + flagged.length;
  if (!page.nextPageToken) {
    return { content: [{ type: 'text', text: `${lines.join('\n')}\nDone: ${total} bins flagged in ${zone}.` }] };
  }
  return {
    resultType: 'input_required',
    inputRequests: {
      next: {
        method: 'elicitation/create',
        params: {
          message: `${lines.join('\n') || '(nothing on this page)'}\nContinue to the next page?`,
          requestedSchema: { type: 'object', properties: { go: { type: 'boolean' } } },
        },
      },
    },
    requestState: await sealState({ pageToken: page.nextPageToken, zone, flagged: total }, { userId: operator, tool: TOOL }),
  };
}
