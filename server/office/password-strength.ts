import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** zxcvbn's score a password needs: 3 is "safely unguessable" against online guessing and more. */
const goodScore = 3;

let checker: Promise<ZxcvbnFactory> | undefined;

/** The word lists are megabytes: read once, at the first password set, never by the website. */
function passwordChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  return checker;
}

/**
 * Why a password is too easy to guess, in words a clerk can act on, or undefined when it is
 * good. The person's own e-mail and name count as guessable: they are taken out before the
 * rest is scored, since zxcvbn alone scores "meera.joshi.hlca" as strong for Meera Joshi.
 */
export async function weakPassword(
  password: string,
  person: { email: string; name: string },
): Promise<string | undefined> {
  const personal = [person.email, ...person.email.split(/[@.+_-]/), ...person.name.split(/\s+/)]
    .map((part) => part.toLowerCase())
    .filter((part) => part.length >= 3)
    .sort((a, b) => b.length - a.length);
  const whole = password.toLowerCase();
  const rest = personal.reduce((left, part) => left.split(part).join(""), whole);
  const result = (await passwordChecker()).check(rest, personal);
  if (result.score >= goodScore) return undefined;
  const why =
    rest !== whole
      ? " Your own name or email does not make it harder to guess."
      : result.feedback.warning
        ? ` ${result.feedback.warning.replace(/\.?$/, ".")}`
        : "";
  return (
    `This password is too easy to guess.${why} A good one is a few unrelated words, such as ` +
    `"kettle violet monsoon ladder", not your name or email.`
  );
}
