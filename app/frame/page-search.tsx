import { useId } from "react";
import { usePageSettings } from "../page-settings.ts";
import styles from "./page-search.module.css";
import { Icon } from "./icon.tsx";
import { localHref } from "#contracts/languages.ts";
import { useLanguage } from "../i18n/words.ts";
import { pageSearchWords } from "./page-search.words.ts";

/**
 * The page search (spec 2.4), which finds items too. Without JavaScript it is a GET form
 * answered by /Search; the page-search behaviour makes it an ARIA combobox that lists pages by
 * name as you type, and then the notices, news, events and circulars that hold the words.
 * On a phone the form waits behind a Search button in a popover (the main menu's way), so the
 * header stays one row and the form still opens without JavaScript; on a laptop the popover
 * is simply the form, always shown.
 */
export function PageSearch() {
  const { apiBase, schoolCode } = usePageSettings();
  const inputId = useId();
  const listId = useId();
  const language = useLanguage();
  const w = pageSearchWords[language];

  return (
    <div className={styles.slot}>
      <button type="button" className={styles.opener} popoverTarget="site-search">
        <Icon name="search" size={22} />
        <Hidden words={w.openerBefore} />
        {w.opener}
        <Hidden words={w.openerAfter} />
      </button>
      <div id="site-search" popover="auto" className={styles.panel}>
        <form
          method="get"
          action={localHref("/Search", language)}
          role="search"
          className={styles.search}
          data-page-search
          data-api-base={apiBase}
          data-school-code={schoolCode}
        >
          <label htmlFor={inputId} className="visually-hidden">
            {w.label}
          </label>
          {/* A text field, not type=search: ARIA 1.2's combobox role is allowed on text. */}
          <input
            id={inputId}
            className={styles.input}
            type="text"
            name="q"
            enterKeyHint="search"
            placeholder={w.placeholder}
            autoComplete="off"
            role="combobox"
            aria-expanded="false"
            aria-controls={listId}
            aria-autocomplete="list"
          />
          <button type="submit" className={styles.submit}>
            <Icon name="search" size={18} />
            <span className="visually-hidden">{w.submit}</span>
          </button>
          <div className={styles.popup} hidden data-search-popup>
            <ul id={listId} role="listbox" aria-label={w.matching} className={styles.list} />
            <p role="status" className={styles.empty} hidden data-search-empty>
              {w.none}
            </p>
          </div>
        </form>
        <button
          type="button"
          className={styles.close}
          popoverTarget="site-search"
          popoverTargetAction="hide"
        >
          <Hidden words={w.closeBefore} />
          {w.close}
          <Hidden words={w.closeAfter} />
        </button>
      </div>
    </div>
  );
}

/** Words of a button's name said to a screen reader only, where there are any. */
function Hidden({ words }: { words: string }) {
  return words ? <span className="visually-hidden">{words}</span> : null;
}
