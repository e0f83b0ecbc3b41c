import 'server-only';
import { createHash } from 'node:crypto';
import { PrismaClient } from '@prisma/client';

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const db = globalForPrisma.prisma ?? new PrismaClient();
if (process.env.NODE_ENV !== 'production') globalForPrisma.prisma = db;

export interface McpUser {
  id: string;
  email: string;
}

/** Personal access tokens are stored as SHA-256 hashes; look the caller up by hash. */
export async function userFromBearer(header: string | null): Promise<McpUser | null> {
  if (!header?.startsWith('Bearer ')) return null;
  const tokenHash = createHash('sha256').update(header.slice(7)).digest('hex');
  const pat = await db.personalAccessToken.findUnique({
    where: { tokenHash },
    select: { revokedAt: true, expiresAt: true, user: { select: { id: true, email: true } } },
  });
  if (!pat || pat.revokedAt || pat.expiresAt < new Date()) return null;
  return pat.user;
}
