// CRM note repository interface and a REST implementation that searches contacts and creates notes.
// @ts-nocheck
export interface Contact {
  id: string;
  name: string;
  company?: string;
}

export interface Note {
  contactId: string;
  body: string;
  pipeline: string;
  author: string;
}

export abstract class NoteRepository {
  abstract searchContacts(query: string, token: string): Promise<Contact[]>;
  abstract createNote(note: Note, token: string): Promise<string>;

  protected assertToken(token: string): void {
    if (!token) throw new Error('CRM access token missing');
  }
}

export class RestNoteRepository extends NoteRepository {
  constructor(private readonly base: string) {
    super();
  }

  async searchContacts(query: string, token: string): Promise<Contact[]> {
    this.assertToken(token);
    const res = await fetch(`${this.base}/contacts?q=${encodeURIComponent(query)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`CRM search failed: ${res.status}`);
    return ((await res.json()) as { results: Contact[] }).results;
  }

  async createNote(note: Note, token: string): Promise<string> {
    this.assertToken(token);
    const res = await fetch(`${this.base}/notes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(note),
    });
    if (!res.ok) throw new Error(`CRM rejected note: ${res.status}`);
    return ((await res.json()) as { id: string }).id;
  }
}
