/**
 * The messages the app shell shows before any page has loaded (a failed site load, the one mapping of
 * a load failure): their own module, so a guest's first load carries these few strings and not every
 * message of every domain (shared/messages.ts, which includes them in MSG).
 */
export const SHELL_MSG = {
  homeLoadFailed: '데이터를 불러오는 중 오류가 발생했습니다.',
  tenantLoadFailed: '서비스 정보를 불러올 수 없습니다. 잠시 후 다시 시도해주세요.',
  featureDisabled: '서비스 준비 중입니다.',
  notFound: '요청한 항목을 찾을 수 없습니다.',
  noAccess: '접근 권한이 없습니다.',
  notFoundHint: '삭제되었거나 잘못된 주소입니다.',
} as const;
