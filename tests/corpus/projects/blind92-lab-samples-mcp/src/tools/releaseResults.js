// release_results tool: releases a reviewed analytical run, asking for a justification when QC flags are present.
const { digest, answer, withExpiry, matches, form, needInput, text, fail, json, whoami } = require('../rounds');

const TOOL = 'release_results';

const definition = {
  name: TOOL,
  description: 'Release the results of a reviewed run to the requesting clinicians.',
  inputSchema: { type: 'object', properties: { runId: { type: 'string' } }, required: ['runId'] },
};

const handler = ({ db, tokens: { seal, open } }) => async ({ args, requestState, inputResponses }, extra) => {
  const { userId, lab } = whoami(extra);
  const { runId } = args;
  const bound = { sub: userId, tool: TOOL, argsHash: digest(args) };
  const run = await db.run(runId, lab);
  if (run?.status !== 'reviewed') return fail(`Run ${runId} is not awaiting release in your lab.`);

  if (!requestState && run.flagged > 0) {
    return needInput(
      { why: form(`${run.flagged} result(s) in ${run.assay} carry QC flags. Why release anyway?`, { justification: { type: 'string', minLength: 10 } }) },
      seal(withExpiry({ ...bound, flagged: run.flagged })),
    );
  }

  let note = null;
  if (requestState) {
    const claims = open(requestState);
    if (!matches(bound)(claims)) return fail('Invalid or expired requestState');
    ({ justification: note = null } = answer(inputResponses)('why') ?? {});
    if (!note) return text('Release cancelled.');
  }
  const released = await db.releaseRun(runId, lab, userId, note);
  return released ? json({ released }) : fail('Run changed status meanwhile.');
};

module.exports = { definition, handler };
