import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { VideoBlock } from "../video-block.tsx";
import styles from "../blocks.module.css";

export default blockDrawing<BlockOf<"videos">>({
  Draw: ({ block }) => (
    <ul className={styles.videos}>
      {block.items.map((video) => (
        <li key={video.youtubeId}>
          <VideoBlock title={video.title} youtubeId={video.youtubeId} showTitle />
        </li>
      ))}
    </ul>
  ),
});
