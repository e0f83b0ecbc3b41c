import { z } from 'zod';
import { accepted, askForm } from '../dispatcher.js';
import { mailboxOf } from '../vault.js';

const Args = z.object({
  query: z.string().min(1).describe('Gmail search, e.g. "from:alerts@example.com"'),
  olderThanDays: z.number().int().min(1).max(3650).default(30),
});

const BATCH = 100;
const MAX_THREADS = 2_000;

async function matching(mailbox, q) {
  const ids = [];
  let pageToken;
  do {
    const page = await mailbox.search(q, pageToken);
    for (const t of page.threads ?? []) ids.push(t.id);
    pageToken = page.nextPageToken;
  } while (pageToken && ids.length < MAX_THREADS);
  return ids.slice(0, MAX_THREADS);
}

export const archiveThreads = {
  name: 'archive_threads',
  description: 'Archive every inbox thread matching a search and older than N days.',
  inputSchema: {
    type: 'object',
    properties: { query: { type: 'string' }, olderThanDays: { type: 'integer', minimum: 1, default: 30 } },
    required: ['query'],
  },
  annotations: { destructiveHint: true },
  parse: (raw) => Args.parse(raw),

  async run(turn) {
    const { query, olderThanDays } = turn.args;
    const q = `in:inbox older_than:${olderThanDays}d (${query})`;
    const mailbox = mailboxOf(turn.userId);

    if (!turn.saved) {
      const ids = await matching(mailbox, q);
      if (ids.length === 0) return { content: [{ type: 'text', text: 'Nothing matches; the inbox is unchanged.' }] };
      return turn.ask(
        {
          confirm: askForm(`Archive ${ids.length} threads matching "${q}"?`, {
            archive: { type: 'boolean', title: `Archive ${ids.length} threads`, default: false },
          }),
        },
        { counted: ids.length, q },
      );
    }

    if (!accepted(turn.answers.confirm)?.archive) return { content: [{ type: 'text', text: 'Nothing was archived.' }] };

    // Same query as confirmed (the state's argsDigest pins query and age); mail that
    // arrived since simply ages in later.
    const ids = await matching(mailbox, turn.saved.q);
    for (let i = 0; i < ids.length; i += BATCH) {
      await mailbox.archive(ids.slice(i, i + BATCH));
      await turn.progress(Math.min(i + BATCH, ids.length), ids.length, 'Archiving');
    }
    return { content: [{ type: 'text', text: `Archived ${ids.length} threads (${turn.saved.counted} when you confirmed).` }] };
  },
};
