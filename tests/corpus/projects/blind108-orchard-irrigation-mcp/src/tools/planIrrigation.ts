// plan_irrigation: proposes daily run minutes for a zone from forecast ET0 and the crop's growth stage.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { zones, farms } from '../db.js';
import { farmIdFrom } from '../auth.js';
import { sealStep, openStep } from '../state.js';
import { et0Forecast } from '../weather.js';
import { json, toolError } from '../results.js';

const TOOL = 'plan_irrigation';
const CROP_COEFFICIENTS = { dormant: 0.3, bloom: 0.6, fruit_set: 0.85, harvest: 0.95, post_harvest: 0.55 };

export function registerPlanIrrigation(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Propose irrigation minutes per day for a zone over the coming days.',
      inputSchema: { zoneId: z.string().uuid(), days: z.number().int().min(1).max(10).default(7) },
      annotations: { readOnlyHint: true },
    },
    async ({ zoneId, days }, ctx) => {
      const farmId = farmIdFrom(ctx);
      const zone = await zones.findForFarm(farmId, zoneId);
      if (!zone) return toolError(`zone ${zoneId} is not on your farm`);

      const step = openStep(TOOL, ctx);
      if (!step) {
        const account = await farms.weatherAccount(farmId);
        if (!account) return toolError('this farm has no weather station linked yet');
        const requestState = await sealStep(TOOL, {
          zoneId,
          stationId: account.stationId,
          providerKey: account.providerApiKey, // expect: no-secrets-in-state
        }, ctx);
        return inputRequired({
          inputRequests: {
            stage: inputRequired.elicit({
              message: `Which growth stage is ${zone.name} (${zone.crop}) in right now?`,
              requestedSchema: {
                type: 'object',
                properties: { stage: { type: 'string', enum: Object.keys(CROP_COEFFICIENTS) } },
                required: ['stage'],
              },
            }),
          },
          requestState,
        });
      }

      if (step.zoneId !== zoneId) return toolError('that answer belongs to another zone; please ask again');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'stage');
      if (!answer) return toolError('a growth stage is needed to plan irrigation');

      const kc = CROP_COEFFICIENTS[answer.stage];
      const forecast = await et0Forecast(step.stationId, step.providerKey, days);
      const plan = forecast.map((day) => {
        const needMm = Math.max(0, day.et0Mm * kc - day.rainMm);
        const minutes = Math.round((needMm / zone.emitter_mm_per_hour) * 60);
        return { date: day.date, needMm: Number(needMm.toFixed(1)), minutes };
      });
      return json({ zone: zone.name, stage: answer.stage, kc, plan });
    },
  );
}
