// Implements the import_leads tool, which asks for a lead source and column mapping before importing.
'use strict';

const lib = require('../lib');

const { TOOLS, crm, issueState, readState, peekState, text, fail, needInput, accepted } = lib;

const SOURCE = 'lead_source';
const MAPPING = 'column_mapping';

const definition = {
  name: TOOLS.IMPORT,
  description: 'Import a lead list into the CRM. Walks the user through source and column mapping.',
  inputSchema: {
    type: 'object',
    properties: { listId: { type: 'string' } },
    required: ['listId'],
  },
};

async function askSource(listId, userId) {
  const sources = await crm().listSources();
  return needInput(
    SOURCE,
    `Where did list ${listId} come from?`,
    {
      type: 'object',
      properties: { sourceId: { type: 'string', enum: sources.map((s) => s.id) } },
      required: ['sourceId'],
    },
    issueState({ step: 'source', listId }, { userId, tool: TOOLS.IMPORT }),
  );
}

function askMapping(listId, sourceId, userId) {
  return needInput(
    MAPPING,
    'Which columns hold the e-mail and the company name?',
    {
      type: 'object',
      properties: { emailColumn: { type: 'string' }, companyColumn: { type: 'string' } },
      required: ['emailColumn'],
    },
    issueState({ step: 'mapping', listId, sourceId }, { userId, tool: TOOLS.IMPORT }),
  );
}

async function handle(args, { userId, requestState, inputResponses }) {
  if (!requestState) return askSource(args.listId, userId);

  const peeked = peekState(requestState); // todo-not: require-sealed-state
  switch (peeked.step) {
    case 'source': {
      let claims;
      try {
        claims = readState(requestState, { userId, tool: TOOLS.IMPORT });
      } catch {
        return fail('Invalid or expired requestState');
      }
      const answer = accepted(inputResponses, SOURCE);
      if (!answer) return text('Import cancelled.');
      return askMapping(claims.listId, answer.sourceId, userId);
    }
    case 'mapping': {
      const answer = accepted(inputResponses, MAPPING);
      if (!answer) return text('Import cancelled.');
      const job = await crm().importLeads(peeked.listId, peeked.sourceId, {
        email: answer.emailColumn,
        company: answer.companyColumn || null,
      });
      return text(`Import job ${job.id} queued for list ${peeked.listId}.`);
    }
    default:
      return fail('Unknown import step');
  }
}

module.exports = { definition, handle };
