// find_slots: lists free appointment slots for a practitioner in a date range.
import * as v from 'valibot';
import { exchangeToken, searchFreeSlots } from '../ehr.js';
import { text, toolError } from '../results.js';

const IsoDate = v.pipe(v.string(), v.isoDate());

export const findSlots = {
  name: 'find_slots',
  description: 'List free appointment slots for a practitioner between two dates (inclusive start, exclusive end).',
  annotations: { readOnlyHint: true },
  input: v.object({
    practitionerId: v.pipe(v.string(), v.minLength(1)),
    from: IsoDate,
    to: IsoDate,
  }),
  async run(args, { authInfo }) {
    if (args.to <= args.from) return toolError('"to" must be after "from".');
    const { accessToken } = await exchangeToken(authInfo.token);
    const slots = await searchFreeSlots(accessToken, args);
    if (slots.length === 0) return text('No free slots in that range.');
    const lines = slots.map((s) => `${s.id}: ${s.start} – ${s.end}`);
    return text(lines.join('\n'), { slots: slots.map(({ id, start, end }) => ({ id, start, end })) });
  },
};
