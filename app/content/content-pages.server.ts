import type { ContentPage } from "#content/model.ts";

// Every content entry of content/pages, keyed by its route. Read on the server only.
const modules = import.meta.glob<{ default: ContentPage }>(
  ["/content/pages/*.ts", "!/content/pages/*.test.ts"],
  { eager: true },
);

const byPath = new Map(
  Object.values(modules).map((module) => [module.default.path.toLowerCase(), module.default]),
);

export function contentPage(path: string): ContentPage | undefined {
  return byPath.get(path.toLowerCase());
}
