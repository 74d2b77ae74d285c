import { AppError } from '../../../../shared/errors';

/** Placeholder while the catalogue is being built in parallel; every use is replaced before merge. */
export function notBuilt(): never {
  throw new AppError('INTERNAL', 'not built yet');
}
