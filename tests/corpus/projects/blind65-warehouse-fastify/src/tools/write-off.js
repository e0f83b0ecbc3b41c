// write_off_stock: removes damaged or lost units from stock. Confirmed by the user
// in a second round; the confirmation is sealed to this user, this tool and these
// exact arguments.
import { randomUUID } from 'node:crypto';
import { StateRefused } from '../security/state-box.js';

const TOOL = 'write_off_stock';

export const definition = {
  name: TOOL,
  title: 'Write off stock',
  description: 'Write off damaged or missing units of a SKU. Asks for confirmation with the cost impact.',
  inputSchema: {
    type: 'object',
    properties: {
      sku: { type: 'string', pattern: '^[A-Z0-9-]{4,32}$' },
      quantity: { type: 'integer', minimum: 1 },
      reason: { type: 'string', enum: ['damaged', 'expired', 'missing', 'sample'] },
    },
    required: ['sku', 'quantity', 'reason'],
    additionalProperties: false,
  },
  annotations: { destructiveHint: true, idempotentHint: false },
};

export function writeOffTool({ box, inventory }) {
  async function call(params, principal) {
    const { sku, quantity, reason } = params.arguments ?? {};
    const args = { sku, quantity, reason };
    const binding = { userId: principal.userId, tool: TOOL, args };

    if (params.requestState === undefined) {
      const item = await inventory.item(sku);
      if (!item) return { isError: true, content: [{ type: 'text', text: `Unknown SKU ${sku}` }] };
      if (item.onHand < quantity) {
        return { isError: true, content: [{ type: 'text', text: `Only ${item.onHand} of ${sku} on hand` }] };
      }
      const cost = (item.unitCost * quantity).toFixed(2);
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm_write_off: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Write off ${quantity} × ${sku} (${item.description}) as ${reason}? Cost impact: ${cost}.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Write off' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: box.seal(
          {
            step: 'confirm',
            apiKeyId: principal.keyId,
            idempotencyKey: randomUUID(),
          },
          binding,
        ),
      };
    }

    const opened = box.open(params.requestState, binding);
    if (!opened.ok) throw new StateRefused(opened.reason);

    const answer = params.inputResponses?.confirm_write_off;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
      return { content: [{ type: 'text', text: 'Nothing written off.' }] };
    }

    const outcome = await inventory.writeOff({
      sku,
      quantity,
      reason,
      userId: principal.userId,
      idempotencyKey: opened.data.idempotencyKey,
    });
    const note = outcome.duplicate ? 'already recorded' : `${outcome.onHand} left on hand`;
    return { content: [{ type: 'text', text: `Wrote off ${quantity} × ${sku} (${note}).` }] };
  }

  return { definition, call };
}
