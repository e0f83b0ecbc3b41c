import { PrismaClient } from '@prisma/client';
import { config } from './config.js';

export const prisma = new PrismaClient();

export interface Agent {
  id: string;
  name: string;
  teamIds: string[];
}

export async function ticketFor(agent: Agent, ticketId: string) {
  const ticket = await prisma.ticket.findFirst({
    where: { id: ticketId, teamId: { in: agent.teamIds } },
    select: { id: true, number: true, subject: true, status: true, teamId: true, requesterEmail: true },
  });
  if (!ticket) throw new Error(`Ticket ${ticketId} not found`);
  return ticket;
}

export async function messagesPage(ticketId: string, pageToken?: string | null) {
  const take = 25;
  const rows = await prisma.message.findMany({
    where: { ticketId },
    orderBy: { createdAt: 'asc' },
    take: take + 1,
    ...(pageToken ? { cursor: { id: pageToken }, skip: 1 } : {}),
    select: { id: true, author: true, body: true, createdAt: true },
  });
  const hasMore = rows.length > take;
  const page = hasMore ? rows.slice(0, take) : rows;
  return { messages: page, nextPageToken: hasMore ? page[page.length - 1].id : null };
}

export async function mergeTickets(agent: Agent, survivorId: string, duplicateId: string) {
  return prisma.$transaction(async (tx) => {
    await tx.message.updateMany({ where: { ticketId: duplicateId }, data: { ticketId: survivorId } });
    await tx.ticket.update({ where: { id: duplicateId }, data: { status: 'merged', mergedIntoId: survivorId } });
    await tx.auditEvent.create({ data: { actorId: agent.id, kind: 'merge', subjectId: duplicateId, detail: survivorId } });
    return tx.ticket.findUniqueOrThrow({ where: { id: survivorId }, select: { number: true } });
  });
}

export async function escalate(agent: Agent, ticketId: string, teamId: string, note: string) {
  await prisma.ticket.update({ where: { id: ticketId }, data: { teamId, priority: 'high' } });
  await prisma.auditEvent.create({ data: { actorId: agent.id, kind: 'escalate', subjectId: ticketId, detail: `${teamId}: ${note}` } });
}

export async function escalationTeams(ticketTeamId: string) {
  return prisma.team.findMany({ where: { escalatesFrom: { has: ticketTeamId } }, select: { id: true, name: true } });
}

/** Server-to-server call to the LLM gateway; the key never leaves this process. */
export async function draftWithLlm(prompt: string, maxTokens: number): Promise<{ text: string; usage: { totalTokens: number } }> {
  const res = await fetch(`${config.llmUrl}/v1/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': config.llmApiKey },
    body: JSON.stringify({ prompt, max_tokens: maxTokens }),
  });
  if (!res.ok) throw new Error(`LLM gateway: ${res.status}`);
  const json = (await res.json()) as { text: string; usage: { total_tokens: number } };
  return { text: json.text, usage: { totalTokens: json.usage.total_tokens } };
}
