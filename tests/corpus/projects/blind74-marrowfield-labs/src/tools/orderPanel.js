// order_lab_panel: picks panels, checks coverage with the payer, schedules collection and places the order.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { patientOfClinician, panels, orders } from '../db.js';
import { payer, lis } from '../services.js';
import { mintStep, priorStep, clinicianOf, StaleState } from '../codec.js';

const TOOL = 'order_lab_panel';

const stop = (text) => ({ content: [{ type: 'text', text }], isError: true });

function advance(state, step, patch) {
  return Object.assign({}, state, patch, {
    step,
    checks: { completed: [...(state.checks?.completed ?? []), state.step] },
  });
}

export function registerOrderPanel(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Order one or more lab panels for a patient in your care team.',
      inputSchema: { patientId: z.string(), priority: z.enum(['routine', 'stat']).default('routine') },
    },
    async (args, ctx) => {
      const clinicianId = clinicianOf(ctx);
      let state;
      try {
        state = await priorStep(ctx, TOOL, args);
      } catch (err) {
        if (err instanceof StaleState) return stop(`Please start the order again (${err.message}).`);
        throw err;
      }

      const patient = await patientOfClinician(args.patientId, clinicianId);
      if (!patient) return stop('That patient is not in your care team.');

      if (!state) {
        const catalog = await panels.find({ active: true }).project({ code: 1, name: 1 }).sort({ name: 1 }).toArray();
        const first = { step: 'panels', order: { patientId: args.patientId, priority: args.priority }, coverage: {}, collection: {} };
        return inputRequired({
          inputRequests: {
            panels: inputRequired.elicit({
              message: `Which panels for ${patient.name}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  codes: { type: 'array', minItems: 1, items: { type: 'string', enum: catalog.map((p) => p.code) } },
                },
                required: ['codes'],
              },
            }),
          },
          requestState: await mintStep(ctx, TOOL, args, first),
        });
      }

      if (state.step === 'panels') {
        const picked = acceptedContent(ctx.mcpReq.inputResponses, 'panels');
        if (!picked?.codes?.length) return { content: [{ type: 'text', text: 'Order abandoned.' }] };
        const chosen = await panels.find({ code: { $in: picked.codes }, active: true }).toArray();
        if (chosen.length !== picked.codes.length) return stop('One of the panels is no longer offered.');
        let coverage = { selfPay: true };
        if (chosen.some((p) => p.requiresPreauth) && patient.coverage) {
          const elig = await payer.eligibility(patient.coverage.payerId, patient.coverage.memberId, chosen.flatMap((p) => p.cpt));
          coverage = {
            selfPay: false,
            payerId: patient.coverage.payerId,
            memberIdLast4: String(patient.coverage.memberId).slice(-4),
            covered: Boolean(elig.covered),
            priorAuthNumber: elig.priorAuthorization?.number ?? null,
            patientShareCents: elig.patientShareCents ?? 0,
          };
        }
        const next = advance(state, 'coverage', {
          order: Object.assign({}, state.order, { panelCodes: chosen.map((p) => p.code) }),
          coverage,
        });
        const line = coverage.selfPay
          ? 'No pre-authorisation needed; the clinic bills the patient directly.'
          : `Payer ${coverage.payerId} (member …${coverage.memberIdLast4}): ${coverage.covered ? 'covered' : 'not covered'}, patient share ${(coverage.patientShareCents / 100).toFixed(2)}.`;
        return inputRequired({
          inputRequests: {
            coverage: inputRequired.elicit({
              message: line,
              requestedSchema: { type: 'object', properties: { proceed: { type: 'boolean' } }, required: ['proceed'] },
            }),
          },
          requestState: await mintStep(ctx, TOOL, args, next),
        });
      }

      if (state.step === 'coverage') {
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'coverage');
        if (!answer?.proceed) return { content: [{ type: 'text', text: 'Order not placed.' }] };
        const next = advance(state, 'collection', { coverage: Object.assign({}, state.coverage, { acknowledged: true }) });
        return inputRequired({
          inputRequests: {
            collection: inputRequired.elicit({
              message: 'Where and when will the specimen be collected?',
              requestedSchema: {
                type: 'object',
                properties: {
                  site: { type: 'string', enum: ['in_clinic', 'draw_station', 'home_visit'] },
                  date: { type: 'string', format: 'date' },
                  fasting: { type: 'boolean', default: false },
                },
                required: ['site', 'date'],
              },
            }),
          },
          requestState: await mintStep(ctx, TOOL, args, next),
        });
      }

      if (state.step === 'collection') {
        const collection = acceptedContent(ctx.mcpReq.inputResponses, 'collection');
        if (!collection) return { content: [{ type: 'text', text: 'Order not placed.' }] };
        const done = advance(state, 'placed', { collection });
        const placed = await lis.placeOrder({
          patientId: args.patientId,
          orderingClinician: clinicianId,
          priority: args.priority,
          panels: done.order.panelCodes,
          collection,
          billing: done.coverage.selfPay
            ? { type: 'self_pay' }
            : { type: 'insurance', payerId: done.coverage.payerId, priorAuthNumber: done.coverage.priorAuthNumber },
        });
        const orderId = randomUUID();
        await orders.insertOne({
          _id: orderId,
          accession: placed.accession,
          patientId: args.patientId,
          orderedBy: clinicianId,
          panels: done.order.panelCodes,
          status: 'placed',
          createdAt: new Date(),
        });
        return {
          content: [{ type: 'text', text: `Order ${orderId} placed (accession ${placed.accession}); steps ${done.checks.completed.join(' → ')}.` }],
        };
      }

      return stop('Unknown order step.');
    },
  );
}
