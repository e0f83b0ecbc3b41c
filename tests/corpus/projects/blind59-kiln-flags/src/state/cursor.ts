import { b64u, utf8 } from '../util/bytes.js';

/** What `archive_stale_flags` remembers between listing candidates and archiving the picked ones. */
export interface ArchiveCursor {
  readonly project: string;
  readonly candidates: readonly string[];
  readonly staleDays: number;
}

const PREFIX = 'ac1.';

export const packCursor = ({ project, candidates, staleDays }: ArchiveCursor): string =>
  PREFIX + b64u.encode(utf8.enc.encode(JSON.stringify([project, candidates, staleDays])));

export function unpackCursor(token: string): ArchiveCursor {
  if (!token.startsWith(PREFIX)) throw new TypeError('not an archive cursor');
  const [project, candidates = [], staleDays = 30] = JSON.parse(utf8.dec.decode(b64u.decode(token.slice(PREFIX.length))));
  return { project, candidates, staleDays };
}
