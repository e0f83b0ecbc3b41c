// Vendor balance lookup against the ERP system (read-only).
import { z } from 'zod';
import { failure, success } from '../../../../libs/mcp/src/index.js';

export function vendorTools({ repo, config }) {
  return [
    {
      name: 'vendor_balance',
      description: 'Open balance, overdue amount and next payment run for a vendor, as booked in the ERP.',
      input: z.object({ vendorId: z.string().uuid() }),
      annotations: { readOnlyHint: true },
      async run(args, call) {
        const vendor = await repo.vendor(call.orgId, args.vendorId);
        if (!vendor) return failure('No such vendor in your organisation.');
        const res = await fetch(`${config.erpUrl}/api/vendors/${encodeURIComponent(vendor.erp_ref)}/balance`, {
          headers: { authorization: `ApiKey ${config.erpApiKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(8_000),
        });
        if (res.status === 404) return failure(`The ERP has no record for ${vendor.name}.`);
        if (!res.ok) return failure(`ERP answered ${res.status}.`);
        const body = await res.json();
        return success({
          vendor: vendor.name,
          openCents: body.open_amount_cents,
          overdueCents: body.overdue_amount_cents,
          nextPaymentRun: body.next_run_date,
        });
      },
    },
  ];
}
