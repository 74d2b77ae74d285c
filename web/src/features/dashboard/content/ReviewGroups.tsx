import { Accordion, Box, Button, Flex, HStack, Image, Link, Text } from '@chakra-ui/react';
import './contentSlotRecipes';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../../../shared/messages';
import type { DashboardReviewGroup, HelpfulState, ReviewItem } from '../../../../../shared/schemas/reviews';
import { trpc } from '../../../lib/trpc';
import { toaster } from '../../../ui/toaster';
import { ReviewCard } from '../../reviews/ReviewCard';
import { toggledHelpful } from '../../reviews/reviewForm';
import { StarsView } from '../../reviews/ReviewStars';

interface Props {
  groups: DashboardReviewGroup[];
  /** Opens the product's stats modal. */
  onStats: (product: { id: number; title: string }) => void;
}

/**
 * A page of reviews of the merchant's products, one accordion item a product (its total count and
 * average on the trigger, the first one open), each review as the product page shows it.
 */
export function ReviewGroups({ groups, onStats }: Props) {
  const now = useMemo(() => new Date(), []);
  const helpful = useHelpfulMarks();
  return (
    <Accordion.Root multiple collapsible defaultValue={groups[0] ? [String(groups[0].product.id)] : []} variant="plain">
      {groups.map((g) => (
        <Accordion.Item
          key={g.product.id}
          value={String(g.product.id)}
          borderWidth="1px"
          borderRadius="xl"
          mb="3"
          minW="0"
          data-testid="review-group"
          data-product-id={g.product.id}
        >
          <Flex align="center" gap="2" pe="3" minW="0">
            <Accordion.ItemTrigger flex="1" minW="0" ps="3" py="3" gap="3" cursor="pointer">
              <ProductThumb url={g.product.image_url} />
              <Box flex="1" minW="0" textAlign="start">
                <Text fontWeight="semibold" truncate>
                  {g.product.title}
                </Text>
                <HStack gap="1.5" wrap="wrap" fontSize="xs" color="fg.muted">
                  <StarsView rating={g.average_rating} size="3.5" />
                  <Text as="span">
                    {g.average_rating.toFixed(1)} · 리뷰 {g.review_count.toLocaleString('ko-KR')}개
                  </Text>
                </HStack>
              </Box>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Button size="xs" variant="outline" flexShrink={0} onClick={() => onStats({ id: g.product.id, title: g.product.title })} aria-label={`${g.product.title} 리뷰 통계`}>
              통계
            </Button>
          </Flex>
          <Accordion.ItemContent>
            <Accordion.ItemBody px="3" pt="0" pb="3">
              {g.reviews.map((r) => (
                <ReviewCard
                  key={r.id}
                  review={r}
                  helpful={helpful.of(r)}
                  mine={false}
                  now={now}
                  onHelpful={() => void helpful.toggle(r)}
                  onEdit={() => undefined}
                  onDelete={() => undefined}
                  deleting={false}
                />
              ))}
              <Flex justify="flex-end" pt="3">
                <Link asChild fontSize="sm" color="brand.fg">
                  <RouterLink to={`/products/${g.product.id}`}>상품 페이지에서 모든 리뷰 보기</RouterLink>
                </Link>
              </Flex>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function ProductThumb({ url }: { url: string | null }) {
  return (
    <Box boxSize="11" flexShrink={0} borderRadius="md" overflow="hidden" bg="bg.muted" aria-hidden="true">
      {url && <Image src={url} alt="" w="full" h="full" objectFit="cover" loading="lazy" />}
    </Box>
  );
}

/** 도움돼요 on a review: shown at once, then the server's answer; put back with a word when it fails. */
function useHelpfulMarks() {
  const [marks, setMarks] = useState<Record<number, HelpfulState>>({});
  const mutation = trpc.reviews.toggleHelpful.useMutation();
  const of = (r: ReviewItem): HelpfulState => marks[r.id] ?? { is_helpful: r.is_helpful_by_current_user, helpful_count: r.helpful_count };
  const toggle = async (r: ReviewItem) => {
    const before = of(r);
    setMarks((m) => ({ ...m, [r.id]: toggledHelpful(before) }));
    try {
      const answer = await mutation.mutateAsync({ id: r.id });
      setMarks((m) => ({ ...m, [r.id]: answer }));
    } catch {
      setMarks((m) => ({ ...m, [r.id]: before }));
      toaster.create({ type: 'error', title: MSG.reviewHelpfulFailed });
    }
  };
  return { of, toggle };
}
