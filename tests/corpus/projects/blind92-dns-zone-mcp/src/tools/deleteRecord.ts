// delete_record tool: removes one RRset from a zone after the user confirms the exact record.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { text, fail, json, bare } from '../fn.js';

const TOOL = 'delete_record';
const confirmSchema = { type: 'object', properties: { confirm: { type: 'boolean', title: 'Delete this record set' } }, required: ['confirm'] };
export const managesZone = (ctx, zone) => (ctx.http?.authInfo?.extra?.zones ?? []).map(bare).includes(bare(zone));

export const deleteRecordTool = ({ provider, codec: { seal, open } }) => {
  const [mint, verify] = [seal(TOOL), open(TOOL)];
  return [TOOL, {
    description: 'Delete an RRset (name and type) from a zone you manage.',
    inputSchema: { zone: z.string().min(1), name: z.string().min(1), type: z.enum(['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'SRV', 'CAA']) },
    annotations: { destructiveHint: true, idempotentHint: true },
  }, async (args, ctx) => {
    const { zone, name, type } = args;
    if (!managesZone(ctx, zone)) return fail(`You do not manage ${zone}.`);
    const { fresh, rejected, state } = await verify(args, ctx);
    if (rejected) return fail('Invalid or expired requestState');

    if (fresh) {
      const rrset = await provider.rrset(zone, name, type);
      if (!rrset) return text(`No ${type} record named ${name} in ${zone}.`);
      const values = rrset.records.map(({ content }) => content);
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Delete ${name} ${type} (${values.join(', ')}) from ${zone}?`, requestedSchema: confirmSchema }) },
        requestState: await mint(args, { values }, ctx),
      });
    }

    const { confirm = false } = acceptedContent(ctx.mcpReq.inputResponses, 'confirm') ?? {};
    if (!confirm) return text('Nothing deleted.');
    await provider.remove(zone, name, type);
    return json({ deleted: { zone, name, type, values: state.values } });
  }];
};
