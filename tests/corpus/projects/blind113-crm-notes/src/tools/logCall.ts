// log_call tool that records a sales call in HubSpot, asking which contact when the name is ambiguous.
// @ts-nocheck
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { findContacts, logCall, type Contact } from '../hubspot';
import { accepted, askForm, unpackState, type InputRequiredResult } from '../roundtrip';
import type { RepSession } from '../session';

interface LogCallArgs {
  contact: string;
  summary: string;
  minutes?: number;
}

interface PendingLog {
  candidates: Pick<Contact, 'id' | 'name' | 'company'>[];
  summary: string;
  minutes: number;
  hubspotToken: string;
}

export const logCallTool = {
  name: 'log_call',
  description: 'Log a sales call against a HubSpot contact. Asks which contact if the name is ambiguous.',
  inputSchema: {
    type: 'object' as const,
    properties: {
      contact: { type: 'string', description: 'name, company or email of the contact' },
      summary: { type: 'string' },
      minutes: { type: 'number' },
    },
    required: ['contact', 'summary'],
  },

  async run(
    args: LogCallArgs,
    rep: RepSession,
    params: { requestState?: unknown; inputResponses?: unknown },
  ): Promise<CallToolResult | InputRequiredResult> {
    const pending = unpackState<PendingLog>(params.requestState); // expect: require-sealed-state

    if (pending) {
      const pick = accepted<{ contactId: string }>(params.inputResponses, 'pick_contact');
      const chosen = pick && pending.candidates.find((c) => c.id === pick.contactId);
      if (!chosen) return { content: [{ type: 'text', text: 'No contact chosen; call not logged.' }] };
      const callId = await logCall(pending.hubspotToken, chosen.id, pending.summary, pending.minutes);
      return { content: [{ type: 'text', text: `Logged call ${callId} for ${chosen.name}.` }] };
    }

    const matches = await findContacts(rep.hubspotToken, args.contact);
    if (matches.length === 0) {
      return { isError: true, content: [{ type: 'text', text: `No HubSpot contact matches "${args.contact}".` }] };
    }
    if (matches.length === 1) {
      const callId = await logCall(rep.hubspotToken, matches[0].id, args.summary, args.minutes ?? 15);
      return { content: [{ type: 'text', text: `Logged call ${callId} for ${matches[0].name}.` }] };
    }

    const candidates = matches.map(({ id, name, company }) => ({ id, name, company }));
    return askForm(
      'pick_contact',
      {
        message: `Several contacts match "${args.contact}". Which one was the call with?`,
        requestedSchema: {
          type: 'object',
          properties: {
            contactId: {
              type: 'string',
              title: 'Contact',
              oneOf: candidates.map((c) => ({ const: c.id, title: `${c.name}${c.company ? ` (${c.company})` : ''}` })),
            },
          },
          required: ['contactId'],
        },
      },
      {
        candidates,
        summary: args.summary,
        minutes: args.minutes ?? 15,
        hubspotToken: rep.hubspotToken, // expect: no-secrets-in-state
      },
    );
  },
};
