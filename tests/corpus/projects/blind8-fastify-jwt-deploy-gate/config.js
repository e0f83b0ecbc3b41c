export const config = {
  port: Number(process.env.PORT ?? 8787),
  githubApi: process.env.GITHUB_API ?? 'https://api.github.com',
  stateSecret: process.env.DEPLOY_STATE_SECRET || 'deploy-gate-change-me',
  // deploy windows can be long when the on-call has to find a reviewer
  stateLifetime: '2h',
};
