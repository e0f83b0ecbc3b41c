// import_records tool: stages a batch of records, shows what would change, and applies it when the user approves.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { argsHash, groupBy, stable, fqdn, text, fail, json } from '../fn.js';
import { userOf } from '../stateCodec.js';
import { managesZone } from './deleteRecord.js';

const TOOL = 'import_records';
const keyOf = ({ name, type }) => `${fqdn(name)}|${type}`;
const approveSchema = { type: 'object', properties: { apply: { type: 'boolean', title: 'Apply these changes' } }, required: ['apply'] };
const record = z.object({ name: z.string().min(1), type: z.enum(['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'SRV', 'CAA']), ttl: z.number().int().min(60).default(3600), content: z.string().min(1) });

const toRrsets = (records) => Object.values(groupBy(keyOf, records)).map((group) => {
  const [{ name, type, ttl }] = group;
  return { name: fqdn(name), type, ttl, records: group.map(({ content }) => ({ content, disabled: false })) };
});

export const bulkImportTool = ({ provider, pending }) => [TOOL, {
  description: 'Replace RRsets in a zone from a list of records. Shows the change set and asks before applying.',
  inputSchema: { zone: z.string().min(1), records: z.array(record).min(1).max(500) },
  annotations: { destructiveHint: true },
}, async (args, ctx) => {
  const userId = userOf(ctx);
  if (!userId) return fail('Sign in to import records.');
  if (!managesZone(ctx, args.zone)) return fail(`You do not manage ${args.zone}.`);
  const binding = { userId, tool: TOOL, argsHash: argsHash(args) };
  const handle = ctx.mcpReq.requestState();

  if (handle) {
    const staged = await pending.claim({ handle, ...binding });
    if (!staged) return fail('Invalid or expired requestState');
    const { apply = false } = acceptedContent(ctx.mcpReq.inputResponses, 'approve') ?? {};
    if (!apply) return text('Import discarded.');
    await provider.replace(args.zone, staged.rrsets);
    return json({ zone: args.zone, applied: staged.rrsets.map(({ name, type }) => `${name} ${type}`) });
  }

  const current = Object.fromEntries((await provider.rrsets(args.zone)).map((r) => [keyOf(r), stable(r.records.map(({ content }) => content).sort())]));
  const changed = toRrsets(args.records).filter((r) => current[keyOf(r)] !== stable(r.records.map(({ content }) => content).sort()));
  if (!changed.length) return text('The zone already matches; nothing to import.');
  return inputRequired({
    inputRequests: { approve: inputRequired.elicit({ message: `Replace ${changed.length} RRset(s) in ${args.zone}: ${changed.slice(0, 8).map(keyOf).join(', ')}?`, requestedSchema: approveSchema }) },
    requestState: await pending.stage({ ...binding, payload: { rrsets: changed } }),
  });
}];
