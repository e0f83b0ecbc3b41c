// Destructive write-off of damaged or lost stock, confirmed by the operator and recorded in the MAC-chained audit log.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { appendAudit, lastAuditMac, locationStock, writeOff } from '../db.js';
import { operator } from '../auth.js';
import type { Keyring } from '../keys/kms-keyring.js';
import { RejectedState, type Sealer } from '../state/sealed-state.js';
import { confirmSchema, fail, ok } from './stock.js';

const TOOL = 'write_off_stock';

async function audit(keyring: Keyring, entry: Record<string, unknown>) {
  const kid = keyring.activeKid;
  const previous = await lastAuditMac();
  const mac = createHmac('sha256', keyring.subKey(kid, 'audit-chain'))
    .update(previous)
    .update(JSON.stringify(entry))
    .digest('hex');
  await appendAudit(entry, kid, mac);
}

export function registerWriteOffTool(server, sealer: Sealer, keyring: Keyring) {
  server.registerTool(
    TOOL,
    {
      description: 'Write off a quantity of a SKU at a location (damage, loss, expiry). Cannot be undone.',
      inputSchema: {
        sku: z.string().min(3).max(40),
        locationId: z.string().uuid(),
        quantity: z.number().int().positive(),
        reasonCode: z.enum(['DAMAGED', 'LOST', 'EXPIRED', 'RECALL']),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const me = operator(ctx);
      if (!me) return fail('Not signed in.');
      const binding = { sub: me.userId, tool: TOOL, args };
      const token = ctx.mcpReq.requestState();

      if (!token) {
        const stock = await locationStock(args.sku, args.locationId);
        if (!stock || !me.warehouseIds.includes(stock.warehouse_id)) return fail('Location not found.');
        if (stock.on_hand - stock.reserved < args.quantity) return fail('Quantity exceeds free stock.');
        const valueCents = stock.unit_cost_cents * args.quantity;
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Write off ${args.quantity} x ${args.sku} (${args.reasonCode}), value ${(valueCents / 100).toFixed(2)}?`,
              requestedSchema: confirmSchema('Write off'),
            }),
          },
          requestState: sealer.seal({ valueCents }, binding),
        });
      }

      let carried;
      try {
        carried = sealer.open(token, binding);
      } catch (err) {
        if (err instanceof RejectedState) return fail(err.message);
        throw err;
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return ok({ writtenOff: false });
      const id = await writeOff(args.sku, args.locationId, args.quantity, args.reasonCode, me.userId);
      if (!id) return fail('Stock changed since confirmation; nothing written off.');
      await audit(keyring, { type: 'write_off', id, ...args, valueCents: carried.valueCents, by: me.userId });
      return ok({ writtenOff: true, id });
    },
  );
}
