export interface Note {
  id: string;
  title: string;
  body: string;
  tags: string[];
  updatedAt: string;
}

export interface ExportFolder {
  id: string;
  name: string;
}

export async function notesTagged(kv: Deno.Kv, owner: string, tag: string): Promise<Note[]> {
  const out: Note[] = [];
  for await (const entry of kv.list<Note>({ prefix: ["notes", owner] })) {
    if (entry.value.tags.includes(tag)) out.push(entry.value);
  }
  return out;
}

export async function loadNotes(kv: Deno.Kv, owner: string, ids: string[]): Promise<Note[]> {
  const entries = await kv.getMany<Note[]>(ids.map((id) => ["notes", owner, id]));
  return entries.flatMap((e) => (e.value ? [e.value] : []));
}

export async function exportFolders(kv: Deno.Kv, owner: string): Promise<ExportFolder[]> {
  const out: ExportFolder[] = [];
  for await (const entry of kv.list<ExportFolder>({ prefix: ["folders", owner] })) out.push(entry.value);
  return out;
}

export async function saveExport(kv: Deno.Kv, owner: string, folderId: string, file: { name: string; body: string }) {
  const id = crypto.randomUUID();
  await kv.set(["exports", owner, folderId, id], { ...file, createdAt: new Date().toISOString() });
  return id;
}

export function render(notes: Note[], format: "markdown" | "json"): string {
  if (format === "json") return JSON.stringify(notes, null, 2);
  return notes.map((n) => `# ${n.title}\n\n_${n.tags.map((t) => `#${t}`).join(" ")}_\n\n${n.body}\n`).join("\n---\n\n");
}
