// find_slots: read-only search for open appointment slots at a clinic.
// @ts-nocheck
import { z } from "zod";
import { slots } from "../data/repository.js";
import { VisitKind, isClinicId } from "../domain/types.js";
import { portalAccount } from "../security/portalAuth.js";
import { ClinicTool, ClinicToolName, clinicTool, formatSlotTime, requiresScope } from "./toolkit.js";

const FindArgs = z.object({
  clinicId: z.string(),
  visitKind: z.nativeEnum(VisitKind),
  from: z.string().datetime().optional(),
  limit: z.number().int().min(1).max(20).default(10),
});

@clinicTool
export class FindSlotsTool extends ClinicTool<typeof FindArgs> {
  readonly name = ClinicToolName.FindSlots;
  readonly description = "List open appointment slots at a clinic for a visit type.";
  readonly input = FindArgs;
  override readonly annotations = { readOnlyHint: true };

  @requiresScope("appointments:read")
  async call(args: z.infer<typeof FindArgs>, ctx) {
    portalAccount(ctx);
    if (!isClinicId(args.clinicId)) {
      return this.refuse(`Unknown clinic ${args.clinicId}.`);
    }
    const from = args.from ? new Date(args.from) : new Date();
    const found = await slots.open(args.clinicId, args.visitKind, from, args.limit);
    if (found.length === 0) {
      return this.ok("No open slots found for that clinic and visit type.");
    }
    return this.ok(
      found.map((s) => `${s.id}  ${formatSlotTime(s.starts_at)}  ${s.clinician} (${s.minutes} min)`).join("\n"),
    );
  }
}
