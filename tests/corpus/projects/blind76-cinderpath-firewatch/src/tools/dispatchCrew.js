// dispatch_crew: show available crews near an incident with current fire weather, assign the officer's pick.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { incident, crewsNear, assignCrew } from '../db.js';
import { fireWeather } from '../upstreams.js';
import { hasScope } from '../auth.js';
import { mintFor, resume } from '../stateCodec.js';

const TOOL = 'dispatch_crew';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const say = (text) => ({ content: [{ type: 'text', text }] });

function weatherLine(w) {
  if (w.unavailable) return 'Fire weather is unavailable right now.';
  return `${w.stale ? 'Last known' : 'Current'} fire weather: wind ${w.windKph} km/h ${w.windDir}, RH ${w.humidity}%, FFDI ${w.ffdi}.`;
}

export function registerDispatchCrew(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Dispatch one available crew to an incident in your district',
      inputSchema: { incidentId: z.string().uuid() },
    },
    async (args, ctx) => {
      const { userId, district } = ctx.http?.authInfo?.extra ?? {};
      if (!hasScope(ctx, 'firewatch:dispatch')) return fail('Your role cannot dispatch crews.');

      const inc = await incident(args.incidentId, district);
      if (!inc) return fail('No such incident in your district.');
      if (inc.status === 'closed') return fail(`Incident ${inc.name} is closed.`);

      const outcome = await resume(ctx, TOOL);
      switch (outcome.status) {
        case 'fresh': {
          const crews = await crewsNear(inc.id);
          if (crews.length === 0) return say('No crew is available in your district right now.');
          const weather = await fireWeather(inc.lat, inc.lon);
          const requestState = await mintFor(TOOL, { incidentId: inc.id, offered: crews.map((c) => c.id) }, ctx);
          return inputRequired({
            inputRequests: {
              crew: inputRequired.elicit({
                message: `${inc.name}. ${weatherLine(weather)} Which crew should go?`,
                requestedSchema: {
                  type: 'object',
                  properties: {
                    crewId: {
                      type: 'string',
                      enum: crews.map((c) => c.id),
                      enumNames: crews.map((c) => `${c.callsign} (${c.kind}, ${c.headcount} people, ${c.km} km)`),
                    },
                  },
                  required: ['crewId'],
                },
              }),
            },
            requestState,
          });
        }
        case 'resumed': {
          const { state } = outcome;
          if (state.incidentId !== inc.id) return fail('That answer was for another incident. Nothing was dispatched.');
          const choice = acceptedContent(ctx.mcpReq.inputResponses, 'crew');
          if (!choice) return say('No crew dispatched.');
          if (!state.offered.includes(choice.crewId)) return fail('That crew was not offered.');
          const ok = await assignCrew(inc.id, choice.crewId, userId);
          return ok ? say(`Crew dispatched to ${inc.name}.`) : fail('That crew was assigned elsewhere meanwhile. Please ask again.');
        }
        case 'mismatch':
        default:
          return fail('That answer belongs to a different request. Please start again.');
      }
    },
  );
}
