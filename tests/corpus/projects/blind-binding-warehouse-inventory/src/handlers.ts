// Models the inventory tool handlers: adjust_stock (pick a bin) and destructive write_off_stock (confirm), resumed via FlowSealer.
// @ts-nocheck
import { FlowSealer } from './crypto/FlowSealer';
import * as inventory from './inventory';

const sealer = FlowSealer.fromEnv();

type Params = { name: string; arguments?: Record<string, any>; inputResponses?: Record<string, any>; requestState?: string };

const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], isError });
const form = (message: string, properties: object, required: string[]) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

export async function adjustStock(params: Params, userId: string) {
  const { sku, warehouseId, delta } = params.arguments ?? {};
  const binding = { userId, tool: 'adjust_stock' };
  const reply = params.inputResponses?.bin;

  if (!reply) {
    const bins = await inventory.binsFor(sku, warehouseId);
    return {
      resultType: 'input_required',
      inputRequests: { bin: form(`Which bin of ${sku}?`, { bin: { type: 'string', enum: bins.map(b => b.bin) } }, ['bin']) },
      requestState: sealer.seal({ sku, bins: bins.map(b => b.bin) }, binding),
    };
  }

  return sealer
    .open<{ sku: string; bins: string[] }>(params.requestState, binding)
    .then(async offer => {
      if (reply.action !== 'accept' || !offer.bins.includes(reply.content.bin)) return text('No bin chosen.', true);
      await inventory.adjust(offer.sku, reply.content.bin, Number(delta), userId);
      return text(`Adjusted ${offer.sku} in ${reply.content.bin} by ${delta}.`);
    })
    .catch(() => text('That selection expired, please retry.', true));
}

export async function writeOffStock(params: Params, userId: string) {
  const args = params.arguments ?? {};
  const binding = { userId, tool: 'write_off_stock', args };
  const reply = params.inputResponses?.confirm;

  if (!reply) {
    return {
      resultType: 'input_required',
      inputRequests: { confirm: form(`Write off ${args.qty} × ${args.sku} at ${args.warehouseId}?`, { reason: { type: 'string' } }, ['reason']) },
      requestState: sealer.seal({ step: 'confirm' }, binding),
    };
  }

  try {
    await sealer.open(params.requestState, binding);
  } catch {
    return text('Confirmation invalid or expired.', true);
  }
  if (reply.action !== 'accept') return text('Write-off cancelled.');
  await inventory.writeOff(args.sku, args.warehouseId, Number(args.qty), reply.content.reason, userId);
  return text(`Wrote off ${args.qty} × ${args.sku}.`);
}
