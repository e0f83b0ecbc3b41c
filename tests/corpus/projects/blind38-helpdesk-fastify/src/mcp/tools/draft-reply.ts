import { z } from 'zod';
import { draftWithLlm, messagesPage, ticketFor, type Agent } from '../../desk.js';
import { accepted, askInput, form, refused, text, type CallParams } from '../results.js';
import * as stateBox from '../state-box.js';

const TOOL = 'draft_reply';
const TONES = ['friendly', 'formal', 'apologetic'] as const;

export const draftReplyTool = {
  name: TOOL,
  description: 'Draft a reply to the customer on a ticket. Asks which tone to use.',
  inputSchema: {
    type: 'object',
    properties: { ticketId: { type: 'string' } },
    required: ['ticketId'],
  },
  annotations: { readOnlyHint: true },
} as const;

const Args = z.object({ ticketId: z.string().uuid() });

/** Paging and budget bookkeeping only: ids and counters, nothing the agent couldn't see anyway. */
interface DraftState {
  ticketId: string;
  pageToken: string | null;
  maxTokens: number;
  tokenCount: number;
}

export async function runDraftReply(params: CallParams, agent: Agent) {
  const { ticketId } = Args.parse(params.arguments ?? {});
  const binding = { userId: agent.id, tool: TOOL };

  if (params.requestState === undefined) {
    const ticket = await ticketFor(agent, ticketId);
    const first = await messagesPage(ticket.id);
    const tokenCount = first.messages.reduce((n, m) => n + Math.ceil(m.body.length / 4), 0);
    return askInput(
      {
        tone: form(
          `Draft a reply for #${ticket.number} “${ticket.subject}”. Which tone?`,
          { tone: { type: 'string', enum: [...TONES], default: 'friendly' } },
          ['tone'],
        ),
      },
      stateBox.seal<DraftState>({ ticketId: ticket.id, pageToken: first.nextPageToken, maxTokens: 700, tokenCount }, binding),
    );
  }

  const state = stateBox.open<DraftState>(params.requestState, binding);
  if (!state || state.ticketId !== ticketId) {
    return refused('This draft request expired. Ask again.');
  }
  const tone = accepted(params.inputResponses?.tone)?.tone;
  if (typeof tone !== 'string' || !(TONES as readonly string[]).includes(tone)) {
    return text('No tone chosen; no draft written.');
  }

  const ticket = await ticketFor(agent, state.ticketId);
  const pages = [await messagesPage(ticket.id)];
  for (let next = state.pageToken; next && pages.length < 8; next = pages[pages.length - 1].nextPageToken) {
    pages.push(await messagesPage(ticket.id, next));
  }
  const history = pages.flatMap((page) => page.messages.map((m) => `${m.author}: ${m.body}`));

  const prompt = `Write a ${tone} reply to the customer.\nSubject: ${ticket.subject}\n\n${history.join('\n\n')}`;
  const draft = await draftWithLlm(prompt, state.maxTokens);
  return text(`${draft.text}\n\n(${draft.usage.totalTokens} tokens)`);
}
