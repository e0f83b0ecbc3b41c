// Tool import_contacts_csv: upserts contacts from a CSV into a CRM list in batches, asking before the first and each later round.
const { createHash, randomUUID } = require('node:crypto');
const { parse } = require('csv-parse/sync');
const crm = require('../crmClient');
const { config } = require('../config');
const { open, seal, StateRejected } = require('../sealedState');
const { answer, argsDigest, askBoolean, fail, ok } = require('./common');

const TOOL = 'import_contacts_csv';
const CONFIRM_KEY = 'confirm_import';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const definition = {
  name: TOOL,
  description: 'Upsert contacts from a CSV file (email, firstname, lastname, company) into a CRM list.',
  inputSchema: {
    type: 'object',
    properties: {
      csvUrl: { type: 'string', format: 'uri' },
      listId: { type: 'string', pattern: '^[0-9]{1,12}$' },
    },
    required: ['csvUrl', 'listId'],
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
};

async function downloadCsv(url) {
  const res = await fetch(url, { headers: { accept: 'text/csv' } });
  if (!res.ok) throw new Error(`CSV download failed with HTTP ${res.status}`);
  const buf = Buffer.from(await res.arrayBuffer());
  if (buf.length > config.maxCsvBytes) throw new Error('CSV file is too large');
  return buf;
}

function normalise(record) {
  const email = String(record.email || '').trim().toLowerCase();
  if (!EMAIL.test(email)) return null;
  return {
    email,
    firstname: String(record.firstname || record.first_name || '').trim() || undefined,
    lastname: String(record.lastname || record.last_name || '').trim() || undefined,
    company: String(record.company || '').trim() || undefined,
  };
}

async function handler(args, ctx) {
  if (!ctx.scopes.includes('crm:import')) return fail('Importing requires the crm:import scope.');
  const binding = { userId: ctx.userId, tool: TOOL, argsDigest: argsDigest(TOOL, args) };

  const file = await downloadCsv(args.csvUrl);
  const sourceSha256 = createHash('sha256').update(file).digest('hex');
  const records = parse(file, { columns: (h) => h.map((c) => c.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true });
  const contacts = records.map(normalise).filter(Boolean);

  if (ctx.requestState === undefined) {
    if (contacts.length === 0) return fail(`No importable rows (${records.length} rows had no valid email).`);
    return askBoolean({
      key: CONFIRM_KEY,
      field: 'proceed',
      title: 'Import contacts',
      message: `Upsert ${contacts.length} contacts into list ${args.listId}? ${records.length - contacts.length} rows will be skipped.`,
      requestState: seal({ sourceSha256, offset: 0, idempotencyKey: randomUUID(), apiVersion: config.crm.apiVersion }, binding),
    });
  }

  let cursor;
  try {
    cursor = open(ctx.requestState, binding);
  } catch (err) {
    if (err instanceof StateRejected) return fail(`This import cannot continue (${err.message}); run it again.`);
    throw err;
  }
  if (cursor.sourceSha256 !== sourceSha256) return fail('The CSV changed since you confirmed; run the import again.');
  if (!answer(ctx.inputResponses, CONFIRM_KEY)?.proceed) return ok(`Import stopped after ${cursor.offset} contacts.`);

  let offset = cursor.offset;
  const stop = Math.min(contacts.length, offset + config.importBatchSize * config.batchesPerRound);
  while (offset < stop) {
    const batch = contacts.slice(offset, offset + config.importBatchSize);
    await crm.upsertContacts(args.listId, batch, `${cursor.idempotencyKey}:${offset}`);
    offset += batch.length;
  }

  if (offset >= contacts.length) return ok(`Imported ${contacts.length} contacts into list ${args.listId}.`);
  return askBoolean({
    key: CONFIRM_KEY,
    field: 'proceed',
    title: 'Continue import',
    message: `Imported ${offset} of ${contacts.length} contacts. Continue with the next ${Math.min(contacts.length - offset, stop - cursor.offset)}?`,
    requestState: seal({ ...cursor, offset }, binding),
  });
}

module.exports = { definition, handler };
