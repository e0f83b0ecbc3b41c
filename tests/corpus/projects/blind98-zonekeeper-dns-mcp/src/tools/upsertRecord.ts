// upsert_dns_record: creates a record, or replaces an existing one after the caller confirms the overwrite.
// @ts-nocheck
import { zoneForTenant, auditChange } from '../repo.js';
import * as dns from '../provider/dnsApi.js';

const TOOL = 'upsert_dns_record';

export const upsertRecordTool = {
  definition: {
    name: TOOL,
    description: 'Create or replace a DNS record. Replacing an existing record asks for confirmation first.',
    inputSchema: {
      type: 'object',
      properties: {
        zone: { type: 'string' },
        name: { type: 'string' },
        type: { type: 'string', enum: ['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'CAA'] },
        content: { type: 'string' },
        ttl: { type: 'integer', minimum: 60, maximum: 86400, default: 300 },
      },
      required: ['zone', 'name', 'type', 'content'],
    },
    annotations: { destructiveHint: true, idempotentHint: true },
  },

  async run(args, call, tokens) {
    const zone = await zoneForTenant(call.tenantId, args.zone);
    if (!zone) return { isError: true, content: [{ type: 'text', text: `Zone ${args.zone} is not managed by your tenant.` }] };
    if (zone.locked) return { isError: true, content: [{ type: 'text', text: `Zone ${zone.name} is locked for changes.` }] };

    const fqdn = args.name === '@' ? zone.name : `${args.name}.${zone.name}`.replace(/\.$/, '');
    const desired = { type: args.type, name: fqdn, content: args.content, ttl: args.ttl ?? 300 };
    const [existing] = await dns.listRecords(zone.provider_zone_id, { name: fqdn, type: args.type });

    if (!existing) {
      const created = await dns.createRecord(zone.provider_zone_id, desired);
      await auditChange({ tenantId: call.tenantId, userId: call.userId, zone: zone.name, action: 'create', recordName: fqdn, recordType: args.type, after: created });
      return { content: [{ type: 'text', text: `Created ${args.type} ${fqdn} → ${args.content}.` }] };
    }

    if (!call.requestState) {
      const requestState = await tokens.issue(call.userId, TOOL, args, { recordId: existing.id, zoneId: zone.provider_zone_id });
      return {
        content: [{ type: 'text', text: 'Overwrite confirmation required.' }],
        resultType: 'input_required',
        inputRequests: {
          overwrite: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `${args.type} ${fqdn} currently points to ${existing.content} (ttl ${existing.ttl}). Replace it with ${args.content}?`,
              requestedSchema: {
                type: 'object',
                properties: { replace: { type: 'boolean', title: 'Replace the existing record' } },
                required: ['replace'],
              },
            },
          },
        },
        requestState,
      };
    }

    const pending = await tokens.accept(call.requestState, call.userId, TOOL, args);
    if (!pending || pending.recordId !== existing.id || pending.zoneId !== zone.provider_zone_id) {
      return { isError: true, content: [{ type: 'text', text: 'Confirmation is invalid, expired, already used, or the record changed. Try again.' }] };
    }
    const answer = call.inputResponses?.overwrite;
    if (answer?.action !== 'accept' || answer.content?.replace !== true) {
      return { content: [{ type: 'text', text: 'Existing record kept.' }] };
    }
    const replaced = await dns.replaceRecord(zone.provider_zone_id, existing.id, desired);
    await auditChange({ tenantId: call.tenantId, userId: call.userId, zone: zone.name, action: 'update', recordName: fqdn, recordType: args.type, before: existing, after: replaced });
    return { content: [{ type: 'text', text: `Replaced ${args.type} ${fqdn}: ${existing.content} → ${args.content}.` }] };
  },
};
