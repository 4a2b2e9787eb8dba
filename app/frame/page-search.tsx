import { useId, useState, type KeyboardEvent } from "react";
import { Form, useNavigate } from "react-router";
import { fileUrl } from "../api/urls.ts";
import { site } from "#content/site.ts";
import { searchPages, type SearchEntry } from "./search.ts";
import styles from "./page-search.module.css";

/**
 * The page search (spec 2.4). Without JavaScript it is a GET form answered by /Search; with it,
 * an ARIA combobox that lists matches as you type and opens one with Enter or a click.
 */
export function PageSearch({ apiBase }: { apiBase: string }) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const results = searchPages(query);
  const showing = open && query.trim() !== "";

  function go(entry: SearchEntry) {
    setOpen(false);
    setQuery("");
    setActive(-1);
    if (entry.file)
      window.open(fileUrl(`${site.schoolCode}/${entry.file}`, apiBase), "_blank", "noopener");
    else if (entry.to) void navigate(entry.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === "Enter" && showing && active >= 0 && results[active]) {
      event.preventDefault();
      go(results[active]);
    } else if (event.key === "Escape") {
      if (showing) setOpen(false);
      else setQuery("");
      setActive(-1);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <Form method="get" action="/Search" role="search" className={styles.search}>
      <label htmlFor={inputId} className="visually-hidden">
        Search this website
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        placeholder="Search pages"
        autoComplete="off"
        role="combobox"
        aria-expanded={showing}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
      <div className={styles.popup} hidden={!showing}>
        <ul id={listId} role="listbox" aria-label="Matching pages" className={styles.list}>
          {results.map((entry, index) => (
            <li
              key={`${entry.name}-${entry.to ?? entry.file}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // mousedown, not click: it lands before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                go(entry);
              }}
            >
              {entry.name}
              {entry.file ? <span className={styles.kind}> (PDF, opens in a new tab)</span> : null}
            </li>
          ))}
        </ul>
        {showing && results.length === 0 ? (
          <p role="status" className={styles.empty}>
            No pages found
          </p>
        ) : null}
      </div>
    </Form>
  );
}
