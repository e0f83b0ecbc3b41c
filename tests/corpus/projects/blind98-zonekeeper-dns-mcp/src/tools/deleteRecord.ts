// delete_dns_record: deletes one record from a tenant zone once the caller has confirmed it.
// @ts-nocheck
import { zoneForTenant, auditChange } from '../repo.js';
import * as dns from '../provider/dnsApi.js';

const TOOL = 'delete_dns_record';

export const deleteRecordTool = {
  definition: {
    name: TOOL,
    description: 'Delete a DNS record by name and type from a zone owned by your tenant.',
    inputSchema: {
      type: 'object',
      properties: {
        zone: { type: 'string' },
        name: { type: 'string' },
        type: { type: 'string', enum: ['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'CAA', 'SRV'] },
      },
      required: ['zone', 'name', 'type'],
    },
    annotations: { destructiveHint: true },
  },

  async run(args, call, tokens) {
    const zone = await zoneForTenant(call.tenantId, args.zone);
    if (!zone) return { isError: true, content: [{ type: 'text', text: `Zone ${args.zone} is not managed by your tenant.` }] };
    if (zone.locked) return { isError: true, content: [{ type: 'text', text: `Zone ${zone.name} is locked for changes.` }] };

    const fqdn = args.name === '@' ? zone.name : `${args.name}.${zone.name}`;
    const [record] = await dns.listRecords(zone.provider_zone_id, { name: fqdn, type: args.type });
    if (!record) return { content: [{ type: 'text', text: `No ${args.type} record named ${fqdn}.` }] };

    if (!call.requestState) {
      return {
        content: [{ type: 'text', text: 'Deletion confirmation required.' }],
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Delete ${record.type} ${record.name} → ${record.content}? Resolvers may cache the old answer for ${record.ttl}s.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Delete this record' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: await tokens.issue(call.userId, TOOL, args, { recordId: record.id, zoneId: zone.provider_zone_id }),
      };
    }

    const pending = await tokens.accept(call.requestState, call.userId, TOOL, args);
    if (!pending || pending.recordId !== record.id || pending.zoneId !== zone.provider_zone_id) {
      return { isError: true, content: [{ type: 'text', text: 'Confirmation is invalid, expired, already used, or the record changed.' }] };
    }
    if (call.inputResponses?.confirm?.action !== 'accept' || call.inputResponses.confirm.content?.confirm !== true) {
      return { content: [{ type: 'text', text: 'Record kept.' }] };
    }
    await dns.deleteRecord(zone.provider_zone_id, record.id);
    await auditChange({ tenantId: call.tenantId, userId: call.userId, zone: zone.name, action: 'delete', recordName: record.name, recordType: record.type, before: record });
    return { content: [{ type: 'text', text: `Deleted ${record.type} ${record.name}.` }] };
  },
};
