// transfer_vehicle: Fleetline operators move a vehicle and its history from one tenant to another.
import * as z from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { sql, audit } from '../db.js';
import { getTenant } from '../tenants.js';
import { operatorStateKey } from '../keys.js';
import { mintState, readState } from '../state.js';
import { principal, reply, toolError } from '../server.js';

const TOOL = 'transfer_vehicle';
const OPERATOR_SCOPE = 'fleet:operator';

export function registerTransferTool(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Operators only: transfer a vehicle between two tenants, e.g. after a subcontractor changes company.',
      inputSchema: z.object({
        vehicleId: z.string().uuid(),
        fromTenantId: z.string().uuid(),
        toTenantId: z.string().uuid(),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const op = principal(ctx);
      if (!op.scopes.includes(OPERATOR_SCOPE)) return toolError('This tool needs the fleet:operator scope.');
      const from = getTenant(args.fromTenantId);
      const to = getTenant(args.toTenantId);
      if (!from || !to || from.id === to.id) return toolError('Pick two different, existing tenants.');

      const [vehicle] = await sql`select id, plate from vehicles where id = ${args.vehicleId} and tenant_id = ${from.id}`;
      if (!vehicle) return toolError(`Vehicle not found in ${from.name}.`);
      const binding = { tool: TOOL, tenantId: op.tenant.id, userId: op.userId };
      const raw = await ctx.mcpReq.requestState();

      if (!raw) {
        const requestState = await mintState(operatorStateKey(), { ...binding, ttl: '24h', vehicleId: vehicle.id, fromTenantId: from.id, toTenantId: to.id }); /* expect: require-state-binding */ // expect: no-weak-state-key
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({
              message: `Transfer ${vehicle.plate} from ${from.name} to ${to.name}? Open routes will be unassigned.`,
              requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
            }),
          },
          requestState,
        });
      }

      const state = await readState(operatorStateKey(), raw, binding);
      if (!state || state.vehicleId !== args.vehicleId || state.fromTenantId !== from.id || state.toTenantId !== to.id) {
        return toolError('The approval does not match this transfer or has expired.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'approve');
      if (!answer?.approve) return reply('Transfer not performed.');

      await sql.begin(async (tx) => {
        await tx`update routes set vehicle_id = null, status = 'unassigned'
                 where tenant_id = ${from.id} and vehicle_id = ${vehicle.id} and status in ('planned', 'assigned')`;
        await tx`update vehicles set tenant_id = ${to.id}, transferred_at = now() where id = ${vehicle.id} and tenant_id = ${from.id}`;
      });
      await audit(from.id, op.userId, 'vehicle.transferred_out', { vehicleId: vehicle.id, to: to.id });
      await audit(to.id, op.userId, 'vehicle.transferred_in', { vehicleId: vehicle.id, from: from.id });
      return reply(`${vehicle.plate} now belongs to ${to.name}.`);
    },
  );
}
