import { z } from 'zod';
import type { ToolDeps, ToolModule } from '../server.js';
import { pickOneRequest, text, toolError } from '../results.js';
import { packQuery, unpackQuery, type ReleaseQuery } from '../state/query-state.js';
import type { Release } from '../platform.js';

const ListArgs = z.object({
  service: z.string().min(1).optional(),
  environment: z.string().min(1).optional(),
});

function render(releases: Release[]): string {
  if (releases.length === 0) return 'No releases match.';
  return releases
    .map((r) => `• ${r.service} ${r.version} (${r.revision}) on ${r.environment}: ${r.status}, ${r.createdAt}`)
    .join('\n');
}

export function releasesTool({ platform, config }: ToolDeps): ToolModule {
  return {
    definition: {
      name: 'list_releases',
      description: "List your team's recent releases, newest first. Asks for the environment when none is given.",
      inputSchema: {
        type: 'object',
        properties: { service: { type: 'string' }, environment: { type: 'string' } },
      },
      annotations: { readOnlyHint: true },
    },

    async run(call) {
      const args = ListArgs.parse(call.args);
      let query: ReleaseQuery;

      if (call.requestState !== undefined) {
        const picked = call.inputResponses?.environment;
        if (picked?.action !== 'accept' || typeof picked.content?.environment !== 'string') {
          return text('No environment chosen, nothing listed.');
        }
        const saved = unpackQuery(call.requestState); // expect: require-sealed-state
        query = { ...saved, environment: picked.content.environment };
      } else {
        const team = await platform.teamOf(call.userId);
        if (args.environment === undefined) {
          return {
            resultType: 'input_required',
            inputRequests: pickOneRequest('environment', 'Which environment?', 'environment', team.environments),
            requestState: packQuery({ teamId: team.id, service: args.service }), // expect: require-sealed-state
          };
        }
        if (!team.environments.includes(args.environment)) {
          return toolError(`Your team has no ${args.environment} environment.`);
        }
        query = { teamId: team.id, service: args.service, environment: args.environment };
      }

      const releases = await platform.listReleases(query.teamId, {
        service: query.service,
        environment: query.environment,
        limit: config.pageSize,
      });
      return text(render(releases));
    },
  };
}
