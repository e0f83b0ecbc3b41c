// Scheduling domain types: branded ids, visit kinds, request-state payloads and the booking draft.
// @ts-nocheck

declare const idTag: unique symbol;
type Id<Tag extends string> = string & { readonly [idTag]: Tag };

export type PatientId = Id<"PatientId">;
export type AccountId = Id<"AccountId">;
export type ClinicId = Id<"ClinicId">;
export type SlotId = Id<"SlotId">;
export type AppointmentId = Id<"AppointmentId">;

export enum VisitKind {
  GeneralPractice = "gp",
  Vaccination = "vaccination",
  BloodTest = "blood_test",
  Physiotherapy = "physio",
}

export enum StateKind {
  CancelConfirm = "cancel_confirm",
}

export interface CancelConfirmState {
  readonly kind: StateKind.CancelConfirm;
  readonly requestedAt: number;
}

export type ClinicState = CancelConfirmState;

export interface BookingDraft {
  readonly patientId: PatientId;
  readonly clinicId: ClinicId;
  readonly visitKind: VisitKind;
  readonly offered: readonly SlotId[];
  readonly createdAt: number;
}

export namespace BookingDraft {
  export const MAX_OFFERED = 8;

  export function is(x: unknown): x is BookingDraft {
    if (typeof x !== "object" || x === null) return false;
    const d = x as Record<string, unknown>;
    return (
      typeof d.patientId === "string" &&
      typeof d.clinicId === "string" &&
      Object.values(VisitKind).includes(d.visitKind as VisitKind) &&
      Array.isArray(d.offered) &&
      d.offered.length <= MAX_OFFERED &&
      d.offered.every((s) => typeof s === "string") &&
      typeof d.createdAt === "number"
    );
  }

  export function fresh(patientId: PatientId, clinicId: ClinicId, visitKind: VisitKind, offered: readonly SlotId[]): BookingDraft {
    return { patientId, clinicId, visitKind, offered: offered.slice(0, MAX_OFFERED), createdAt: Date.now() };
  }
}

export function isClinicId(x: unknown): x is ClinicId {
  return typeof x === "string" && /^cl-[a-z]{2,6}-\d{2}$/.test(x);
}

export function assertPatientId(x: unknown): asserts x is PatientId {
  if (typeof x !== "string" || !/^pt_[0-9A-HJKMNP-TV-Z]{26}$/.test(x)) {
    throw new Error("portal account is not linked to a patient record");
  }
}
