// ship_samples tool: books a courier pickup window for stored samples going to a partner lab.
const { digest, answer, withExpiry, matches, form, needInput, text, fail, json, whoami } = require('../rounds');

const TOOL = 'ship_samples';

const definition = {
  name: TOOL,
  description: 'Ship stored samples to another lab with the specimen courier.',
  inputSchema: {
    type: 'object',
    properties: {
      sampleIds: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 96 },
      destinationLab: { type: 'string' },
      coldChain: { type: 'boolean', default: true },
    },
    required: ['sampleIds', 'destinationLab'],
  },
};

const windowLabel = ({ start, end, carrier }) => `${start.slice(0, 16)}–${end.slice(11, 16)} (${carrier})`;

const handler = ({ db, courier, tokens: { seal, open } }) => async ({ args, requestState, inputResponses }, extra) => {
  const { userId, lab } = whoami(extra);
  const { sampleIds = [], destinationLab, coldChain = true } = args;
  const bound = { sub: userId, tool: TOOL, argsHash: digest(args) };

  if (!requestState) {
    const found = await db.samples(sampleIds, lab);
    if (found.length !== new Set(sampleIds).size || found.some(({ status }) => status !== 'stored')) return fail('All samples must be stored in your lab.');
    const windows = await courier.windows({ fromLab: lab, toLab: destinationLab, coldChain });
    if (!windows.length) return text('The courier has no pickup windows for that route.');
    return needInput(
      { window: form(`Pick a pickup window for ${found.length} sample(s) to ${destinationLab}`, { windowId: { type: 'string', enum: windows.map(({ id }) => id), enumNames: windows.map(windowLabel) } }) },
      seal(withExpiry({ ...bound, windows: windows.map(({ id }) => id) })),
    );
  }

  const claims = open(requestState);
  if (!matches(bound)(claims)) return fail('Invalid or expired requestState');
  const { windowId } = answer(inputResponses)('window') ?? {};
  if (!windowId) return text('Shipment not booked.');
  if (!claims.windows.includes(windowId)) return fail('That pickup window was not offered.');
  const ref = await courier.book({ windowId, fromLab: lab, toLab: destinationLab, parcels: [{ samples: sampleIds.length, coldChain }] });
  const shipped = await db.markShipped(sampleIds, lab, ref);
  await db.custody(shipped.map(({ id }) => id), userId, 'shipped', `${destinationLab} ${ref}`);
  return json({ booking: ref, shipped: shipped.length });
};

module.exports = { definition, handler };
