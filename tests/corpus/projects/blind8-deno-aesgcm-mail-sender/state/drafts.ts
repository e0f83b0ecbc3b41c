// Draft bodies can be large, so they stay on the server. The client only ever
// sees a random handle, which is useless without the matching server entry.
interface Draft {
  owner: string;
  to: string[];
  subject: string;
  body: string;
  created: number;
}

const drafts = new Map<string, Draft>();
const DRAFT_TTL_MS = 10 * 60 * 1000;

export function stashDraft(d: Omit<Draft, 'created'>): string {
  const handle = crypto.randomUUID();
  drafts.set(handle, { ...d, created: Date.now() });
  return handle;
}

export function takeDraft(handle: string, owner: string): Draft | null {
  const d = drafts.get(handle);
  if (!d || d.owner !== owner || Date.now() - d.created > DRAFT_TTL_MS) return null;
  drafts.delete(handle);
  return d;
}
