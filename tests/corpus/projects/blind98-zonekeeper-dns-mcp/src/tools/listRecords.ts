// list_dns_records: read-only listing of records in one of the caller's tenant zones.
// @ts-nocheck
import { zoneForTenant } from '../repo.js';
import * as dns from '../provider/dnsApi.js';

export const listRecordsTool = {
  definition: {
    name: 'list_dns_records',
    description: 'List DNS records in a zone owned by your tenant, optionally filtered by name or type.',
    inputSchema: {
      type: 'object',
      properties: {
        zone: { type: 'string' },
        name: { type: 'string' },
        type: { type: 'string', enum: ['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'CAA', 'SRV'] },
      },
      required: ['zone'],
    },
    annotations: { readOnlyHint: true },
  },

  async run(args, call) {
    const zone = await zoneForTenant(call.tenantId, args.zone);
    if (!zone) return { isError: true, content: [{ type: 'text', text: `Zone ${args.zone} is not managed by your tenant.` }] };
    const records = await dns.listRecords(zone.provider_zone_id, { name: args.name, type: args.type });
    const lines = records.map((r) => `${r.type.padEnd(5)} ${r.name}  →  ${r.content}  (ttl ${r.ttl}${r.proxied ? ', proxied' : ''})`);
    return {
      content: [{ type: 'text', text: lines.length ? lines.join('\n') : 'No records match.' }],
      structuredContent: { records },
    };
  },
};
