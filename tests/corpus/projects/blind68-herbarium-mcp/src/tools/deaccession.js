'use strict';

const { userIdOf } = require('../auth');
const collection = require('../collection');
const { openForCall, sealForCall } = require('../state/sealed');
const { confirmRequest, confirmed, fail, say, startOver } = require('./reply');

const TOOL = 'deaccession_specimen';

const definition = {
  name: TOOL,
  title: 'Deaccession a specimen',
  description: 'Remove a sheet from the collection (destroyed, transferred to another institution, or lost). Curators only.',
  inputSchema: {
    type: 'object',
    properties: {
      catalogNumber: { type: 'string', pattern: '^[A-Z]{2,5}[0-9]{5,8}$' },
      disposition: { type: 'string', enum: ['destroyed', 'transferred', 'lost'] },
      recipient: { type: 'string', description: 'Receiving institution (Index Herbariorum code) for transfers' },
    },
    required: ['catalogNumber', 'disposition'],
  },
  annotations: { destructiveHint: true },
};

async function run(params, extra) {
  const userId = userIdOf(extra);
  const args = params.arguments ?? {};
  const { catalogNumber, disposition, recipient } = args;
  if (!(await collection.hasRole(userId, 'curator'))) return fail('Only curators can deaccession specimens.');
  if (disposition === 'transferred' && !recipient) return fail('A transfer needs the receiving institution.');

  const binding = { userId, tool: TOOL, args: { catalogNumber, disposition, recipient } };

  if (!params.requestState) {
    const sheet = await collection.specimen(catalogNumber);
    if (!sheet) return fail(`No specimen ${catalogNumber}.`);
    if (sheet.status !== 'in-collection') return say(`${catalogNumber} is already ${sheet.status}.`);
    return {
      resultType: 'input_required',
      inputRequests: confirmRequest(
        `Deaccession ${catalogNumber} (${sheet.scientific_name}, ${sheet.collector} ${sheet.collected_on}) as ${disposition}` +
          (recipient ? ` to ${recipient}` : '') + '? This is recorded permanently.',
      ),
      requestState: sealForCall({ catalogNumber, disposition, recipient, shownName: sheet.scientific_name }, binding),
    };
  }

  const opened = openForCall(params.requestState, binding);
  if (!opened.ok) return startOver(opened.reason);
  if (opened.state.catalogNumber !== catalogNumber || opened.state.disposition !== disposition) return startOver('arguments changed');
  if (!confirmed(params)) return say('Nothing changed.');

  await collection.pool.query(
    `update specimens set status = $2, deaccessioned_to = $3, deaccessioned_by = $4, deaccessioned_at = now()
      where catalog_number = $1 and status = 'in-collection'`,
    [opened.state.catalogNumber, opened.state.disposition, opened.state.recipient ?? null, userId],
  );
  await collection.appendAudit({ action: TOOL, by: userId, catalogNumber, disposition, recipient: recipient ?? null });
  return say(`${catalogNumber} deaccessioned (${disposition}).`);
}

module.exports = { definition, run };
