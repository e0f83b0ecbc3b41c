// log_call_note tool handler that saves a call note on a CRM contact, asking which contact if several match.
// @ts-nocheck
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { StateCodec } from '../state/codec';
import type { NoteRepository } from '../notes/NoteRepository';
import { CallExtra, InputRequiredResult, RoundTripParams, ToolHandler } from './ToolHandler';

interface DraftNote {
  body: string;
  pipeline: string;
  author: string;
  crmToken: string;
  candidates: { id: string; name: string }[];
}

export class LogCallNoteHandler extends ToolHandler {
  readonly definition: Tool = {
    name: 'log_call_note',
    description: 'Attach a call note to the matching CRM contact, asking which one if several match.',
    inputSchema: {
      type: 'object',
      properties: { contact: { type: 'string' }, body: { type: 'string' } },
      required: ['contact', 'body'],
    },
  };

  constructor(
    private readonly notes: NoteRepository,
    private readonly codec: StateCodec<DraftNote>,
    private readonly pipeline: string,
  ) {
    super();
  }

  async handle(params: RoundTripParams, extra: CallExtra) {
    const args = (params.arguments ?? {}) as { contact: string; body: string };

    if (params.requestState) {
      const draft = this.codec.decode(params.requestState); // expect: require-sealed-state
      const pick = params.inputResponses?.contact;
      if (pick?.action !== 'accept' || typeof pick.content?.contactId !== 'string') {
        return this.text('No contact chosen; note discarded.');
      }
      const chosen = draft.candidates.find((c) => c.id === pick.content!.contactId);
      if (!chosen) return this.text('That contact was not offered.', true);
      const id = await this.notes.createNote(
        { contactId: chosen.id, body: draft.body, pipeline: draft.pipeline, author: draft.author },
        draft.crmToken,
      );
      return this.text(`Saved note ${id} on ${chosen.name}.`);
    }

    const token = extra.authInfo?.token ?? '';
    const author = String(extra.authInfo?.extra?.email ?? extra.authInfo?.clientId ?? 'mcp');
    const matches = await this.notes.searchContacts(args.contact, token);
    if (matches.length === 0) return this.text(`No contact matches "${args.contact}".`, true);
    if (matches.length === 1) {
      const id = await this.notes.createNote({ contactId: matches[0].id, body: args.body, pipeline: this.pipeline, author }, token);
      return this.text(`Saved note ${id} on ${matches[0].name}.`);
    }

    const draft: DraftNote = {
      body: args.body,
      pipeline: this.pipeline,
      author,
      crmToken: token, // expect: no-secrets-in-state
      candidates: matches.slice(0, 10).map(({ id, name }) => ({ id, name })),
    };
    const result: InputRequiredResult = {
      resultType: 'input_required',
      inputRequests: {
        contact: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Several contacts match "${args.contact}". Which one?`,
            requestedSchema: {
              type: 'object',
              properties: { contactId: { type: 'string', enum: draft.candidates.map((c) => c.id) } },
              required: ['contactId'],
            },
          },
        },
      },
      requestState: this.codec.encode(draft), // expect: require-sealed-state
    };
    return result;
  }
}
