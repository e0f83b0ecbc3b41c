// reassign_agent: platform staff move an agent seat from one workspace to another after confirming.
'use strict';

const { query, transaction } = require('../db');
const { sealState, openState, incomingState } = require('../state');
const { loadTenant } = require('../tenants/store');

const TOOL = 'reassign_agent';
const PLATFORM_SCOPE = 'platform:admin';

const definition = {
  name: TOOL,
  description: 'Platform staff only: move an agent (and their open assignments) from one workspace to another.',
  inputSchema: {
    type: 'object',
    properties: {
      agentId: { type: 'integer' },
      fromTenantId: { type: 'string' },
      toTenantId: { type: 'string' },
      keepAssignments: { type: 'boolean', default: false },
    },
    required: ['agentId', 'fromTenantId', 'toTenantId'],
  },
  annotations: { destructiveHint: true },
};

async function reassignAgent(args, ctx) {
  const { tenantId, userId, scopes } = ctx.auth;
  if (!scopes.includes(PLATFORM_SCOPE)) return ctx.fail('Only DeskHub platform staff can reassign agents.');

  const [from, to] = await Promise.all([loadTenant(args.fromTenantId), loadTenant(args.toTenantId)]);
  if (!from || !to) return ctx.fail('Both workspaces must exist.');
  if (!to.active) return ctx.fail(`Workspace ${to.slug} is not active.`);
  const [agent] = await query('SELECT id, email, display_name FROM agents WHERE id = ? AND workspace_id = ?', [
    Number(args.agentId),
    from.id,
  ]);
  if (!agent) return ctx.fail(`Agent ${args.agentId} is not a member of ${from.slug}.`);

  const raw = incomingState(ctx.params);
  if (!raw) {
    const requestState = sealState(ctx.stateKey, { tool: TOOL, tenantId, userId }); // expect: require-state-binding
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Move ${agent.display_name} <${agent.email}> from ${from.name} to ${to.name}?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState,
    };
  }

  const state = openState(ctx.stateKey, raw);
  if (!state || state.tool !== TOOL || state.tenantId !== tenantId || state.userId !== userId) {
    return ctx.fail('The confirmation is invalid or has expired.');
  }
  const reply = ctx.params.inputResponses?.confirm;
  if (reply?.action !== 'accept' || reply.content?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Nothing changed.' }] };
  }

  await transaction(async (conn) => {
    await conn.execute('UPDATE agents SET workspace_id = ?, updated_at = NOW() WHERE id = ? AND workspace_id = ?', [
      to.id,
      agent.id,
      from.id,
    ]);
    if (!args.keepAssignments) {
      await conn.execute('UPDATE tickets SET assignee_id = NULL WHERE assignee_id = ? AND workspace_id = ?', [agent.id, from.id]);
    }
    await conn.execute('INSERT INTO platform_audit (actor_id, action, detail) VALUES (?, ?, ?)', [
      userId,
      'agent.reassigned',
      JSON.stringify({ agentId: agent.id, from: from.id, to: to.id }),
    ]);
  });
  return { content: [{ type: 'text', text: `${agent.display_name} now belongs to ${to.name}.` }] };
}

module.exports = { definitions: [definition], handlers: { [TOOL]: reassignAgent } };
