import { randomUUID } from 'node:crypto';
import { refusal } from 'eslint-plugin-mcp-state/seal';
import { z } from 'zod';
import { flagIn } from '../launchdarkly.js';

const CompareArgs = z.object({ flagKey: z.string().min(1), environmentKey: z.string().min(1) });

export const definition = {
  name: 'compare_environments',
  title: 'Compare a flag across environments',
  description: 'Show how a flag differs between two environments; asks which environment to compare with.',
  inputSchema: {
    type: 'object',
    properties: { flagKey: { type: 'string' }, environmentKey: { type: 'string' } },
    required: ['flagKey', 'environmentKey'],
  },
  annotations: { readOnlyHint: true },
};

const PENDING_TTL_MS = 5 * 60 * 1000;
/** The first round's answer stays on the server; the client only holds an opaque, random handle to it. */
const pending = new Map();

function sweep(now) {
  for (const [handle, record] of pending) if (record.expiresAt <= now) pending.delete(handle);
}

const text = (message) => ({ content: [{ type: 'text', text: message }] });

export async function call(params, caller) {
  const now = Date.now();
  sweep(now);

  if (params.requestState === undefined) {
    const args = CompareArgs.parse(params.arguments ?? {});
    const handle = randomUUID();
    pending.set(handle, {
      userId: caller.userId,
      tool: definition.name,
      flagKey: args.flagKey,
      baseline: args.environmentKey,
      expiresAt: now + PENDING_TTL_MS,
    });
    return {
      resultType: 'input_required',
      inputRequests: {
        other: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Compare ${args.flagKey} in ${args.environmentKey} with which environment?`,
            requestedSchema: { type: 'object', properties: { environmentKey: { type: 'string' } }, required: ['environmentKey'] },
          },
        },
      },
      requestState: handle,
    };
  }

  const record = pending.get(params.requestState);
  if (!record || record.userId !== caller.userId || record.tool !== definition.name || record.expiresAt <= now) {
    return refusal('expired');
  }
  pending.delete(params.requestState);

  const answer = params.inputResponses?.other;
  if (answer?.action !== 'accept' || typeof answer.content?.environmentKey !== 'string') return text('Nothing compared.');
  const [left, right] = await Promise.all([
    flagIn(record.flagKey, record.baseline),
    flagIn(record.flagKey, answer.content.environmentKey),
  ]);
  return text(
    `${record.flagKey}: ${record.baseline} is ${left.on ? 'on' : 'off'} (v${left.version}, ${left.rules} rules); ` +
      `${answer.content.environmentKey} is ${right.on ? 'on' : 'off'} (v${right.version}, ${right.rules} rules).`,
  );
}
