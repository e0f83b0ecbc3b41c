// search_specimens: resolves a plant name to one accepted taxon (asking when ambiguous) and lists specimens.
// @ts-nocheck
import { matchTaxon, searchSpecimens } from '../collections.js';
import { seal, unseal } from '../stateMac.js';
import { whoIs, stateOf, accepted, ask, ok, fail } from './rounds.js';

export const definition = {
  name: 'search_specimens',
  title: 'Search herbarium specimens',
  description: 'Finds specimens of a taxon, optionally filtered by country (ISO code) and collection years.',
  inputSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 3 },
      country: { type: 'string', pattern: '^[A-Z]{2}$' },
      yearFrom: { type: 'integer', minimum: 1700 },
      yearTo: { type: 'integer', maximum: 2100 },
    },
    required: ['name'],
  },
  annotations: { readOnlyHint: true },
};

const MORE = '__more__';

function pickTaxon(name: string, matches, nextPageToken, binding) {
  const options = matches.map(m => ({ const: m.key, title: m.label }));
  if (nextPageToken) options.push({ const: MORE, title: 'Show more names…' });
  return ask(
    'taxon',
    `"${name}" matches several names. Which one do you mean?`,
    { taxonKey: { type: 'string', title: 'Taxon', oneOf: options } },
    ['taxonKey'],
    seal({ offered: matches.map(m => m.key), nextPageToken }, binding),
  );
}

async function listSpecimens(taxonKey: string, args) {
  const page = await searchSpecimens({ taxonKey, country: args.country, yearFrom: args.yearFrom, yearTo: args.yearTo });
  const lines = page.results.map(s => `${s.barcode}  ${s.scientificName}  ${s.country ?? '??'} ${s.eventDate ?? ''}  leg. ${s.recordedBy ?? 'unknown'}`);
  return ok(`${page.count} specimen(s)${page.count > lines.length ? `, first ${lines.length}` : ''}:\n${lines.join('\n')}`, {
    total: page.count,
    specimens: page.results,
  });
}

export async function handle(args, request, extra) {
  const { userId } = whoIs(extra);
  const binding = { userId, tool: definition.name, args };
  const raw = stateOf(request);

  if (!raw) {
    const { matches, nextPageToken } = await matchTaxon(args.name);
    if (matches.length === 0) return fail(`No taxon matches "${args.name}".`);
    if (matches.length === 1 && !nextPageToken) return listSpecimens(matches[0].key, args);
    return pickTaxon(args.name, matches, nextPageToken, binding);
  }

  const pending = unseal<{ offered: string[]; nextPageToken: string | null }>(raw, binding);
  if (!pending) return fail('The name choice expired or belongs to another search; please search again.');
  const choice = accepted<{ taxonKey: string }>(request, 'taxon');
  if (!choice) return ok('Search cancelled.');

  if (choice.taxonKey === MORE && pending.nextPageToken) {
    const { matches, nextPageToken } = await matchTaxon(args.name, pending.nextPageToken);
    return pickTaxon(args.name, matches, nextPageToken, binding);
  }
  if (!pending.offered.includes(choice.taxonKey)) return fail('Pick one of the names offered.');
  return listSpecimens(choice.taxonKey, args);
}
