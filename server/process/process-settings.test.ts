import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { backendMain } from "./backend-bundle.ts";
import { serverEnvironment, serverNodeFlags } from "./process-settings.ts";

// Every way of starting the server starts it alike: a way that forgets a flag runs at twice the
// memory, and nothing else would show it.

const project = new URL("../..", import.meta.url);
const read = (file: string) => fs.readFileSync(new URL(file, project), "utf8");

describe("the server's process settings", () => {
  const serve = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts
    .serve!;
  const dockerfile = read("Dockerfile");
  const command = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];

  it("are passed by npm run serve", () => {
    const words = serve.split(/\s+/);
    expect(words.at(-1)).toBe(backendMain);
    const node = words.indexOf("node");
    expect(words.slice(node + 1, node + 1 + serverNodeFlags.length)).toEqual(serverNodeFlags);
    for (const [name, value] of Object.entries(serverEnvironment)) {
      expect(words.slice(0, node)).toContain(`${name}=${value}`);
    }
  });

  it("are passed by the container's command and environment", () => {
    expect(command.slice(0, 1 + serverNodeFlags.length)).toEqual(["node", ...serverNodeFlags]);
    expect(command.at(-1)).toBe(backendMain);
    for (const [name, value] of Object.entries(serverEnvironment)) {
      expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value}( \\\\)?$`, "m"));
    }
  });
});
