import * as R from 'ramda';
import { bindingFor } from '../binding.js';
import { readFeedPage, upsertProducts } from '../catalog.js';
import { accepted, elicitForm, inputRequired, text, toolError } from '../results.js';
import { openFor, refusal, sealFor } from '../sealing.js';

export const IMPORT_FEED = 'import_feed';

const TARGET_FIELDS = ['sku', 'name', 'priceCents', 'stock'];
const MAX_ROWS = 5_000;

const mappingSchema = (columns) => ({
  type: 'object',
  properties: R.fromPairs(R.map((field) => [field, { type: 'string', enum: columns, title: `Column for ${field}` }], TARGET_FIELDS)),
  required: TARGET_FIELDS,
});

// mapping { sku: 'ArticleNo', ... } -> row -> product
const applyMapping = (mapping) => R.applySpec(R.map((column) => R.prop(column), mapping));

const firstRound = async ({ feedUrl }, binding) => {
  const page = await readFeedPage(feedUrl);
  return inputRequired(
    { mapping: elicitForm(`Map the columns of ${new URL(feedUrl).host}'s feed to catalog fields.`, mappingSchema(page.columns)) },
    sealFor(binding, {
      step: 'map',
      feedUrl,
      feedDigest: page.digest,
      pageToken: page.nextPageToken,
      maxRows: MAX_ROWS,
    }),
  );
};

const importAll = async (state, mapping) => {
  const toProduct = applyMapping(mapping);
  let pageToken = state.pageToken;
  let imported = 0;
  const first = await readFeedPage(state.feedUrl);
  // the digest is of public feed content, compared only to notice a change since the mapping round
  if (first.digest !== state.feedDigest) return toolError('The feed changed since you mapped it. Run the import again.');
  await upsertProducts(R.map(toProduct, first.rows));
  imported += first.rows.length;
  while (pageToken && imported < state.maxRows) {
    const page = await readFeedPage(state.feedUrl, pageToken);
    await upsertProducts(R.map(toProduct, page.rows));
    imported += page.rows.length;
    pageToken = page.nextPageToken;
  }
  return text(`Imported ${imported} rows from ${new URL(state.feedUrl).host}${pageToken ? ' (row limit reached)' : ''}.`);
};

export const importFeedTool = {
  name: IMPORT_FEED,
  description: 'Import or update products from a supplier JSON feed.',
  inputSchema: {
    type: 'object',
    properties: { feedUrl: { type: 'string', format: 'uri' } },
    required: ['feedUrl'],
  },
  annotations: { idempotentHint: true },

  async run({ args, requestState, inputResponses }, extra) {
    const binding = bindingFor(IMPORT_FEED)(extra);
    if (requestState === undefined) return firstRound(args, binding);

    const opened = openFor(binding, requestState);
    if (!opened.ok) return refusal(opened.reason);
    const mapping = accepted('mapping', inputResponses);
    return mapping ? importAll(opened.state, R.pick(TARGET_FIELDS, mapping)) : text('Import cancelled.');
  },
};
