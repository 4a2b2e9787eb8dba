import {
  hindiFieldsOf,
  inLanguage,
  type InLanguage,
  type ItemHindi,
} from "#contracts/records/hindi.ts";
import { moduleOf, type ModuleKindName } from "#contracts/records/index.ts";
import type { Language } from "#contracts/languages.ts";

// The school's items as a page in one language draws them: on a Hindi page, each field with
// Hindi on the site takes it (contracts/records/hindi.ts); the rest stay English, and `inHindi`
// tells the page's `English` marks which (app/i18n/in-english.tsx).

const fieldNames = new Map<ModuleKindName, readonly string[]>();

/** The names of the fields a kind writes in Hindi too. */
function hindiNames(kind: ModuleKindName): readonly string[] {
  let names = fieldNames.get(kind);
  if (!names) {
    names = hindiFieldsOf(moduleOf(kind).office).map((field) => field.name);
    fieldNames.set(kind, names);
  }
  return names;
}

/** One item of `kind` in `language`. */
export function itemIn<T extends object>(
  kind: ModuleKindName,
  item: T & { hi?: ItemHindi },
  language: Language,
): T & InLanguage {
  return inLanguage(item, language, hindiNames(kind));
}

/** Items of `kind` in `language`. */
export function itemsIn<T extends object>(
  kind: ModuleKindName,
  items: readonly (T & { hi?: ItemHindi })[],
  language: Language,
): (T & InLanguage)[] {
  return items.map((item) => itemIn(kind, item, language));
}
