import { Box } from '@chakra-ui/react';
import { Footer } from '../../ui/Footer';
import { ClosingCta } from './ClosingCta';
import { FeaturesGrid } from './FeaturesGrid';
import { HeroCarousel } from './HeroCarousel';
import { LandingHero } from './LandingHero';
import { LandingTopBar } from './LandingTopBar';
import { ProducerStories } from './ProducerStories';

/** /landing, and / for guests (platform.md §2 Landing page). */
export default function LandingPage() {
  return (
    <Box minH="100vh" bg="bg">
      <LandingTopBar />
      <Box as="main">
        <LandingHero />
        <Box maxW="6xl" mx="auto" px={{ base: '0', md: '6' }} pt={{ base: '0', md: '10' }}>
          <HeroCarousel />
        </Box>
        <FeaturesGrid />
        <ProducerStories />
        <ClosingCta />
      </Box>
      <Footer />
    </Box>
  );
}
