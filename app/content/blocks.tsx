import type { RenderedBlock } from "./rendered.ts";
import { CardsBlock } from "./cards-block.tsx";
import { FilesBlock } from "./files-block.tsx";
import { GalleryBlock } from "./gallery-block.tsx";
import { Heading } from "./heading.tsx";
import { ImageBlock } from "./image-block.tsx";
import { LinksBlock } from "./links-block.tsx";
import { ModalsBlock } from "./modals-block.tsx";
import { PdfBlock } from "./pdf-block.tsx";
import { TableBlock } from "./table-block.tsx";
import { TabsBlock } from "./tabs-block.tsx";
import { VideoBlock } from "./video-block.tsx";
import styles from "./blocks.module.css";

/** Draws a page's blocks; each block type has one small component. */
export function Blocks({ blocks, level = 2 }: { blocks: RenderedBlock[]; level?: 2 | 3 | 4 }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} level={level} />
      ))}
    </>
  );
}

function BlockView({ block, level }: { block: RenderedBlock; level: 2 | 3 | 4 }) {
  switch (block.type) {
    case "heading": {
      const Tag = block.level === 3 ? "h3" : "h2";
      return <Tag>{block.text}</Tag>;
    }
    case "prose":
      return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: block.html }} />;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <>
          {block.title ? <Heading level={level}>{block.title}</Heading> : null}
          <List className={styles.list}>
            {block.items.map((item, index) => (
              <li key={index} dangerouslySetInnerHTML={{ __html: item.html }} />
            ))}
          </List>
        </>
      );
    }
    case "rules":
      return (
        <>
          {block.title ? <Heading level={level}>{block.title}</Heading> : null}
          <ol className={styles.rules}>
            {block.rules.map((rule, index) => (
              <li key={index}>
                <span dangerouslySetInnerHTML={{ __html: rule.html }} />
                {rule.points.length > 0 ? (
                  <ul>
                    {rule.points.map((point, i) => (
                      <li key={i} dangerouslySetInnerHTML={{ __html: point.html }} />
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      );
    case "table":
      return <TableBlock block={block} />;
    case "image":
      return <ImageBlock image={block.image} align={block.align} />;
    case "gallery":
      return <GalleryBlock block={block} level={level} />;
    case "pdf":
      return <PdfBlock block={block} />;
    case "video":
      return <VideoBlock title={block.title} youtubeId={block.youtubeId} />;
    case "videos":
      return (
        <ul className={styles.videos}>
          {block.items.map((video) => (
            <li key={video.youtubeId}>
              <VideoBlock title={video.title} youtubeId={video.youtubeId} showTitle />
            </li>
          ))}
        </ul>
      );
    case "files":
      return <FilesBlock items={block.items} />;
    case "tabs":
      return (
        <TabsBlock
          block={block}
          level={level}
          panels={block.tabs.map((tab) => (
            <Blocks
              key={tab.label}
              blocks={tab.blocks}
              level={tab.heading ? deeper(level) : level}
            />
          ))}
        />
      );
    case "cards":
      return <CardsBlock items={block.items} level={level} />;
    case "modals":
      return <ModalsBlock items={block.items} />;
    case "quote":
      return (
        <figure className={styles.quote}>
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          {block.cite ? <figcaption>{block.cite}</figcaption> : null}
        </figure>
      );
    case "figures":
      return (
        <dl className={styles.figures}>
          {block.items.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "links":
      return <LinksBlock items={block.items} />;
    case "section":
      return (
        <section className={styles.section}>
          <Heading level={level}>{block.title}</Heading>
          <Blocks blocks={block.blocks} level={deeper(level)} />
        </section>
      );
  }
}

const deeper = (level: 2 | 3 | 4) => (level === 2 ? 3 : 4);
