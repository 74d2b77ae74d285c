import { Avatar, Badge, Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PickupShop } from '../../../../../shared/schemas/catalogue';
import { trpc } from '../../../lib/trpc';
import { merchantPath } from '../../../lib/channelPaths';

/** Shops that offer pickup, one a row, each labelled 픽업 and opening the merchant's channel. */
export function PickupShopList({ shops }: { shops: PickupShop[] }) {
  // A shop carries its region's code; the name comes from the region list (the code alone says little).
  const regions = trpc.catalogue.site.regions.useQuery(undefined, { staleTime: 10 * 60_000 });
  const regionName = (code: string | null) => (code ? regions.data?.regions.find((r) => r.code === code)?.name : undefined);
  return (
    <Stack as="ul" role="list" gap="2" listStyleType="none">
      {shops.map((s) => (
        <Box as="li" key={s.id}>
          <LinkBox
            as="article"
            display="flex"
            alignItems="center"
            gap="3"
            p="3"
            borderWidth="1px"
            borderRadius="xl"
            _hover={{ bg: 'bg.muted' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <Avatar.Root size="lg" shape="rounded">
              <Avatar.Fallback name={s.business_name} />
              {s.image_url && <Avatar.Image src={s.image_url} alt="" loading="lazy" />}
            </Avatar.Root>
            <Box flex="1" minW="0">
              <HStack gap="2">
                <Badge colorPalette="brand" variant="solid" size="sm">
                  픽업
                </Badge>
                <LinkOverlay asChild>
                  <RouterLink to={merchantPath(s.id)}>
                    <Text as="h3" fontWeight="semibold" truncate>
                      {s.business_name}
                    </Text>
                  </RouterLink>
                </LinkOverlay>
              </HStack>
              <Text fontSize="sm" color="fg.muted" truncate>
                {[regionName(s.region), s.address].filter(Boolean).join(' · ')}
              </Text>
            </Box>
            <Text fontSize="sm" color="fg.muted" flexShrink={0}>
              상품 {s.product_count}개
            </Text>
          </LinkBox>
        </Box>
      ))}
    </Stack>
  );
}
