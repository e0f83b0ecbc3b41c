// flush_lines: runs clean water through fertigation lines at full flow after the user confirms.
const db = require('../db');
const gateway = require('../gateway');
const config = require('../config');
const { seal, open } = require('../state/seal');

const TOOL = 'flush_lines';

function fail(text) {
  return { isError: true, content: [{ type: 'text', text }] };
}

const flushLines = {
  name: TOOL,
  description: 'Flush the drip lines of one or more zones with clean water. Those zones get no nutrients meanwhile.',
  inputSchema: {
    type: 'object',
    properties: {
      zoneIds: { type: 'array', items: { type: 'string', format: 'uuid' }, minItems: 1, maxItems: 24 },
      minutes: { type: 'integer', minimum: 1 },
    },
    required: ['zoneIds', 'minutes'],
  },
  annotations: { destructiveHint: true },
  async handle({ zoneIds, minutes }, { caller, inputResponses, requestState }) {
    if (minutes > config.maxFlushMinutes) return fail(`flushes are capped at ${config.maxFlushMinutes} minutes`);
    const zones = await db.getZonesForGrower(caller.growerId, zoneIds);
    if (zones.length !== new Set(zoneIds).size) return fail('one or more zones not found');

    if (!requestState) {
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Flush ${zones.map((z) => z.name).join(', ')} for ${minutes} minutes? Fertigation stops in these zones.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, flush these lines' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: seal({ step: 'confirm' }, { userId: caller.userId, tool: TOOL }), // expect: require-state-binding
      };
    }

    open(requestState, { userId: caller.userId, tool: TOOL });
    const answer = inputResponses.confirm;
    if (!answer || answer.action !== 'accept' || answer.content?.confirm !== true) {
      return { content: [{ type: 'text', text: 'Flush not started.' }] };
    }
    const job = await gateway.startFlush(zones.map((z) => z.valve_id), minutes);
    await db.logFlush({ growerId: caller.growerId, zoneIds, minutes, requestedBy: caller.userId, jobId: job.id });
    return { content: [{ type: 'text', text: `Flush job ${job.id} started on ${zones.length} zone(s) for ${minutes} min.` }] };
  },
};

module.exports = { tools: [flushLines] };
