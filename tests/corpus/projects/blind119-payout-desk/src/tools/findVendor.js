// Implements the find_vendor tool, which searches vendors and asks which one when several match.
'use strict';

const stateToken = require('../stateToken');
const { accepted, ask, done, refuse } = require('./results');

const definition = {
  name: 'find_vendor',
  description: 'Look up a vendor by name and show its payout details.',
  inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
  annotations: { readOnlyHint: true },
};

const describe = (v) => `${v.name} (${v.id}) - ${v.country}, pays in ${v.currency}, IBAN ending ${v.ibanLast4}`;

function makeFindVendor(bank) {
  return async function findVendor(params, { userId }) {
    const bind = { userId, tool: definition.name };

    if (params.requestState) {
      const saved = stateToken.open(params.requestState, bind);
      if (!saved) return refuse('That choice has expired. Search again.');
      const choice = accepted(params, 'vendor');
      if (!choice) return done('Search cancelled.');
      if (!saved.candidates.includes(choice.vendorId)) return refuse('Pick one of the vendors offered.');
      return done(describe(await bank.vendor(choice.vendorId)));
    }

    const matches = await bank.searchVendors(params.arguments.name);
    if (matches.length === 0) return done(`No vendor matches "${params.arguments.name}".`);
    if (matches.length === 1) return done(describe(matches[0]));

    return ask(
      'vendor',
      `${matches.length} vendors match. Which one?`,
      { vendorId: { type: 'string', oneOf: matches.map((m) => ({ const: m.id, title: `${m.name} (${m.country})` })) } },
      stateToken.seal({ candidates: matches.map((m) => m.id) }, bind),
    );
  };
}

module.exports = { definition, makeFindVendor };
