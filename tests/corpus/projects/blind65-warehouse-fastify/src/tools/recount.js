// recount_bin: asks the floor worker for the physical count of every SKU in a bin.
// The expected quantities stay on the server; the client only holds a random handle.
const TOOL = 'recount_bin';

export const definition = {
  name: TOOL,
  description: 'Record a physical recount of a bin. Shows a form with one field per SKU stored there.',
  inputSchema: {
    type: 'object',
    properties: { bin: { type: 'string', pattern: '^[A-Z]\\d{2}-\\d{2}$' } },
    required: ['bin'],
  },
  annotations: { destructiveHint: true },
};

export function recountTool({ pending, inventory, ttlMs }) {
  async function call(params, principal) {
    const { bin } = params.arguments ?? {};

    if (params.requestState === undefined) {
      const contents = await inventory.binContents(bin);
      if (contents.length === 0) return { content: [{ type: 'text', text: `Bin ${bin} is empty.` }] };
      const handle = pending.park({
        userId: principal.userId,
        tool: TOOL,
        bin,
        expected: Object.fromEntries(contents.map((row) => [row.sku, row.onHand])),
        expiresAt: Date.now() + ttlMs,
      });
      return {
        resultType: 'input_required',
        inputRequests: {
          counts: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Count every item in bin ${bin}.`,
              requestedSchema: {
                type: 'object',
                properties: Object.fromEntries(
                  contents.map((row) => [row.sku, { type: 'integer', minimum: 0, title: `${row.sku} ${row.description}` }]),
                ),
                required: contents.map((row) => row.sku),
              },
            },
          },
        },
        requestState: handle,
      };
    }

    const record = pending.claim(params.requestState);
    if (
      !record ||
      record.userId !== principal.userId ||
      record.tool !== TOOL ||
      record.expiresAt <= Date.now() ||
      record.bin !== bin
    ) {
      return { isError: true, content: [{ type: 'text', text: 'This recount has expired. Start it again.' }] };
    }

    const answer = params.inputResponses?.counts;
    if (answer?.action !== 'accept') return { content: [{ type: 'text', text: 'Recount abandoned.' }] };

    const counts = {};
    for (const sku of Object.keys(record.expected)) {
      const counted = Number(answer.content?.[sku]);
      if (!Number.isInteger(counted) || counted < 0) {
        return { isError: true, content: [{ type: 'text', text: `Missing count for ${sku}.` }] };
      }
      counts[sku] = counted;
    }
    await inventory.recordCounts(bin, counts, principal.userId);

    const deltas = Object.entries(counts)
      .filter(([sku, n]) => n !== record.expected[sku])
      .map(([sku, n]) => `${sku}: ${record.expected[sku]} → ${n}`);
    return {
      content: [{ type: 'text', text: deltas.length ? `Recorded. Differences:\n${deltas.join('\n')}` : 'Recorded, no differences.' }],
    };
  }

  return { definition, call };
}
