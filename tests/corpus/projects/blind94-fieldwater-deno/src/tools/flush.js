// flush_valves tool: opens valves at full flow to clear lines, after the operator confirms.
import { openToken, sealToken, STATE_META, StateError } from '../state/token.js';

export const flushTool = {
  name: 'flush_valves',
  description: 'Flush drip lines in one or more zones. Water runs at full flow for the given number of seconds.',
  inputSchema: {
    type: 'object',
    properties: {
      zoneIds: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 20 },
      seconds: { type: 'integer', minimum: 30, maximum: 900 },
    },
    required: ['zoneIds', 'seconds'],
  },
  annotations: { destructiveHint: true },
};

const errorResult = (text) => ({ content: [{ type: 'text', text }], isError: true });

export async function flushValves({ deps, user, args, round }) {
  if (!round.state) {
    if (args.seconds > deps.cfg.maxFlushSeconds) return errorResult(`At most ${deps.cfg.maxFlushSeconds} seconds.`);
    for (const zoneId of args.zoneIds) {
      if (!(await deps.userCanOperate(user.id, zoneId))) return errorResult(`You cannot operate zone ${zoneId}.`);
    }
    const token = await sealToken(
      deps.stateKey,
      { sub: user.id, tool: flushTool.name, zoneIds: [...args.zoneIds].sort(), seconds: args.seconds },
      deps.cfg.stateTtlSeconds,
    );
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Flush ${args.zoneIds.length} zone(s) for ${args.seconds}s? Fields will receive water immediately.`,
            requestedSchema: {
              type: 'object',
              properties: { go: { type: 'boolean', title: 'Start flushing now' } },
              required: ['go'],
            },
          },
        },
      },
      _meta: { [STATE_META]: token },
    };
  }

  let pending;
  try {
    pending = await openToken(deps.stateKey, round.state); // expect: require-state-binding
  } catch (err) {
    if (err instanceof StateError) return errorResult('This flush confirmation is invalid or has expired.');
    throw err;
  }

  const reply = round.responses.confirm;
  if (reply?.action !== 'accept' || reply.content?.go !== true) {
    return { content: [{ type: 'text', text: 'Flush cancelled.' }] };
  }

  const job = await deps.controller.flushValves(pending.zoneIds, pending.seconds);
  await deps.log({ user: user.id, action: 'flush', zoneIds: pending.zoneIds, seconds: pending.seconds, jobId: job.id });
  return { content: [{ type: 'text', text: `Flushing ${pending.zoneIds.join(', ')} (job ${job.id}).` }] };
}
