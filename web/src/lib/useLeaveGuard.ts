import { useEffect, useRef } from 'react';
import { useBlocker } from '../app/history';
import { useAlert } from '../ui/alertContext';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation (links, back and forward) through the app history's blocker, closing
 * or reloading the tab through beforeunload. `allowLeave()` lets a successful save navigate away. `message` is the screen's own question.
 */
export function useLeaveGuard(dirty: boolean, message = '저장하지 않은 변경 사항이 있습니다.\n페이지를 나가시겠습니까?') {
  const alert = useAlert();
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const current = useRef(blocker);
  current.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void alert({
      type: 'warning',
      title: '페이지 나가기',
      message,
      confirmText: '나가기',
      cancelText: '계속 작성',
    }).then((leave) => {
      const b = current.current;
      if (b.state !== 'blocked') return;
      if (leave) b.proceed();
      else b.reset();
    });
  }, [blocker.state, alert, message]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    allowLeave: () => {
      leaving.current = true;
    },
  };
}
