// What GET /readyz says beside the store's health: whether the server is about to stop, and
// whether anyone watches the answer. A balancer learns that an instance leaves from /readyz
// turning 503; if the listener closed at once instead, the balancer would go on sending it
// requests until its own checks noticed, and requests on connections it already holds would meet
// the drain's 503. So a stop first answers readiness 503 for a short delay while everything else
// is served as usual, then closes. Nobody asking /readyz (one server, a developer's terminal)
// means nobody to tell: then the stop goes on at once.

/** Readiness asked within this long means a balancer or an orchestrator watches this server. */
export const READINESS_WATCHED_MS = 60_000;

export class Readiness {
  private leaving = false;
  private lastAsked = Number.NEGATIVE_INFINITY;

  /** Called by each GET /readyz. */
  asked(now = performance.now()): void {
    this.lastAsked = now;
  }

  /** Whether something asked /readyz recently enough to be told, before the listener closes. */
  watched(now = performance.now()): boolean {
    return now - this.lastAsked <= READINESS_WATCHED_MS;
  }

  /** From now on /readyz answers 503, though requests are still served. */
  leave(): void {
    this.leaving = true;
  }

  get stopping(): boolean {
    return this.leaving;
  }
}
