// src/tools/requestQuote.ts — request_quote: asks a vendor's procurement API for a quote on chosen catalog items
// @ts-nocheck
import { z } from 'zod';
import { repo } from '../repo.js';
import { VendorApi } from '../vendorApi.js';
import { sealState } from '../roundState.js';
import { accepted, callerOf, elicit, fail, inputRequired, ok, responsesFrom, stateFrom } from '../roundTrip.js';

var TOOL = 'request_quote';

export function registerRequestQuote(server) {
  server.registerTool(TOOL, {
    title: 'Request a vendor quote',
    description: 'Request a price quote from a vendor with an API integration. You will pick items and quantities.',
    inputSchema: { vendorId: z.string() }
  }, async function (args, extra) {
    var caller = callerOf(extra);
    if (!caller) return fail('Sign in first.');

    var vendor = await repo.vendor(caller.orgId, args.vendorId);
    if (!vendor) return fail('Vendor ' + args.vendorId + ' not found.');

    var round = stateFrom(extra, caller.id, TOOL);
    if (!round.present) {
      var integration = await repo.vendorIntegration(caller.orgId, vendor.id);
      if (!integration) return fail(vendor.name + ' has no procurement API integration.');
      var api = new VendorApi(integration.endpoint, integration.api_key);
      var items = await api.catalogAsync(integration.catalog_id);
      if (!items.length) return fail(vendor.name + ' has no active catalog items.');

      var state = sealState({
        vendorId: vendor.id,
        endpoint: integration.endpoint,
        apiKey: integration.api_key, // expect: no-secrets-in-state
        skus: items.map(function (i) { return i.sku; })
      }, caller.id, TOOL);

      return inputRequired({
        lines: elicit('Which item from ' + vendor.name + ' do you need, and how many?', {
          sku: { type: 'string', title: 'Item', oneOf: items.map(function (i) { return { const: i.sku, title: i.name + ' — ' + i.unitPrice }; }) },
          quantity: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 10000 }
        })
      }, state);
    }

    var st = round.value;
    if (!st || st.vendorId !== vendor.id) return fail('This quote request is not valid. Start again.');
    var pick = accepted(responsesFrom(extra), 'lines');
    if (!pick) return ok('No quote requested.');
    if (st.skus.indexOf(pick.sku) === -1) return fail('That item was not offered.');

    var quote = await new VendorApi(st.endpoint, st.apiKey).quoteAsync([{ sku: pick.sku, quantity: pick.quantity }]);
    var quoteId = await repo.saveQuote(caller.orgId, vendor.id, quote, caller.id);
    return ok('Quote ' + quote.reference + ' for ' + (quote.totalCents / 100).toFixed(2) + ' saved as ' + quoteId + ', valid until ' + quote.validUntil + '.');
  });
}
