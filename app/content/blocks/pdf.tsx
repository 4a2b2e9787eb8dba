import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { PdfBlock } from "../pdf-block.tsx";

export default blockDrawing<BlockOf<"pdf">>({ Draw: ({ block }) => <PdfBlock block={block} /> });
