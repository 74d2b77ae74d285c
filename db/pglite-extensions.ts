import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';

/**
 * The extensions the migrations create, loaded into every embedded database: PGlite can only
 * CREATE EXTENSION what it was started with (btree_gin: the site-keyed search indexes, 0034).
 */
export const pgliteExtensions = { btree_gin };
