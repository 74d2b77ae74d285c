import { Box } from '@chakra-ui/react';
import { useTenant } from '../../app/tenant';
import { Footer } from '../../ui/Footer';
import { ClosingCta } from './ClosingCta';
import { FeaturesGrid } from './FeaturesGrid';
import { HeroCarousel } from './HeroCarousel';
import { LandingHero } from './LandingHero';
import { LandingTopBar } from './LandingTopBar';
import { landingCopy } from './landingCopy';
import { ProducerStories } from './ProducerStories';
import { DEFAULT_SLIDES } from './slides';

/** /landing, and / for guests (platform.md §2 Landing page). */
export default function LandingPage() {
  // The tenant's slide texts on the default slides' colours, in turn.
  const slides = landingCopy(useTenant()).slides.map((s, i) => ({ ...s, bg: DEFAULT_SLIDES[i % DEFAULT_SLIDES.length]!.bg }));
  return (
    <Box minH="100vh" bg="bg">
      <LandingTopBar />
      <Box as="main">
        <LandingHero />
        <Box maxW="6xl" mx="auto" px={{ base: '0', md: '6' }} pt={{ base: '0', md: '10' }}>
          <HeroCarousel slides={slides} />
        </Box>
        <FeaturesGrid />
        <ProducerStories />
        <ClosingCta />
      </Box>
      <Footer />
    </Box>
  );
}
