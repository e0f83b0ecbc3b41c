import { decryptState, encryptState } from "../crypto/state_cipher.ts";
import { exportFolders, loadNotes, notesTagged, render, saveExport } from "../notes.ts";
import { accepted, askForInput, type ElicitRequest, form, type RoundParams, text } from "../rounds.ts";

export const exportNotesTool = {
  name: "export_notes",
  description: "Export the notes with a tag as Markdown or JSON into one of your export folders.",
  inputSchema: {
    type: "object",
    properties: { tag: { type: "string", description: "Tag without #" } },
    required: ["tag"],
  },
};

interface ExportState {
  owner: string;
  tag: string;
  noteIds: string[];
  step: "format" | "folder";
  format?: "markdown" | "json";
}

async function nextRound(requests: Record<string, ElicitRequest>, state: ExportState) {
  return askForInput(requests, await encryptState(state)); // expect: require-sealed-state
}

export async function exportNotes(kv: Deno.Kv, userId: string, params: RoundParams) {
  const { tag } = (params.arguments ?? {}) as { tag: string };

  if (!params.requestState) {
    const notes = await notesTagged(kv, userId, tag);
    if (notes.length === 0) return text(`No notes tagged #${tag}.`);
    return nextRound(
      { format: form(`Export ${notes.length} notes tagged #${tag} as…`, { format: { type: "string", enum: ["markdown", "json"] } }) },
      { owner: userId, tag, noteIds: notes.map((n) => n.id), step: "format" },
    );
  }

  const state = await decryptState<ExportState>(params.requestState); // expect: require-sealed-state

  if (state.step === "format") {
    const choice = accepted<{ format: "markdown" | "json" }>(params, "format");
    if (!choice) return text("Export cancelled.");
    const folders = await exportFolders(kv, state.owner);
    if (folders.length === 0) return text("Create an export folder in the app first.", true);
    return nextRound(
      {
        folder: form("Into which folder?", {
          folder: { type: "string", enum: folders.map((f) => f.id), enumNames: folders.map((f) => f.name) },
        }),
      },
      { ...state, step: "folder", format: choice.format },
    );
  }

  const target = accepted<{ folder: string }>(params, "folder");
  if (!target) return text("Export cancelled.");
  const notes = await loadNotes(kv, state.owner, state.noteIds);
  const format = state.format ?? "markdown";
  const id = await saveExport(kv, state.owner, target.folder, {
    name: `${state.tag}-${new Date().toISOString().slice(0, 10)}.${format === "json" ? "json" : "md"}`,
    body: render(notes, format),
  });
  return text(`Exported ${notes.length} notes (export ${id}).`);
}
