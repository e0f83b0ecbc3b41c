// Models Fastify admin routes (TypeScript) guarded by an x-admin-secret header compared to process.env.ADMIN_SECRET.
// @ts-nocheck
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { db } from '../db.js';

interface AdminUser {
  id: string;
  role: 'admin' | 'member';
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AdminUser;
  }
}

async function adminGuard(request: FastifyRequest, reply: FastifyReply) {
  const provided = request.headers['x-admin-secret'];
  if (typeof provided !== 'string' || provided !== process.env.ADMIN_SECRET) { // expect: no-timing-unsafe-compare
    return reply.code(403).send({ error: 'forbidden' });
  }
}

export async function adminRoutes(app: FastifyInstance) {
  app.addHook('preHandler', adminGuard);

  app.delete<{ Params: { userId: string } }>('/admin/users/:userId', async (request, reply) => {
    if (request.user?.id === request.params.userId) {
      return reply.code(400).send({ error: 'cannot delete yourself' });
    }
    const target = await db.user.findUnique({ where: { id: request.params.userId } });
    if (target === null) {
      return reply.code(404).send();
    }
    if (target.role === 'admin' && request.user?.role !== 'admin') {
      return reply.code(403).send();
    }
    await db.user.delete({ where: { id: target.id } });
    return reply.code(204).send();
  });

  app.post<{ Body: { key?: string } }>('/admin/maintenance', async (request, reply) => {
    const key = request.body.key;
    const allowed = key !== undefined && key === process.env.ADMIN_SECRET; // expect: no-timing-unsafe-compare
    if (!allowed) {
      return reply.code(403).send();
    }
    const mode = (await db.setting.findUnique({ where: { name: 'maintenance' } }))?.value === 'on' ? 'off' : 'on';
    await db.setting.upsert({ where: { name: 'maintenance' }, update: { value: mode }, create: { name: 'maintenance', value: mode } });
    return { mode };
  });
}
