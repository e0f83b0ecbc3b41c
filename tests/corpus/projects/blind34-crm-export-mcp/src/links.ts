import jwt from 'jsonwebtoken';
import { env } from './env.js';

// signed download links for finished exports, mailed to the user and shown in
// the chat. a day is fine for these: they only fetch a file the user already owns.
export function signDownloadLink(fileId: string, userId: string): string {
  const t = jwt.sign({ sub: userId, fileId }, env.linkSecret, { expiresIn: '24h', audience: 'download' });
  return `${env.publicUrl}/downloads/${t}`;
}

export function readDownloadLink(token: string): { sub: string; fileId: string } {
  return jwt.verify(token, env.linkSecret, { audience: 'download' }) as { sub: string; fileId: string };
}
