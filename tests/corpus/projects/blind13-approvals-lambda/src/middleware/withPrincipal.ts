import type { MiddlewareObj } from "@middy/core";
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from "aws-lambda";
import createHttpError from "http-errors";

export interface Principal {
  userId: string;
  orgId: string;
  bearer: string;
  scopes: string[];
}

export interface JsonRpcRequest {
  jsonrpc: "2.0";
  id: string | number;
  method: string;
  params?: Record<string, any>;
}

export type McpEvent = Omit<APIGatewayProxyEventV2WithJWTAuthorizer, "body"> & {
  body: JsonRpcRequest;
  principal: Principal;
};

/**
 * The HTTP API JWT authorizer has already validated the token; we only lift the
 * claims we need onto the event so tool code never touches raw headers.
 */
export const withPrincipal = (): MiddlewareObj<McpEvent, APIGatewayProxyResultV2> => ({
  before: async ({ event }) => {
    const header = event.headers?.authorization ?? "";
    const claims = event.requestContext.authorizer?.jwt?.claims ?? {};
    if (!claims.sub || !header.toLowerCase().startsWith("bearer ")) {
      throw createHttpError(401, "Missing bearer token");
    }
    event.principal = {
      userId: String(claims.sub),
      orgId: String(claims["custom:org_id"] ?? ""),
      bearer: header.slice("bearer ".length).trim(),
      scopes: String(claims.scope ?? "").split(" ").filter(Boolean),
    };
  },
});
