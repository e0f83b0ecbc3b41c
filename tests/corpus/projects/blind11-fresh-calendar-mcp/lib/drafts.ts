import { STATE_TTL_MS } from "./sealed_state.ts";

const kv = await Deno.openKv();

export interface MeetingDraft {
  owner: string;
  title: string;
  attendees: string[];
  durationMinutes: number;
  slots: { start: string; end: string }[];
}

/**
 * Free/busy results can be large, so they stay server-side under an unguessable handle;
 * only the handle travels (encrypted) in requestState.
 */
export async function saveDraft(draft: MeetingDraft): Promise<string> {
  const handle = crypto.randomUUID();
  await kv.set(["drafts", handle], draft, { expireIn: STATE_TTL_MS });
  return handle;
}

export async function takeDraft(handle: string, owner: string): Promise<MeetingDraft | null> {
  const entry = await kv.get<MeetingDraft>(["drafts", handle]);
  if (!entry.value || entry.value.owner !== owner) return null;
  // single use: a second retry with the same state finds nothing
  const res = await kv.atomic().check(entry).delete(["drafts", handle]).commit();
  return res.ok ? entry.value : null;
}

export interface Session {
  userId: string;
  email: string;
  scopes: string[];
  expiresAt: number;
  googleRefreshToken: string;
}

export async function sessionByTokenHash(hash: string): Promise<Session | null> {
  return (await kv.get<Session>(["sessions", hash])).value;
}
