// Valibot schemas for the sealed state envelope and for each tool's state payload.
import * as v from 'valibot';

export class StateRejected extends Error {
  constructor(reason) {
    super(`Invalid or expired requestState (${reason})`);
    this.name = 'StateRejected';
  }
}

export const EnvelopeSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  tool: v.optional(v.string()),
  exp: v.pipe(v.number(), v.integer()),
  data: v.unknown(),
});

const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9\-.]{1,64}$/));

export const BookingStateSchema = v.object({
  slotId: Id,
  practitionerId: Id,
  start: v.string(),
  end: v.string(),
  ehrAccessToken: v.string(),
});

export const CancelStateSchema = v.object({
  appointmentId: Id,
});

export const RescheduleStateSchema = v.object({
  appointmentId: Id,
  newSlotId: Id,
  previousStart: v.string(),
});
