import { Box, Grid, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardTab } from '../dashboardTabs';
import type { StatCard } from './statsView';

/** The home tab's figures, two across on a phone and three from 768 px; a card opens the tab it counts. */
export function StatCards({ cards, offered }: { cards: StatCard[]; offered: readonly DashboardTab[] }) {
  return (
    <Grid as="ul" listStyleType="none" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }} gap="3" aria-label="주요 지표">
      {cards.map((c) => {
        const tab = c.tab && offered.includes(c.tab) ? c.tab : null;
        return (
          <LinkBox
            as="li"
            key={c.key}
            p={{ base: '3', md: '4' }}
            borderWidth="1px"
            borderRadius="xl"
            bg="bg"
            minW="0"
            _hover={tab ? { borderColor: 'brand.muted' } : undefined}
            data-testid={`stat-${c.key}`}
          >
            <Text fontSize="sm" color="fg.muted">
              {tab ? (
                <LinkOverlay asChild>
                  <RouterLink to={`?tab=${tab}`}>{c.label}</RouterLink>
                </LinkOverlay>
              ) : (
                c.label
              )}
            </Text>
            <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="short" mt="1" overflowWrap="anywhere" data-testid="stat-value">
              {c.value}
            </Text>
            <Box fontSize="xs" color="fg.muted" mt="1" overflowWrap="anywhere" data-testid="stat-detail">
              {c.detail}
            </Box>
          </LinkBox>
        );
      })}
    </Grid>
  );
}
