// Implements the purge_archives tool, which confirms a stored single-use plan before deleting old archives.
'use strict';

const crypto = require('node:crypto');
const { seal, open } = require('../roundState');
const warehouse = require('../warehouse');

const TOOL = 'purge_archives';
const PLAN_TTL_MS = 5 * 60 * 1000;

// The exact list of archives shown to the user is kept here, keyed by a
// random handle, so the confirmation deletes what was shown and only once.
const pendingPlans = new Map();

const definition = {
  name: TOOL,
  description: 'Delete report archives older than N days',
  inputSchema: {
    type: 'object',
    properties: { olderThanDays: { type: 'integer', minimum: 30 } },
    required: ['olderThanDays'],
  },
  annotations: { destructiveHint: true },
};

function takePlan(handle, userId) {
  const plan = pendingPlans.get(handle);
  pendingPlans.delete(handle);
  if (!plan || plan.userId !== userId || plan.expiresAt < Date.now()) return null;
  return plan;
}

async function handle(params, userId) {
  const args = params.arguments || {};

  if (params.requestState === undefined) {
    const archives = await warehouse.archivesOlderThan(userId, args.olderThanDays);
    if (archives.length === 0) return { content: [{ type: 'text', text: 'Nothing to purge.' }] };
    const planId = crypto.randomBytes(24).toString('base64url');
    pendingPlans.set(planId, { userId, ids: archives.map((a) => a.id), expiresAt: Date.now() + PLAN_TTL_MS });
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Permanently delete ${archives.length} archives older than ${args.olderThanDays} days?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState: seal({ planId }, { userId, tool: TOOL, args }), // todo-not: require-state-binding
    };
  }

  const carried = open(params.requestState, { userId, tool: TOOL, args });
  const plan = carried && takePlan(carried.planId, userId);
  if (!plan) {
    return { isError: true, content: [{ type: 'text', text: 'Confirmation is invalid or expired.' }] };
  }
  const answer = params.inputResponses && params.inputResponses.confirm;
  if (!answer || answer.action !== 'accept' || answer.content.confirm !== true) {
    return { content: [{ type: 'text', text: 'Purge cancelled; nothing was deleted.' }] };
  }
  await warehouse.deleteArchives(plan.ids);
  return { content: [{ type: 'text', text: `Deleted ${plan.ids.length} archives.` }] };
}

module.exports = { definition, handle };
