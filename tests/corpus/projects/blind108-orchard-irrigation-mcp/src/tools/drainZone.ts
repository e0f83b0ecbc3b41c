// drain_zone: opens a zone's flush valve to empty its laterals before frost or maintenance.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { config } from '../config.js';
import { zones } from '../db.js';
import { userIdFrom, farmIdFrom } from '../auth.js';
import { sealStep, openStep } from '../state.js';
import { gateway } from '../controller.js';
import { json, toolError } from '../results.js';

const TOOL = 'drain_zone';

export function registerDrainZone(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Drain a zone by opening its flush valve for the given number of minutes. Water in the laterals is lost.',
      inputSchema: {
        zoneId: z.string().uuid(),
        minutes: z.number().int().min(1).max(config.maxFlushMinutes),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = userIdFrom(ctx);
      const zone = await zones.findForFarm(farmIdFrom(ctx), args.zoneId);
      if (!zone) return toolError(`zone ${args.zoneId} is not on your farm`);

      const step = openStep(TOOL, ctx);
      if (!step) {
        const requestState = await sealStep(TOOL, { zoneName: zone.name }, ctx); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Open the flush valve on ${zone.name} for ${args.minutes} minutes? The laterals will be emptied.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Drain now' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return json({ drained: false, reason: 'not confirmed' });

      const run = await gateway.openFlush(zone.controller_channel, args.minutes);
      await zones.recordRun(zone.id, userId, 'drain', args.minutes);
      return json({ drained: true, zone: zone.name, minutes: args.minutes, gatewayRun: run.id });
    },
  );
}
