import { useId } from "react";
import { usePageSettings } from "../page-settings.ts";
import styles from "./page-search.module.css";
import { Icon } from "./icon.tsx";

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

  return (
    <div className={styles.slot}>
      <button type="button" className={styles.opener} popoverTarget="site-search">
        <Icon name="search" size={22} />
        Search<span className="visually-hidden"> the site</span>
      </button>
      <div id="site-search" popover="auto" className={styles.panel}>
        <form
          method="get"
          action="/Search"
          role="search"
          className={styles.search}
          data-page-search
          data-api-base={apiBase}
          data-school-code={schoolCode}
        >
          <label htmlFor={inputId} className="visually-hidden">
            Search this website
          </label>
          {/* A text field, not type=search: ARIA 1.2's combobox role is allowed on text. */}
          <input
            id={inputId}
            className={styles.input}
            type="text"
            name="q"
            enterKeyHint="search"
            placeholder="Search the site"
            autoComplete="off"
            role="combobox"
            aria-expanded="false"
            aria-controls={listId}
            aria-autocomplete="list"
          />
          <button type="submit" className={styles.submit}>
            <Icon name="search" size={18} />
            <span className="visually-hidden">Search</span>
          </button>
          <div className={styles.popup} hidden data-search-popup>
            <ul id={listId} role="listbox" aria-label="Matching pages" className={styles.list} />
            <p role="status" className={styles.empty} hidden data-search-empty>
              No pages found
            </p>
          </div>
        </form>
        <button
          type="button"
          className={styles.close}
          popoverTarget="site-search"
          popoverTargetAction="hide"
        >
          Close<span className="visually-hidden"> search</span>
        </button>
      </div>
    </div>
  );
}
