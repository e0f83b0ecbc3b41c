// In-memory notes store with per-user visibility, paged search and notebook deletion.
import { randomUUID } from 'node:crypto';

const PAGE = 20;

// In-memory stand-in for the notes service; swap for the real client in prod.
export const createStore = (seed = []) => {
  const notes = new Map(seed.map((n) => [n.id, n]));

  const visibleTo = (userId) => (n) => n.ownerId === userId || n.sharedWith.includes(userId);

  return Object.freeze({
    search(userId, query, { includeArchived = false, pageToken } = {}) {
      const offset = pageToken ? Number(Buffer.from(pageToken, 'base64url').toString()) || 0 : 0;
      const hits = [...notes.values()]
        .filter(visibleTo(userId))
        .filter((n) => includeArchived || !n.archived)
        .filter((n) => n.title.toLowerCase().includes(query.toLowerCase()));
      const page = hits.slice(offset, offset + PAGE);
      const next = offset + PAGE < hits.length ? Buffer.from(String(offset + PAGE)).toString('base64url') : undefined;
      return { page, total: hits.length, nextPageToken: next };
    },
    countInNotebook(userId, notebookId) {
      return [...notes.values()].filter((n) => n.notebookId === notebookId && n.ownerId === userId).length;
    },
    deleteNotebook(userId, notebookId) {
      let removed = 0;
      for (const [id, n] of notes) {
        if (n.notebookId === notebookId && n.ownerId === userId) {
          notes.delete(id);
          removed += 1;
        }
      }
      return { removed, receipt: randomUUID() };
    },
  });
};
