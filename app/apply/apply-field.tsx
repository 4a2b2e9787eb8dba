import type { ReactNode } from "react";
import { applicationFields, genders } from "#contracts/admissions/application.ts";
import { achievementLevels } from "#contracts/admissions/merit.ts";
import { formatDate } from "#contracts/dates.ts";
import { useLanguage } from "../i18n/words.ts";
import { applyWords } from "./apply.words.ts";
import type { PublicAdmissions } from "./public-admissions.ts";
import styles from "./apply.module.css";

// One field of the application, drawn from what the contract says of it
// (#contracts/admissions/application.ts): its label, a hint where one helps, the value as typed
// and, when refused, the reason right under it, tied to the control by aria-describedby.

interface FieldProps {
  name: string;
  value: string;
  problem?: string;
  admissions: PublicAdmissions;
}

const autoComplete: Record<string, string> = {
  childName: "off",
  email: "email",
  phone: "tel",
  fatherName: "off",
  motherName: "off",
  address: "street-address",
  pinCode: "postal-code",
};

export function ApplyField({ name, value, problem, admissions }: FieldProps) {
  const language = useLanguage();
  const w = applyWords[language];
  const field = applicationFields.find((one) => one.name === name);
  if (!field) return null;
  const id = `apply-${name}`;
  const hint = hintOf(name, admissions, language);
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(" ");
  const shared = {
    id,
    name,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": described || undefined,
    required: field.required === true || undefined,
  };
  const options = optionsOf(name, admissions, language);
  let control: ReactNode;
  if (name === "gender") {
    return (
      <fieldset className={styles.field} aria-describedby={described || undefined}>
        <legend>{w.labels[name]}</legend>
        <div className={styles.choices}>
          {genders.map((gender) => (
            <label key={gender}>
              <input
                type="radio"
                name={name}
                value={gender}
                defaultChecked={value === gender}
                aria-invalid={problem ? true : undefined}
              />
              {w.genders[gender]}
            </label>
          ))}
        </div>
        <Problem id={`${id}-problem`} problem={problem} />
      </fieldset>
    );
  }
  if (options) {
    control = (
      <select {...shared} defaultValue={value}>
        {name !== "sisterBranch" && name !== "sports" && name !== "arts" && (
          <option value="">{w.choose}</option>
        )}
        {options.map(([optionValue, words]) => (
          <option key={optionValue} value={optionValue}>
            {words}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "long") {
    control = <textarea {...shared} defaultValue={value} maxLength={field.max} rows={3} />;
  } else {
    const types = { email: "email", tel: "tel", date: "date", number: "text", text: "text" };
    control = (
      <input
        {...shared}
        type={types[field.kind as keyof typeof types] ?? "text"}
        defaultValue={value}
        autoComplete={autoComplete[name] ?? "on"}
        {...(field.kind === "number" && { inputMode: "decimal" as const })}
        {...(name === "pinCode" && { inputMode: "numeric" as const, maxLength: 6 })}
        {...(field.kind === "tel" && { inputMode: "tel" as const })}
      />
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{w.labels[name]}</label>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {control}
      <Problem id={`${id}-problem`} problem={problem} />
    </div>
  );
}

/** A field's refusal; its element is there empty too, for the browser's own checks to fill. */
function Problem({ id, problem }: { id: string; problem?: string }) {
  return (
    <p className={styles.problem} id={id} data-problem-for={id.replace(/-problem$/, "")}>
      {problem ?? ""}
    </p>
  );
}

function optionsOf(
  name: string,
  admissions: PublicAdmissions,
  language: "en" | "hi",
): [string, string][] | undefined {
  const w = applyWords[language];
  if (name === "className") return admissions.classes.map((one) => [one.name, one.name]);
  if (name === "stream") return admissions.streams.map((one) => [one.name, one.name]);
  if (name === "sisterBranch") {
    return [
      ["", w.noBranch],
      ...admissions.sisterBranches.map((one) => [one, one] as [string, string]),
    ];
  }
  if (name === "sports" || name === "arts") {
    return achievementLevels.map((level) => [level === "none" ? "" : level, w.levels[level]]);
  }
  return undefined;
}

function hintOf(name: string, admissions: PublicAdmissions, language: "en" | "hi") {
  const hints = applyWords[language].hints;
  if (name === "dateOfBirth") return hints.dateOfBirth(formatDate(admissions.ageOn, language));
  if (name === "classXPercent") {
    return hints.classXPercent(
      admissions.streams.map((one) => `${one.name} ${one.cutoff}%`).join(", "),
    );
  }
  if (name === "email" || name === "phone" || name === "fatherName" || name === "boardPercent") {
    return hints[name];
  }
  return undefined;
}
