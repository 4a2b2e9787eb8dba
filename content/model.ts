// The content model of the static pages: a page is a list of blocks, and a few templates draw
// them. Files (`file`) are paths inside the school's public folder of the file store, e.g.
// 'public/Images/facility-library.jpg' or 'public/pdf/BOOK_LIST_I.pdf'; the demo seed generates
// every file a page names. Prose is Markdown (paragraphs, **bold**, *italic*, links, lists).

export interface ImageRef {
  /** A stored image ('public/Images/...jpg') or a site image ('/images/...svg'). */
  file: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}

export interface LinkRef {
  label: string;
  /** An internal path ('/Admission'), an external address, or a stored file (`file`). */
  to?: string;
  href?: string;
  file?: string;
}

export type Block =
  | { type: "heading"; text: string; level?: 2 | 3 }
  | { type: "prose"; markdown: string }
  | { type: "list"; items: string[]; ordered?: boolean; title?: string }
  /** Numbered rules, each possibly with sub-points. */
  | { type: "rules"; title?: string; rules: (string | { text: string; points: string[] })[] }
  | {
      type: "table";
      caption: string;
      columns: string[];
      rows: (string | number)[][];
      /** A line under the table, e.g. a note on the figures. */
      note?: string;
    }
  | { type: "image"; image: ImageRef; align?: "left" | "right" | "full" }
  /** Images that open in an accessible lightbox. */
  | { type: "gallery"; title?: string; images: ImageRef[] }
  | { type: "pdf"; title: string; file: string; height: number; toolbar?: boolean }
  | { type: "video"; title: string; youtubeId: string }
  | { type: "videos"; items: { title: string; youtubeId: string }[] }
  /** File tiles: a title and an icon, opening the file in a new tab. */
  | { type: "files"; items: { title: string; file?: string; href?: string; subtitle?: string }[] }
  | { type: "tabs"; label: string; tabs: { label: string; heading?: string; blocks: Block[] }[] }
  | {
      type: "cards";
      items: { title: string; text?: string; image?: ImageRef; link?: LinkRef }[];
    }
  /** Images that open a dialog with the enlarged image (the ERP page). */
  | { type: "modals"; items: { title: string; text?: string; image: ImageRef }[] }
  | { type: "quote"; text: string; cite?: string }
  | { type: "figures"; items: { value: string; label: string }[] }
  | { type: "links"; items: LinkRef[] }
  /** A titled group of blocks, e.g. one rules section or one club. */
  | { type: "section"; title: string; blocks: Block[] };

export interface ContentPage {
  /** The route, exactly as in app/pages.ts. */
  path: string;
  /** The main heading; the page name when absent. */
  heading?: string;
  /** The breadcrumb's last item when it differs from the page name ('Fee Structure 2025-2026'). */
  crumb?: string;
  /** One sentence for search engines and link previews. */
  description: string;
  blocks: Block[];
}
