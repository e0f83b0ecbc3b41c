import { boxState, unboxState } from '../state/aead.ts';
import { stashDraft, takeDraft } from '../state/drafts.ts';

export const TOOL = 'send_mail';

interface Caller {
  userId: string;
  gmailAccessToken: string;
}

interface Pending {
  draft: string;
  gmail: string;
}

const err = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export async function sendMail(caller: Caller, args: { to: string[]; subject: string; body: string }, params: any) {
  if (!params.requestState) {
    const draft = stashDraft({ owner: caller.userId, ...args });
    // AES-GCM: the client cannot read the token inside, and cannot alter the box.
    const requestState = await boxState(caller.userId, TOOL, { draft, gmail: caller.gmailAccessToken });
    return {
      resultType: 'input_required',
      inputRequests: {
        send: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Send "${args.subject}" to ${args.to.join(', ')}?`,
            requestedSchema: { type: 'object', properties: { send: { type: 'boolean' } }, required: ['send'] },
          },
        },
      },
      requestState,
    };
  }

  const pending = await unboxState<Pending>(params.requestState, caller.userId, TOOL);
  if (!pending) return err('Invalid or expired requestState');
  const draft = takeDraft(pending.draft, caller.userId);
  if (!draft) return err('Draft expired; start again');
  if (params.inputResponses?.send?.content?.send !== true) return err('Not sent');

  const mime = `To: ${draft.to.join(', ')}\r\nSubject: ${draft.subject}\r\n\r\n${draft.body}`;
  const res = await fetch('https://gmail.googleapis.com/gmail/v1/users/me/messages/send', {
    method: 'POST',
    headers: { authorization: `Bearer ${pending.gmail}`, 'content-type': 'application/json' },
    body: JSON.stringify({ raw: btoa(mime).replace(/\+/g, '-').replace(/\//g, '_') }),
  });
  return res.ok ? { content: [{ type: 'text', text: 'Sent' }] } : err(`Gmail said ${res.status}`);
}
