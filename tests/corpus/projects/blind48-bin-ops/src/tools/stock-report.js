import { stockPage } from '../db.js';
import { issueState, verifyState } from '../state-jwt.js';
import { inputRequired, text, refused } from '../results.js';

const TOOL = 'stock_report';
const PAGE = 500;

export const definition = {
  name: TOOL,
  title: 'Stock report',
  description: 'Stock per bin for one warehouse, as CSV or a Markdown table.',
  inputSchema: {
    type: 'object',
    properties: { warehouse: { type: 'string' }, afterSku: { type: 'string', description: 'Continue after this SKU' } },
    required: ['warehouse'],
  },
  annotations: { readOnlyHint: true },
};

const formatQuestion = (warehouse) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message: `Stock report for ${warehouse}: which format?`,
    requestedSchema: {
      type: 'object',
      properties: { format: { type: 'string', enum: ['csv', 'markdown'] }, includeEmpty: { type: 'boolean', default: false } },
      required: ['format'],
    },
  },
});

function render(rows, format) {
  if (format === 'csv') return ['bin_id,sku,qty', ...rows.map((r) => `${r.bin_id},${r.sku},${r.qty}`)].join('\n');
  return ['| Bin | SKU | Qty |', '|---|---|---:|', ...rows.map((r) => `| ${r.bin_id} | ${r.sku} | ${r.qty} |`)].join('\n');
}

async function call(params, caller) {
  if (!params.requestState) {
    const { warehouse, afterSku = '' } = params.arguments ?? {};
    const requestState = await issueState({ sub: caller.userId, tool: TOOL, warehouse, pageToken: afterSku });
    return inputRequired({ format: formatQuestion(warehouse) }, requestState);
  }

  const check = await verifyState(params.requestState, { userId: caller.userId, tool: TOOL });
  if (!check.ok) return refused(check.reason);
  const { warehouse, pageToken } = check.claims;
  const answer = params.inputResponses?.format;
  const format = answer?.action === 'accept' ? answer.content.format : 'markdown';

  const rows = await stockPage(warehouse, pageToken, PAGE);
  const nextAfterSku = rows.length === PAGE ? rows[rows.length - 1].sku : null;
  return text(render(rows, format), {
    structuredContent: { warehouse, rows: rows.length, nextAfterSku },
    _meta: { 'com.example.bin-ops/generatedAt': new Date().toISOString() },
  });
}

export default { definition, scope: 'bins:read', call };
