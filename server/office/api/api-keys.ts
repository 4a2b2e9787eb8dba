import { Hono } from "hono";
import { z } from "zod";
import { createApiKey, listApiKeys, revokeApiKey } from "../api-keys.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, someFields, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, idParameter, officeBody } from "./openapi.ts";

// The keys other systems call this API with: administrators make them (each shown once) and
// revoke them.

const NewKey = z.object({
  name: z.string().trim().min(1, "Name is required.").max(100, "Name is too long."),
  role: z.enum(["editor", "office"], { error: "Choose what the key may do." }),
});
const uuid = z.uuid();
const tags = ["API keys"];

export function apiKeysApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const administrators = allow("administrator");

  api.get(
    "/api-keys",
    described({ tags, summary: "The school's API keys, without the keys (administrators)" }),
    administrators,
    async (c) => c.json(await listApiKeys(deps.db, schoolOf(c))),
  );

  api.post(
    "/api-keys",
    described({
      tags,
      summary: "Makes a key for one role; the answer is the only time the key is shown",
      responses: { "201": answer("Made: `key` is the key.") },
    }),
    administrators,
    officeBody(NewKey, someFields),
    async (c) => {
      const made = await createApiKey(
        deps.db,
        schoolOf(c),
        c.req.valid("json"),
        actorOf(staffOf(c)),
      );
      return c.json({ ...made.listing, key: made.key }, 201);
    },
  );

  api.delete(
    "/api-keys/:id",
    described({
      tags,
      summary: "Revokes a key (administrators)",
      parameters: [idParameter],
      responses: { "404": answer("No such key.") },
    }),
    administrators,
    async (c) => {
      const id = c.req.param("id");
      const done =
        uuid.safeParse(id).success &&
        (await revokeApiKey(deps.db, schoolOf(c), id, actorOf(staffOf(c)), deps.now()));
      return done ? c.json({ revoked: true }) : c.json({ error: "No such key." }, 404);
    },
  );

  return api;
}
