export interface GoogleTokens {
  access_token: string;
  refresh_token?: string;
  /** epoch milliseconds, as returned by google-auth-library */
  expiry_date: number;
}

export interface LinkedAccountStore {
  /** Refresh tokens are kept server-side, encrypted at rest by the store. */
  getRefreshToken(userId: string): Promise<string | null>;
}

const TOKEN_URL = 'https://oauth2.googleapis.com/token';

export class GoogleDrive {
  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly accounts: LinkedAccountStore,
  ) {}

  async accessTokenFor(userId: string): Promise<GoogleTokens> {
    const refreshToken = await this.accounts.getRefreshToken(userId);
    if (!refreshToken) throw new Error('Google Drive is not linked for this user');
    const res = await fetch(TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: this.clientId,
        client_secret: this.clientSecret,
      }),
    });
    if (!res.ok) throw new Error(`Google token refresh failed: ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    if (!body.access_token.startsWith('ya29.')) throw new Error('Unexpected access token format from Google');
    return { access_token: body.access_token, expiry_date: Date.now() + body.expires_in * 1000 };
  }

  static usable(tokens: GoogleTokens): boolean {
    return tokens.expiry_date - 30_000 > Date.now();
  }

  async listFolder(tokens: GoogleTokens, folderId: string): Promise<Array<{ id: string; name: string; md5Checksum?: string; mimeType: string }>> {
    const q = encodeURIComponent(`'${folderId.replace(/'/g, "\\'")}' in parents and trashed = false`);
    const res = await fetch(`https://www.googleapis.com/drive/v3/files?q=${q}&fields=files(id,name,md5Checksum,mimeType)&pageSize=200`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    if (!res.ok) throw new Error(`Drive list failed: ${res.status}`);
    return ((await res.json()) as { files: any[] }).files;
  }

  async download(tokens: GoogleTokens, fileId: string): Promise<ArrayBuffer> {
    const res = await fetch(`https://www.googleapis.com/drive/v3/files/${encodeURIComponent(fileId)}?alt=media`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    if (!res.ok) throw new Error(`Drive download failed: ${res.status}`);
    return res.arrayBuffer();
  }

  async emptyTrash(tokens: GoogleTokens): Promise<void> {
    const res = await fetch('https://www.googleapis.com/drive/v3/files/trash', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    if (!res.ok && res.status !== 204) throw new Error(`Drive emptyTrash failed: ${res.status}`);
  }
}
