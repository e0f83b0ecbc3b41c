// Models a @modelcontextprotocol/server 2.x survey tool that builds requestState in local consts and functions which only serialise (no key anywhere).
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { saveAnswers } from './survey.mjs';

const QUESTIONS = ['How satisfied are you?', 'Would you recommend us?', 'Anything else?'];

function packState(index: number, answers: string[]): string {
  const json = JSON.stringify({ index, answers });
  return Buffer.from(json).toString('base64url');
}

const toWire = (value: unknown) => encodeURIComponent(JSON.stringify(value));

export function register(server: McpServer) {
  server.registerTool(
    'customer_survey',
    { description: 'Ask the customer survey questions one at a time', inputSchema: z.object({ surveyId: z.string() }) },
    async ({ surveyId }, ctx) => {
      const incoming = ctx.mcpReq.requestState<string>();
      const progress = incoming ? JSON.parse(Buffer.from(incoming, 'base64url').toString()) : { index: 0, answers: [] }; // expect: require-sealed-state
      const answer = acceptedContent<{ text: string }>(ctx.mcpReq.inputResponses, 'answer');
      const answers = answer ? [...progress.answers, answer.text] : progress.answers;
      const next = answer ? progress.index + 1 : progress.index;
      if (next >= QUESTIONS.length) {
        await saveAnswers(surveyId, answers);
        return { content: [{ type: 'text', text: 'Thanks for your answers!' }] };
      }
      const requestState = packState(next, answers);
      return inputRequired({
        inputRequests: { answer: inputRequired.elicit({ message: QUESTIONS[next], requestedSchema: z.object({ text: z.string() }) }) },
        requestState, // expect: require-sealed-state
      });
    },
  );

  server.registerTool(
    'survey_feedback',
    { description: 'Free-form feedback', inputSchema: z.object({ topic: z.string() }) },
    async ({ topic }) => {
      const draft = { topic, startedAt: new Date().toISOString() };
      return inputRequired({
        inputRequests: { text: inputRequired.elicit({ message: `Tell us about ${topic}`, requestedSchema: z.object({ text: z.string() }) }) },
        requestState: toWire(draft), // expect: require-sealed-state
      });
    },
  );
}

export function createServer(): McpServer {
  const server = new McpServer({ name: 'survey', version: '1.0.0' }, { capabilities: { tools: {} } });
  register(server);
  return server;
}
