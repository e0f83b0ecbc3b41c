import "reflect-metadata";
import Fastify from "fastify";
import { configureContainer, instanceId } from "./config/container";
import mcpPlugin from "./mcpPlugin";

async function main(): Promise<void> {
  const container = configureContainer();
  const app = Fastify({ logger: { base: { instance: instanceId } } });
  await app.register(mcpPlugin, { container });
  await app.listen({ port: Number(process.env.PORT ?? 8080), host: "0.0.0.0" });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
