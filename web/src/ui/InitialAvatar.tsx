import { chakra, useSlotRecipe, type ConditionalValue } from '@chakra-ui/react';

interface Props {
  initial: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  colorPalette?: ConditionalValue<string>;
}

/**
 * A decorative avatar that only ever shows a letter: Chakra's avatar styles (its slot recipe)
 * without `Avatar`'s image-loading state machine, which a picture-less avatar has no use for and
 * which would bring the zag runtime into the landing page's first load.
 */
export function InitialAvatar({ initial, size, colorPalette }: Props) {
  const recipe = useSlotRecipe({ key: 'avatar' });
  const styles = recipe({ size });
  return (
    <chakra.div css={styles.root} colorPalette={colorPalette} className="chakra-avatar__root" aria-hidden data-scope="avatar" data-part="root">
      <chakra.span css={styles.fallback} className="chakra-avatar__fallback" data-scope="avatar" data-part="fallback">
        {initial}
      </chakra.span>
    </chakra.div>
  );
}
