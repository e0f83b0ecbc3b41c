// reserve_berth: books a berth window for a vessel after collecting the pre-arrival details from the agent.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { stateCodec, currentUser } from '../state.js';
import { canUseTerminal } from '../auth.js';
import { windowById, vesselByImo } from '../db.js';
import { openSession } from '../portAuthority.js';
import { bookAndNotify } from '../reservations.js';
import { fail, text } from '../results.js';

const TOOL = 'reserve_berth';

const noticeSchema = {
  type: 'object',
  properties: {
    etaLocal: { type: 'string', title: 'ETA (local time, ISO 8601)' },
    draftArrivalM: { type: 'number', title: 'Arrival draft in metres', minimum: 1, maximum: 25 },
    dangerousGoods: { type: 'boolean', title: 'Carrying IMDG dangerous goods?' },
    lastPort: { type: 'string', title: 'Last port of call (UN/LOCODE)', pattern: '^[A-Z]{2}[A-Z0-9]{3}$' },
  },
  required: ['etaLocal', 'draftArrivalM', 'dangerousGoods', 'lastPort'],
};

export function registerReserveBerth(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Reserve a free berth window for a vessel and file its pre-arrival notice with the port authority.',
      inputSchema: {
        windowId: z.string().uuid(),
        vesselImo: z.string().regex(/^\d{7}$/),
      },
    },
    async ({ windowId, vesselImo }, ctx) => {
      const agentId = currentUser(ctx);
      const window = await windowById(windowId);
      const vessel = await vesselByImo(vesselImo);
      if (!window || !vessel) return fail('Unknown berth window or vessel.');
      if (!canUseTerminal(ctx, window.terminal)) return fail(`You are not assigned to terminal ${window.terminal}.`);

      const saved = await ctx.mcpReq.requestState();
      if (!saved) {
        if (Number(vessel.loaM) > Number(window.maxLoaM)) {
          return fail(`${vessel.name} (LOA ${vessel.loaM} m) does not fit ${window.berthCode} (max ${window.maxLoaM} m).`);
        }
        const session = await openSession(ctx.http.authInfo.token, window.terminal);
        const requestState = await stateCodec.mint(
          {
            tool: TOOL,
            windowId,
            vesselImo,
            paSession: session.sessionToken, // expect: no-secrets-in-state
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            notice: inputRequired.elicit({
              message: `Pre-arrival details for ${vessel.name} (IMO ${vessel.imo}) at ${window.berthCode}`,
              requestedSchema: noticeSchema,
            }),
          },
          requestState,
        });
      }

      if (saved.tool !== TOOL || saved.windowId !== windowId || saved.vesselImo !== vesselImo) {
        return fail('The pending reservation does not match this request; start again.');
      }
      const notice = acceptedContent(ctx.mcpReq.inputResponses, 'notice');
      if (!notice) return text('Reservation abandoned; the berth window was not booked.');

      try {
        const booked = await bookAndNotify({ window, vessel, agentId, sessionToken: saved.paSession, notice });
        return text(
          `Booked ${window.berthCode} for ${vessel.name}. Port call ${booked.portCallRef}, notice ${booked.noticeId ?? 'pending'}.`,
          booked,
        );
      } catch (err) {
        return fail(`Could not complete the reservation: ${err.message}`);
      }
    },
  );
}
