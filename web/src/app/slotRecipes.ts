import type { SlotRecipeConfig, SystemContext } from '@chakra-ui/react';

/**
 * Slot recipes that join the system after it is built: those of the components a guest's first
 * paint of / does not render (forms, tabs, dialogs, menus, tables, toasts). They come with the
 * chunks that render them (ui/pageSlotRecipes.ts, loaded with every page but the landing page,
 * and by the lazily loaded dialog, menu and toaster), so the first load carries only the recipes
 * of what it shows (theme.ts). The system answers a key from here first, then from its own theme,
 * through the lookups every Chakra component uses (`getSlotRecipeFn`).
 */
const registered: Record<string, SlotRecipeConfig> = {};

export function registerSlotRecipes(recipes: Record<string, SlotRecipeConfig>) {
  Object.assign(registered, recipes);
}

const has = (key: string) => Object.hasOwn(registered, key);

/** The system with the registered slot recipes added to its lookups (all else is the system's own). */
export function withRegisteredSlotRecipes(system: SystemContext): SystemContext {
  const made = new Map<string, ReturnType<SystemContext['sva']>>();
  return {
    ...system,
    getSlotRecipe: (key, fallback) => (has(key) ? registered[key] : system.getSlotRecipe(key, fallback)),
    getSlotRecipeFn(key, fallback) {
      if (!has(key)) return system.getSlotRecipeFn(key, fallback);
      let fn = made.get(key);
      if (!fn) made.set(key, (fn = system.sva(registered[key]!)));
      return fn;
    },
    isSlotRecipe: (key) => has(key) || system.isSlotRecipe(key),
    hasRecipe: (key) => has(key) || system.hasRecipe(key),
  };
}
