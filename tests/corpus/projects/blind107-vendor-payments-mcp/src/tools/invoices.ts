// src/tools/invoices.ts — list_invoices: open vendor invoices for the caller's organisation
// @ts-nocheck
import { z } from 'zod';
import { repo } from '../repo.js';
import { callerOf, fail, ok } from '../roundTrip.js';

export function registerInvoices(server) {
  server.registerTool('list_invoices', {
    title: 'Open invoices',
    description: 'List vendor invoices that are received but not yet paid, oldest due date first.',
    inputSchema: { vendorId: z.string().optional() },
    annotations: { readOnlyHint: true }
  }, function (args, extra) {
    var caller = callerOf(extra);
    if (!caller) return fail('Sign in first.');
    return repo.openInvoices(caller.orgId, args.vendorId).then(function (rows) {
      var lines = rows.map(function (r) {
        return r.number + '  ' + (r.amount_cents / 100).toFixed(2) + ' ' + r.currency + '  due ' + r.due_on + '  [' + r.status + ']';
      });
      return ok(lines.length ? lines.join('\n') : 'No open invoices.', { invoices: rows });
    });
  });
}
