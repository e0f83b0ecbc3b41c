import { docsApi, exchangeForDriveToken } from "../docsApi";
import { stashDraft, takeDraft } from "../drafts";
import { askForm, text, type ToolDef } from "../jsonrpc";
import { argsDigest, open, seal, StateError } from "../stateSeal";

const NAME = "import_from_drive";

/**
 * Everything here is inside the AES-GCM envelope, so the exchanged Drive token never
 * leaves the server readable. The imported document itself stays in Redis.
 */
type Pending =
  | { step: "pick"; args: string; driveToken: string }
  | { step: "confirm"; args: string; draftId: string };

async function recentDocs(driveToken: string) {
  const url = new URL("https://www.googleapis.com/drive/v3/files");
  url.searchParams.set("q", "mimeType='application/vnd.google-apps.document' and trashed=false");
  url.searchParams.set("orderBy", "modifiedTime desc");
  url.searchParams.set("pageSize", "20");
  url.searchParams.set("fields", "files(id,name)");
  const res = await fetch(url, { headers: { authorization: `Bearer ${driveToken}` } });
  if (!res.ok) throw new Error(`drive answered ${res.status}`);
  return ((await res.json()) as { files: Array<{ id: string; name: string }> }).files;
}

async function exportMarkdown(driveToken: string, fileId: string): Promise<string> {
  const res = await fetch(
    `https://www.googleapis.com/drive/v3/files/${encodeURIComponent(fileId)}/export?mimeType=text/markdown`,
    { headers: { authorization: `Bearer ${driveToken}` } },
  );
  if (!res.ok) throw new Error(`drive export answered ${res.status}`);
  return res.text();
}

export const importFromDrive: ToolDef = {
  name: NAME,
  description: "Replace a docs page's body with a Google Doc you pick.",
  inputSchema: {
    type: "object",
    properties: { pageId: { type: "string" } },
    required: ["pageId"],
  },
  annotations: { destructiveHint: true },

  async run({ user, accessToken, args, inputResponses, requestState }) {
    const pageId = String(args.pageId);
    const binding = { userId: user.id, tool: NAME };
    const digest = argsDigest(args);

    if (!requestState) {
      const { access_token } = await exchangeForDriveToken(accessToken);
      const files = await recentDocs(access_token);
      if (files.length === 0) return text("No Google Docs found in your Drive.");
      return askForm(
        "doc",
        "Which document should replace the page body?",
        { fileId: { type: "string", oneOf: files.map((f) => ({ const: f.id, title: f.name })) } },
        seal<Pending>({ step: "pick", args: digest, driveToken: access_token }, binding),
      );
    }

    let pending: Pending;
    try {
      pending = open<Pending>(requestState, binding);
    } catch (err) {
      if (err instanceof StateError) return text("Invalid or expired requestState", true);
      throw err;
    }
    if (pending.args !== digest) return text("requestState was issued for a different request", true);

    if (pending.step === "pick") {
      const fileId = inputResponses.doc?.content?.fileId;
      if (inputResponses.doc?.action !== "accept" || typeof fileId !== "string") return text("Import cancelled.");
      const markdown = await exportMarkdown(pending.driveToken, fileId);
      const draftId = await stashDraft({ ownerId: user.id, pageId, markdown });
      const page = await docsApi.page(pageId);
      return askForm(
        "confirm",
        `Replace the body of "${page.title}" with the imported document (${markdown.split(/\s+/).length} words)?`,
        { confirm: { type: "boolean", title: "Replace page body" } },
        seal<Pending>({ step: "confirm", args: digest, draftId }, binding),
      );
    }

    if (inputResponses.confirm?.action !== "accept" || inputResponses.confirm.content?.confirm !== true) {
      return text("Page left unchanged.");
    }
    const draft = await takeDraft(pending.draftId, user.id);
    if (!draft || draft.pageId !== pageId) return text("The imported draft has expired; start again.", true);
    await docsApi.replaceBody(pageId, draft.markdown, user.id);
    return text("Page body replaced.");
  },
};
