import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { z } from 'zod';
import { isEndpoint, type AnyEndpoint, type Endpoint, type EndpointTree } from '../endpoints/define';
import { admit } from '../middleware/access';
import { assertCleanText } from '../rest/registry';
import { publicProcedure } from './init';
import { runEndpoint } from '../endpoints/run-endpoint';
import type { ServiceCtx } from '../env';

type InputOf<S> = S extends z.ZodType ? z.input<S> : void;

/** The procedure type an endpoint becomes, so the web client's hooks keep their input and output types. */
type ProcedureOf<E> =
  E extends Endpoint<infer _A, infer S, infer O, infer K>
    ? K extends 'mutation'
      ? TRPCMutationProcedure<{ input: InputOf<S>; output: O; meta: object }>
      : TRPCQueryProcedure<{ input: InputOf<S>; output: O; meta: object }>
    : never;

/** A tree of endpoints as tRPC routers: REST-only endpoints (`trpc: false`) are left out. */
export type ProceduresOf<T> = {
  [K in keyof T as T[K] extends AnyEndpoint ? (T[K]['trpc'] extends false ? never : K) : K]: T[K] extends AnyEndpoint
    ? ProcedureOf<T[K]>
    : ProceduresOf<T[K]>;
};

/**
 * One procedure from one endpoint: the same gate as REST (admit), the same text rule on the raw
 * input, the same schema, the same action.
 */
function procedureOf(name: string, ep: AnyEndpoint) {
  const gated = publicProcedure.use(async ({ ctx, getRawInput, next }) => {
    const actor = await admit(ep, ctx.svc);
    const raw = await getRawInput();
    assertCleanText(raw);
    if (ep.guard) await ep.guard({ ctx: actor, raw });
    return next({ ctx: { ...ctx, actor } });
  });
  const withInput = ep.input ? gated.input(ep.input) : gated;
  const resolve = ({ ctx, input }: { ctx: { actor: ServiceCtx }; input: unknown }) => runEndpoint(ep, name, 'trpc', ctx.actor, input);
  return ep.trpc === 'mutation' ? withInput.mutation(resolve) : withInput.query(resolve);
}

export function proceduresOf<T extends EndpointTree>(tree: T, prefix = ''): ProceduresOf<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (!isEndpoint(value)) out[key] = proceduresOf(value, name);
    else if (value.trpc !== false && !value.devOnly) out[key] = procedureOf(name, value);
  }
  return out as ProceduresOf<T>;
}
