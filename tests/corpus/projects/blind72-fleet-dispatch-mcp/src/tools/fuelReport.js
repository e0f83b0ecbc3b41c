// fuel_report: litres and cost per vehicle for a depot, asking for the period when none is given.
'use strict';

const db = require('../db');
const { inputRequired, elicit, accepted, text, toolError } = require('../results');

const TOOL = 'fuel_report';
const PERIODS = { last_7_days: 7, last_30_days: 30, last_90_days: 90 };

exports.definition = {
  name: TOOL,
  description: 'Fuel consumption and spend per vehicle for one depot.',
  inputSchema: {
    type: 'object',
    properties: {
      depotId: { type: 'string' },
      period: { type: 'string', enum: Object.keys(PERIODS) },
    },
    required: ['depotId'],
  },
  annotations: { title: 'Fuel report', readOnlyHint: true },
};

/**
 * @param {{ depotId: string, period?: string }} args
 * @param {any} ctx
 */
exports.handle = async function handle(args, ctx) {
  if (!ctx.auth.extra.depots.includes(args.depotId)) return toolError(`You do not manage depot ${args.depotId}`);

  let period = args.period;
  if (!period && ctx.requestState) {
    const state = ctx.sealer.open(ctx.requestState);
    if (!state || state.userId !== ctx.userId || state.tool !== TOOL || state.depotId !== args.depotId) {
      return toolError('This report request has expired; please ask again.');
    }
    const answer = accepted(ctx.inputResponses, 'period');
    period = answer ? answer.period : undefined;
  }

  if (!period) {
    const requestState = ctx.sealer.seal({ userId: ctx.userId, tool: TOOL, depotId: args.depotId });
    return inputRequired({
      period: elicit('Which period should the fuel report cover?', {
        period: { type: 'string', enum: Object.keys(PERIODS), title: 'Period' },
      }),
    }, requestState);
  }
  if (!Object.prototype.hasOwnProperty.call(PERIODS, period)) return toolError(`Unknown period ${period}`);

  const rows = await db.query(ctx.config,
    `SELECT v.registration, sum(f.litres)::float AS litres, sum(f.cost_cents)::bigint AS cost_cents
       FROM fuel_purchases f JOIN vehicles v ON v.id = f.vehicle_id
      WHERE v.depot_id = $1 AND f.purchased_at >= now() - make_interval(days => $2)
      GROUP BY v.registration ORDER BY cost_cents DESC`,
    [args.depotId, PERIODS[period]]);
  if (rows.length === 0) return text(`No fuel purchases at depot ${args.depotId} in the ${period.replace(/_/g, ' ')}.`);

  const lines = rows.map((r) => `${r.registration}: ${r.litres.toFixed(1)} l, €${(Number(r.cost_cents) / 100).toFixed(2)}`);
  return text(`Fuel report for ${args.depotId} (${period.replace(/_/g, ' ')}):\n${lines.join('\n')}`, { depotId: args.depotId, period, rows });
};
