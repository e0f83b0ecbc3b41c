// Vehicle and driver tools: retiring a vehicle from the fleet and reassigning the driver of a route.
// @ts-nocheck
import { z } from 'zod';
import { ToolFailure } from './base.js';
import { DestructiveTool } from './destructive.js';
import { InteractiveTool } from './interactive.js';
import { requiresScope, timed } from './mixins.js';

export class RetireVehicleTool extends DestructiveTool {
  readonly name = 'retire_vehicle';
  readonly description = 'Retire a vehicle from the fleet and release its planned routes back to the planning pool.';

  protected get schema() {
    return z.object({
      vehicleId: z.string().uuid(),
      reason: z.string().min(3).max(200),
    });
  }

  @requiresScope('fleet:admin')
  protected async authorize(args, ctx) {
    await super.authorize(args, ctx);
  }

  protected async describeImpact({ vehicleId, reason }) {
    const vehicle = await this.deps.db.vehicles.find(vehicleId);
    if (!vehicle) throw new ToolFailure(`There is no vehicle ${vehicleId}.`);
    if (vehicle.status === 'retired') throw new ToolFailure(`${vehicle.plate} is already retired.`);
    const routes = await this.deps.db.vehicles.activeRoutes(vehicleId);
    const running = routes.filter((r) => new Date(r.starts_at) <= new Date()).length;
    return `Retire ${vehicle.plate} because "${reason}"? ${routes.length - running} planned route(s) will be unassigned` +
      (running ? ` and ${running} route(s) already under way will keep the vehicle until they finish.` : '.');
  }

  @timed('retire')
  protected async commit({ vehicleId }, ctx) {
    const changed = await this.deps.db.vehicles.retire(vehicleId, this.userOf(ctx));
    return changed ? `Vehicle ${vehicleId} is retired.` : `Vehicle ${vehicleId} was not changed (already retired?).`;
  }
}

export class ReassignDriverTool extends InteractiveTool {
  readonly name = 'reassign_driver';
  readonly description = 'Move a route to another driver, choosing one of the driver\'s open roster shifts.';

  protected get schema() {
    return z.object({
      routeId: z.string().uuid(),
      driverId: z.string().min(1).max(64),
    });
  }

  @requiresScope('dispatch:write')
  protected async authorize(args, ctx) {
    await super.authorize(args, ctx);
  }

  @timed()
  protected async execute(args, ctx) {
    const prior = await this.restoreProgress(ctx);
    const pick = this.answer(ctx, 'shift');
    if (prior && pick?.shiftId) {
      if (prior.routeId !== args.routeId || prior.driverId !== args.driverId) {
        throw new ToolFailure('The route or driver changed between rounds. Please start again.');
      }
      await this.deps.roster.assign(prior.rosterSession, args.driverId, pick.shiftId, args.routeId);
      const row = await this.deps.db.routes.assignDriver(args.routeId, args.driverId, pick.shiftId, this.userOf(ctx));
      return { routeId: row.id, driverId: row.driver_id, shiftId: row.shift_id };
    }

    const route = await this.deps.db.routes.find(args.routeId);
    if (!route) throw new ToolFailure(`There is no route ${args.routeId}.`);
    const session = await this.deps.roster.openSession(this.bearerOf(ctx));
    const shifts = await this.deps.roster.availability(session.token, args.driverId);
    if (shifts.length === 0) return `Driver ${args.driverId} has no open shifts.`;

    const progress = { routeId: args.routeId, driverId: args.driverId, rosterSession: session.token }; // expect: no-secrets-in-state
    return this.ask(ctx, 'shift', `Pick a shift for driver ${args.driverId} on route ${route.name}.`, {
      type: 'object',
      properties: {
        shiftId: { type: 'string', title: 'Shift', enum: shifts.map((s) => s.id), enumNames: shifts.map((s) => s.label) },
      },
      required: ['shiftId'],
    }, progress);
  }
}
