import { kv } from '@vercel/kv';

/** A slot held for one patient while they confirm. Kept server-side; the client only sees the hold id. */
export interface SlotHold {
  userId: string;
  tool: string;
  clinicId: string;
  slotId: string;
  date: string;
  expiresAt: number;
}

const HOLD_SECONDS = 5 * 60;

export async function placeHold(hold: Omit<SlotHold, 'expiresAt'>): Promise<string> {
  const holdId = crypto.randomUUID();
  const record: SlotHold = { ...hold, expiresAt: Date.now() + HOLD_SECONDS * 1000 };
  await kv.set(`hold:${holdId}`, record, { ex: HOLD_SECONDS });
  await kv.set(`slot-held:${hold.slotId}`, holdId, { ex: HOLD_SECONDS });
  return holdId;
}

/** Takes the hold out of the store (a hold is used once) if it is this user's, for this tool, and still live. */
export async function claimHold(holdId: string, userId: string, tool: string): Promise<SlotHold | null> {
  const hold = await kv.getdel<SlotHold>(`hold:${holdId}`);
  if (!hold) return null;
  if (hold.userId !== userId || hold.tool !== tool || hold.expiresAt <= Date.now()) return null;
  await kv.del(`slot-held:${hold.slotId}`);
  return hold;
}
