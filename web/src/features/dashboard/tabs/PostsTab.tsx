import { OwnContentList } from '../content/OwnContentList';

/** 게시글: the merchant's own posts that are neither videos nor announcements. */
export default function PostsTab() {
  return <OwnContentList kind="post" />;
}
