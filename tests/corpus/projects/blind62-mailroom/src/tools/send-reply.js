import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { accepted, askForm, askModel, askRoots } from '../dispatcher.js';
import { mailboxOf, passcodeMatches, sendPasscode } from '../vault.js';

const Args = z.object({
  threadId: z.string().min(1),
  replyAll: z.boolean().default(false),
});

const INTERNAL_DOMAINS = (process.env.MAILROOM_INTERNAL_DOMAINS ?? 'example.com').split(',').map((d) => d.trim().toLowerCase());
const isInternal = (address) => INTERNAL_DOMAINS.includes(address.split('@').pop()?.toLowerCase() ?? '');

const header = (message, name) => message.payload.headers.find((h) => h.name.toLowerCase() === name)?.value ?? '';

function lastText(thread) {
  const last = thread.messages.at(-1);
  const part = last.payload.parts?.find((p) => p.mimeType === 'text/plain') ?? last.payload;
  return Buffer.from(part.body?.data ?? '', 'base64url').toString('utf8');
}

async function outboxFiles(roots) {
  const files = [];
  for (const root of roots ?? []) {
    if (!root.uri.startsWith('file:')) continue;
    const dir = join(fileURLToPath(root.uri), 'outbox');
    for (const name of await readdir(dir).catch(() => [])) files.push({ uri: `file://${join(dir, name)}`, name });
  }
  return files.slice(0, 20);
}

function mime({ to, cc, subject, body, attachment }) {
  const boundary = `mailroom-${Date.now().toString(36)}`;
  const lines = [`To: ${to.join(', ')}`, ...(cc.length ? [`Cc: ${cc.join(', ')}`] : []), `Subject: ${subject}`, 'MIME-Version: 1.0'];
  if (!attachment) return [...lines, 'Content-Type: text/plain; charset=utf-8', '', body].join('\r\n');
  return [
    ...lines,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    `--${boundary}`,
    `Content-Type: application/octet-stream; name="${attachment.name}"`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: attachment; filename="${attachment.name}"`,
    '',
    attachment.data.toString('base64'),
    `--${boundary}--`,
  ].join('\r\n');
}

export const sendReply = {
  name: 'send_reply',
  description: 'Draft a reply to a thread with your model, review it, and send it. Mail to outside addresses needs a passcode.',
  inputSchema: {
    type: 'object',
    properties: { threadId: { type: 'string' }, replyAll: { type: 'boolean', default: false } },
    required: ['threadId'],
  },
  annotations: { destructiveHint: true, openWorldHint: true },
  parse: (raw) => Args.parse(raw),

  async run(turn, { deliverPasscode }) {
    const { threadId, replyAll } = turn.args;
    const mailbox = mailboxOf(turn.userId);

    // Round 1: tone, and where attachments may come from.
    if (!turn.saved) {
      return turn.ask(
        {
          tone: askForm('How should the reply sound?', {
            tone: { type: 'string', enum: ['friendly', 'neutral', 'formal'], default: 'neutral' },
            length: { type: 'string', enum: ['short', 'medium'], default: 'short' },
          }),
          workspace: askRoots(),
        },
        { stage: 'compose' },
      );
    }

    // Round 2: let the client's model write the draft.
    if (turn.saved.stage === 'compose') {
      const tone = accepted(turn.answers.tone) ?? { tone: 'neutral', length: 'short' };
      const thread = await mailbox.thread(threadId);
      const first = thread.messages[0];
      const last = thread.messages.at(-1);
      const to = [header(last, 'from')];
      const cc = replyAll ? header(last, 'cc').split(',').map((s) => s.trim()).filter(Boolean) : [];
      return turn.ask(
        {
          draft: askModel(
            `You write ${tone.tone}, ${tone.length} email replies for a shared support inbox. Plain text, no signature.`,
            `Subject: ${header(first, 'subject')}\n\nLatest message:\n${lastText(thread)}`,
            700,
          ),
        },
        {
          stage: 'review',
          subject: `Re: ${header(first, 'subject').replace(/^re:\s*/i, '')}`,
          to,
          cc,
          attachments: await outboxFiles(turn.answers.workspace?.roots),
        },
      );
    }

    // Round 3: the person edits and confirms; outside recipients need a passcode.
    if (turn.saved.stage === 'review') {
      const draft = turn.answers.draft?.content?.text ?? '';
      const external = [...turn.saved.to, ...turn.saved.cc].some((a) => !isInternal(a.replace(/.*<|>.*/g, '')));
      if (external) await sendPasscode(turn.userId, (code) => deliverPasscode(turn.userId, code));
      const choices = turn.saved.attachments;
      return turn.ask(
        {
          review: askForm(
            `Send to ${turn.saved.to.join(', ')}${turn.saved.cc.length ? ` (cc ${turn.saved.cc.join(', ')})` : ''}?` +
              (external ? ' It leaves the company: enter the passcode we just sent you.' : ''),
            {
              body: { type: 'string', title: 'Reply', default: draft },
              attachment: { type: 'string', title: 'Attach', enum: ['none', ...choices.map((c) => c.uri)], enumNames: ['Nothing', ...choices.map((c) => c.name)], default: 'none' },
              send: { type: 'boolean', title: 'Send now', default: false },
              ...(external ? { passcode: { type: 'string', title: 'Passcode', minLength: 6, maxLength: 6 } } : {}),
            },
            external ? ['body', 'send', 'passcode'] : ['body', 'send'],
          ),
        },
        { ...turn.saved, stage: 'send', external },
      );
    }

    // Round 4: check, then send.
    const review = accepted(turn.answers.review);
    if (!review?.send) return { content: [{ type: 'text', text: 'Not sent. The draft was discarded.' }] };
    if (turn.saved.external && !passcodeMatches(turn.userId, review.passcode)) {
      return { isError: true, content: [{ type: 'text', text: 'Wrong or expired passcode; nothing was sent.' }] };
    }

    const chosen = turn.saved.attachments.find((a) => a.uri === review.attachment);
    await turn.progress(1, 2, 'Sending');
    const sent = await mailbox.send(
      Buffer.from(
        mime({
          to: turn.saved.to,
          cc: turn.saved.cc,
          subject: turn.saved.subject,
          body: review.body,
          attachment: chosen ? { name: basename(chosen.name), data: await readFile(fileURLToPath(chosen.uri)) } : undefined,
        }),
      ).toString('base64url'),
      threadId,
    );
    await turn.progress(2, 2, 'Sent');
    return { content: [{ type: 'text', text: `Sent (message ${sent.id}).` }] };
  },
};
