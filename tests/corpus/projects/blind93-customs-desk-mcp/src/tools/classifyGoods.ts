// Tool classify_goods: proposes a tariff code, paging through customs search results with the broker.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { brokerUser } from '../auth/tokens.js';
import { collections } from '../db/mongo.js';
import { searchCommodities } from '../customs/client.js';
import { sealBound, openBound } from '../state/binding.js';
import { needsInput, form, incomingState, acceptedAnswer, say, refuse } from '../mcp/rounds.js';

const TOOL = 'classify_goods';
const NONE = 'none-of-these';

interface Progress {
  cacheRef: string;
  pageToken?: string;
  pagesSeen: number;
}

async function offer(args, user, hits, pageToken: string | undefined, pagesSeen: number) {
  const cacheRef = randomUUID();
  await collections.classificationCache().insertOne({ _id: cacheRef, owner: user.userId, hits, createdAt: new Date() });
  const choices = [
    ...hits.map((h) => ({ const: h.code, title: `${h.code} — ${h.description} (${h.dutyRatePct}%)` })),
    ...(pageToken ? [{ const: NONE, title: 'None of these, show more' }] : []),
  ];
  const state = sealBound<Progress>(TOOL, user.userId, args, { cacheRef, pageToken, pagesSeen });
  return needsInput(
    {
      pick: form(`Which commodity code fits "${args.description}"?`, {
        code: { type: 'string', oneOf: choices },
      }),
    },
    state,
    'Waiting for the broker to pick a commodity code.',
  );
}

export function registerClassifyGoods(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Classify goods',
      description: 'Find the customs commodity code and duty rate for a description of goods.',
      inputSchema: {
        description: z.string().min(4).max(400),
        originCountry: z.string().length(2),
      },
      annotations: { readOnlyHint: true },
    },
    async (args, extra) => {
      const user = brokerUser(extra);
      const envelope = incomingState(extra);

      if (!envelope) {
        const first = await searchCommodities(args.description, args.originCountry);
        if (first.items.length === 0) return say('The tariff search found nothing; try a more specific description.');
        return offer(args, user, first.items, first.nextPageToken, 1);
      }

      const progress = openBound<Progress>(envelope, TOOL, user.userId, args);
      if (!progress) return refuse('This classification session expired; please start again.');

      const cached = await collections.classificationCache().findOne({ _id: progress.cacheRef, owner: user.userId });
      if (!cached) return refuse('This classification session expired; please start again.');

      const pick = acceptedAnswer(extra, 'pick');
      if (!pick) return say('Classification cancelled.');

      if (pick.code === NONE && progress.pageToken && progress.pagesSeen < 5) {
        const next = await searchCommodities(args.description, args.originCountry, progress.pageToken);
        return offer(args, user, next.items, next.nextPageToken, progress.pagesSeen + 1);
      }

      const hit = cached.hits.find((h) => h.code === pick.code);
      if (!hit) return refuse('Pick one of the codes that were offered.');
      return {
        content: [{ type: 'text', text: `${hit.code}: ${hit.description}. Third-country duty ${hit.dutyRatePct}%.` }],
        structuredContent: hit,
      };
    },
  );
}
