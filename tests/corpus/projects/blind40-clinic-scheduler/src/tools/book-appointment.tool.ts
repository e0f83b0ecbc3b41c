import { inputRequired, acceptedContent, type ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { EhrClient } from '../ehr/ehr.client.js';
import { RequestStates } from '../state/request-state.codec.js';
import { ClinicTool, Tool, callerOf, rejected, text } from './tool.decorator.js';

const TOOL = 'book_appointment';

interface BookArgs {
  patientId: string;
  specialty: string;
  week: string;
}

interface BookingState {
  tool: typeof TOOL;
  patientId: string;
  offered: string[];
  ehrSession: string;
}

@Tool({
  name: TOOL,
  title: 'Book an appointment',
  description: 'Find open slots for a patient and book the one they pick',
  input: {
    patientId: z.string(),
    specialty: z.string().describe('e.g. dermatology, physiotherapy'),
    week: z.string().describe('ISO week, e.g. 2026-W32'),
  },
})
export class BookAppointmentTool extends ClinicTool<BookArgs> {
  constructor(
    private readonly ehr: EhrClient,
    private readonly states: RequestStates,
  ) {
    super();
  }

  async handle({ patientId, specialty, week }: BookArgs, ctx: ServerContext) {
    callerOf(ctx);
    const state = ctx.mcpReq.requestState<BookingState>();

    if (state === undefined) {
      const bearer = ctx.http!.authInfo!.token;
      const session = await this.ehr.openBookingSession(bearer, patientId, specialty, week);
      if (session.slots.length === 0) return text(`No ${specialty} slots in ${week}.`);

      const payload: BookingState = {
        tool: TOOL,
        patientId,
        offered: session.slots.map((s) => s.id),
        ehrSession: session.sessionToken, // expect: no-secrets-in-state
      };
      return inputRequired({
        inputRequests: {
          slot: inputRequired.elicit({
            message: `Open ${specialty} slots in ${week}:`,
            requestedSchema: {
              type: 'object',
              properties: {
                slotId: {
                  type: 'string',
                  oneOf: session.slots.map((s) => ({ const: s.id, title: `${s.start} with ${s.clinician}` })),
                },
              },
              required: ['slotId'],
            },
          }),
        },
        requestState: await this.states.mint(payload, ctx),
      });
    }

    if (state.tool !== TOOL || state.patientId !== patientId) return rejected('state does not belong to this booking');

    const pick = acceptedContent<{ slotId: string }>(ctx.mcpReq.inputResponses, 'slot');
    if (!pick || !state.offered.includes(pick.slotId)) return text('No slot chosen; nothing was booked.');

    const appointment = await this.ehr.book(state.ehrSession, pick.slotId);
    return text(`Booked ${appointment.start} with ${appointment.clinician} (appointment ${appointment.id}).`);
  }
}
