import { docsApi } from "../docsApi";
import { askForm, text, type ToolDef } from "../jsonrpc";
import { argsDigest, open, seal, StateError } from "../stateSeal";

const NAME = "unpublish_page";

interface Pending {
  pageId: string;
  etag: string;
  args: string;
}

export const unpublishPage: ToolDef = {
  name: NAME,
  description: "Take a published docs page offline. Asks the editor to confirm first.",
  inputSchema: {
    type: "object",
    properties: {
      pageId: { type: "string" },
      expectedEtag: { type: "string", description: "Optional optimistic-concurrency guard" },
      reason: { type: "string" },
    },
    required: ["pageId", "reason"],
  },
  annotations: { destructiveHint: true },

  async run({ user, args, inputResponses, requestState }) {
    const pageId = String(args.pageId);
    const binding = { userId: user.id, tool: NAME };
    const page = await docsApi.page(pageId);

    if (!page.editors.includes(user.id) && !user.roles.includes("docs-admin")) {
      return text("You are not an editor of this page.", true);
    }
    if (typeof args.expectedEtag === "string" && args.expectedEtag !== page.etag) {
      return text("The page changed since you last read it; reload and try again.", true);
    }
    if (!page.published) return text("Page is already unpublished.");

    if (!requestState) {
      const pending: Pending = { pageId, etag: page.etag, args: argsDigest(args) };
      return askForm(
        "confirm",
        `Unpublish "${page.title}"? Readers will get a 404 until it is published again.`,
        { confirm: { type: "boolean", title: "Unpublish" } },
        seal(pending, binding),
      );
    }

    let pending: Pending;
    try {
      pending = open<Pending>(requestState, binding);
    } catch (err) {
      if (err instanceof StateError) return text("Invalid or expired requestState", true);
      throw err;
    }
    if (pending.args !== argsDigest(args) || pending.pageId !== pageId) {
      return text("requestState was issued for a different request", true);
    }
    if (inputResponses.confirm?.action !== "accept" || inputResponses.confirm.content?.confirm !== true) {
      return text("Left the page published.");
    }

    await docsApi.unpublish(pageId, pending.etag, user.id);
    return text(`"${page.title}" is no longer published.`);
  },
};
