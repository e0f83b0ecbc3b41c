// set_organisation_status: Procurely platform staff put another organisation into read-only or suspended mode.
// @ts-nocheck
import { query } from '../db.js';
import { open, seal } from '../sealedState.js';
import { getOrganisation, setOrganisationStatus } from '../tenants.js';
import { askForm, accepted, fail, incomingState, ok, type ToolContext } from './common.js';

const TOOL = 'set_organisation_status';
const STAFF_SCOPE = 'platform:staff';

export const definition = {
  name: TOOL,
  description: 'Platform staff only: change another organisation’s status (active, read_only, suspended).',
  inputSchema: {
    type: 'object',
    properties: {
      targetTenantId: { type: 'string', format: 'uuid' },
      status: { type: 'string', enum: ['active', 'read_only', 'suspended'] },
      reason: { type: 'string', minLength: 10, maxLength: 300 },
    },
    required: ['targetTenantId', 'status', 'reason'],
  },
  annotations: { destructiveHint: true },
};

export async function handler(args, ctx: ToolContext) {
  if (!ctx.scopes.includes(STAFF_SCOPE)) return fail('Only Procurely platform staff may change organisation status.');
  const target = await getOrganisation(args.targetTenantId);
  if (!target) return fail('Organisation not found.');
  if (target.status === args.status) return ok(`${target.name} is already ${args.status}.`);

  const binding = { tenantId: ctx.tenantId, userId: ctx.userId, tool: TOOL };
  const raw = incomingState(ctx.params);
  if (raw === undefined) {
    const requestState = seal(binding, { targetTenantId: target.id, status: args.status, reason: args.reason });
    return askForm(
      'confirm',
      `Set ${target.name} from ${target.status} to ${args.status}? Reason: ${args.reason}`,
      { confirm: { type: 'boolean' } },
      ['confirm'],
      requestState,
    );
  }

  const state = open<{ targetTenantId: string; status: string; reason: string }>(binding, raw);
  if (!state) return fail('The confirmation expired or was altered.');
  if (state.targetTenantId !== args.targetTenantId || state.status !== args.status || state.reason !== args.reason) {
    return fail('The confirmation was for a different change.');
  }
  if (!accepted(ctx.params, 'confirm')?.confirm) return ok('No change made.');

  await setOrganisationStatus(target.id, args.status, ctx.userId, args.reason);
  await query(
    `INSERT INTO platform_audit (actor_tenant_id, actor_user_id, target_tenant_id, action, detail)
     VALUES ($1, $2, $3, 'org.status_changed', $4)`,
    [ctx.tenantId, ctx.userId, target.id, JSON.stringify({ from: target.status, to: args.status, reason: args.reason })],
  );
  return ok(`${target.name} is now ${args.status}.`);
}
