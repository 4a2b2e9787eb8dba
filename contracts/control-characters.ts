// Control characters (C0, DEL and C1) have no place in what a visitor types into a form: they
// are invisible, can drive a terminal, and a NUL cannot be stored in PostgreSQL text at all.
// Line breaks are the one exception, and only where a field is meant to hold several lines.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const anyControl = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlButLineBreak = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/;

/** Whether `value` holds a control character; with `lineBreaks`, `\n` and `\r\n` are allowed. */
export function hasControlCharacter(value: string, options: { lineBreaks?: boolean } = {}) {
  return (options.lineBreaks ? controlButLineBreak : anyControl).test(value);
}

/** The field message for a control character, shared by the forms and the API. */
export const controlCharacterMessage = (label: string) =>
  `${label} contains a character that cannot be used. Please retype it.`;
