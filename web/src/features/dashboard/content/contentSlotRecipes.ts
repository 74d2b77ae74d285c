import { accordionSlotRecipe, segmentGroupSlotRecipe } from '@chakra-ui/react/theme';
import { registerSlotRecipes } from '../../../app/slotRecipes';
import { TAP_TARGET } from '../../../app/theme';

/**
 * The slot recipes of the content tabs' components with parts that no other page renders (the sort's
 * segment group, the reviews' accordion), registered by the chunks that render them (app/slotRecipes.ts).
 * Each sort choice is a tap target of at least 44 px below md, like the tabs above it.
 */
registerSlotRecipes({
  accordion: accordionSlotRecipe,
  segmentGroup: { ...segmentGroupSlotRecipe, base: { ...segmentGroupSlotRecipe.base, item: { ...segmentGroupSlotRecipe.base?.item, ...TAP_TARGET } } },
});
