// Tool registry: lists the custody tools, runs them, and holds the read-only lookup_sample tool.
const db = require('../db');
const { text, toolError } = require('../lib/roundTrip');

const lookupSample = {
  name: 'lookup_sample',
  description: 'Show where a sample is stored and who currently holds custody of it.',
  inputSchema: { type: 'object', properties: { sampleId: { type: 'string' } }, required: ['sampleId'] },
  annotations: { readOnlyHint: true },
  async handle(args) {
    const sample = await db.sampleById(args.sampleId);
    if (!sample) return toolError(`Unknown sample ${args.sampleId}.`);
    const custodian = sample.custodian_id ? await db.staffById(sample.custodian_id) : null;
    return text(
      [
        `${sample.barcode}  ${sample.material}  study ${sample.study_code}`,
        `status: ${sample.status}`,
        `rack: ${sample.rack_label || '—'}`,
        `custodian: ${custodian ? custodian.display_name : '—'}`,
      ].join('\n'),
    );
  },
};

const tools = [
  lookupSample,
  require('./transferCustody'),
  require('./disposeSample'),
  require('./reassignFreezer'),
];
const byName = new Map(tools.map((t) => [t.name, t]));

function definitions() {
  return tools.map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations }));
}

async function call(name, args, context) {
  const tool = byName.get(name);
  if (!tool) return toolError(`Unknown tool ${name}.`);
  try {
    return await tool.handle(args, context);
  } catch (err) {
    console.error(`[custody] ${name} failed`, err);
    return toolError(`${name} failed: ${err.message}`);
  }
}

module.exports = { definitions, call };
