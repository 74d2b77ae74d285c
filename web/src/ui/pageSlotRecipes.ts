import {
  alertSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerSlotRecipes } from '../app/slotRecipes';

/**
 * The slot recipes of the Chakra components with parts that the pages render and a guest's
 * landing page does not (add one here when a page starts using such a component). Imported for
 * this effect by lib/lazyPage.ts (every page's chunk but the landing page's) and by the lazily
 * loaded AlertModal, AccountMenu and ToasterView.
 */
registerSlotRecipes({
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
});
