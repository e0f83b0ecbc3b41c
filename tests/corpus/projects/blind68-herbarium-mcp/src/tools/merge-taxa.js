'use strict';

const { createHash } = require('node:crypto');
const { userIdOf } = require('../auth');
const collection = require('../collection');
const pending = require('../state/pending');
const { canonicalJson } = require('../state/sealed');
const { confirmRequest, confirmed, fail, say, startOver } = require('./reply');

const TOOL = 'merge_taxa';
const PLAN_TTL_SECONDS = 300;

const definition = {
  name: TOOL,
  title: 'Merge taxa',
  description: 'Sink one or more names into an accepted taxon and re-determine every specimen filed under them.',
  inputSchema: {
    type: 'object',
    properties: {
      keepTaxonId: { type: 'integer' },
      mergeTaxonIds: { type: 'array', items: { type: 'integer' }, minItems: 1 },
    },
    required: ['keepTaxonId', 'mergeTaxonIds'],
  },
  annotations: { destructiveHint: true },
};

// A fingerprint of the (public) arguments, so the confirmation only applies to this exact merge.
const argsFingerprint = (args) => createHash('sha256').update(canonicalJson(args)).digest('hex');

async function run(params, extra) {
  const userId = userIdOf(extra);
  const { keepTaxonId, mergeTaxonIds } = params.arguments ?? {};
  if (!(await collection.hasRole(userId, 'taxonomist'))) return fail('Only taxonomists can merge names.');
  const fingerprint = argsFingerprint({ keepTaxonId, mergeTaxonIds: [...mergeTaxonIds].sort((a, b) => a - b) });

  if (!params.requestState) {
    const keep = await collection.taxon(keepTaxonId);
    if (!keep?.accepted) return fail(`Taxon ${keepTaxonId} is not an accepted name.`);
    const affected = await collection.specimensUnder(mergeTaxonIds);
    const handle = await pending.park(
      {
        userId,
        tool: TOOL,
        argsFingerprint: fingerprint,
        expiresAt: Date.now() + PLAN_TTL_SECONDS * 1000,
        catalogNumbers: affected.map((row) => row.catalog_number),
      },
      PLAN_TTL_SECONDS,
    );
    return {
      resultType: 'input_required',
      inputRequests: confirmRequest(
        `Merge ${mergeTaxonIds.length} name(s) into ${keep.scientific_name}? ${affected.length} specimens will be re-determined.`,
      ),
      requestState: handle,
    };
  }

  const plan = await pending.take(params.requestState);
  if (!plan) return startOver('unknown or already used');
  if (plan.userId !== userId || plan.tool !== TOOL) return startOver('issued to someone else');
  if (plan.expiresAt < Date.now()) return startOver('expired');
  if (plan.argsFingerprint !== fingerprint) return startOver('arguments changed');
  if (!confirmed(params)) return say('No names merged.');

  const client = await collection.pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into determinations (catalog_number, taxon_id, determined_by, remarks)
       select unnest($1::text[]), $2, $3, 'name merge'`,
      [plan.catalogNumbers, keepTaxonId, userId],
    );
    await client.query('update specimens set current_taxon_id = $1 where catalog_number = any($2)', [keepTaxonId, plan.catalogNumbers]);
    await client.query('update taxa set accepted = false, accepted_id = $1 where id = any($2)', [keepTaxonId, mergeTaxonIds]);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  await collection.appendAudit({ action: TOOL, by: userId, keepTaxonId, mergeTaxonIds, specimens: plan.catalogNumbers.length });
  return say(`Merged into taxon ${keepTaxonId}; ${plan.catalogNumbers.length} specimens re-determined.`);
}

module.exports = { definition, run };
