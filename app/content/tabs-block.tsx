import { useId, type ReactNode } from "react";
import type { TabsOf } from "#contracts/blocks/tabs.ts";
import type { RenderedBlock } from "./block-drawing.ts";
import { Heading } from "./heading.tsx";
import styles from "./blocks.module.css";

type Tabs = TabsOf<RenderedBlock>;

/**
 * Tabbed content: the first panel shows; the tabs behaviour switches panels. Without JavaScript
 * every panel is shown, one after another, under its own heading. The caller draws each tab's
 * blocks (`panels`, in the tabs' order), so this file need not know every block.
 */
export function TabsBlock({
  block,
  level,
  panels,
}: {
  block: Tabs;
  level: 2 | 3 | 4;
  panels: ReactNode[];
}) {
  const id = useId();
  return (
    <div className={styles.tabs} data-tabs>
      <div role="tablist" aria-label={block.label} className={styles.tablist}>
        {block.tabs.map((tab, index) => (
          <button
            key={tab.label}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === 0}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === 0 ? 0 : -1}
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
          hidden={index !== 0}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.heading ? <Heading level={level}>{tab.heading}</Heading> : null}
          {panels[index]}
        </div>
      ))}
    </div>
  );
}
