// Models a Fastify (ESM) GitLab webhook receiver that compares X-Gitlab-Token to the shared secret with !==.
import Fastify from 'fastify';
import { triggerDeploy, lastDeployedSha } from './deploy.js';

const fastify = Fastify({ logger: true });

fastify.post('/hooks/gitlab', async (request, reply) => {
  const token = request.headers['x-gitlab-token'];
  if (token === undefined) {
    return reply.code(401).send({ error: 'missing token' });
  }
  if (token !== process.env.GITLAB_WEBHOOK_SECRET) { // expect: no-timing-unsafe-compare
    return reply.code(401).send({ error: 'invalid token' });
  }

  const body = request.body;
  if (body.object_kind !== 'merge_request') {
    return reply.code(202).send({ skipped: body.object_kind });
  }

  const attributes = body.object_attributes;
  if (attributes.action !== 'merge' || attributes.target_branch !== 'main') {
    return reply.code(202).send({ skipped: attributes.action });
  }

  const sha = attributes.last_commit.id;
  const deployed = await lastDeployedSha('production');
  if (sha === deployed) {
    return reply.code(200).send({ status: 'already deployed' });
  }
  if (attributes.merge_commit_sha !== null && attributes.merge_commit_sha !== sha) {
    request.log.info({ sha, merge: attributes.merge_commit_sha }, 'deploying merge commit');
  }

  await triggerDeploy({ sha: attributes.merge_commit_sha ?? sha, environment: 'production' });
  return reply.code(201).send({ status: 'deploying' });
});

fastify.get('/healthz', async () => ({ ok: true }));

await fastify.listen({ port: Number(process.env.PORT) || 8080, host: '0.0.0.0' });
