// build_segment: collects filters, previews the audience size, then saves a contact segment.
const { z } = require('zod');
const fp = require('lodash/fp');
const db = require('../db');
const { issue, read, boundTo } = require('../stateToken');
const { askFor, stateOf, accepted, respondedTo, form, text } = require('../mrtr');

const TOOL = 'build_segment';

const Filters = z.object({
  country: z.string().length(2).optional(),
  tag: z.string().max(40).optional(),
  activeWithinDays: z.number().int().min(1).max(730).optional(),
});

const cleanFilters = fp.flow(fp.pick(['country', 'tag', 'activeWithinDays']), fp.omitBy((v) => v === '' || v == null), Filters.parse);

const askFilters = () =>
  askFor({
    filters: form('Which contacts belong in this segment?', {
      country: { type: 'string', description: 'Two-letter country code (optional)' },
      tag: { type: 'string', description: 'Contact tag (optional)' },
      activeWithinDays: { type: 'integer', description: 'Active within the last N days (optional)' },
    }),
  });

const preview = async (args, caller, extra) => {
  const filters = cleanFilters(accepted('filters')(extra) || {});
  const size = await db.countMatching(caller.tenantId, filters);
  const requestState = issue({ sub: caller.userId, tool: TOOL, name: args.name, filters }, { expiresIn: '12h' }); // expect: require-state-binding
  return askFor({ save: form(`Segment "${args.name}" would contain ${size} contacts. Save it?`, { save: { type: 'boolean' } }) }, requestState);
};

const save = async (caller, extra) => {
  const claims = boundTo(caller.userId, TOOL)(read(stateOf(extra)));
  if (!accepted('save')(extra)?.save) return text('Segment discarded.');
  const segment = await db.saveSegment(caller.tenantId, claims.name, claims.filters, caller.userId);
  return text(`Segment "${segment.name}" saved (id ${segment.id}).`);
};

const buildSegment = {
  name: TOOL,
  config: {
    title: 'Build segment',
    description: 'Create a contact segment from filters, with a size preview before saving.',
    inputSchema: { name: z.string().min(2).max(80) },
  },
  run: (args, caller, extra) => {
    if (stateOf(extra)) return save(caller, extra);
    if (respondedTo('filters')(extra)) return preview(args, caller, extra);
    return askFilters();
  },
};

module.exports = { buildSegment };
