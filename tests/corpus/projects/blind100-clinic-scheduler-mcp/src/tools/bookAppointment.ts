// book_appointment: offers a handful of open slots, then holds and books the one the patient picks.
// @ts-nocheck
import { acceptedContent, inputRequired } from "@modelcontextprotocol/server";
import { z } from "zod";
import { appointments, patients, slots } from "../data/repository.js";
import { BookingDraft, VisitKind, isClinicId, type SlotId } from "../domain/types.js";
import { EhrError, scheduleVisit } from "../integrations/ehr.js";
import { portalAccount } from "../security/portalAuth.js";
import { ClinicTool, ClinicToolName, clinicTool, formatSlotTime, requiresScope } from "./toolkit.js";

const BookArgs = z.object({
  clinicId: z.string(),
  visitKind: z.nativeEnum(VisitKind),
  earliest: z.string().datetime().optional(),
});

const DRAFT_MAX_AGE_MS = 10 * 60 * 1000;

@clinicTool
export class BookAppointmentTool extends ClinicTool<typeof BookArgs> {
  readonly name = ClinicToolName.BookAppointment;
  readonly description = "Book an appointment: shows open slots and books the one you choose.";
  readonly input = BookArgs;
  override readonly annotations = { destructiveHint: false, idempotentHint: false };

  @requiresScope("appointments:write")
  async call(args: z.infer<typeof BookArgs>, ctx) {
    const account = portalAccount(ctx);
    const raw = await ctx.mcpReq.requestState();

    if (raw === undefined) {
      if (!isClinicId(args.clinicId)) {
        return this.refuse(`Unknown clinic ${args.clinicId}.`);
      }
      const from = args.earliest ? new Date(args.earliest) : new Date();
      const open = await slots.open(args.clinicId, args.visitKind, from, BookingDraft.MAX_OFFERED);
      if (open.length === 0) {
        return this.ok("There are no open slots for that visit type right now.");
      }
      const draft = BookingDraft.fresh(account.patientId, args.clinicId, args.visitKind, open.map((s) => s.id));
      return inputRequired({
        inputRequests: {
          slot: inputRequired.elicit({
            message: `Which time suits you at ${open[0].clinic_name}?`,
            requestedSchema: {
              type: "object",
              properties: {
                slotId: {
                  type: "string",
                  title: "Time",
                  oneOf: open.map((s) => ({ const: s.id, title: `${formatSlotTime(s.starts_at)} with ${s.clinician}` })),
                },
              },
              required: ["slotId"],
            },
          }),
        },
        requestState: Buffer.from(JSON.stringify(draft), "utf8").toString("base64url"), // expect: require-sealed-state
      });
    }

    const draft: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")); // expect: require-sealed-state
    if (!BookingDraft.is(draft) || Date.now() - draft.createdAt > DRAFT_MAX_AGE_MS) {
      return this.refuse("These slot choices have expired; please start the booking again.");
    }

    const pick = acceptedContent<{ slotId: string }>(ctx.mcpReq.inputResponses, "slot");
    if (!pick) {
      return this.ok("No time chosen, so nothing was booked.");
    }
    const slotId = pick.slotId as SlotId;
    if (!draft.offered.includes(slotId)) {
      return this.refuse("Please choose one of the times offered.");
    }

    const held = await slots.hold(slotId, draft.patientId);
    if (!held) {
      return this.refuse("Sorry, that time was just taken. Please try again for fresh times.");
    }
    try {
      const visit = await scheduleVisit(draft.patientId, slotId, draft.visitKind);
      await appointments.create(draft.patientId, slotId, visit.visitRef);
    } catch (err) {
      await slots.release(slotId);
      if (err instanceof EhrError && err.status === 409) {
        return this.refuse("The clinic system rejected the booking (possible duplicate visit).");
      }
      throw err;
    }
    const name = (await patients.displayName(draft.patientId)) ?? "you";
    return this.ok(`Booked ${name} in at ${held.clinic_name}, ${formatSlotTime(held.starts_at)} with ${held.clinician}.`);
  }
}
