// cancel_appointment: cancels one of the patient's upcoming appointments after they confirm.
// @ts-nocheck
import { acceptedContent, inputRequired } from "@modelcontextprotocol/server";
import { z } from "zod";
import { appointments, slots } from "../data/repository.js";
import { StateKind } from "../domain/types.js";
import { EhrError, cancelVisit } from "../integrations/ehr.js";
import { portalAccount } from "../security/portalAuth.js";
import { StateInvalid, stateCodec, verifiedState } from "../security/stateCodec.js";
import { settings } from "../settings.js";
import { ClinicTool, ClinicToolName, clinicTool, formatSlotTime, requiresScope } from "./toolkit.js";

const CancelArgs = z.object({
  appointmentId: z.string().uuid(),
});

const HOUR_MS = 3_600_000;

@clinicTool
export class CancelAppointmentTool extends ClinicTool<typeof CancelArgs> {
  readonly name = ClinicToolName.CancelAppointment;
  readonly description = "Cancel an upcoming appointment. You will be asked to confirm.";
  readonly input = CancelArgs;
  override readonly annotations = { destructiveHint: true };

  @requiresScope("appointments:write")
  async call(args: z.infer<typeof CancelArgs>, ctx) {
    const account = portalAccount(ctx);
    const appointment = await appointments.ofPatient(args.appointmentId, account.patientId);
    if (!appointment || appointment.status !== "booked") {
      return this.refuse("No upcoming appointment with that id on your record.");
    }
    const noticeMs = appointment.starts_at.getTime() - Date.now();
    if (noticeMs < settings.cancellation.minNoticeHours * HOUR_MS) {
      return this.refuse(`Appointments within ${settings.cancellation.minNoticeHours} hours must be cancelled by phone.`);
    }

    const raw = await ctx.mcpReq.requestState();
    if (raw === undefined) {
      const state = await stateCodec.mint({ kind: StateKind.CancelConfirm, requestedAt: Date.now() }, ctx); // expect: require-state-binding
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Cancel your appointment at ${appointment.clinic_name} on ${formatSlotTime(appointment.starts_at)}?`,
            requestedSchema: {
              type: "object",
              properties: {
                confirm: { type: "boolean", title: "Yes, cancel it" },
                reason: { type: "string", title: "Reason (optional)", maxLength: 200 },
              },
              required: ["confirm"],
            },
          }),
        },
        requestState: state,
      });
    }

    try {
      await verifiedState(raw, ctx, StateKind.CancelConfirm);
    } catch (err) {
      if (err instanceof StateInvalid) {
        return this.refuse("This confirmation has expired. Please ask again to cancel.");
      }
      throw err;
    }

    const answer = acceptedContent<{ confirm: boolean; reason?: string }>(ctx.mcpReq.inputResponses, "confirm");
    if (!answer?.confirm) {
      return this.ok("Okay, your appointment is still booked.");
    }

    try {
      await cancelVisit(appointment.ehr_ref, answer.reason ?? null);
    } catch (err) {
      if (err instanceof EhrError && err.status === 404) {
        return this.refuse("The clinic system no longer has this visit; please call the clinic.");
      }
      throw err;
    }
    await appointments.markCancelled(appointment.id, answer.reason ?? null);
    await slots.release(appointment.slot_id);
    return this.ok(`Cancelled your ${formatSlotTime(appointment.starts_at)} appointment at ${appointment.clinic_name}.`);
  }
}
