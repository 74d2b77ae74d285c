/** platform.md §8: the channel's own words for a miss and a failed load. */
export const CHANNEL_TEXTS = {
  notFound: '채널을 찾을 수 없거나 삭제되었습니다.',
  notFoundHint: '주소가 올바른지 확인해주세요.',
  failed: '채널 정보를 불러올 수 없습니다.',
};

/** A channel tab whose list failed to load (the header loaded): the tab's own retry. */
export const CHANNEL_LIST_FAILED = { failed: '목록을 불러올 수 없습니다.' };
