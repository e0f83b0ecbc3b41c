// start_cycle_count: asks the counter for bin quantities in a zone and submits the variances to the WMS.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import { assertSite } from '../identity.js';
import { listZoneBins, postCountResults } from '../wms.js';
import { createCountSession, takeCountSession } from '../db.js';
import { CycleCountArgs } from '../state/codecs.js';
import { acceptedAnswer, failure, form, needsInput, ok } from '../results.js';

const TOOL = 'start_cycle_count';
const MAX_BINS_PER_COUNT = 12;

const fieldFor = (index: number) => `bin_${index}`;

export const startCycleCount = {
  name: TOOL,
  description: `Count up to ${MAX_BINS_PER_COUNT} bins in a zone and submit the results.`,
  annotations: { readOnlyHint: false, destructiveHint: false },
  args: CycleCountArgs,
  inputSchema: {
    type: 'object',
    properties: { siteId: { type: 'string' }, zone: { type: 'string' } },
    required: ['siteId', 'zone'],
  },
  async run(args, { principal, inputResponses, requestState }) {
    assertSite(principal, args.siteId);

    if (requestState === undefined) {
      const bins = (await listZoneBins(args.siteId, args.zone)).slice(0, MAX_BINS_PER_COUNT);
      if (bins.length === 0) return ok(`Zone ${args.zone} has no stocked bins.`);
      const handle = randomBytes(32).toString('base64url');
      await createCountSession({
        handle,
        user_id: principal.userId,
        tool: TOOL,
        site_id: args.siteId,
        zone: args.zone,
        lines: bins.map((b) => ({ locationId: b.locationId, sku: b.sku, systemQty: b.onHand })),
      });
      const properties = Object.fromEntries(
        bins.map((b, i) => [fieldFor(i), { type: 'integer', minimum: 0, title: `${b.locationId} — ${b.sku}` }]),
      );
      return needsInput(
        { counts: form(`Count these bins in zone ${args.zone} and enter what you find.`, properties, Object.keys(properties)) },
        handle,
      );
    }

    if (typeof requestState !== 'string') return failure('Invalid or expired requestState.');
    const session = await takeCountSession(requestState, principal.userId, TOOL);
    if (!session || session.site_id !== args.siteId || session.zone !== args.zone) {
      return failure('This count session expired or belongs to another request; start the count again.');
    }
    const answer = acceptedAnswer(inputResponses, 'counts');
    if (!answer) return ok('Count abandoned; nothing was submitted.');

    const lines = session.lines.map((line, i) => ({ ...line, counted: Number(answer[fieldFor(i)]) }));
    if (lines.some((l) => !Number.isInteger(l.counted) || l.counted < 0)) return failure('Every bin needs a whole, non-negative count.');

    await postCountResults(session.site_id, session.zone, principal.userId, lines.map(({ locationId, sku, counted }) => ({ locationId, sku, counted })));
    const variances = lines.filter((l) => l.counted !== l.systemQty);
    const summary = variances.length
      ? variances.map((l) => `${l.locationId} ${l.sku}: system ${l.systemQty}, counted ${l.counted}`).join('\n')
      : 'No variances.';
    return ok(`Submitted ${lines.length} bins.\n${summary}`, { variances: variances.length });
  },
};
