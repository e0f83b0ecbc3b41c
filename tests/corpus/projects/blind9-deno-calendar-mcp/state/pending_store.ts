export interface PendingInvite {
  title: string;
  attendees: string[];
  durationMinutes: number;
}

const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * Attendee lists can be long and contain other people's addresses, so they stay on
 * the server. The request state only carries the random handle.
 */
export class PendingInvites {
  constructor(private readonly kv: Deno.Kv) {}

  async put(owner: string, invite: PendingInvite): Promise<string> {
    const handle = crypto.randomUUID();
    await this.kv.set(['pending-invite', owner, handle], invite, { expireIn: TEN_MINUTES_MS });
    return handle;
  }

  /** Single use: a second retry with the same handle finds nothing. */
  async take(owner: string, handle: string): Promise<PendingInvite | null> {
    const key = ['pending-invite', owner, handle];
    const entry = await this.kv.get<PendingInvite>(key);
    if (!entry.value) return null;
    const result = await this.kv.atomic().check(entry).delete(key).commit();
    return result.ok ? entry.value : null;
  }
}
