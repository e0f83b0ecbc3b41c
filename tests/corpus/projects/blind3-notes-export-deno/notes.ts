export interface Note { id: string; title: string; body: string }

const kv = await Deno.openKv();

export async function listNotebook(owner: string, notebook: string): Promise<Note[]> {
  const notes: Note[] = [];
  for await (const entry of kv.list<Note>({ prefix: ['notes', owner, notebook] })) notes.push(entry.value);
  return notes;
}

export async function renderExport(owner: string, ids: string[], format: 'md' | 'pdf'): Promise<string> {
  const id = crypto.randomUUID();
  await kv.set(['exports', owner, id], { ids, format, createdAt: Date.now() });
  return `https://notes.example.com/exports/${id}.${format}`;
}
