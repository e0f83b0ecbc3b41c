import { injectable } from 'inversify';

export interface Note {
  id: string;
  ownerId: string;
  title: string;
  body: string;
  etag: string;
}

export interface NotesRepo {
  get(userId: string, noteId: string): Promise<Note | null>;
  remove(userId: string, noteId: string, ifMatch: string): Promise<boolean>;
}

export interface LinkedAccounts {
  /** Short-lived Drive access token for the user's linked Google account. */
  driveAccessToken(userId: string): Promise<string>;
  driveFolders(accessToken: string): Promise<{ id: string; name: string }[]>;
  uploadToDrive(accessToken: string, folderId: string, name: string, markdown: string): Promise<string>;
}

@injectable()
export class HttpNotesRepo implements NotesRepo {
  private readonly base = process.env.NOTES_API ?? 'http://notes-api:8080';

  async get(userId: string, noteId: string): Promise<Note | null> {
    const res = await fetch(`${this.base}/users/${userId}/notes/${encodeURIComponent(noteId)}`);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`notes-api ${res.status}`);
    return { ...((await res.json()) as Omit<Note, 'etag'>), etag: res.headers.get('etag') ?? '' };
  }

  async remove(userId: string, noteId: string, ifMatch: string): Promise<boolean> {
    const res = await fetch(`${this.base}/users/${userId}/notes/${encodeURIComponent(noteId)}`, {
      method: 'DELETE',
      headers: { 'if-match': ifMatch },
    });
    return res.status === 204;
  }
}

@injectable()
export class GoogleLinkedAccounts implements LinkedAccounts {
  private readonly broker = process.env.ACCOUNT_BROKER_URL ?? 'http://account-broker:8080';

  async driveAccessToken(userId: string): Promise<string> {
    const res = await fetch(`${this.broker}/users/${userId}/google/token`, { method: 'POST' });
    if (!res.ok) throw new Error('Google account not linked');
    return ((await res.json()) as { access_token: string }).access_token;
  }

  async driveFolders(accessToken: string) {
    const q = encodeURIComponent("mimeType='application/vnd.google-apps.folder' and trashed=false");
    const res = await fetch(`https://www.googleapis.com/drive/v3/files?q=${q}&fields=files(id,name)`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return ((await res.json()) as { files: { id: string; name: string }[] }).files;
  }

  async uploadToDrive(accessToken: string, folderId: string, name: string, markdown: string) {
    const meta = { name: `${name}.md`, parents: [folderId], mimeType: 'text/markdown' };
    const form = new FormData();
    form.set('metadata', new Blob([JSON.stringify(meta)], { type: 'application/json' }));
    form.set('file', new Blob([markdown], { type: 'text/markdown' }));
    const res = await fetch('https://www.googleapis.com/upload/drive/v3/files?uploadType=multipart', {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    return ((await res.json()) as { id: string }).id;
  }
}
