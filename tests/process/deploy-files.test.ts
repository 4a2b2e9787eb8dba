import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "#contracts/config.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// The deployment's files (Dockerfile, deploy/) checked without a container engine: the image's
// folders are enough to run the site, and the compose file's instances are set up validly.

const project = process.cwd();

/** The folders the image's last stage copies from the project (`COPY <src> <dest>`). */
function imageFolders(): string[] {
  const dockerfile = fs.readFileSync(path.join(project, "Dockerfile"), "utf8");
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  return [...lastStage.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) =>
    match[1]!.split(" "),
  );
}

/** The folders the image's last stage copies from its build stage (`COPY --from=build`). */
function builtFolders(): string[] {
  const dockerfile = fs.readFileSync(path.join(project, "Dockerfile"), "utf8");
  return [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+) \S+$/gm)].map((m) => m[1]!);
}

describe("the image's files", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "school-image-"));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await stopServer(server);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("serve the website, the API and the office from a folder holding only them", async () => {
    const copied = imageFolders();
    expect(copied).toEqual(expect.arrayContaining(["server", "contracts", "drizzle"]));
    expect(copied).not.toContain("app");
    for (const part of copied) {
      fs.cpSync(path.join(project, part), path.join(folder, part), { recursive: true });
    }
    // The website and the server's bundle as the build stage made them, and the packages.
    expect(builtFolders()).toEqual(["build", "dist"]);
    fs.cpSync(inject("buildDir"), path.join(folder, "build"), { recursive: true });
    fs.cpSync(path.join(project, "dist"), path.join(folder, "dist"), { recursive: true });
    fs.symlinkSync(path.join(project, "node_modules"), path.join(folder, "node_modules"));

    server = await startServer({ cwd: folder, env: { BUILD_DIR: path.join(folder, "build") } });
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/AboutUs`)).status).toBe(200);
    expect((await fetch(`${server.url}/office/sign-in`)).status).toBe(200);
  });
});

describe("deploy/compose.yaml with deploy/example.env", () => {
  const env = Object.fromEntries(
    fs
      .readFileSync(path.join(project, "deploy/example.env"), "utf8")
      .split("\n")
      .filter((line) => /^\w+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  // Compose's own substitution: ${NAME}, ${NAME:-default}, and $$ for a dollar sign.
  const text = fs
    .readFileSync(path.join(project, "deploy/compose.yaml"), "utf8")
    .replace(
      /\$\{(\w+)(?::-([^}]*))?\}/g,
      (_, name: string, fallback?: string) => env[name] || fallback || "",
    )
    .replaceAll("$$", "$");
  const compose = parse(text) as {
    services: Record<string, { environment?: Record<string, string>; image?: string }>;
  };
  const instances = Object.entries(compose.services).filter(([, service]) => !service.image);

  it("runs two instances, each with settings the server accepts, on one database and bucket", () => {
    expect(instances.map(([name]) => name)).toEqual(["app1", "app2"]);
    for (const [, service] of instances) {
      // Compose takes only strings here: an unquoted true is refused.
      for (const value of Object.values(service.environment!)) expect(typeof value).toBe("string");
      const config = loadConfig(service.environment!);
      expect(config.databaseUrl).toMatch(/^postgres:\/\/school:.+@postgres:5432\/school$/);
      expect(config.s3).toMatchObject({ bucket: env.S3_BUCKET, endpoint: "http://minio:9000" });
      expect(config.officeSecret).toBe(env.OFFICE_SECRET);
      expect(config.trustProxy).toEqual(["uniquelocal"]);
    }
  });

  it("puts both instances behind the proxy, which asks each whether it is ready", () => {
    const caddyfile = fs.readFileSync(path.join(project, "deploy/Caddyfile"), "utf8");
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(instances.map(([name]) => `${name}:3000`));
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
  });
});
