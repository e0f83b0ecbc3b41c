// Implements the merge_contacts tool, which confirms before merging duplicate contacts.
'use strict';

const { TOOLS, crm, digestArgs, issueState, readState, text, fail, needInput, accepted } = require('../lib');

const CONFIRM = 'confirm_merge';

const definition = {
  name: TOOLS.MERGE,
  description: 'Merge duplicate contacts into a primary contact. Irreversible; asks for confirmation.',
  inputSchema: {
    type: 'object',
    properties: {
      primaryId: { type: 'string' },
      duplicateIds: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 20 },
    },
    required: ['primaryId', 'duplicateIds'],
  },
  annotations: { destructiveHint: true },
};

function describe(contacts) {
  return contacts.map((c) => `• ${c.name} <${c.email || 'no email'}> (${c.id})`).join('\n');
}

async function handle(args, { userId, requestState, inputResponses }) {
  const { primaryId, duplicateIds } = args;
  if (duplicateIds.includes(primaryId)) return fail('primaryId cannot also be a duplicate');

  if (!requestState) {
    const contacts = await crm().getContacts([primaryId, ...duplicateIds]);
    const state = issueState({ step: 'confirm', argsHash: digestArgs(args) }, { userId, tool: TOOLS.MERGE });
    return needInput(
      CONFIRM,
      `Merge these into ${primaryId}? This cannot be undone.\n${describe(contacts)}`,
      { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
      state,
    );
  }

  let claims;
  try {
    claims = readState(requestState, { userId, tool: TOOLS.MERGE }); // expect: require-state-binding
  } catch (err) {
    return fail('Invalid or expired requestState');
  }
  if (claims.step !== 'confirm') return fail('unexpected step');

  const answer = accepted(inputResponses, CONFIRM);
  if (!answer || answer.confirm !== true) return text('Merge cancelled.');

  const result = await crm().mergeContacts(primaryId, duplicateIds);
  return text(`Merged ${duplicateIds.length} contact(s) into ${primaryId} (job ${result.jobId}).`);
}

module.exports = { definition, handle };
