import { argsDigest } from '../canonical.js';
import { issueResumeToken, redeemResumeToken } from '../resume-token.js';
import { askToConfirm, refusal, text } from '../results.js';
import { dns } from '../upstream.js';

const DEFAULT_RECORD_TTL = 3600;

export const updateDnsRecord = {
  definition: {
    name: 'update_dns_record',
    description: 'Point an existing DNS record somewhere else. Shows the old and new value and asks first.',
    inputSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Fully qualified record name' },
        type: { type: 'string', enum: ['A', 'AAAA', 'CNAME', 'TXT'] },
        content: { type: 'string' },
        ttl: { type: 'integer', minimum: 60, maximum: 86400, description: 'Record TTL in seconds' },
      },
      required: ['name', 'type', 'content'],
    },
    annotations: { destructiveHint: true },
  },

  async handle({ args, userId, tool, requestState, inputResponses }) {
    const binding = { userId, tool, argsDigest: argsDigest(args) };
    const record = { name: args.name, type: args.type, content: args.content, ttl: args.ttl ?? DEFAULT_RECORD_TTL };

    if (requestState === undefined) {
      const existing = await dns.find(record.name, record.type);
      if (!existing) return { isError: true, content: [{ type: 'text', text: `No ${record.type} record ${record.name}.` }] };
      return {
        resultType: 'input_required',
        inputRequests: askToConfirm(
          'confirm',
          `Change ${record.type} ${record.name} from ${existing.content} (ttl ${existing.ttl}) to ${record.content} (ttl ${record.ttl})?`,
        ),
        requestState: await issueResumeToken(
          { recordId: existing.id, previous: { content: existing.content, ttl: existing.ttl }, ttl: record.ttl },
          binding,
        ),
      };
    }

    const opened = await redeemResumeToken(requestState, binding);
    if (!opened.ok) return refusal(opened.reason);
    if (inputResponses?.confirm?.action !== 'accept' || inputResponses.confirm.content?.confirm !== true) {
      return text('DNS left as it was.');
    }

    const { recordId, previous } = opened.state;
    const updated = await dns.update(recordId, { content: record.content, ttl: opened.state.ttl });
    return text(
      `${record.type} ${record.name}: ${previous.content} → ${updated.content} (ttl ${updated.ttl}). ` +
        `Resolvers may keep the old value for up to ${previous.ttl} s.`,
    );
  },
};
