import { Injectable, OnModuleDestroy } from "@nestjs/common";
import { PrismaClient } from "@prisma/client";

export interface NotebookSummary {
  id: string;
  title: string;
  ownerId: string;
  noteCount: number;
  updatedAt: Date;
}

@Injectable()
export class NotesRepository extends PrismaClient implements OnModuleDestroy {
  async onModuleDestroy() {
    await this.$disconnect();
  }

  async findNotebook(id: string, ownerId: string): Promise<NotebookSummary | null> {
    const nb = await this.notebook.findFirst({
      where: { id, ownerId, deletedAt: null },
      include: { _count: { select: { notes: true } } },
    });
    return nb && { id: nb.id, title: nb.title, ownerId: nb.ownerId, noteCount: nb._count.notes, updatedAt: nb.updatedAt };
  }

  async share(notebookId: string, email: string, role: "viewer" | "editor", sharedBy: string) {
    return this.notebookShare.upsert({
      where: { notebookId_email: { notebookId, email } },
      create: { notebookId, email, role, sharedBy },
      update: { role, sharedBy },
    });
  }

  async purge(notebookId: string, ownerId: string): Promise<number> {
    return this.$transaction(async (tx) => {
      const { count } = await tx.note.deleteMany({ where: { notebookId, notebook: { ownerId } } });
      await tx.notebookShare.deleteMany({ where: { notebookId } });
      await tx.notebook.update({ where: { id: notebookId }, data: { deletedAt: new Date() } });
      return count;
    });
  }
}
