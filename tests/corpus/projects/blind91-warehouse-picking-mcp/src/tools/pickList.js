// Tool that reserves bins for a picking wave and assigns a cart the picker chooses.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { assignCart, freeCarts, waveLines } from '../db.js';
import { confirmReservation, reserveBins } from '../wms.js';
import { createPickSession, takePickSession } from '../state/pickSessions.js';

const TOOL = 'start_pick_wave';

const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerPickList(server, whoAmI) {
  server.registerTool(
    TOOL,
    {
      description: 'Reserve stock for a picking wave and start picking with a free cart.',
      inputSchema: z.object({ waveId: z.string() }),
    },
    async ({ waveId }, ctx) => {
      const me = whoAmI(ctx);
      const handle = ctx.mcpReq.requestState();

      if (!handle) {
        const lines = await waveLines(me.siteId, waveId);
        if (lines.length === 0) return refuse('Nothing pickable in that wave.');
        const carts = await freeCarts(me.siteId);
        if (carts.length === 0) return refuse('No free carts right now.');
        const reservation = await reserveBins(me.siteId, lines);

        const requestState = await createPickSession({
          userId: me.userId,
          tool: TOOL,
          siteId: me.siteId,
          waveId,
          reservationId: reservation.id,
          leaseToken: reservation.leaseToken,
          lines,
        });
        return inputRequired({
          inputRequests: {
            cart: inputRequired.elicit({
              message: `${lines.length} lines reserved for wave ${waveId}. Which cart are you taking?`,
              requestedSchema: {
                type: 'object',
                properties: { cartId: { type: 'string', oneOf: carts.map((c) => ({ const: c.id, title: c.label })) } },
                required: ['cartId'],
              },
            }),
          },
          requestState,
        });
      }

      const session = await takePickSession(handle, { userId: me.userId, tool: TOOL });
      if (!session || session.waveId !== waveId || session.siteId !== me.siteId) {
        return refuse('This pick session is unknown or has expired. Start the wave again.');
      }
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'cart');
      if (!choice) return refuse('Wave start cancelled; the reservation will lapse.');
      if (!(await assignCart(choice.cartId, me.siteId, me.userId, waveId))) return refuse('That cart was just taken.');

      await confirmReservation(me.siteId, session.reservationId, session.leaseToken, choice.cartId);
      return {
        content: [{ type: 'text', text: `Wave ${waveId} started on cart ${choice.cartId}: ${session.lines.length} lines.` }],
        structuredContent: { waveId, cartId: choice.cartId, lines: session.lines },
      };
    },
  );
}
