import { z } from 'zod';
import { accepted, askForm } from '../dispatcher.js';
import { mailboxOf } from '../vault.js';

const Args = z.object({ label: z.string().optional() });
const MAX_SUBJECTS = 150;

export const inboxDigest = {
  name: 'inbox_digest',
  description: 'Summarise recent threads in the shared inbox.',
  arguments: [{ name: 'label', description: 'Only threads with this label', required: false }],
  parse: (raw) => Args.parse(raw ?? {}),

  async run(turn) {
    const { label } = turn.args;
    const mailbox = mailboxOf(turn.userId);

    if (!turn.saved) {
      const window = accepted(turn.answers.window);
      if (!window) {
        return turn.ask(
          { window: askForm('Digest of how many days?', { days: { type: 'integer', enum: [1, 3, 7], default: 1 } }) },
          { stage: 'window' },
        );
      }
    }

    const days = turn.saved?.days ?? accepted(turn.answers.window)?.days ?? 1;
    const q = `newer_than:${days}d${label ? ` label:${label}` : ''}`;
    const subjects = [...(turn.saved?.subjects ?? [])];
    let pageToken = turn.saved?.pageToken;

    const wantMore = turn.saved?.stage !== 'more' || accepted(turn.answers.more)?.more;
    if (wantMore) {
      const page = await mailbox.search(q, pageToken);
      for (const t of page.threads ?? []) subjects.push(t.snippet);
      pageToken = page.nextPageToken;
      if (pageToken && subjects.length < MAX_SUBJECTS) {
        return turn.ask(
          { more: askForm(`${subjects.length} threads so far. Include older ones too?`, { more: { type: 'boolean', default: false } }) },
          { stage: 'more', days, pageToken, subjects },
        );
      }
    }

    return {
      description: `Inbox digest, last ${days} day(s)`,
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text:
              `These are snippets of the ${subjects.length} threads from the last ${days} day(s)${label ? ` labelled ${label}` : ''}.\n` +
              'Group them by topic, say which need a reply today, and which can be archived.\n\n' +
              subjects.map((s) => `- ${s}`).join('\n'),
          },
        },
      ],
    };
  },
};
