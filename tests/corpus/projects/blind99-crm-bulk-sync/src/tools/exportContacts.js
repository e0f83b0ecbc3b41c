// Tool export_segment_contacts: streams a CRM segment into a multipart CSV upload on S3, about one 5 MiB part per round.
const { stringify } = require('csv-stringify/sync');
const crm = require('../crmClient');
const { config } = require('../config');
const { open, seal, StateRejected } = require('../sealedState');
const storage = require('../storage');
const { answer, argsDigest, askBoolean, canUseSegment, fail, ok } = require('./common');

const TOOL = 'export_segment_contacts';
const CONTINUE_KEY = 'continue_export';
const PROPERTIES = ['email', 'firstname', 'lastname', 'company', 'lifecyclestage', 'createdate'];

const definition = {
  name: TOOL,
  description: 'Export the contacts of a CRM segment to a CSV file. Large segments are exported over several rounds.',
  inputSchema: {
    type: 'object',
    properties: { segmentId: { type: 'string', pattern: '^[0-9]{1,12}$' } },
    required: ['segmentId'],
  },
  annotations: { readOnlyHint: true, openWorldHint: true },
};

async function handler(args, ctx) {
  const binding = { userId: ctx.userId, tool: TOOL, argsDigest: argsDigest(TOOL, args) };

  let progress;
  if (ctx.requestState !== undefined) {
    try {
      progress = open(ctx.requestState, binding);
    } catch (err) {
      if (err instanceof StateRejected) return fail(`This export cannot be resumed (${err.message}); start it again.`);
      throw err;
    }
    if (progress.apiVersion !== config.crm.apiVersion) return fail('The CRM API version changed during the export; start it again.');
    if (!answer(ctx.inputResponses, CONTINUE_KEY)?.proceed) {
      await storage.abortExport(progress.key, progress.uploadId);
      return ok(`Export cancelled after ${progress.rows} contacts; the partial file was discarded.`);
    }
  } else {
    const segment = await crm.getSegment(args.segmentId);
    if (!canUseSegment(ctx, segment)) return fail('Segment not found.');
    const key = `exports/${segment.id}/${Date.now()}-${ctx.userId.slice(0, 8)}.csv`;
    progress = {
      key,
      uploadId: await storage.startExport(key),
      parts: [],
      nextPageToken: null,
      rows: 0,
      total: segment.size,
      segmentName: segment.name,
      apiVersion: config.crm.apiVersion,
    };
  }

  const chunks = [];
  let bytes = 0;
  let exhausted = false;
  do {
    const page = await crm.listSegmentContacts(args.segmentId, { pageToken: progress.nextPageToken, pageSize: config.pageSize, properties: PROPERTIES });
    const rows = page.contacts.map((c) => PROPERTIES.map((p) => (c.properties && c.properties[p]) ?? ''));
    const csv = Buffer.from(stringify(rows, { header: progress.rows === 0, columns: PROPERTIES }));
    chunks.push(csv);
    bytes += csv.length;
    progress.rows += page.contacts.length;
    progress.nextPageToken = page.nextPageToken;
    exhausted = !page.nextPageToken;
  } while (!exhausted && bytes < config.partTargetBytes);

  progress.parts.push(await storage.putPart(progress.key, progress.uploadId, progress.parts.length + 1, Buffer.concat(chunks)));

  if (exhausted) {
    const downloadUrl = await storage.finishExport(progress.key, progress.uploadId, progress.parts);
    return ok(JSON.stringify({ rows: progress.rows, parts: progress.parts.length, downloadUrl, linkExpiresInSeconds: 3600 }));
  }

  return askBoolean({
    key: CONTINUE_KEY,
    field: 'proceed',
    title: 'Continue export',
    message: `Exported ${progress.rows} of about ${progress.total} contacts from "${progress.segmentName}". Continue?`,
    requestState: seal(progress, binding),
  });
}

module.exports = { definition, handler };
