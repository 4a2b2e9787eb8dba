import { mapAddresses } from "#contracts/school-settings.ts";
import { useSchool } from "../school.ts";
import { useWords } from "../i18n/words.ts";
import { frameWords } from "./frame.words.ts";
import styles from "./school-map.module.css";

/**
 * The school on a map, loaded only when the visitor asks for it: until then a drawn preview
 * stands in, so no third-party frame slows the page or sets its cookies.
 */
export function SchoolMap({
  title,
  preview,
  frame,
  className,
}: {
  /** Unique on the page: the footer's map and the contact page's map appear together. */
  title: string;
  preview: { width: number; height: number };
  /** The frame's own size; without it, the stylesheet of the caller sizes it. */
  frame?: { width: number; height: number };
  className?: string;
}) {
  const { embed } = mapAddresses(useSchool().map);
  const w = useWords(frameWords);
  return (
    <details className={className ? `${styles.map} ${className}` : styles.map}>
      <summary>
        <img
          src="/images/map-preview.svg"
          alt=""
          width={preview.width}
          height={preview.height}
          loading="lazy"
          decoding="async"
        />
        <span>{w.showMap}</span>
      </summary>
      <iframe
        title={title}
        src={embed}
        width={frame?.width}
        height={frame?.height}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    </details>
  );
}
