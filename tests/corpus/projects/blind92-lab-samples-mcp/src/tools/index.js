// Tool table: definitions for tools/list and a dispatcher for tools/call.
const dispose = require('./disposeSamples');
const ship = require('./shipSamples');
const release = require('./releaseResults');
const { readCall, fail } = require('../rounds');

const modules = [dispose, ship, release];

const toolTable = (deps) => {
  const byName = Object.fromEntries(modules.map(({ definition, handler }) => [definition.name, handler(deps)]));
  return {
    list: () => ({ tools: modules.map(({ definition }) => definition) }),
    call: async (request, extra) => {
      const call = readCall(request);
      const run = byName[call.name];
      return run ? run(call, extra) : fail(`Unknown tool ${call.name}`);
    },
  };
};

module.exports = { toolTable };
