import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

const RATIOS = [0, 0.25, 0.5, 0.6, 0.75, 1];

/**
 * Which of a list's items is the one in view: the most visible, as the list scrolls (the shorts
 * player's slides, a channel's video feed). `itemRef(i)` is given to each item's element; `count`
 * is the number of items, so new ones are watched when more load.
 */
export function useActiveInView(count: number, initial = 0) {
  const [active, setActive] = useState(initial);
  const items = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    const shown = new Map<number, number>();
    const seen = new IntersectionObserver(
      (entries) => {
        for (const e of entries) shown.set(Number((e.target as HTMLElement).dataset.index), e.intersectionRatio);
        let best = -1;
        let bestRatio = 0.5;
        for (const [i, ratio] of shown) {
          if (ratio > bestRatio || (ratio === bestRatio && best >= 0 && i < best)) {
            best = i;
            bestRatio = ratio;
          }
        }
        if (best >= 0) setActive(best);
      },
      { threshold: RATIOS },
    );
    for (const [i, el] of items.current.entries()) {
      if (!el) continue;
      el.dataset.index = String(i);
      seen.observe(el);
    }
    return () => seen.disconnect();
  }, [count]);

  const itemRef = useCallback(
    (i: number) => (el: HTMLElement | null) => {
      items.current[i] = el;
    },
    [],
  );
  return { active, itemRef, items };
}

/** The video plays while its item is the active one and pauses otherwise (a refused autoplay is left paused). */
export function usePlayWhileActive(video: RefObject<HTMLVideoElement | null>, active: boolean) {
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (active) void v.play().catch(() => undefined);
    else v.pause();
  }, [video, active]);
}
