import { Field } from "./field.tsx";

// A new password, typed twice: on the page that changes one's own and on the one a forgotten
// password's link opens. The slip of a finger is caught here; the API judges the rest.

export const newPasswordLabels = { newPassword: "New password", again: "New password again" };

/** The message for the second box when the two differ, or undefined when they agree. */
export function typedTwiceProblem(values: Record<string, string | undefined>): string | undefined {
  return (values.newPassword ?? "") === (values.again ?? "")
    ? undefined
    : "The two new passwords are not the same. Please type it twice alike.";
}

export function NewPasswordFields({ fields }: { fields?: Record<string, string> }) {
  return (
    <>
      <Field
        name="newPassword"
        label={newPasswordLabels.newPassword}
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters. A few unrelated words are easy to remember and hard to guess; not your name or email."
        error={fields?.newPassword}
        required
      />
      <Field
        name="again"
        label={newPasswordLabels.again}
        type="password"
        autoComplete="new-password"
        error={fields?.again}
        required
      />
    </>
  );
}
