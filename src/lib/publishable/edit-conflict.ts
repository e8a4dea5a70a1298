/* Backend-free, so the shared edit page can recognise a conflict without importing a store. */

/**
 * Thrown by `update` when the document changed since the editor loaded it (its `updatedAt` is
 * not the one the editor saw): the screen asks before overwriting.
 */
export class EditConflictError extends Error {
  constructor() {
    super('the document changed since it was loaded');
    this.name = 'EditConflictError';
  }
}

/**
 * How an update guards against overwriting someone else's save: `expectedUpdatedAt` is the
 * `updatedAt` the editor loaded (null when it had none); `overwrite` saves regardless.
 */
export interface UpdateGuard {
  expectedUpdatedAt: Date | null;
  overwrite?: boolean;
}
