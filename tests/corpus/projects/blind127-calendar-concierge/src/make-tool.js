// Turns a tool table row into a two-round MCP tool using pending records.
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import defaultStore from './pending-store.js';
import { calendarFor } from './calendar.js';
import { currentUser, hashArgs } from './identity.js';

const ANSWER_KEY = 'answer';
const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const done = (text) => ({ content: [{ type: 'text', text }] });

export function makeTool(row, { store = defaultStore } = {}) {
  const handler = async (args, ctx) => {
    const { userId, token } = currentUser(ctx);
    const cal = calendarFor(token);
    const handle = await ctx.mcpReq.requestState();

    if (!handle) {
      const question = await row.prepare(cal, args);
      const ref = store.put({
        userId,
        tool: row.name,
        argsHash: row.destructive ? hashArgs(args) : null,
        remember: question.remember ?? {},
      });
      return inputRequired({
        inputRequests: {
          [ANSWER_KEY]: inputRequired.elicit({
            message: question.message,
            requestedSchema: { type: 'object', properties: question.schema, required: Object.keys(question.schema) },
          }),
        },
        requestState: ref,
      });
    }

    const pending = store.take(handle);
    if (!pending) return fail('This request expired or was already answered. Please try again.');
    if (pending.userId !== userId || pending.tool !== row.name) return fail('This request belongs to someone else.');
    if (row.destructive && pending.argsHash !== hashArgs(args)) return fail('The details changed since you confirmed.');

    const answer = acceptedContent(ctx.mcpReq.inputResponses, ANSWER_KEY);
    if (!answer) return done('Nothing changed.');
    return done(await row.commit(cal, args, answer, pending.remember));
  };

  return {
    name: row.name,
    config: {
      description: row.description,
      inputSchema: row.input,
      annotations: { destructiveHint: row.destructive },
    },
    handler,
  };
}
