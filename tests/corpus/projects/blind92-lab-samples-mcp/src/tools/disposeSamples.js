// dispose_samples tool: disposes stored samples (autoclave or incineration) after the analyst confirms the list.
const { digest, answer, withExpiry, matches, form, needInput, text, fail, json, whoami } = require('../rounds');
const { partition } = require('../util');

const TOOL = 'dispose_samples';

const definition = {
  name: TOOL,
  description: 'Dispose of stored samples. Samples on legal hold are refused.',
  inputSchema: {
    type: 'object',
    properties: {
      sampleIds: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 200 },
      method: { type: 'string', enum: ['autoclave', 'incineration'] },
    },
    required: ['sampleIds', 'method'],
  },
  annotations: { destructiveHint: true },
};

const handler = ({ db, tokens: { seal, open } }) => async ({ args, requestState, inputResponses }, extra) => {
  const { userId, lab } = whoami(extra);
  const { sampleIds = [], method } = args;

  if (!requestState) {
    const found = await db.samples(sampleIds, lab);
    if (found.length !== new Set(sampleIds).size) return fail('Some samples are unknown in your lab.');
    const [held, disposable] = partition((s) => s.legalHold || s.status !== 'stored', found);
    if (held.length) return fail(`Not disposable: ${held.map(({ barcode }) => barcode).join(', ')}`);
    return needInput(
      { confirm: form(`Dispose of ${disposable.length} sample(s) by ${method}? ${disposable.slice(0, 10).map(({ barcode }) => barcode).join(', ')}`, { confirm: { type: 'boolean' } }) },
      seal(withExpiry({ sub: userId, argsHash: digest(args), count: disposable.length })), // expect: require-state-binding
    );
  }

  const claims = open(requestState);
  if (!matches({ sub: userId, argsHash: digest(args) })(claims)) return fail('Invalid or expired requestState');
  const { confirm = false } = answer(inputResponses)('confirm') ?? {};
  if (!confirm) return text('No samples disposed.');
  const disposed = await db.disposeSamples(sampleIds, lab, userId, method);
  await db.custody(disposed.map(({ id }) => id), userId, 'disposed', method);
  return json({ disposed: disposed.map(({ barcode }) => barcode), confirmedCount: claims.count });
};

module.exports = { definition, handler };
