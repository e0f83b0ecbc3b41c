import { copiesOf, withdraw } from '../catalog.js';
import { decode, encode } from '../lib/codec.js';
import { ask, fail, form, text } from '../lib/reply.js';
import { plural } from '../lib/util.js';

export const def = {
  name: 'withdraw_copies',
  description: 'Withdraw damaged or lost copies of a title from circulation. Asks for confirmation first.',
  inputSchema: {
    type: 'object',
    properties: {
      isbn: { type: 'string' },
      copies: { type: 'array', items: { type: 'string' }, description: 'barcodes' },
      reason: { type: 'string', enum: ['damaged', 'lost', 'weeded'] },
    },
    required: ['isbn', 'copies'],
  },
  annotations: { destructiveHint: true },
};

export async function run(params, extra, deps) {
  const { isbn, copies = [], reason = 'damaged' } = params.arguments ?? {};
  const by = deps.who(extra);

  if (!params.requestState) {
    const found = await copiesOf(isbn, copies);
    if (found.length === 0) return fail(`None of those copies of ${isbn} are in circulation.`);
    const data = { by, isbn, reason, ids: found.map((c) => c.barcode) };
    return ask(
      {
        confirm: form(`Withdraw ${plural(found.length, 'copy', 'copies')} of ${isbn} (${reason})? This cannot be undone from here.`, {
          confirm: { type: 'boolean', title: 'Withdraw' },
        }),
      },
      encode(data), // expect: require-sealed-state
    );
  }

  const data = decode(params.requestState); // expect: require-sealed-state
  if (!data || data.by !== by) return fail('This confirmation belongs to another session.');
  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text('Nothing was withdrawn.');

  await withdraw(data.ids, { reason: data.reason, by });
  return text(`Withdrew ${plural(data.ids.length, 'copy', 'copies')} of ${data.isbn}.`);
}
