import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { VideoBlock } from "../video-block.tsx";

export default blockDrawing<BlockOf<"video">>({
  Draw: ({ block }) => <VideoBlock title={block.title} youtubeId={block.youtubeId} />,
});
