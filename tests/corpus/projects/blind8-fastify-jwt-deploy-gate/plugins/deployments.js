import fp from 'fastify-plugin';

export const deploymentsPlugin = fp(async (fastify) => {
  const history = new Map();
  fastify.decorate('deployments', {
    async previousGood(service, env) {
      const list = history.get(`${service}:${env}`) ?? [];
      return list.at(-2) ?? { sha: 'HEAD~1' };
    },
    async rollback(service, env, sha, actor) {
      fastify.log.info({ service, env, sha, actor }, 'rollback requested');
      const key = `${service}:${env}`;
      history.set(key, [...(history.get(key) ?? []), { sha, actor, at: Date.now() }]);
    },
  });
});
