// apply_for_permit: collects the traffic-management plan over one or two forms, then files the application.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { config } from '../config.js';
import { caller } from '../auth.js';
import { codecFor, openState } from '../stateCodecs.js';
import { digestArgs } from '../argsDigest.js';
import { contractorLicence, createApplication } from '../db.js';
import { segments as lookupSegments } from '../gis.js';

const TOOL = 'apply_for_permit';

const trafficForm = {
  type: 'object',
  properties: {
    closureType: { type: 'string', enum: ['none', 'footway', 'lane', 'full'], title: 'Closure' },
    workingHours: { type: 'string', enum: ['day', 'night', 'continuous'], title: 'Working hours' },
    signageProvider: { type: 'string', title: 'Signage / TM provider' },
  },
  required: ['closureType', 'workingHours'],
};

const diversionForm = {
  type: 'object',
  properties: {
    diversionRoute: { type: 'string', title: 'Diversion route (street names in order)' },
    busOperatorNotified: { type: 'boolean', title: 'Bus operator notified' },
  },
  required: ['diversionRoute'],
};

const fail = text => ({ content: [{ type: 'text', text }], isError: true });

export function registerApplyTool(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Apply for a street-works permit',
      description: 'Files a permit application for works on one or more street segments (USRNs).',
      inputSchema: z.object({
        segmentIds: z.array(z.string().regex(/^\d{8}$/)).min(1).max(10),
        startsOn: z.string().date(),
        endsOn: z.string().date(),
        worksDescription: z.string().min(10).max(1000),
      }),
    },
    async (args, ctx) => {
      const who = caller(ctx);
      const state = await openState(TOOL, ctx);
      if (state.present && !state.value) return fail('This application form has expired; please start again.');
      const pending = state.value;

      if (pending && (pending.apiVersion !== config.apiVersion || pending.argsDigest !== digestArgs(args))) {
        return fail('The application details changed between steps; please start again.');
      }

      if (!pending) {
        const licence = await contractorLicence(who.contractorId);
        if (!licence || licence.suspended || new Date(licence.licence_expires_on) < new Date(args.endsOn)) {
          return fail('Your street-works licence does not cover these dates.');
        }
        const found = await lookupSegments(args.segmentIds);
        if (found.length !== args.segmentIds.length) return fail('Some street segments are not in this borough.');

        const requestState = await codecFor(TOOL).mint(
          {
            apiVersion: config.apiVersion,
            stage: 'traffic',
            argsDigest: digestArgs(args),
            busRoute: found.some(s => s.busRoute),
            idempotencyKey: randomUUID(),
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            traffic: inputRequired.elicit({
              message: `Traffic management for ${found.map(s => s.street).join(', ')}:`,
              requestedSchema: trafficForm,
            }),
          },
          requestState,
        });
      }

      if (pending.stage === 'traffic') {
        const traffic = acceptedContent(ctx.mcpReq.inputResponses, 'traffic');
        if (!traffic) return { content: [{ type: 'text', text: 'Application abandoned.' }] };
        if (traffic.closureType === 'full') {
          const requestState = await codecFor(TOOL).mint({ ...pending, stage: 'diversion', traffic }, ctx);
          return inputRequired({
            inputRequests: {
              diversion: inputRequired.elicit({
                message: pending.busRoute
                  ? 'A full closure on a bus route needs a signed diversion. Describe it:'
                  : 'Describe the signed diversion for the full closure:',
                requestedSchema: diversionForm,
              }),
            },
            requestState,
          });
        }
        return file(args, who, pending, traffic, null);
      }

      if (pending.stage === 'diversion') {
        const diversion = acceptedContent(ctx.mcpReq.inputResponses, 'diversion');
        if (!diversion) return { content: [{ type: 'text', text: 'Application abandoned.' }] };
        if (pending.busRoute && !diversion.busOperatorNotified) {
          return fail('Notify the bus operator before applying for a full closure on a bus route.');
        }
        return file(args, who, pending, pending.traffic, diversion);
      }

      return fail('Unknown application step.');
    },
  );
}

async function file(args, who, pending, traffic, diversion) {
  const created = await createApplication({
    idempotency_key: pending.idempotencyKey,
    contractor_id: who.contractorId,
    submitted_by: who.userId,
    segment_ids: JSON.stringify(args.segmentIds),
    starts_on: args.startsOn,
    ends_on: args.endsOn,
    works_description: args.worksDescription,
    closure_type: traffic.closureType,
    working_hours: traffic.workingHours,
    signage_provider: traffic.signageProvider ?? null,
    diversion_route: diversion?.diversionRoute ?? null,
  });
  return {
    content: [{ type: 'text', text: `Application ${created.reference} filed. The streetworks team replies within 5 working days.` }],
    structuredContent: { applicationId: created.id, reference: created.reference },
  };
}
