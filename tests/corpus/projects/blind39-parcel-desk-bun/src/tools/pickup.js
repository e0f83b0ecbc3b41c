import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { merchantOf } from '../auth.js';
import { carrierAccountsOf, recordPickup, warehouseOf } from '../db.js';
import { bookPickup, pickupWindows } from '../shipbird.js';

const text = (t, isError = false) => ({ ...(isError && { isError }), content: [{ type: 'text', text: t }] });

export function registerPickup(server, { codec }) {
  server.registerTool(
    'schedule_pickup',
    {
      description: 'Book a carrier pickup at one of your warehouses. Asks which carrier account and which time window.',
      inputSchema: z.object({
        warehouseId: z.string(),
        parcels: z.number().int().min(1).max(200),
      }),
    },
    async ({ warehouseId, parcels }, ctx) => {
      const merchantId = merchantOf(ctx);
      const state = ctx.mcpReq.requestState();

      if (!state) {
        const warehouse = warehouseOf(merchantId, warehouseId);
        if (!warehouse) return text(`Unknown warehouse ${warehouseId}.`, true);
        const accounts = carrierAccountsOf(merchantId);
        if (accounts.length === 0) return text('Connect a carrier account in the dashboard first.', true);

        return inputRequired({
          inputRequests: {
            account: inputRequired.elicit({
              message: `Which carrier should collect ${parcels} parcel(s) at ${warehouse.label}?`,
              requestedSchema: {
                type: 'object',
                properties: { accountId: { type: 'string', enum: accounts.map((a) => a.id), enumNames: accounts.map((a) => a.label) } },
                required: ['accountId'],
              },
            }),
          },
          requestState: await codec.mint({ step: 'account', warehouse }, ctx),
        });
      }

      if (state.step === 'account') {
        const choice = acceptedContent(ctx.mcpReq.inputResponses, 'account');
        const account = choice && carrierAccountsOf(merchantId).find((a) => a.id === choice.accountId);
        if (!account) return text('No pickup booked.');

        const windows = await pickupWindows(account, state.warehouse.postcode);
        return inputRequired({
          inputRequests: {
            window: inputRequired.elicit({
              message: `Pick a ${account.carrier} pickup window for ${state.warehouse.label}:`,
              requestedSchema: {
                type: 'object',
                properties: { windowId: { type: 'string', enum: windows.map((w) => w.id), enumNames: windows.map((w) => `${w.start} – ${w.end}`) } },
                required: ['windowId'],
              },
            }),
          },
          // carry the chosen account along so the last round doesn't need another sqlite round-trip
          requestState: await codec.mint(
            {
              step: 'window',
              warehouse: state.warehouse,
              carrier: { id: account.id, carrier: account.carrier, label: account.label, apiKey: account.apiKey }, // expect: no-secrets-in-state
              windows,
            },
            ctx,
          ),
        });
      }

      const picked = acceptedContent(ctx.mcpReq.inputResponses, 'window');
      const slot = picked && state.windows.find((w) => w.id === picked.windowId);
      if (!slot) return text('No pickup booked.');

      const booking = await bookPickup(state.carrier, { windowId: slot.id, warehouse: state.warehouse, parcels });
      recordPickup({ id: booking.id, merchantId, warehouseId: state.warehouse.id, start: slot.start, end: slot.end, parcels });
      return text(`Pickup ${booking.id} booked with ${state.carrier.label}, ${slot.start} – ${slot.end}.`);
    },
  );
}
