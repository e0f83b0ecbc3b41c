import { loansOf, renew } from '../catalog.js';
import { pack, unpack } from '../lib/pack.js';
import { ask, fail, form, text } from '../lib/reply.js';
import { plural } from '../lib/util.js';

const NAME = 'renew_loans';

export const def = {
  name: NAME,
  description: "Renew some of a patron's current loans. Lists the loans and asks which ones.",
  inputSchema: {
    type: 'object',
    properties: { patron: { type: 'string', description: 'patron card number' } },
    required: ['patron'],
  },
};

export async function run(params, extra, deps) {
  const { patron } = params.arguments ?? {};
  const by = deps.who(extra);

  if (!params.requestState) {
    const loans = await loansOf(patron);
    const open = loans.filter((l) => l.renewals < 3);
    if (open.length === 0) return text(`Nothing to renew for ${patron}.`);
    const blob = pack({ sub: by, tool: NAME, patron, loans: open.map((l) => l.id) }, deps.opts);
    return ask(
      {
        which: form(`${plural(open.length, 'loan')} can be renewed. Which ones?`, {
          loans: {
            type: 'array',
            items: { type: 'string', enum: open.map((l) => String(l.id)) },
            title: open.map((l) => `${l.id}: ${l.title} (due ${l.due_on})`).join('; '),
          },
        }),
      },
      blob,
    );
  }

  const data = unpack(params.requestState, deps.opts);
  if (!data || data.sub !== by || data.tool !== NAME || data.patron !== patron) {
    return fail('That renewal has expired. Ask again.');
  }
  const answer = params.inputResponses?.which;
  if (answer?.action !== 'accept') return text('Nothing renewed.');
  const chosen = (answer.content?.loans ?? []).map(Number).filter((id) => data.loans.includes(id));
  const done = await renew(chosen, by);
  return text(`Renewed ${plural(done.length, 'loan')}: ${done.map((r) => `${r.id} until ${r.due_on}`).join(', ')}`);
}
