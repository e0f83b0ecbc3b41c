// Dispatch tool server: vehicles, drivers, routes, incidents and telematics tools.
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { haversineKm, routeLengthKm, etaMinutes, isValidPoint } from './geo.js';
import { hasRole } from './auth.js';
import { child } from './log.js';

const log = child({ mod: 'tools' });

const VEHICLE_STATUSES = ['available', 'on_run', 'maintenance', 'out_of_service', 'reserved'] as const;

function text(value: unknown) {
  const body = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return { content: [{ type: 'text', text: body }] };
}

function fail(message: string) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

function statusLabel(status: string): string {
  switch (status) {
    case 'available':
      return 'Available at depot';
    case 'on_run':
      return 'Out on a dispatch run';
    case 'maintenance':
      return 'In the workshop';
    case 'out_of_service':
      return 'Out of service';
    case 'reserved':
      return 'Reserved for a scheduled run';
    default:
      return `Unknown (${status})`;
  }
}

function severityRank(severity: string): number {
  switch (severity) {
    case 'critical':
      return 4;
    case 'major':
      return 3;
    case 'minor':
      return 2;
    case 'info':
      return 1;
    default:
      return 0;
  }
}

function licenceAllows(licence: string, vehicleClass: string): boolean {
  switch (vehicleClass) {
    case 'cargo-bike':
      return true;
    case 'van':
      return ['B', 'C1', 'C', 'CE'].includes(licence);
    case 'rigid':
      return ['C', 'CE'].includes(licence);
    case 'artic':
      return licence === 'CE';
    default:
      return false;
  }
}

function formatVehicle(row: any) {
  return {
    id: row.id,
    registration: row.registration,
    class: row.vehicle_class,
    depot: row.depot_code,
    status: statusLabel(row.status),
    odometerKm: Number(row.odometer_km),
    nextServiceDue: row.next_service_due,
    driver: row.driver_name ?? null,
  };
}

export function buildDispatchServer({ config, db, sealer, telematics }) {
  const server = new McpServer(
    { name: 'fleet-dispatch', version: '0.9.3' },
    { capabilities: { tools: {} } },
  );

  const who = (ctx) => {
    const extra = ctx.http?.authInfo?.extra;
    if (!extra?.userId) throw new Error('this server requires an authenticated user');
    return { userId: extra.userId as string, tenantId: extra.tenantId as string, authInfo: ctx.http.authInfo };
  };

  async function loadVehicle(tenantId: string, vehicleId: string) {
    return db.one(
      `select v.*, d.full_name as driver_name
         from vehicles v
         left join drivers d on d.id = v.current_driver_id
        where v.tenant_id = $1 and v.id = $2`,
      [tenantId, vehicleId],
    );
  }

  async function loadRun(tenantId: string, runId: string) {
    return db.one(
      `select r.*, v.registration, v.telematics_unit_id
         from dispatch_runs r
         join vehicles v on v.id = r.vehicle_id
        where r.tenant_id = $1 and r.id = $2`,
      [tenantId, runId],
    );
  }

  async function audit(tenantId: string, userId: string, action: string, subject: string, detail: unknown) {
    await db.query(
      `insert into audit_log (tenant_id, actor_id, action, subject, detail, created_at)
       values ($1, $2, $3, $4, $5, now())`,
      [tenantId, userId, action, subject, JSON.stringify(detail)],
    );
  }

  server.registerTool(
    'list_vehicles',
    {
      description: 'List vehicles for a depot, optionally filtered by status.',
      inputSchema: z.object({
        depot: z.string().min(2).max(12),
        status: z.enum(VEHICLE_STATUSES).optional(),
        page: z.number().int().min(1).default(1),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const { tenantId } = who(ctx);
      const limit = config.maxVehiclesPerPage;
      const offset = (args.page - 1) * limit;
      const rows = await db.query(
        `select v.*, d.full_name as driver_name
           from vehicles v
           left join drivers d on d.id = v.current_driver_id
          where v.tenant_id = $1 and v.depot_code = $2 and ($3::text is null or v.status = $3)
          order by v.registration
          limit $4 offset $5`,
        [tenantId, args.depot, args.status ?? null, limit, offset],
      );
      return text({ page: args.page, vehicles: rows.map(formatVehicle) });
    },
  );

  server.registerTool(
    'get_vehicle',
    {
      description: 'Show one vehicle with its current run and open incidents.',
      inputSchema: z.object({ vehicleId: z.string().uuid() }),
      annotations: { readOnlyHint: true },
    },
    async ({ vehicleId }, ctx) => {
      const { tenantId } = who(ctx);
      const vehicle = await loadVehicle(tenantId, vehicleId);
      if (!vehicle) return fail(`vehicle ${vehicleId} not found`);
      const [run, incidents] = await Promise.all([
        db.one(
          `select id, status, planned_start, planned_end from dispatch_runs
            where vehicle_id = $1 and status in ('planned', 'active') order by planned_start limit 1`,
          [vehicleId],
        ),
        db.query(
          `select id, severity, summary, opened_at from incidents
            where vehicle_id = $1 and closed_at is null`,
          [vehicleId],
        ),
      ]);
      incidents.sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
      return text({ ...formatVehicle(vehicle), currentRun: run, openIncidents: incidents });
    },
  );

  server.registerTool(
    'list_drivers',
    {
      description: 'List drivers on shift at a depot with their licence class.',
      inputSchema: z.object({ depot: z.string(), onlyFree: z.boolean().default(true) }),
      annotations: { readOnlyHint: true },
    },
    async ({ depot, onlyFree }, ctx) => {
      const { tenantId } = who(ctx);
      const rows = await db.query(
        `select d.id, d.full_name, d.licence_class, d.shift_end,
                exists(select 1 from vehicles v where v.current_driver_id = d.id) as busy
           from drivers d
          where d.tenant_id = $1 and d.home_depot = $2 and d.on_shift`,
        [tenantId, depot],
      );
      return text(rows.filter((r) => !onlyFree || !r.busy));
    },
  );

  server.registerTool(
    'assign_driver',
    {
      description: 'Assign a driver to a planned dispatch run. Asks which driver if none is given.',
      inputSchema: z.object({ runId: z.string().uuid(), driverId: z.string().uuid().optional() }),
    },
    async (args, ctx) => {
      const { userId, tenantId } = who(ctx);
      const run = await loadRun(tenantId, args.runId);
      if (!run) return fail(`run ${args.runId} not found`);
      if (run.status !== 'planned') return fail(`run is ${run.status}; only planned runs take a new driver`);

      let driverId = args.driverId;
      const incoming = ctx.mcpReq.requestState();
      if (!driverId && incoming) {
        const prior = sealer.open(incoming, userId, 'assign_driver');
        if (!prior || prior.runId !== args.runId) return fail('The driver choice has expired; please start again.');
        const picked = acceptedContent(ctx.mcpReq.inputResponses, 'driver');
        if (!picked?.driverId || !prior.candidates.includes(picked.driverId)) {
          return fail('No valid driver was chosen.');
        }
        driverId = picked.driverId;
      }

      if (!driverId) {
        const vehicle = await loadVehicle(tenantId, run.vehicle_id);
        const free = await db.query(
          `select d.id, d.full_name, d.licence_class from drivers d
            where d.tenant_id = $1 and d.home_depot = $2 and d.on_shift
              and not exists(select 1 from vehicles v where v.current_driver_id = d.id)`,
          [tenantId, vehicle.depot_code],
        );
        const eligible = free.filter((d) => licenceAllows(d.licence_class, vehicle.vehicle_class));
        if (eligible.length === 0) return fail('No eligible driver is free at this depot.');
        return inputRequired({
          inputRequests: {
            driver: inputRequired.elicit({
              message: `Who should drive run ${run.id} (${vehicle.registration})?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  driverId: {
                    type: 'string',
                    title: 'Driver',
                    oneOf: eligible.map((d) => ({ const: d.id, title: `${d.full_name} (${d.licence_class})` })),
                  },
                },
                required: ['driverId'],
              },
            }),
          },
          requestState: sealer.seal(
            { runId: run.id, candidates: eligible.map((d) => d.id) },
            userId,
            'assign_driver',
          ),
        });
      }

      await db.tx(async (client) => {
        await client.query(`update dispatch_runs set driver_id = $1, updated_at = now() where id = $2`, [driverId, run.id]);
        await client.query(`update vehicles set current_driver_id = $1 where id = $2`, [driverId, run.vehicle_id]);
      });
      await audit(tenantId, userId, 'assign_driver', run.id, { driverId });
      return text(`Driver ${driverId} assigned to run ${run.id}.`);
    },
  );

  server.registerTool(
    'unassign_driver',
    {
      description: 'Remove the driver from a vehicle that is not on an active run.',
      inputSchema: z.object({ vehicleId: z.string().uuid() }),
    },
    async ({ vehicleId }, ctx) => {
      const { userId, tenantId } = who(ctx);
      const vehicle = await loadVehicle(tenantId, vehicleId);
      if (!vehicle) return fail('vehicle not found');
      if (vehicle.status === 'on_run') return fail('vehicle is on an active run');
      await db.query(`update vehicles set current_driver_id = null where id = $1`, [vehicleId]);
      await audit(tenantId, userId, 'unassign_driver', vehicleId, {});
      return text(`Driver removed from ${vehicle.registration}.`);
    },
  );

  server.registerTool(
    'schedule_maintenance',
    {
      description: 'Book a workshop slot for a vehicle.',
      inputSchema: z.object({
        vehicleId: z.string().uuid(),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        kind: z.enum(['service', 'tyres', 'mot', 'bodywork', 'diagnostic']),
        notes: z.string().max(500).optional(),
      }),
    },
    async (args, ctx) => {
      const { userId, tenantId } = who(ctx);
      const vehicle = await loadVehicle(tenantId, args.vehicleId);
      if (!vehicle) return fail('vehicle not found');
      let hours: number;
      switch (args.kind) {
        case 'service':
          hours = vehicle.vehicle_class === 'artic' ? 6 : 3;
          break;
        case 'tyres':
          hours = 1;
          break;
        case 'mot':
          hours = 2;
          break;
        case 'bodywork':
          hours = 8;
          break;
        default:
          hours = 2;
      }
      const slot = await db.one(
        `insert into workshop_bookings (tenant_id, vehicle_id, booking_date, kind, est_hours, notes, booked_by)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [tenantId, args.vehicleId, args.date, args.kind, hours, args.notes ?? null, userId],
      );
      await audit(tenantId, userId, 'schedule_maintenance', args.vehicleId, { booking: slot.id, kind: args.kind });
      return text(`Booked ${args.kind} for ${vehicle.registration} on ${args.date} (${hours}h), booking ${slot.id}.`);
    },
  );

  server.registerTool(
    'reroute_vehicle',
    {
      description: 'Offer alternative routes for an active run and push the chosen one to the vehicle.',
      inputSchema: z.object({ runId: z.string().uuid(), avoid: z.array(z.string()).default([]) }),
    },
    async (args, ctx) => {
      const { userId, tenantId } = who(ctx);
      if (!hasRole(ctx.http?.authInfo, 'dispatcher')) return fail('only dispatchers can reroute vehicles');
      const run = await loadRun(tenantId, args.runId);
      if (!run || run.status !== 'active') return fail('run is not active');

      const incoming = ctx.mcpReq.requestState();
      if (incoming) {
        const prior = JSON.parse(Buffer.from(incoming.split('.')[0], 'base64url').toString('utf8')).p; // expect: require-sealed-state
        const choice = acceptedContent(ctx.mcpReq.inputResponses, 'route');
        const option = prior.options.find((o) => o.key === choice?.route);
        if (!option) return fail('No route was chosen.');
        const creds = await telematics.credentialsFor(tenantId);
        await telematics.pushRoute(creds.accessToken, run.telematics_unit_id, option.waypoints);
        await db.query(`update dispatch_runs set route = $1, updated_at = now() where id = $2`, [
          JSON.stringify(option.waypoints),
          run.id,
        ]);
        await audit(tenantId, userId, 'reroute_vehicle', run.id, { route: option.key });
        return text(`Route ${option.label} pushed to ${run.registration}.`);
      }

      const stops = await db.query(
        `select id, lat, lon, zone from run_stops where run_id = $1 and completed_at is null order by seq`,
        [run.id],
      );
      const valid = stops.filter((s) => isValidPoint(s) && !args.avoid.includes(s.zone));
      if (valid.length === 0) return fail('No remaining stops to route.');
      const vehicle = await loadVehicle(tenantId, run.vehicle_id);

      const byOrder = valid.map(({ lat, lon }) => ({ lat, lon }));
      const nearestFirst = [...byOrder].sort(
        (a, b) => haversineKm({ lat: run.last_lat, lon: run.last_lon }, a) - haversineKm({ lat: run.last_lat, lon: run.last_lon }, b),
      );
      const options = [
        { key: 'planned', label: 'Keep planned order', waypoints: byOrder },
        { key: 'nearest', label: 'Nearest stop first', waypoints: nearestFirst },
      ].map((o) => {
        const km = routeLengthKm(o.waypoints);
        return { ...o, km: Math.round(km * 10) / 10, eta: etaMinutes(km, vehicle.vehicle_class) };
      });

      return inputRequired({
        inputRequests: {
          route: inputRequired.elicit({
            message: `Choose a route for ${run.registration}`,
            requestedSchema: {
              type: 'object',
              properties: {
                route: {
                  type: 'string',
                  oneOf: options.map((o) => ({ const: o.key, title: `${o.label}: ${o.km} km, ~${o.eta} min` })),
                },
              },
              required: ['route'],
            },
          }),
        },
        requestState: sealer.seal({ runId: run.id, options }, userId, 'reroute_vehicle'),
      });
    },
  );

  server.registerTool(
    'pull_live_location',
    {
      description: 'Fetch the live position and recent trail of a vehicle after the dispatcher confirms the privacy notice.',
      inputSchema: z.object({ vehicleId: z.string().uuid(), trailMinutes: z.number().int().min(0).max(120).default(15) }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const { userId, tenantId } = who(ctx);
      const vehicle = await loadVehicle(tenantId, args.vehicleId);
      if (!vehicle?.telematics_unit_id) return fail('vehicle has no telematics unit');

      const incoming = ctx.mcpReq.requestState();
      if (incoming) {
        const prior = sealer.open(incoming, userId, 'pull_live_location');
        if (!prior || prior.vehicleId !== args.vehicleId) return fail('Confirmation expired; ask again.');
        const ack = acceptedContent(ctx.mcpReq.inputResponses, 'privacy');
        if (!ack?.acknowledged) return fail('Location request was not confirmed.');
        const [position, trail] = await Promise.all([
          telematics.livePosition(prior.partnerToken, prior.unitId),
          prior.trailMinutes > 0 ? telematics.positionTrail(prior.partnerToken, prior.unitId, prior.trailMinutes) : [],
        ]);
        await audit(tenantId, userId, 'pull_live_location', args.vehicleId, { trailMinutes: prior.trailMinutes });
        return text({ registration: vehicle.registration, position, trail });
      }

      const creds = await telematics.credentialsFor(tenantId);
      const pending = {
        vehicleId: args.vehicleId,
        unitId: vehicle.telematics_unit_id,
        trailMinutes: args.trailMinutes,
        partnerToken: creds.accessToken, // expect: no-secrets-in-state
      };
      return inputRequired({
        inputRequests: {
          privacy: inputRequired.elicit({
            message:
              `Live location of ${vehicle.registration} reveals where ${vehicle.driver_name ?? 'the driver'} is. ` +
              'Confirm you need it for an operational reason.',
            requestedSchema: {
              type: 'object',
              properties: { acknowledged: { type: 'boolean', title: 'I have an operational reason' } },
              required: ['acknowledged'],
            },
          }),
        },
        requestState: sealer.seal(pending, userId, 'pull_live_location'),
      });
    },
  );

  server.registerTool(
    'cancel_dispatch_run',
    {
      description: 'Cancel a planned or active dispatch run and release its vehicle and driver.',
      inputSchema: z.object({ runId: z.string().uuid(), reason: z.string().min(3).max(300) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const { userId, tenantId } = who(ctx);
      if (!hasRole(ctx.http?.authInfo, 'dispatcher')) return fail('only dispatchers can cancel runs');

      const incoming = ctx.mcpReq.requestState();
      if (incoming) {
        const prior = sealer.open(incoming, userId, 'cancel_dispatch_run');
        if (!prior || prior.step !== 'confirm') return fail('Cancellation confirmation expired.');
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        if (answer?.confirm !== true) return text('Cancellation aborted.');

        const run = await loadRun(tenantId, args.runId);
        if (!run || !['planned', 'active'].includes(run.status)) return fail('run can no longer be cancelled');
        await db.tx(async (client) => {
          await client.query(
            `update dispatch_runs set status = 'cancelled', cancel_reason = $1, updated_at = now() where id = $2`,
            [args.reason, run.id],
          );
          await client.query(`update vehicles set status = 'available', current_driver_id = null where id = $1`, [
            run.vehicle_id,
          ]);
          await client.query(`update run_stops set status = 'unassigned' where run_id = $1 and completed_at is null`, [
            run.id,
          ]);
        });
        await audit(tenantId, userId, 'cancel_dispatch_run', run.id, { reason: args.reason });
        log.info({ runId: run.id, userId }, 'run cancelled');
        return text(`Run ${run.id} cancelled.`);
      }

      const run = await loadRun(tenantId, args.runId);
      if (!run) return fail('run not found');
      const openStops = await db.one(
        `select count(*)::int as n from run_stops where run_id = $1 and completed_at is null`,
        [run.id],
      );
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Cancel run ${run.id} on ${run.registration}? ${openStops.n} stops will be unassigned.`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Yes, cancel this run' } },
              required: ['confirm'],
            },
          }),
        },
        requestState: sealer.seal({ step: 'confirm' }, userId, 'cancel_dispatch_run'), // expect: require-state-binding
      });
    },
  );

  server.registerTool(
    'vehicle_diagnostics',
    {
      description: 'Read engine fault codes and battery health from the telematics unit.',
      inputSchema: z.object({ vehicleId: z.string().uuid() }),
      annotations: { readOnlyHint: true },
    },
    async ({ vehicleId }, ctx) => {
      const { tenantId } = who(ctx);
      const vehicle = await loadVehicle(tenantId, vehicleId);
      if (!vehicle?.telematics_unit_id) return fail('vehicle has no telematics unit');
      const creds = await telematics.credentialsFor(tenantId);
      const diag = await telematics.diagnostics(creds.accessToken, vehicle.telematics_unit_id);
      if (!diag) return fail('no diagnostics available');
      const faults = (diag.faults ?? []).map((f) => {
        let meaning: string;
        switch (f.code?.[0]) {
          case 'P':
            meaning = 'powertrain';
            break;
          case 'B':
            meaning = 'body';
            break;
          case 'C':
            meaning = 'chassis';
            break;
          case 'U':
            meaning = 'network';
            break;
          default:
            meaning = 'other';
        }
        return { code: f.code, area: meaning, since: f.first_seen };
      });
      return text({ registration: vehicle.registration, batteryVolts: diag.battery_v, faults });
    },
  );

  server.registerTool(
    'fuel_report',
    {
      description: 'Summarise fuel or charge use per vehicle for a date range.',
      inputSchema: z.object({
        depot: z.string(),
        from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        groupBy: z.enum(['vehicle', 'class', 'day']).default('vehicle'),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const { tenantId } = who(ctx);
      let groupExpr: string;
      switch (args.groupBy) {
        case 'class':
          groupExpr = 'v.vehicle_class';
          break;
        case 'day':
          groupExpr = `to_char(f.filled_at at time zone '${config.depotTimezone}', 'YYYY-MM-DD')`;
          break;
        default:
          groupExpr = 'v.registration';
      }
      const rows = await db.query(
        `select ${groupExpr} as bucket, sum(f.litres) as litres, sum(f.kwh) as kwh, sum(f.cost_cents) as cost_cents
           from fuel_events f join vehicles v on v.id = f.vehicle_id
          where v.tenant_id = $1 and v.depot_code = $2 and f.filled_at >= $3::date and f.filled_at < ($4::date + 1)
          group by 1 order by 1`,
        [tenantId, args.depot, args.from, args.to],
      );
      return text(
        rows.map((r) => ({
          bucket: r.bucket,
          litres: Number(r.litres ?? 0),
          kwh: Number(r.kwh ?? 0),
          cost: (Number(r.cost_cents ?? 0) / 100).toFixed(2),
        })),
      );
    },
  );

  server.registerTool(
    'open_incident',
    {
      description: 'Record an incident (breakdown, collision, delay) against a vehicle.',
      inputSchema: z.object({
        vehicleId: z.string().uuid(),
        severity: z.enum(['info', 'minor', 'major', 'critical']),
        summary: z.string().min(5).max(400),
      }),
    },
    async (args, ctx) => {
      const { userId, tenantId } = who(ctx);
      const vehicle = await loadVehicle(tenantId, args.vehicleId);
      if (!vehicle) return fail('vehicle not found');
      const row = await db.one(
        `insert into incidents (tenant_id, vehicle_id, severity, summary, opened_by, opened_at)
         values ($1, $2, $3, $4, $5, now()) returning id`,
        [tenantId, args.vehicleId, args.severity, args.summary, userId],
      );
      if (severityRank(args.severity) >= 3) {
        await db.query(`update vehicles set status = 'out_of_service' where id = $1`, [args.vehicleId]);
      }
      await audit(tenantId, userId, 'open_incident', args.vehicleId, { incident: row.id, severity: args.severity });
      return text(`Incident ${row.id} opened for ${vehicle.registration}.`);
    },
  );

  server.registerTool(
    'list_incidents',
    {
      description: 'List open incidents across a depot, most severe first.',
      inputSchema: z.object({ depot: z.string() }),
      annotations: { readOnlyHint: true },
    },
    async ({ depot }, ctx) => {
      const { tenantId } = who(ctx);
      const rows = await db.query(
        `select i.id, i.severity, i.summary, i.opened_at, v.registration
           from incidents i join vehicles v on v.id = i.vehicle_id
          where v.tenant_id = $1 and v.depot_code = $2 and i.closed_at is null`,
        [tenantId, depot],
      );
      rows.sort((a, b) => severityRank(b.severity) - severityRank(a.severity) || a.opened_at - b.opened_at);
      return text(rows);
    },
  );

  return server;
}
