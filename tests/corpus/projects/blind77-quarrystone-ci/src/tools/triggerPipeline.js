// trigger_pipeline: starts a GitHub Actions workflow for a project on a branch the user picks, as that user.
'use strict';

const { request: httpRequest } = require('undici');
const db = require('../db');
const { githubApi } = require('../config');
const { seal, open, expiry } = require('../stateSeal');
const { elicitForm, inputRequired, clientState, answerFor, callerOf, ok, fail } = require('../rounds');

const NAME = 'trigger_pipeline';

const definition = {
  name: NAME,
  description: 'Run one of the project\'s CI workflows on a branch. Runs show up under your GitHub account.',
  inputSchema: {
    type: 'object',
    properties: {
      project: { type: 'string', pattern: '^[a-z0-9-]{2,64}$' },
      workflow: { type: 'string', description: 'Workflow file name, e.g. ci.yml' },
    },
    required: ['project', 'workflow'],
  },
  annotations: { openWorldHint: true },
};

async function github(token, method, path, body) {
  const res = await httpRequest(`${githubApi}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': 'quarrystone-ci',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.statusCode === 204) return null;
  const payload = await res.body.json();
  if (res.statusCode >= 300) throw new Error(`GitHub ${method} ${path}: ${res.statusCode} ${payload.message || ''}`);
  return payload;
}

async function handle(request, extra) {
  const user = callerOf(extra);
  const { project, workflow } = request.params.arguments || {};
  const repo = await db.repoFor(project);
  if (!repo) return fail(`Unknown project ${project}.`);

  const raw = clientState(request);
  if (!raw) {
    const account = await db.githubTokenFor(user.id);
    if (!account) return fail('Link your GitHub account in Quarrystone settings first.');
    const branches = await github(account.token, 'GET', `/repos/${repo.repo_full_name}/branches?per_page=20`);
    const names = branches.map((b) => b.name);
    const token = seal({
      sub: user.id,
      tool: NAME,
      exp: expiry(),
      project,
      workflow,
      branches: names,
      gh: account.token, // expect: no-secrets-in-state
    });
    return inputRequired(
      { branch: elicitForm(`Run ${workflow} of ${project} on which branch?`, { branch: { type: 'string', enum: names, default: repo.default_branch } }) },
      token,
      'Pick a branch.',
    );
  }

  let state;
  try {
    state = open(raw);
  } catch (err) {
    return fail(`That answer could not be used (${err.message}).`);
  }
  if (state.sub !== user.id || state.tool !== NAME || state.project !== project || state.workflow !== workflow) {
    return fail('That answer belongs to a different request.');
  }
  const answer = answerFor(request, 'branch');
  if (!answer || !state.branches.includes(answer.branch)) return fail('Pick one of the listed branches.');

  await github(state.gh, 'POST', `/repos/${repo.repo_full_name}/actions/workflows/${encodeURIComponent(workflow)}/dispatches`, {
    ref: answer.branch,
    inputs: { requested_by: user.login || user.id },
  });
  const runsUrl = `https://github.com/${repo.repo_full_name}/actions/workflows/${encodeURIComponent(workflow)}`;
  await db.recordPipelineRun(project, workflow, answer.branch, user.id, runsUrl);
  return ok(`Started ${workflow} on ${answer.branch}. Follow it at ${runsUrl}`);
}

module.exports = { definition, handle };
