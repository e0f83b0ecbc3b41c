// summarize_history tool: asks for a date range, has the client's model summarise visit notes, stores the result.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { openBox, sealBox } from '../state/sealedBox';

const TOOL = 'summarize_history';
const STATE_TTL_MS = 10 * 60 * 1000;
const SUMMARY_MAX_TOKENS = 800;

interface HistoryState {
  apiVersion: string;
  sub: string;
  tool: string;
  patientId: string;
  noteIds: string[];
  maxTokens: number;
  exp: number;
}

const fail = (text: string) => ({ content: [{ type: 'text', text }], isError: true });
const boxContext = (userId: string) => `${TOOL}\u0000${userId}`;

export function registerHistoryTool(server, deps) {
  server.registerTool(
    TOOL,
    {
      title: 'Summarise my visit history',
      description: 'Produce a plain-language summary of your visit notes for a period and save it to your record.',
      inputSchema: z.object({}),
    },
    async (_args, ctx) => {
      const who = ctx.http?.authInfo?.extra;
      if (!who?.userId || !who?.patientId) return fail('Sign in first.');
      const raw = ctx.mcpReq.requestState();

      if (raw) {
        const state = await openBox<HistoryState>(deps.boxKey, raw, boxContext(who.userId));
        if (!state || state.sub !== who.userId || state.tool !== TOOL || state.exp <= Date.now()) {
          return fail('This summary request has expired. Please start again.');
        }
        const reply = ctx.mcpReq.inputResponses?.summary;
        const text = reply?.content?.type === 'text' ? reply.content.text.trim() : '';
        if (!text) return fail('No summary was produced.');
        await deps.db.saveSummary(state.patientId, state.noteIds, text.slice(0, 8000));
        return { content: [{ type: 'text', text }] };
      }

      const range = acceptedContent<{ from: string; to: string }>(ctx.mcpReq.inputResponses, 'range');
      if (!range) {
        return inputRequired({
          inputRequests: {
            range: inputRequired.elicit({
              message: 'Which period should the summary cover?',
              requestedSchema: {
                type: 'object',
                properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } },
                required: ['from', 'to'],
              },
            }),
          },
        });
      }

      const notes = await deps.db.visitNotes(who.patientId, range.from, range.to);
      if (notes.length === 0) return { content: [{ type: 'text', text: 'No visits in that period.' }] };

      const requestState = await sealBox(
        deps.boxKey,
        {
          apiVersion: deps.apiVersion,
          sub: who.userId,
          tool: TOOL,
          patientId: who.patientId,
          noteIds: notes.map((n) => n.id),
          maxTokens: SUMMARY_MAX_TOKENS,
          exp: Date.now() + STATE_TTL_MS,
        } satisfies HistoryState,
        boxContext(who.userId),
      );

      return inputRequired({
        inputRequests: {
          summary: inputRequired.createMessage({
            systemPrompt: 'You summarise clinical visit notes for the patient in plain language. Do not add diagnoses.',
            messages: [
              {
                role: 'user',
                content: {
                  type: 'text',
                  text: notes.map((n) => `${n.visit_date} — ${n.practitioner}\n${n.body}`).join('\n\n'),
                },
              },
            ],
            maxTokens: SUMMARY_MAX_TOKENS,
          }),
        },
        requestState,
      });
    },
  );
}
