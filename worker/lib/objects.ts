import type { ServiceCtx } from '../env';

/** Deletes stored objects whose rows are gone; a failure is logged, not raised (the rows decide what exists). */
export async function deleteObjects(ctx: ServiceCtx, keys: string[]): Promise<void> {
  await Promise.all(keys.map((k) => ctx.deps.storage.delete(k).catch((err) => ctx.deps.log.warn(`media delete failed (${k})`, err))));
}
