import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CategoryOption } from '../../../../../shared/schemas/catalogue';
import { ScrollRow } from '../../../ui/ScrollRow';

export const ALL_CATEGORY = 'all';

interface Props {
  label: string;
  categories: CategoryOption[];
  /** The active category value, ALL_CATEGORY for 전체. */
  value: string;
  onChange: (value: string) => void;
  /** The panel of the active category (only that one is mounted, so only it fetches). */
  children: (value: string) => ReactNode;
}

/** 전체 plus the server's categories as a scrolling row of tabs; the panel below follows the choice. */
export function CategoryTabs({ label, categories, value, onChange, children }: Props) {
  const options = [{ value: ALL_CATEGORY, label: '전체', emoji: '' }, ...categories];
  const active = options.some((o) => o.value === value) ? value : ALL_CATEGORY;
  return (
    <Tabs.Root
      value={active}
      onValueChange={(d) => onChange(d.value)}
      variant="subtle"
      colorPalette="brand"
      size="sm"
      lazyMount
      unmountOnExit
      activationMode="manual"
    >
      <ScrollRow>
        <Tabs.List aria-label={label} gap="1" pb="1">
          {options.map((o) => (
            <Tabs.Trigger key={o.value} value={o.value} borderRadius="full" px="3">
              {o.emoji && <span aria-hidden="true">{o.emoji}</span>}
              {o.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </ScrollRow>
      {options.map((o) => (
        <Tabs.Content key={o.value} value={o.value} pt="4">
          {o.value === active && children(o.value)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
