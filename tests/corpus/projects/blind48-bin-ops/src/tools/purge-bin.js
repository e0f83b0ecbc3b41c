import { binContents, purgeBin as purge } from '../db.js';
import { issueState, verifyState, argsDigest } from '../state-jwt.js';
import { inputRequired, text, toolError, refused, confirmRequest, confirmed } from '../results.js';

const TOOL = 'purge_bin';

export const definition = {
  name: TOOL,
  title: 'Purge bin',
  description: 'Write off everything in a bin (damaged, expired or lost stock). Asks for confirmation.',
  inputSchema: {
    type: 'object',
    properties: {
      warehouse: { type: 'string', pattern: '^[A-Z]{3}[0-9]$' },
      binId: { type: 'string' },
    },
    required: ['warehouse', 'binId'],
    additionalProperties: false,
  },
  annotations: { destructiveHint: true },
};

async function call(params, caller) {
  const args = params.arguments ?? {};
  const expected = { userId: caller.userId, tool: TOOL, argsDigest: argsDigest(args) };

  if (!params.requestState) {
    const items = await binContents(args.warehouse, args.binId);
    if (!items.length) return text(`Bin ${args.binId} in ${args.warehouse} is already empty.`);
    const units = items.reduce((n, i) => n + i.qty, 0);
    const requestState = await issueState({ sub: caller.userId, tool: TOOL, ad: expected.argsDigest, skus: items.length });
    return inputRequired(
      { confirm: confirmRequest(`Write off ${units} units (${items.length} SKUs) from bin ${args.binId} in ${args.warehouse}?`) },
      requestState,
    );
  }

  const check = await verifyState(params.requestState, expected);
  if (!check.ok) return refused(check.reason);
  if (!confirmed(params.inputResponses)) return text('Nothing written off.');

  const lines = await purge(args.warehouse, args.binId, caller.userId, 'purge_bin via MCP');
  return lines ? text(`Wrote off ${lines} SKU lines from ${args.binId}.`) : toolError('The bin was emptied by someone else meanwhile.');
}

export default { definition, scope: 'bins:purge', call };
