// list_releases: read-only view of recent releases and what each environment is running.

import { z } from 'zod';
import { done } from '../rounds.js';

const Args = z.object({ service: z.string().regex(/^[a-z0-9][a-z0-9-]{1,40}$/), limit: z.number().int().min(1).max(50).optional() });

export const listReleases = {
  name: 'list_releases',
  description: 'List recent releases of a service and the version live in each environment.',
  inputSchema: {
    type: 'object',
    properties: { service: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 50 } },
    required: ['service'],
  },
  annotations: { readOnlyHint: true },

  async run(rawArgs, _round, { deployer, environments }) {
    const args = Args.parse(rawArgs);
    const [releases, ...live] = await Promise.all([
      deployer.releases(args.service, args.limit ?? 10),
      ...environments.map((env) => deployer.current(args.service, env).catch(() => null)),
    ]);
    const liveLines = environments.map((env, i) => `${env}: ${live[i]?.version ?? 'not deployed'}`);
    const releaseLines = releases.items.map((r) => `${r.version}  ${r.created_at}  ${r.author}  ${r.summary}`);
    return done([...liveLines, '', ...releaseLines].join('\n'), { live: Object.fromEntries(environments.map((e, i) => [e, live[i]?.version ?? null])), releases: releases.items });
  },
};
