import { Link } from "react-router";
import type { Page } from "../pages.ts";
import styles from "./breadcrumb.module.css";

/** Home > section > page (spec 2.2). */
export function Breadcrumb({ page }: { page: Page }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>{page.section}</li>
        <li aria-current="page">{page.crumb ?? page.name}</li>
      </ol>
    </nav>
  );
}
