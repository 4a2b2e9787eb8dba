import { Hono, type Context } from "hono";
import { z } from "zod";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import {
  NewStaff,
  StaffError,
  createStaff,
  listStaff,
  resetPassword,
  staffRoles,
  updateStaff,
} from "../staff.ts";
import { schoolOf, someFields, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, officeBody } from "./openapi.ts";

// The staff's accounts: administrators make them, set their passwords, change their roles and
// turn them off.

const AccountChange = z.object({
  role: z.enum(staffRoles).optional(),
  disabled: z.boolean().optional(),
});
const tags = ["Accounts"];
const idParameter = { name: "id", in: "path", required: true, schema: { type: "string" } };
const refusedBy = (c: Context, error: StaffError) =>
  c.json({ error: error.message, fields: { [error.field]: error.message } }, 400);

export function accountsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const administrators = allow("administrator");

  api.get(
    "/accounts",
    described({ tags, summary: "The school's staff accounts (administrators)" }),
    administrators,
    async (c) => c.json(await listStaff(deps.db, schoolOf(c))),
  );

  api.post(
    "/accounts",
    described({
      tags,
      summary: "Makes an account with a first password (administrators)",
      responses: { "201": answer("Made.") },
    }),
    administrators,
    officeBody(NewStaff, someFields),
    async (c) => {
      try {
        const member = await createStaff(
          deps.auth,
          deps.db,
          schoolOf(c),
          c.req.valid("json"),
          actorOf(staffOf(c)),
        );
        return c.json(member, 201);
      } catch (error) {
        if (!(error instanceof StaffError)) throw error;
        return refusedBy(c, error);
      }
    },
  );

  api.post(
    "/accounts/:id/password",
    described({
      tags,
      summary: "Sets another account's password (administrators)",
      parameters: [idParameter],
      responses: { "404": answer("No such account.") },
    }),
    administrators,
    officeBody(NewStaff.pick({ password: true }), someFields),
    async (c) => {
      try {
        const done = await resetPassword(
          deps.auth,
          deps.db,
          schoolOf(c),
          c.req.param("id"),
          c.req.valid("json").password,
          actorOf(staffOf(c)),
        );
        return done ? c.json({ reset: true }) : c.json({ error: "No such account." }, 404);
      } catch (error) {
        if (!(error instanceof StaffError)) throw error;
        return refusedBy(c, error);
      }
    },
  );

  api.patch(
    "/accounts/:id",
    described({
      tags,
      summary: "Changes an account's role, or turns it off or on (administrators)",
      parameters: [idParameter],
      responses: { "404": answer("No such account.") },
    }),
    administrators,
    officeBody(AccountChange, someFields),
    async (c) => {
      const id = c.req.param("id");
      // An administrator cannot lock themselves out: another administrator must do it.
      if (id === staffOf(c).id) {
        return c.json(
          { error: "You cannot change your own role or turn off your own account." },
          400,
        );
      }
      const done = await updateStaff(
        deps.auth,
        deps.db,
        schoolOf(c),
        id,
        c.req.valid("json"),
        actorOf(staffOf(c)),
      );
      return done ? c.json({ updated: true }) : c.json({ error: "No such account." }, 404);
    },
  );

  return api;
}
