// withdraw_application tool: withdraws a pending permit application once the applicant confirms.
'use strict';
const { z } = require('zod');
const { Ok, Err, railway, check, elicit, askFor, stateOf, answerOf, text, toToolResult } = require('../lib/flow');

const TOOL = 'withdraw_application';
const WITHDRAWABLE = ['submitted', 'in_review', 'on_hold'];

const confirmWithdrawal = ({ portal, envelope }) => (args, extra) =>
  railway(
    async () => portal.application(args.applicationId),
    check((app) => app.applicantId === extra.authInfo.extra.userId, 'that application was not filed by you'),
    check((app) => WITHDRAWABLE.includes(app.status), 'only submitted, in-review or on-hold applications can be withdrawn'),
    (app) =>
      Ok(
        askFor({
          summary: `Application ${app.id} (${app.projectTitle}) is ${app.status}.`,
          inputRequests: {
            confirm: elicit(`Withdraw application ${app.id} for ${app.siteAddress}? Fees already paid are not refunded.`, {
              confirm: { type: 'boolean', title: 'Withdraw the application' },
            }),
          },
          requestState: envelope.seal({ sub: extra.authInfo.extra.userId, tool: TOOL, applicationId: app.id, reason: args.reason }), // expect: require-state-binding
        }),
      ),
  )(args).then(toToolResult);

const carryOut = ({ portal, envelope }) => (args, extra) =>
  railway(
    (token) => envelope.open(token, { sub: extra.authInfo.extra.userId, tool: TOOL }),
    check((claims) => claims.applicationId === args.applicationId && claims.reason === args.reason, 'the arguments changed since you were asked to confirm'),
    check(() => Boolean(answerOf(extra, 'confirm') && answerOf(extra, 'confirm').confirm), 'withdrawal not confirmed; nothing changed'),
    async (claims) => {
      const done = await portal.withdraw(claims.applicationId, claims.reason, extra.authInfo.extra.email);
      return done.ok ? Ok(text(`Application ${claims.applicationId} withdrawn.`)) : done;
    },
  )(stateOf(extra)).then(toToolResult);

module.exports = (deps) => ({
  name: TOOL,
  config: {
    description: 'Withdraw one of your pending permit applications. Asks for confirmation first.',
    inputSchema: {
      applicationId: z.string().min(3),
      reason: z.enum(['project_cancelled', 'duplicate_application', 'scope_changed', 'other']),
    },
    annotations: { destructiveHint: true },
  },
  handler: (args, extra) => (stateOf(extra) ? carryOut(deps)(args, extra) : confirmWithdrawal(deps)(args, extra)),
});
