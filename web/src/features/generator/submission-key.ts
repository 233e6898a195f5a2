// One Idempotency-Key per submission of the generator (decision 025). It is made when Create is
// pressed and kept while the same choices are sent again without an answer (a double click, a
// connection that dropped after the server took the request, a server error): the server then answers
// the story it already made instead of writing a second one and taking a second credit. Once the
// server has answered, or the choices change, the next press is a new submission with a new key.
import type { GenerationRequest } from '@storyloom/contracts/stories';

export interface SubmissionKeys {
  /** The key of this request: the one already sent with the same choices, or a new one. */
  keyFor(request: GenerationRequest): string;
  /** The server answered the last submission (a story, or a refusal): the next press is a new one. */
  answered(): void;
}

export function submissionKeys(makeKey: () => string = () => crypto.randomUUID()): SubmissionKeys {
  let current: { choices: string; key: string } | null = null;
  return {
    keyFor(request) {
      const choices = JSON.stringify(request);
      if (current?.choices !== choices) current = { choices, key: makeKey() };
      return current.key;
    },
    answered() {
      current = null;
    },
  };
}
