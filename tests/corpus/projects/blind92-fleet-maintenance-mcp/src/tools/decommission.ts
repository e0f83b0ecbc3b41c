// decommission_vehicle tool: retires a vehicle and cancels its open work orders once the manager confirms.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { text, fail, json } from '../fp.js';
import { userOf, depotOf } from '../state.js';

const TOOL = 'decommission_vehicle';
const confirmSchema = { type: 'object', properties: { confirm: { type: 'boolean', title: 'Retire this vehicle' } }, required: ['confirm'] };

export const decommissionTool = ({ db, state: { mint, open } }) => {
  const [seal, unseal] = [mint(TOOL), open(TOOL)];

  const ask = async ({ vehicleId }, ctx) => {
    const vehicle = await db.vehicleById(vehicleId, depotOf(ctx));
    if (!vehicle) return fail(`No vehicle ${vehicleId} in your depot.`);
    const { plate, model, status, openOrders = 0 } = vehicle;
    if (status === 'retired') return text(`${plate} is already retired.`);
    return inputRequired({
      inputRequests: { confirm: inputRequired.elicit({ message: `Retire ${plate} (${model})? ${openOrders} open work order(s) will be cancelled.`, requestedSchema: confirmSchema }) },
      requestState: await seal({ step: 'confirm', plate }, ctx), // expect-todo: require-state-binding
    });
  };

  const retire = async ({ vehicleId, reason }, ctx) => {
    const { confirm = false } = acceptedContent(ctx.mcpReq.inputResponses, 'confirm') ?? {};
    if (!confirm) return text('Decommission cancelled.');
    const retired = await db.retireVehicle({ vehicleId, depot: depotOf(ctx), reason, by: userOf(ctx) });
    if (!retired) return fail('Vehicle not found or already retired.');
    const cancelled = await db.cancelOpenOrders(vehicleId);
    return json({ retired, cancelledWorkOrders: cancelled.map(({ id }) => id) });
  };

  return [TOOL, {
    description: 'Retire a vehicle from the fleet. Cancels its open work orders.',
    inputSchema: { vehicleId: z.string().min(1), reason: z.enum(['sold', 'written_off', 'end_of_lease', 'scrapped']) },
    annotations: { destructiveHint: true },
  }, async (args, ctx) => {
    const prior = await unseal(ctx);
    return prior === null ? fail('Invalid or expired requestState') : prior?.step === 'confirm' ? retire(args, ctx) : ask(args, ctx);
  }];
};
