// Decodes the pending reschedule carried in a charter requestState.
// @ts-nocheck
export interface PendingChange {
  tool: string;
  step: string;
  bookingId: string;
  newSlotId: string;
  feeCents: number;
}

export function pendingChange(raw?: string): PendingChange | undefined {
  if (!raw) return undefined;
  const [, body] = raw.split('.');
  if (!body) return undefined;
  const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  const payload = envelope?.p;
  if (!payload || payload.tool !== 'reschedule_trip' || payload.step !== 'confirm') return undefined;
  return payload as PendingChange;
}
