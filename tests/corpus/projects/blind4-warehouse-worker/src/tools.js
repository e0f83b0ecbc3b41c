import { decryptState, encryptState } from './state-crypto.js';

export const TOOL_DEFS = [
  {
    name: 'move_stock',
    description: 'Move units of a SKU from one bin to another. Asks the operator to confirm the quantity.',
    inputSchema: {
      type: 'object',
      properties: {
        sku: { type: 'string' },
        quantity: { type: 'integer', minimum: 1 },
        fromBin: { type: 'string' },
        toBin: { type: 'string' },
      },
      required: ['sku', 'quantity', 'fromBin', 'toBin'],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: 'stock_level',
    description: 'Current on-hand quantity for a SKU per bin.',
    inputSchema: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
    annotations: { readOnlyHint: true },
  },
];

const nowSec = () => Math.floor(Date.now() / 1000);

function textResult(text, isError = false) {
  return { content: [{ type: 'text', text }], isError };
}

async function wms(settings, authorization, path, init = {}) {
  const res = await fetch(`${settings.wmsApi}${path}`, {
    ...init,
    headers: { authorization, 'content-type': 'application/json', ...(init.headers || {}) },
  });
  if (!res.ok) throw new Error(`WMS ${path} -> ${res.status}`);
  return res.json();
}

export async function callTool(params, { settings, principal, request }) {
  const args = params.arguments || {};

  if (params.name === 'stock_level') {
    const levels = await wms(settings, request.headers.get('Authorization'), `/skus/${encodeURIComponent(args.sku)}/levels`);
    return textResult(levels.map((l) => `${l.bin}: ${l.onHand}`).join('\n') || 'no stock');
  }

  if (params.name !== 'move_stock') return textResult(`unknown tool ${params.name}`, true);

  if (!params.requestState) {
    const levels = await wms(settings, request.headers.get('Authorization'), `/skus/${encodeURIComponent(args.sku)}/levels`);
    const from = levels.find((l) => l.bin === args.fromBin);
    if (!from || from.onHand < args.quantity) return textResult(`Bin ${args.fromBin} does not hold ${args.quantity}`, true);
    const pending = {
      sub: principal.sub,
      tool: 'move_stock',
      sku: args.sku,
      quantity: args.quantity,
      fromBin: args.fromBin,
      toBin: args.toBin,
      exp: nowSec() + settings.stateTtlSeconds,
      upstream: request.headers.get('Authorization'), // expect-todo: no-secrets-in-state
    };
    return {
      resultType: 'input_required',
      inputRequests: {
        count: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Move ${args.quantity} × ${args.sku} from ${args.fromBin} to ${args.toBin}? Type the quantity to confirm.`,
            requestedSchema: { type: 'object', properties: { quantity: { type: 'integer' } }, required: ['quantity'] },
          },
        },
      },
      requestState: await encryptState(settings.statePassphrase, pending), // expect: require-sealed-state
    };
  }

  let pending;
  try {
    pending = await decryptState(settings.statePassphrase, params.requestState); // expect: require-sealed-state
  } catch {
    return textResult('Invalid or expired requestState', true);
  }
  if (pending.sub !== principal.sub || pending.tool !== 'move_stock' || pending.exp < nowSec()) {
    return textResult('Invalid or expired requestState', true);
  }
  const answer = params.inputResponses && params.inputResponses.count;
  if (!answer || answer.action !== 'accept' || answer.content.quantity !== pending.quantity) {
    return textResult('Quantity not confirmed; nothing moved.');
  }
  const move = await wms(settings, pending.upstream, '/moves', {
    method: 'POST',
    body: JSON.stringify({ sku: pending.sku, quantity: pending.quantity, from: pending.fromBin, to: pending.toBin }),
  });
  return textResult(`Move ${move.id} booked: ${pending.quantity} × ${pending.sku} ${pending.fromBin} → ${pending.toBin}`);
}
