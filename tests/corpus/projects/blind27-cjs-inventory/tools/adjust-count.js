'use strict';

const text = (t, isError = false) => ({ resultType: 'complete', content: [{ type: 'text', text: t }], isError });

/**
 * record_cycle_count: asks the operator what they counted on the shelf and
 * books the difference as an adjustment.
 */
module.exports = function createAdjustCountTool({ warehouse, resume }) {
  const name = 'record_cycle_count';

  return {
    definition: {
      name,
      description: 'Record a physical count for a SKU at a location and book the difference.',
      inputSchema: {
        type: 'object',
        properties: { sku: { type: 'string' }, location: { type: 'string' } },
        required: ['sku', 'location'],
      },
    },

    async call(args, params, extra) {
      const token = extra.authInfo.token;

      if (!params.requestState) {
        const level = await warehouse.stockLevel(token, args.sku, args.location);
        return {
          resultType: 'input_required',
          inputRequests: {
            counted: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `How many ${args.sku} did you count at ${args.location}?`,
                requestedSchema: {
                  type: 'object',
                  properties: { counted: { type: 'integer', minimum: 0 } },
                  required: ['counted'],
                },
              },
            },
          },
          requestState: resume.begin(extra, name, args, {
            sku: args.sku,
            location: args.location,
            expected: level.onHand,
          }),
        };
      }

      // Only the system figure travels in state; the count itself comes from inputResponses.
      const [body] = String(params.requestState).split('.'); // expect: require-sealed-state
      const saved = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));

      const answer = params.inputResponses && params.inputResponses.counted;
      if (!answer || answer.action !== 'accept') return text('Count discarded.');
      const counted = Number(answer.content.counted);
      if (!Number.isInteger(counted) || counted < 0) return text('Count must be a whole number.', true);

      const delta = counted - saved.expected;
      if (delta === 0) return text(`No difference for ${saved.sku} at ${saved.location}.`);
      const adj = await warehouse.adjust(token, {
        sku: saved.sku,
        location: saved.location,
        delta,
        reason: 'cycle_count',
      });
      return text(`Adjustment ${adj.id}: ${delta > 0 ? '+' : ''}${delta} ${saved.sku} at ${saved.location}.`);
    },
  };
};
