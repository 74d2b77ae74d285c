import { chakra, HStack, Icon, Text, VisuallyHidden, type IconProps } from '@chakra-ui/react';
import { forwardRef, useId } from 'react';
import { REVIEW_STAR_LABELS } from '../../../../shared/review-constants';
import { starFills, type StarFill } from '../../lib/stars';

const STAR = 'M12 3.2l2.7 5.5 6 .9-4.35 4.25 1.03 6-5.38-2.83-5.38 2.83 1.03-6L3.3 9.6l6-.9z';

/**
 * Filled stars: orange.700 on white is above 3:1 (a graphic's contrast), the empty ones gray.500.
 * A half star is the outline in the filled colour with its left half filled.
 */
export function Star({ filled, ...rest }: { filled: boolean | StarFill } & IconProps) {
  const fill: StarFill = filled === true ? 'full' : filled === false ? 'empty' : filled;
  const clipId = useId();
  return (
    <Icon boxSize="4" color={fill === 'empty' ? 'gray.500' : 'orange.600'} data-star={fill} {...rest}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {fill === 'half' && (
          <defs>
            <clipPath id={clipId}>
              <rect x="0" y="0" width="12" height="24" />
            </clipPath>
          </defs>
        )}
        {fill === 'half' && <path d={STAR} fill="currentColor" clipPath={`url(#${clipId})`} />}
        <path d={STAR} fill={fill === 'full' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
    </Icon>
  );
}

export const starLabel = (rating: number) => REVIEW_STAR_LABELS[Math.round(rating) - 1] ?? '';

/** A rating shown as five stars (to the nearest half), read as "별점 N점 (label)". */
export function StarsView({ rating, size = '4' }: { rating: number; size?: string }) {
  const whole = Math.round(rating);
  const fills = starFills(rating);
  return (
    <HStack gap="0.5" role="img" aria-label={`별점 ${rating}점${whole >= 1 ? ` (${starLabel(whole)})` : ''}`}>
      {fills.map((fill, i) => (
        <Star key={i} filled={fill} boxSize={size} />
      ))}
    </HStack>
  );
}

interface InputProps {
  value: number;
  onChange: (rating: number) => void;
  error?: string | null;
}

/**
 * The form's rating: five native radio buttons drawn as stars (arrow keys move between them, each is
 * named "N점 label"), in a fieldset whose legend is 별점. The chosen rating's label shows beside them.
 */
export const StarRatingInput = forwardRef<HTMLInputElement, InputProps>(function StarRatingInput({ value, onChange, error }, ref) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontWeight="medium" fontSize="sm" mb="1.5">
        별점{' '}
        <chakra.span color="red.fg" aria-hidden="true">
          *
        </chakra.span>
      </chakra.legend>
      <HStack gap="1" wrap="wrap">
        <HStack gap="0">
          {[1, 2, 3, 4, 5].map((n) => (
            <chakra.label
              key={n}
              display="inline-flex"
              p="1"
              borderRadius="md"
              cursor="pointer"
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' }}
            >
              <chakra.input
                ref={n === 1 ? ref : undefined}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-invalid={error ? true : undefined}
                position="absolute"
                opacity="0"
                w="1px"
                h="1px"
                overflow="hidden"
              />
              <Star filled={n <= value} boxSize="8" />
              <VisuallyHidden>{`${n}점 ${REVIEW_STAR_LABELS[n - 1]}`}</VisuallyHidden>
            </chakra.label>
          ))}
        </HStack>
        <Text fontSize="sm" color="fg.muted" aria-hidden="true" minW="16">
          {value ? `${value}점 · ${REVIEW_STAR_LABELS[value - 1]}` : '선택해주세요'}
        </Text>
      </HStack>
      {error && (
        <Text id={errorId} fontSize="sm" color="red.fg" mt="1">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
});
