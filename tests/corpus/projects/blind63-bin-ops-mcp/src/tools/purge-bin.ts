import { z } from 'zod';
import type { ToolCall } from './call.js';
import { sealState, openState } from '../continuation/seal.js';
import { binSummary, purgeBin } from '../wms/client.js';

const TOOL = 'purge_bin';

export const PurgeArgs = z.object({ binId: z.string(), reasonCode: z.enum(['DAMAGE', 'RECALL', 'EXPIRED']) });

export const purgeBinTool = {
  name: TOOL,
  description: 'Write off every unit in a bin (damage, recall). Requires an explicit confirmation.',
  inputSchema: {
    type: 'object',
    properties: { binId: { type: 'string' }, reasonCode: { type: 'string', enum: ['DAMAGE', 'RECALL', 'EXPIRED'] } },
    required: ['binId', 'reasonCode'],
  },
  annotations: { destructiveHint: true },
};

export async function handlePurgeBin(call: ToolCall<z.infer<typeof PurgeArgs>>) {
  const { binId, reasonCode } = call.args;
  const operator = call.operator;
  const token = call.requestState;

  if (token === undefined) {
    const bin = await binSummary(binId);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            message: `Write off ${bin.units} units (${bin.skuCount} SKUs) in ${bin.binId} as ${reasonCode}?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState: await sealState({ units: bin.units }, { userId: operator, tool: TOOL, args: { binId, reasonCode } }),
    };
  }

  const opened = await openState<{ units: number }>(token, { userId: operator, tool: TOOL, args: { binId, reasonCode } });
  if (!opened.ok) return { isError: true, content: [{ type: 'text', text: `Refused: ${opened.reason}` }] };
  if (call.inputResponses?.confirm?.content?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Not confirmed; nothing written off.' }] };
  }
  const { purgedUnits } = await purgeBin(binId, reasonCode, operator);
  return { content: [{ type: 'text', text: `Wrote off ${purgedUnits} units in ${binId}.` }] };
}
