// Deno KV repository for notes that can share a note and count or purge the notes in a notebook.
// @ts-nocheck
export interface Note {
  id: string;
  notebookId: string;
  title: string;
  archived: boolean;
  sharedWith: { email: string; permission: "read" | "edit" }[];
}

export class NotesRepo {
  constructor(private readonly kv: Deno.Kv) {}

  async get(userId: string, noteId: string): Promise<Note | null> {
    return (await this.kv.get<Note>(["notes", userId, noteId])).value;
  }

  async share(userId: string, noteId: string, email: string, permission: "read" | "edit"): Promise<Note> {
    const key = ["notes", userId, noteId];
    const entry = await this.kv.get<Note>(key);
    if (!entry.value) throw new Error(`note ${noteId} not found`);
    const note = {
      ...entry.value,
      sharedWith: [...entry.value.sharedWith.filter((s) => s.email !== email), { email, permission }],
    };
    const res = await this.kv.atomic().check(entry).set(key, note).commit();
    if (!res.ok) throw new Error("note changed concurrently, retry");
    return note;
  }

  private async *inNotebook(userId: string, notebookId: string, includeArchived: boolean) {
    for await (const entry of this.kv.list<Note>({ prefix: ["notes", userId] })) {
      if (entry.value.notebookId !== notebookId) continue;
      if (entry.value.archived && !includeArchived) continue;
      yield entry;
    }
  }

  async count(userId: string, notebookId: string, includeArchived: boolean): Promise<number> {
    let n = 0;
    for await (const _ of this.inNotebook(userId, notebookId, includeArchived)) n++;
    return n;
  }

  async purgeNotebook(userId: string, notebookId: string, includeArchived: boolean): Promise<number> {
    let n = 0;
    for await (const entry of this.inNotebook(userId, notebookId, includeArchived)) {
      await this.kv.delete(entry.key);
      n++;
    }
    return n;
  }
}
