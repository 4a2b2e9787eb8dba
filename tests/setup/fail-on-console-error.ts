import { afterEach } from "vitest";

// A console.error during a test fails it: hydration warnings and swallowed failures surface.
let errors: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    throw new Error(
      `console.error was called:\n${seen.map((a) => a.map(String).join(" ")).join("\n")}`,
    );
  }
});
