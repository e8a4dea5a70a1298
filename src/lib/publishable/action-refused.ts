/**
 * A publish / close / reopen the document's own rules refuse (e.g. reopening a survey past its
 * closing time): the message says why and what to change; the list shows it instead of the
 * generic failure.
 */
export class ActionRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionRefusedError';
  }
}
