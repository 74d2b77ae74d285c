import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { registerSlotRecipes } from '../../../app/slotRecipes';

/**
 * The tooltip (the localhost site's locked deactivate button) is rendered by no other page: its slot
 * recipe is registered by the console's chunk that renders it (app/slotRecipes.ts).
 */
registerSlotRecipes({ tooltip: tooltipSlotRecipe });
