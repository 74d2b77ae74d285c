import { and, sql, type SQL } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm/sql';

/**
 * A list's filter for a prepared statement (worker/lib/prepared.ts): the conditions a request uses,
 * each on a placeholder of its own name, so one statement serves every value of them. The
 * statement's name says which conditions it holds (`name`), `values` fills them, and `where()`
 * builds the condition only when the statement is first prepared.
 */
export class PreparedFilter {
  private readonly keys: string[] = [];
  private readonly conditions: (() => SQL)[] = [];
  readonly values: Record<string, unknown>;

  /** `base`: the list's rule on the placeholders `baseValues` fills (its scope's tenant, at least). */
  constructor(
    private readonly baseName: string,
    private readonly base: () => SQL,
    baseValues: Record<string, unknown>,
  ) {
    this.values = { ...baseValues };
  }

  /** Adds `condition` on a placeholder named `key` when `value` is given (not undefined, not an empty text). */
  when<T>(key: string, value: T | undefined, condition: (value: Placeholder) => SQL): this {
    if (value === undefined || value === '') return this;
    return this.with(key, { [key]: value }, () => condition(sql.placeholder(key)));
  }

  /** Adds a condition on placeholders of its own, which `values` fills; `key` names it in the statement's name. */
  with(key: string, values: Record<string, unknown>, condition: () => SQL): this {
    this.keys.push(key);
    this.conditions.push(condition);
    Object.assign(this.values, values);
    return this;
  }

  get name(): string {
    return this.keys.length === 0 ? this.baseName : `${this.baseName}_${this.keys.join('_')}`;
  }

  where(): SQL {
    return and(this.base(), ...this.conditions.map((condition) => condition()))!;
  }
}
