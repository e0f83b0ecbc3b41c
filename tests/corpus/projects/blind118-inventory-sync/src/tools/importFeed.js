// Defines import_supplier_feed, which stages a CSV feed, maps columns and commits it.
'use strict';

const signer = require('../lib/signer');
const { StateError } = require('../lib/stateToken');
const wms = require('../wms');
const { fail, ok, ask, accepted } = require('./result');

const TOOL = 'import_supplier_feed';

const definition = {
  name: TOOL,
  description: 'Stage a supplier CSV feed, map its columns, then commit it to the catalogue.',
  inputSchema: {
    type: 'object',
    properties: {
      supplierId: { type: 'string' },
      feedUrl: { type: 'string', format: 'uri' },
    },
    required: ['supplierId', 'feedUrl'],
  },
};

function userOf(extra) {
  return (extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId) || null;
}

async function handle(params, extra) {
  const { supplierId, feedUrl } = params.arguments || {};
  const userId = userOf(extra);
  if (!userId) return fail('not signed in');

  if (params.requestState) {
    // Cheap routing: the commit step doesn't need the mapping, so skip the
    // full state check and go straight to the commit call.
    const [head] = params.requestState.split('.');
    const peek = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')); // expect: require-sealed-state
    if (peek.step === 'commit') {
      const answer = accepted(params, 'commit');
      if (!answer || !answer.go) return ok('Import left staged; nothing committed.');
      const done = await wms.commitFeed(peek.jobId, userId);
      return ok(`Committed ${done.rows} rows from ${supplierId}.`);
    }
    return mapStep(params, userId, supplierId, feedUrl);
  }

  const job = await wms.stageFeed(supplierId, feedUrl);
  const properties = {};
  for (const target of ['sku', 'description', 'cost', 'pack_size']) {
    properties[target] = { type: 'string', enum: job.columns, title: `Column for ${target}` };
  }
  return ask(
    'mapping',
    `Staged ${job.rowCount} rows from ${supplierId}. Map the feed's columns.`,
    properties,
    signer.issue({ user: userId, tool: TOOL, supplierId, feedUrl, jobId: job.id, step: 'map' }),
  );
}

async function mapStep(params, userId, supplierId, feedUrl) {
  let state;
  try {
    state = signer.read(params.requestState);
  } catch (err) {
    if (err instanceof StateError) return fail(`state rejected: ${err.message}`);
    throw err;
  }
  if (state.user !== userId || state.tool !== TOOL || state.supplierId !== supplierId || state.feedUrl !== feedUrl) {
    return fail('state does not belong to this import');
  }

  const mapping = accepted(params, 'mapping');
  if (!mapping) return ok('Import abandoned; staged rows will be purged tonight.');

  const preview = await wms.mapColumns(state.jobId, mapping);
  return ask(
    'commit',
    `${preview.valid} rows valid, ${preview.invalid} rejected. Commit to the catalogue?`,
    { go: { type: 'boolean' } },
    signer.issue({ user: userId, tool: TOOL, supplierId, feedUrl, jobId: state.jobId, step: 'commit' }),
  );
}

module.exports = { definition, handle };
