'use strict';

const { createHash } = require('node:crypto');
const { userIdOf } = require('../auth');
const collection = require('../collection');
const { fail, say } = require('./reply');

const IIIF_BASE = process.env.IIIF_BASE ?? 'https://iiif.herbarium.example.edu/iiif/3';

const definition = {
  name: 'attach_specimen_image',
  title: 'Attach a specimen image',
  description: 'Link a master TIFF already on the IIIF server to a specimen, after checking it arrived intact.',
  inputSchema: {
    type: 'object',
    properties: {
      catalogNumber: { type: 'string' },
      imageId: { type: 'string', description: 'IIIF identifier of the uploaded master' },
      sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'Checksum the imaging station computed' },
    },
    required: ['catalogNumber', 'imageId', 'sha256'],
  },
};

async function run(params, extra) {
  const userId = userIdOf(extra);
  const { catalogNumber, imageId, sha256 } = params.arguments ?? {};
  const sheet = await collection.specimen(catalogNumber);
  if (!sheet) return fail(`No specimen ${catalogNumber}.`);

  const res = await fetch(`${IIIF_BASE}/${encodeURIComponent(imageId)}/master`);
  if (!res.ok) return fail(`IIIF server answered ${res.status} for ${imageId}.`);
  const bytes = Buffer.from(await res.arrayBuffer());

  // Transfer integrity only: a checksum of the file, nothing secret on either side.
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== sha256) return fail(`Checksum mismatch for ${imageId}: the upload is incomplete or corrupted.`);

  await collection.pool.query(
    'insert into specimen_images (catalog_number, iiif_id, sha256, attached_by) values ($1, $2, $3, $4) on conflict do nothing',
    [catalogNumber, imageId, actual, userId],
  );
  return say(`Attached ${imageId} (${(bytes.length / 1e6).toFixed(1)} MB) to ${catalogNumber}.`);
}

module.exports = { definition, run };
