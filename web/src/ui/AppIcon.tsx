import { Icon, type IconProps } from '@chakra-ui/react';

// Outline paths on a 24×24 grid; one component keeps the icon set in one place.
const PATHS = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  delivery: 'M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01',
  shopping: 'M6 7h12l-1 13H7zM9 7a3 3 0 0 1 6 0',
  video: 'M4 5h16v14H4zM10 9l5 3-5 3z',
  post: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20',
  back: 'M15 5l-7 7 7 7',
  left: 'M15 5l-7 7 7 7',
  right: 'M9 5l7 7-7 7',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  chevronDown: 'M6 9l6 6 6-6',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  leaf: 'M5 19c0-9 5-14 15-14 0 10-5 15-14 15zM5 19l7-7',
  fish: 'M2.5 12c3-5.5 10-6.5 14.5-2.5L21 7v10l-4-2.5C12.5 18.5 5.5 17.5 2.5 12zM8 11.5v.01',
  bag: 'M5 8h14l-1.5 12h-11zM9 8V6a3 3 0 0 1 6 0v2',
  cart: 'M3 4h2.5l2.2 11h10.1L20 7.5H6.3M9 20v.01M17 20v.01',
  heart: 'M12 20s-7-4.4-8.6-9A4.6 4.6 0 0 1 12 7.3 4.6 4.6 0 0 1 20.6 11C19 15.6 12 20 12 20z',
  comment: 'M4 5h16v11H9l-5 4z',
  share: 'M12 15V4M8 8l4-4 4 4M5 12v8h14v-8',
  soundOff: 'M4 9h4l5-4v14l-5-4H4zM17 9l4 6M21 9l-4 6',
  soundOn: 'M4 9h4l5-4v14l-5-4H4zM17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12',
  gift: 'M4 10h16v4H4zM5 14h14v7H5zM12 10v11M12 10S10 4 7.5 5.5 9 10 12 10zM12 10s2-6 4.5-4.5S15 10 12 10z',
} as const;

export type AppIconName = keyof typeof PATHS;

/** `filled`: the shape filled as well as outlined (a pressed like). */
export function AppIcon({ name, filled = false, ...rest }: { name: AppIconName; filled?: boolean } & IconProps) {
  return (
    // Chakra's Icon styles its single child, so the child is the whole svg.
    <Icon boxSize="5" {...rest}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={PATHS[name]} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Icon>
  );
}
