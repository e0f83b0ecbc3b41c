// lookup_sku: searches the WMS catalogue and lets the user pick a match, paging through results if needed.
// @ts-nocheck
import { assertSite, type Principal } from '../identity.js';
import { searchSkus, WMS_API_VERSION, type SkuSummary } from '../wms.js';
import { LookupArgs, LookupState } from '../state/codecs.js';
import { open, seal } from '../state/sealer.js';
import { acceptedAnswer, failure, form, needsInput, ok } from '../results.js';

const TOOL = 'lookup_sku';
const MORE = '__more__';

function describe(item: SkuSummary): string {
  return `${item.sku}: ${item.description} (${item.uom})`;
}

function askToPick(args, page, principal: Principal) {
  const options = page.items.map((i) => i.sku);
  const choices = page.nextPageToken ? [...options, MORE] : options;
  const state = seal(
    LookupState,
    { siteId: args.siteId, query: args.query, shown: options, nextPageToken: page.nextPageToken, apiVersion: WMS_API_VERSION },
    { sub: principal.userId, tool: TOOL, args },
  );
  return needsInput(
    {
      pick: form(
        `Several SKUs match "${args.query}":\n${page.items.map(describe).join('\n')}`,
        { sku: { type: 'string', enum: choices, title: 'Which SKU?' } },
        ['sku'],
      ),
    },
    state,
  );
}

export const lookupSku = {
  name: TOOL,
  description: 'Find a SKU by code, barcode or description at one of your sites.',
  annotations: { readOnlyHint: true },
  args: LookupArgs,
  inputSchema: {
    type: 'object',
    properties: { siteId: { type: 'string' }, query: { type: 'string', minLength: 1 } },
    required: ['siteId', 'query'],
  },
  async run(args, { principal, inputResponses, requestState }) {
    assertSite(principal, args.siteId);

    if (requestState === undefined) {
      const page = await searchSkus(args.siteId, args.query, null);
      if (page.items.length === 0) return ok(`Nothing matches "${args.query}".`);
      if (page.items.length === 1 && !page.nextPageToken) return ok(describe(page.items[0]), page.items[0]);
      return askToPick(args, page, principal);
    }

    const state = open(LookupState, requestState, { sub: principal.userId, tool: TOOL, args });
    const answer = acceptedAnswer(inputResponses, 'pick');
    if (!answer || typeof answer.sku !== 'string') return ok('Lookup abandoned.');

    if (answer.sku === MORE) {
      if (!state.nextPageToken) return failure('There are no more results.');
      const page = await searchSkus(state.siteId, state.query, state.nextPageToken);
      if (page.items.length === 0) return ok('No further matches.');
      return askToPick(args, page, principal);
    }
    if (!state.shown.includes(answer.sku)) return failure(`${answer.sku} was not one of the options.`);

    const exact = await searchSkus(state.siteId, answer.sku, null);
    const item = exact.items.find((i) => i.sku === answer.sku);
    return item ? ok(describe(item), item) : failure(`${answer.sku} is no longer in the catalogue.`);
  },
};
