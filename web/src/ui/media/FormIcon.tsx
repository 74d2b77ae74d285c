import { Icon, type IconProps } from '@chakra-ui/react';

// The media forms' own few outline icons (24×24), kept here so the shared icon set stays untouched.
const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  left: 'M15 5l-7 7 7 7',
  right: 'M9 5l7 7-7 7',
  plus: 'M12 5v14M5 12h14',
  grip: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5a1 1 0 1 0 0-.01',
  video: 'M3 6h12v12H3zM15 10l6-3v10l-6-3',
  frame: 'M4 4h16v16H4zM4 9h16M9 4v5M15 4v5',
} as const;

export function FormIcon({ name, ...rest }: { name: keyof typeof PATHS } & IconProps) {
  return (
    <Icon boxSize="4" {...rest}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d={PATHS[name]}
          fill="none"
          stroke="currentColor"
          strokeWidth={name === 'grip' ? 3 : 2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Icon>
  );
}
