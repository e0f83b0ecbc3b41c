import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { cfg } from '../env.js';
import { call, grantFor, shipment } from '../carrier.js';
import { pick } from '../lib/obj.js';
import { unwrap, wrap } from '../lib/wrap.js';
import { who } from '../who.js';

const NAME = 'cancel_shipment';
const FIVE_MIN = 5 * 60 * 1000;

const Reason = z.enum(['customer_request', 'address_issue', 'duplicate', 'other']);

export function register(server: McpServer): void {
  server.registerTool(
    NAME,
    {
      title: 'Cancel shipment',
      description: 'Cancel a shipment that has not been picked up yet and void its label. Asks the agent to confirm.',
      inputSchema: { parcel: z.string().min(6), account: z.string(), reason: Reason },
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async ({ parcel, account, reason }, ctx) => {
      const sub = who(ctx);
      const blob = ctx.mcpReq.requestState<string>();

      if (blob === undefined) {
        const info = await shipment(parcel, account);
        if (info.status !== 'created') {
          return { content: [{ type: 'text', text: `${parcel} is already ${info.status}; it can no longer be cancelled.` }] };
        }
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel ${parcel} (${info.service} to ${info.to}) and void its label?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, cancel it' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: wrap({ sub, t: NAME, step: 'confirm' }, cfg.s, FIVE_MIN), // expect: require-state-binding, no-weak-state-key
        });
      }

      const data = unwrap<{ sub: string; t: string; step: string }>(blob, cfg.s);
      if (!data || data.sub !== sub || data.t !== NAME || data.step !== 'confirm') {
        return { isError: true, content: [{ type: 'text', text: 'This confirmation is no longer valid, start again.' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: `${parcel} was kept.` }] };

      const res = await grantFor(account);
      const done = await call<{ parcel: string; status: string }>(res.access_token, `/v2/shipments/${parcel}/cancel`, {
        method: 'POST',
        body: JSON.stringify({ reason, by: sub }),
      });
      return {
        content: [{ type: 'text', text: `Cancelled ${done.parcel}.` }],
        structuredContent: pick(done, ['parcel', 'status']),
      };
    },
  );
}
