import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { cfg } from '../env.js';
import { call, grantFor, type Slot } from '../carrier.js';
import { merge } from '../lib/obj.js';
import { unwrap, wrap } from '../lib/wrap.js';
import { who } from '../who.js';

const NAME = 'reschedule_delivery';
const WINDOW = 8 * 60 * 1000;

type Data = {
  sub: string;
  t: string;
  parcel: string;
  account: string;
  slots: string[];
  x: string;
};

const refused = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export function register(server: McpServer): void {
  server.registerTool(
    NAME,
    {
      title: 'Reschedule delivery',
      description: 'Offer the customer the delivery slots the carrier has left and move the parcel to the one picked.',
      inputSchema: { parcel: z.string().min(6), account: z.string() },
    },
    async ({ parcel, account }, ctx) => {
      const sub = who(ctx);
      const blob = ctx.mcpReq.requestState<string>();

      if (blob === undefined) {
        // The grant endpoint is rate limited per shipper; one grant covers both rounds.
        const res = await grantFor(account);
        const offered = await call<{ slots: Slot[] }>(res.access_token, `/v2/shipments/${parcel}/slots`);
        if (offered.slots.length === 0) {
          return { content: [{ type: 'text', text: `No other slots for ${parcel}.` }] };
        }
        const data = merge(
          { sub, t: NAME, parcel, account, slots: offered.slots.map((s) => s.id) },
          { x: res.access_token }, // expect: no-secrets-in-state
        );
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Pick a new slot for ${parcel}`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slot: {
                    type: 'string',
                    enum: offered.slots.map((s) => s.id),
                    enumNames: offered.slots.map((s) => `${s.from} – ${s.to}`),
                  },
                },
                required: ['slot'],
              },
            }),
          },
          requestState: wrap(data, cfg.s, WINDOW), // expect: no-weak-state-key
        });
      }

      const data = unwrap<Data>(blob, cfg.s);
      if (!data || data.sub !== sub || data.t !== NAME) return refused('This reschedule has expired, start again.');
      if (data.parcel !== parcel || data.account !== account) return refused('The parcel changed between the two steps.');

      const picked = acceptedContent<{ slot: string }>(ctx.mcpReq.inputResponses, 'slot');
      if (!picked || !data.slots.includes(picked.slot)) return refused('No slot was picked.');

      await call(data.x, `/v2/shipments/${data.parcel}/reschedule`, {
        method: 'POST',
        body: JSON.stringify({ slot: picked.slot, requestedBy: sub }),
      });
      return { content: [{ type: 'text', text: `Moved ${data.parcel} to slot ${picked.slot}.` }] };
    },
  );
}
