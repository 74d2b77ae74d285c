import { OwnContentList } from '../content/OwnContentList';

/** 동영상: the merchant's own video posts. */
export default function VideosTab() {
  return <OwnContentList kind="video" />;
}
