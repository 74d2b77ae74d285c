import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactElement } from 'react';

/** How wide the fade is on a side where more items hide; focused items stop clear of it. */
const FADE_REM = 1.5;
const FADE = `${FADE_REM}rem`;
/** The row's chosen item: a selected tab, the current link. */
const SELECTED = '[aria-selected="true"], [aria-current]:not([aria-current="false"])';

interface Props extends Omit<HTMLChakraProps<'div'>, 'children' | 'asChild'> {
  /** The row element itself (a Tabs.List, an HStack of chips …); it becomes the scroller. */
  children: ReactElement;
}

/**
 * A single-line row of chips or tabs that scrolls sideways instead of widening the page: touch
 * swipes it, a focused item (Tab or the arrow keys of a tab list) scrolls into view, and a fade on
 * either side shows that more items hide there (gone once scrolled to that end).
 *
 * It styles its one child in place (asChild), so the child keeps its role and keyboard behaviour
 * and a tab list stays a direct part of its Tabs.Root.
 */
export function ScrollRow({ children, ...props }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const measured = useRef(more);

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // One pixel of slack: fractional widths leave scrollLeft a hair short of the end.
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    // No update at all when nothing changed: the effect below measures after every render, and an
    // update that keeps the state (a functional one) still rendered and committed the row again
    // after a hydration, which ran that effect again, without end.
    if (measured.current.start === start && measured.current.end === end) return;
    measured.current = { start, end };
    setMore(measured.current);
  }, []);

  // Brings an item clear of the fade. On focus the browser's own scrolling would leave an edge item
  // under the fade (or out of sight, when a script focuses with preventScroll); this scrolls only
  // the row, never the page.
  const reveal = (item: Element) => {
    const row = ref.current;
    if (!row || item === row || !row.contains(item)) return;
    const margin = parseFloat(getComputedStyle(document.documentElement).fontSize) * FADE_REM;
    const box = row.getBoundingClientRect();
    const target = item.getBoundingClientRect();
    if (target.left < box.left + margin) row.scrollLeft -= box.left + margin - target.left;
    else if (target.right > box.right - margin) row.scrollLeft += target.right - (box.right - margin);
  };

  // Items arrive after the first paint (categories load), so measure after every render too;
  // and a newly chosen item (a tab opened from the address, say) is brought into view. After the
  // paint, when the layout is already done: reading it during the commit would make the browser lay
  // out the whole page in the middle of the first render.
  const shown = useRef<Element | null>(null);
  useEffect(() => {
    measure();
    const selected = ref.current?.querySelector(SELECTED) ?? null;
    if (selected && selected !== shown.current) reveal(selected);
    shown.current = selected;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <chakra.div
      asChild
      ref={ref}
      onScroll={measure}
      onFocus={(event: FocusEvent<HTMLDivElement>) => reveal(event.target)}
      data-more-start={more.start ? '' : undefined}
      data-more-end={more.end ? '' : undefined}
      display="flex"
      flexWrap="nowrap"
      minW="0"
      maxW="full"
      overflowX="auto"
      overflowY="hidden"
      overscrollBehaviorX="contain"
      css={{
        WebkitOverflowScrolling: 'touch',
        // Touch screens swipe; a mouse gets a thin scrollbar.
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
        '@media (hover: hover) and (pointer: fine)': {
          scrollbarWidth: 'thin',
          '&::-webkit-scrollbar': { display: 'initial' },
        },
        '& > *': { flexShrink: 0 },
        '--fade-start': '0px',
        '--fade-end': '0px',
        '&[data-more-start]': { '--fade-start': FADE },
        '&[data-more-end]': { '--fade-end': FADE },
        maskImage:
          'linear-gradient(to right, transparent, #000 var(--fade-start), #000 calc(100% - var(--fade-end)), transparent)',
      }}
      {...props}
    >
      {children}
    </chakra.div>
  );
}
