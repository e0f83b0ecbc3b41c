// Client for the practice's EHR scheduling API (book and cancel visits in the clinical record).
// @ts-nocheck
import { settings } from "../settings.js";
import type { PatientId, SlotId, VisitKind } from "../domain/types.js";

export class EhrError extends Error {
  constructor(readonly status: number, readonly code: string | undefined, message: string) {
    super(message);
    this.name = "EhrError";
  }
}

interface EhrVisit {
  visitRef: string;
  status: "scheduled" | "cancelled";
}

async function ehr<T>(method: "POST" | "DELETE", path: string, body?: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${settings.ehr.baseUrl}/practices/${settings.ehr.practiceId}${path}`, {
    method,
    headers: {
      "x-api-key": settings.ehr.apiKey,
      "content-type": "application/json",
      accept: "application/json",
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) {
    const problem = (await res.json().catch(() => ({}))) as { code?: string; detail?: string };
    throw new EhrError(res.status, problem.code, problem.detail ?? `EHR ${method} ${path} failed`);
  }
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

export function scheduleVisit(patientId: PatientId, slotId: SlotId, kind: VisitKind): Promise<EhrVisit> {
  return ehr<EhrVisit>("POST", "/visits", { patientRef: patientId, slotRef: slotId, visitType: kind, source: "portal-assistant" });
}

export function cancelVisit(visitRef: string, reason: string | null): Promise<void> {
  return ehr<void>("DELETE", `/visits/${encodeURIComponent(visitRef)}`, { reason: reason ?? "patient request via portal" });
}
