import type { Settings } from './settings';

// What the second round needs to file a note. The retry only gets back the
// state plus the user's answer, so the snapshot has to be self-contained.

export interface NoteArgs {
  contactId: string;
  topic: string;
  bullets: string[];
}

export interface NoteSnapshot {
  sub: string;
  tool: string;
  contactId: string;
  topic: string;
  body: string;
  relay: { base: string; pass: string };
}

export function renderBody(args: NoteArgs, maxChars: number): string {
  const lines = [`Topic: ${args.topic}`, '', ...args.bullets.map((b) => `• ${b.trim()}`)];
  const body = lines.join('\n');
  return body.length > maxChars ? body.slice(0, maxChars) : body;
}

export function snapshotFor(cfg: Settings, user: string, tool: string, args: NoteArgs): NoteSnapshot {
  return {
    sub: user,
    tool,
    contactId: args.contactId,
    topic: args.topic,
    body: renderBody(args, cfg.maxNoteChars),
    relay: { base: cfg.upstream.baseUrl, pass: cfg.upstream.pass },
  };
}

export function preview(snapshot: NoteSnapshot): string {
  const head = snapshot.body.split('\n').slice(0, 6).join('\n');
  return `File this note on contact ${snapshot.contactId}?\n\n${head}`;
}

export async function fileNote(snapshot: NoteSnapshot, finalBody: string): Promise<string> {
  const res = await fetch(`${snapshot.relay.base}/contacts/${snapshot.contactId}/notes`, {
    method: 'POST',
    headers: { 'x-api-key': snapshot.relay.pass, 'content-type': 'application/json' },
    body: JSON.stringify({ subject: snapshot.topic, body: finalBody, author: snapshot.sub }),
  });
  if (!res.ok) throw new Error(`CRM answered ${res.status}`);
  const created = (await res.json()) as { id: string };
  return created.id;
}
