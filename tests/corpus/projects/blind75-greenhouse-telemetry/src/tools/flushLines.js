// flush_zone tool: runs an irrigation line flush for a zone once the operator confirms.
import { createHash } from 'node:crypto';

const TOOL = 'flush_zone';

const digestOf = ({ zoneId, minutes }) => createHash('sha256').update(`${zoneId}|${minutes}`).digest('hex');

export const flushZone = {
  name: TOOL,
  description: 'Flush the irrigation lines of one zone with clean water. Plants in the zone get no nutrients meanwhile.',
  inputSchema: {
    type: 'object',
    properties: {
      zoneId: { type: 'string' },
      minutes: { type: 'integer', minimum: 1, maximum: 30 },
    },
    required: ['zoneId', 'minutes'],
  },
  annotations: { destructiveHint: true },

  async run(args, ctx, { hub, pending }) {
    const { userId, siteId } = ctx;

    if (!ctx.requestState) {
      const zone = await hub.zone(siteId, args.zoneId);
      if (!zone) return { isError: true, content: [{ type: 'text', text: 'Unknown zone.' }] };
      const session = await hub.openSession(siteId, userId);

      const handle = await pending.put({
        userId,
        tool: TOOL,
        argsDigest: digestOf(args),
        zoneName: zone.name,
        hubSession: session.token,
      });
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Flush ${zone.name} for ${args.minutes} min? Fertigation in that zone stops until it finishes.`,
              requestedSchema: {
                type: 'object',
                properties: { go: { type: 'boolean', title: 'Start flush' } },
                required: ['go'],
              },
            },
          },
        },
        requestState: handle,
      };
    }

    const entry = await pending.take(ctx.requestState);
    if (!entry || entry.userId !== userId || entry.tool !== TOOL || entry.argsDigest !== digestOf(args)) {
      return { isError: true, content: [{ type: 'text', text: 'That confirmation is unknown or expired.' }] };
    }
    const answer = ctx.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.go !== true) {
      return { content: [{ type: 'text', text: 'Flush cancelled.' }] };
    }

    const job = await hub.flushZone(entry.hubSession, siteId, args.zoneId, args.minutes);
    return {
      content: [{ type: 'text', text: `Flushing ${entry.zoneName}; job ${job.id} ends at ${job.endsAt}.` }],
      structuredContent: { jobId: job.id, endsAt: job.endsAt },
    };
  },
};
