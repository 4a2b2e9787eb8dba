import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { RenderedBlock } from "./rendered.ts";
import { Blocks } from "./blocks.tsx";
import { Heading } from "./heading.tsx";
import styles from "./blocks.module.css";

type Tabs = Extract<RenderedBlock, { type: "tabs" }>;

/**
 * The ARIA tabs pattern: arrow keys, Home and End move between tabs, one panel shows at a
 * time. Without JavaScript every panel is shown, one after another, under its own heading.
 */
export function TabsBlock({ block, level }: { block: Tabs; level: 2 | 3 | 4 }) {
  const [active, setActive] = useState(0);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const last = block.tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? active === last
          ? 0
          : active + 1
        : event.key === "ArrowLeft"
          ? active === 0
            ? last
            : active - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs} data-tabs>
      <div role="tablist" aria-label={block.label} className={styles.tablist} onKeyDown={onKeyDown}>
        {block.tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {block.tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.heading ? <Heading level={level}>{tab.heading}</Heading> : null}
          <Blocks blocks={tab.blocks} level={tab.heading ? (level === 2 ? 3 : 4) : level} />
        </div>
      ))}
    </div>
  );
}
