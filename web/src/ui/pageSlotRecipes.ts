import {
  alertSlotRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerSlotRecipes } from '../app/slotRecipes';
import { TAP_TARGET } from '../app/theme';

/** A slot recipe whose `slot` part is a tap target of at least 44 px below md (app/theme.ts). */
function withTapTarget<T extends { base?: Record<string, object> }>(recipe: T, slot: string): T {
  return { ...recipe, base: { ...recipe.base, [slot]: { ...recipe.base?.[slot], ...TAP_TARGET } } };
}

/**
 * The slot recipes of the Chakra components with parts that the pages render and a guest's
 * landing page does not (add one here when a page starts using such a component). Imported for
 * this effect by lib/lazyPage.ts (every page's chunk but the landing page's) and by the lazily
 * loaded AlertModal, AccountMenu and ToasterView.
 */
registerSlotRecipes({
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  menu: withTapTarget(menuSlotRecipe, 'item'),
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: withTapTarget(tabsSlotRecipe, 'trigger'),
  toast: withTapTarget(toastSlotRecipe, 'closeTrigger'),
});
