import { Hono } from "hono";
import { z } from "zod";
import { ApplicationMarks } from "#contracts/admissions/marks.ts";
import { readAdmissionSettings } from "../../admissions/admission-settings.ts";
import { meritLists, publishRound, setMarks } from "../../admissions/merit-lists.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, someFields, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, idParameter, officeBody } from "./openapi.ts";

// The Class XI merit lists (spec 9): the office enters each applicant's entrance mark and the
// achievements it verified, reads each round's lists by stream, and publishes a round's
// allotment. The office role and administrators; every entry is audited.

const tags = ["Admissions"];
const uuid = z.uuid();
const Marks = z.object({
  entries: z
    .array(z.object({ id: z.uuid(), marks: ApplicationMarks }))
    .min(1, "Enter at least one mark.")
    .max(2000),
});
const Publish = z.object({ round: z.string().trim().min(1, "Choose the round.").max(60) });

export function meritApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const office = allow("administrator", "office");

  api.get(
    "/merit",
    described({
      tags,
      summary: "Each Class XI round's merit list by stream, with points and places (office role)",
      responses: { "200": answer("The rounds' lists.") },
    }),
    office,
    async (c) => {
      const settings = await readAdmissionSettings(deps.db, schoolOf(c));
      return c.json(settings ? await meritLists(deps.db, schoolOf(c), settings) : []);
    },
  );

  api.post(
    "/merit/marks",
    described({
      tags,
      summary: "Enters marks and verified achievements for Class XI applicants (office role)",
      responses: { "200": answer("How many were saved.") },
    }),
    office,
    officeBody(Marks, someFields),
    async (c) => {
      let saved = 0;
      for (const { id, marks } of c.req.valid("json").entries) {
        if (await setMarks(deps.db, schoolOf(c), id, marks, actorOf(staffOf(c)), deps.now()))
          saved++;
      }
      return c.json({ saved });
    },
  );

  api.put(
    "/applications/:id/marks",
    described({
      tags,
      summary:
        "One Class XI applicant's marks, achievements, round and change of stream (office role)",
      parameters: [idParameter],
      responses: { "404": answer("No such Class XI application.") },
    }),
    office,
    officeBody(ApplicationMarks, someFields),
    async (c) => {
      const id = c.req.param("id");
      const saved =
        uuid.safeParse(id).success &&
        (await setMarks(
          deps.db,
          schoolOf(c),
          id,
          c.req.valid("json"),
          actorOf(staffOf(c)),
          deps.now(),
        ));
      return saved
        ? c.json({ saved: true })
        : c.json({ error: "No such Class XI application." }, 404);
    },
  );

  api.post(
    "/merit/publish",
    described({
      tags,
      summary:
        "Publishes a round's allotment by application number, shown from its day (office role)",
      responses: { "200": answer("How many were offered and how many wait.") },
    }),
    office,
    officeBody(Publish, someFields),
    async (c) => {
      const settings = await readAdmissionSettings(deps.db, schoolOf(c));
      const done =
        settings &&
        (await publishRound(
          deps.db,
          schoolOf(c),
          settings,
          c.req.valid("json").round,
          actorOf(staffOf(c)),
          deps.now(),
        ));
      return done ? c.json(done) : c.json({ error: "No such round in the settings." }, 404);
    },
  );

  return api;
}
