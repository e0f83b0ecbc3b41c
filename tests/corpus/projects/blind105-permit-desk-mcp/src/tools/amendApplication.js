// amend_application tool: shows an application's current valuation and scope, asks for the changes, then patches it.
'use strict';
const { z } = require('zod');
const { Ok, Err, railway, check, elicit, askFor, stateOf, answerOf, text, toToolResult } = require('../lib/flow');

const TOOL = 'amend_application';
const TEN_MINUTES = 10 * 60 * 1000;

const changeForm = (app) =>
  elicit(`Application ${app.id} is valued at $${app.valuationUsd} for "${app.scopeDescription}". Enter the amended values.`, {
    valuationUsd: { type: 'number', minimum: 0, default: app.valuationUsd },
    scopeDescription: { type: 'string', maxLength: 500, default: app.scopeDescription },
  });

const askForChanges = ({ portal, drafts }) => (args, extra) => {
  const userId = extra.authInfo.extra.userId;
  return railway(
    async () => portal.application(args.applicationId),
    check((app) => app.applicantId === userId, 'that application was not filed by you'),
    check((app) => app.status !== 'issued' && app.status !== 'withdrawn', 'issued or withdrawn applications cannot be amended'),
    (app) =>
      Ok(
        askFor({
          summary: `Application ${app.id}, revision ${app.revision}.`,
          inputRequests: { changes: changeForm(app) },
          requestState: drafts.seal({ sub: userId, tool: TOOL, exp: Date.now() + TEN_MINUTES, applicationId: app.id, revision: app.revision }), // expect: require-sealed-state
        }),
      ),
  )(args).then(toToolResult);
};

const applyChanges = ({ portal, drafts }) => async (args, extra) => {
  const draft = drafts.open(stateOf(extra)); // expect: require-sealed-state
  const userId = extra.authInfo.extra.userId;
  if (draft.sub !== userId || draft.tool !== TOOL || !(draft.exp > Date.now())) {
    return toToolResult(Err('this amendment session is no longer valid; start again'));
  }
  const changes = answerOf(extra, 'changes');
  if (!changes) return text('Amendment dropped; the application is unchanged.');
  const patched = await portal.amend(draft.applicationId, draft.revision, changes, extra.authInfo.extra.email);
  return toToolResult(patched.ok ? Ok(text(`Application ${draft.applicationId} amended (now revision ${patched.value.revision}).`)) : patched);
};

module.exports = (deps) => ({
  name: TOOL,
  config: {
    description: 'Amend the declared valuation or scope of one of your permit applications.',
    inputSchema: { applicationId: z.string().min(3) },
    annotations: { readOnlyHint: false },
  },
  handler: (args, extra) => (stateOf(extra) ? applyChanges(deps)(args, extra) : askForChanges(deps)(args, extra)),
});
