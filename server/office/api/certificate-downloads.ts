import { Hono } from "hono";
import { rolesFor } from "#contracts/office-records.ts";
import { listDownloads } from "../../services/transfer-certificates.ts";
import { allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described } from "./openapi.ts";

/** Who was handed which certificate, and when. */
export function certificateDownloadsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  api.get(
    "/certificate-downloads",
    described({
      tags: ["Transfer Certificates"],
      summary: "Each certificate handed to a family, newest first (office role)",
      responses: { "200": answer("The downloads: when, from which address, which certificate.") },
    }),
    allow(...rolesFor("certificates")),
    async (c) => c.json(await listDownloads(deps.db, schoolOf(c), { limit: 500 })),
  );
  return api;
}
